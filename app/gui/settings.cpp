#include "settings.h"

#include <QSettings>
#include <QThread>
#include <algorithm>
#include <array>
#include <utility>

#include "ai/levels.h"
#include "default_library.h"

namespace hasami::gui {

namespace {

// The stored value when it converts and passes `valid`, else the fallback.
template <typename T, typename Valid>
T readValue(QSettings& store, const char* key, T fallback, Valid valid) {
    const QVariant v = store.value(key);
    if (!v.isValid() || !v.canConvert<T>()) return fallback;
    bool ok = true;
    T value;
    if constexpr (std::is_same_v<T, int>) {
        value = v.toString().toInt(&ok);
    } else if constexpr (std::is_same_v<T, double>) {
        value = v.toString().toDouble(&ok);
    } else if constexpr (std::is_same_v<T, bool>) {
        const QString text = v.toString().toLower();
        ok = text == "true" || text == "false" || text == "1" || text == "0";
        value = text == "true" || text == "1";
    } else {
        value = v.value<T>();
    }
    return ok && valid(value) ? value : fallback;
}

constexpr auto any = [](const auto&) { return true; };

// A human-like rating; one up to 2400, which the settings offered until the ladder showed that
// the model plays no stronger beyond kMaxHumanRating, is held at it rather than forgotten.
int readRating(QSettings& store, const char* key, int fallback) {
    constexpr int kOnceOffered = 2400;
    return std::min(
        readValue(store, key, fallback,
                  [](int r) { return r >= Settings::kMinHumanRating && r <= kOnceOffered; }),
        Settings::kMaxHumanRating);
}

// The levels' table the settings name (engine/levelTable). Settings saved without it name rows
// of the table before the levels were re-spaced; each of those levels is read as the new level
// with the same search, or with the nearest rating where that search is no longer a level.
constexpr int kLevelTable = 2;
constexpr std::array<int, ai::kLevelCount> kAlphaBetaFromTable1 = {
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 16, 17, 18, 19, 20, 20, 20, 20};
constexpr std::array<int, ai::kLevelCount> kMonteCarloFromTable1 = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 19, 18, 19, 20};

constexpr auto isLevel = [](int l) { return l >= 1 && l <= ai::kLevelCount; };

// The level stored under `key` in the table `table`, for `engine`, as a level of this table;
// the fallback when none is stored or it is no level.
int readLevel(QSettings& store, const char* key, int table, ai::EngineKind engine, int fallback) {
    const int stored = readValue(store, key, 0, isLevel);
    if (stored == 0) return fallback;
    if (table >= kLevelTable) return stored;
    const auto& from =
        engine == ai::EngineKind::MonteCarlo ? kMonteCarloFromTable1 : kAlphaBetaFromTable1;
    return from[std::size_t(stored - 1)];
}

const ExternalEngine* engineNamed(const QList<ExternalEngine>& engines, const QString& name) {
    if (name.isEmpty()) return nullptr;
    for (const ExternalEngine& e : engines) {
        if (e.name == name) return &e;
    }
    return nullptr;
}

// One stored preference: its key, the member it fills, and the values it may take. Every
// key is spelled here once, for load() and save() alike.
template <typename T>
struct Key {
    const char* name;
    T Settings::*member;
    bool (*valid)(const T&);
};

// An enumeration is stored as its number, valid from 0 to `last`.
template <typename E>
struct EnumKey {
    const char* name;
    E Settings::*member;
    E last;
};

// Ratings and levels need more than a range to be read (readRating, readLevel).
struct SpecialKey {
    const char* name;
    int Settings::*member;
};

struct SeatKey {
    const char* name;
    Seat Seats::*member;
};

// The strength chosen, stored by name. Settings saved before it was name it by two flags, of
// which a human-like player ruled seconds a move.
constexpr const char* kStrengthKey = "engine/strength";
constexpr const char* kHumanLikeKey = "engine/humanLike";
constexpr const char* kBySecondsKey = "engine/bySeconds";
using StrengthKind = PlaySettings::StrengthKind;
constexpr std::pair<StrengthKind, const char*> kStrengthNames[] = {
    {StrengthKind::Level, "level"},
    {StrengthKind::Seconds, "seconds"},
    {StrengthKind::HumanLike, "humanLike"}};

StrengthKind readStrength(QSettings& store, StrengthKind fallback) {
    if (!store.contains(kStrengthKey)) {
        if (readValue(store, kHumanLikeKey, false, any)) return StrengthKind::HumanLike;
        if (readValue(store, kBySecondsKey, false, any)) return StrengthKind::Seconds;
        return fallback;
    }
    const QString name = store.value(kStrengthKey).toString();
    for (const auto& [kind, stored] : kStrengthNames) {
        if (name == stored) return kind;
    }
    return fallback;
}

void writeStrength(QSettings& store, StrengthKind strength) {
    for (const auto& [kind, name] : kStrengthNames) {
        if (kind == strength) store.setValue(kStrengthKey, name);
    }
    store.remove(kHumanLikeKey);
    store.remove(kBySecondsKey);
}

constexpr bool secondsValid(const double& x) {
    return x >= Settings::kMinSecondsPerMove && x <= Settings::kMaxSecondsPerMove;
}

const Key<bool> kBools[] = {
    {"clock/on", &Settings::timeControl, any},
    {"analysis/humanChances", &Settings::hintHumanChances, any},
    {"engine/book", &Settings::useBook, any},
    {"board/showLegalMoves", &Settings::showLegalMoves, any},
    {"board/showLastMove", &Settings::showLastMove, any},
};
// A seat is stored as whether the computer sits there.
const SeatKey kSeats[] = {{"game/computerPlaysBlack", &Seats::black},
                          {"game/computerPlaysWhite", &Seats::white}};
const Key<int> kInts[] = {
    {"clock/minutes", &Settings::clockMinutes,
     [](const int& m) { return m >= 1 && m <= Settings::kMaxClockMinutes; }},
    {"clock/increment", &Settings::clockIncrement,
     [](const int& i) { return i >= 0 && i <= Settings::kMaxClockIncrement; }},
    {"engine/threads", &Settings::threads,
     [](const int& t) { return t >= 1 && t <= Settings::kMaxThreads; }},
};
const Key<double> kDoubles[] = {
    {"engine/secondsPerMove", &Settings::secondsPerMove, secondsValid},
    {"engines/secondsPerMove", &Settings::engineSecondsPerMove, secondsValid},
};
// The engines named here are checked against the list once it is read.
const Key<QString> kStrings[] = {
    {"ui/language", &Settings::language,
     [](const QString& l) { return l.isEmpty() || l == "en" || l == "ja"; }},
    {"engines/opponent", &Settings::opponent, any},
    {"engines/hints", &Settings::hintSource, any},
};
constexpr EnumKey<ai::EngineKind> kEngine = {"engine/kind", &Settings::engine,
                                             ai::EngineKind::MonteCarlo};
constexpr EnumKey<HintScale> kHintScale = {"analysis/hintScale", &Settings::hintScale,
                                           HintScale::WinChance};
constexpr EnumKey<Animation> kAnimation = {"board/animation", &Settings::animation,
                                           Animation::Normal};
constexpr SpecialKey kLevels[] = {{"engine/level", &Settings::level},
                                  {"analysis/hintLevel", &Settings::hintLevel}};
constexpr SpecialKey kRatings[] = {{"engine/humanRating", &Settings::humanRating},
                                   {"analysis/humanRating", &Settings::hintRating}};
constexpr const char* kLevelTableKey = "engine/levelTable";
constexpr const char* kEnginesKey = "engines/external";
constexpr const char* kLibraryKey = "library/path";

template <typename T>
void read(QSettings& store, const Key<T>& key, Settings& s, const Settings& fallback) {
    s.*key.member = readValue(store, key.name, fallback.*key.member, key.valid);
}

template <typename E>
void read(QSettings& store, const EnumKey<E>& key, Settings& s, const Settings& fallback) {
    s.*key.member = static_cast<E>(readValue(store, key.name, int(fallback.*key.member),
                                             [&](int v) { return v >= 0 && v <= int(key.last); }));
}

template <typename E>
void write(QSettings& store, const EnumKey<E>& key, const Settings& s) {
    store.setValue(key.name, int(s.*key.member));
}

}  // namespace

Settings Settings::load(QSettings& store) {
    const Settings d;
    Settings s;
    for (const auto& key : kBools)
        read(store, key, s, d);
    for (const auto& key : kInts)
        read(store, key, s, d);
    for (const auto& key : kDoubles)
        read(store, key, s, d);
    for (const auto& key : kStrings)
        read(store, key, s, d);
    for (const auto& [name, member] : kSeats) {
        const bool computer = readValue(store, name, d.seats.*member == Seat::Computer, any);
        s.seats.*member = computer ? Seat::Computer : Seat::Human;
    }
    s.strength = readStrength(store, d.strength);
    read(store, kEngine, s, d);
    read(store, kHintScale, s, d);
    read(store, kAnimation, s, d);
    const int table = readValue(store, kLevelTableKey, 1, [](int t) { return t >= 1; });
    for (const auto& [name, member] : kLevels)
        s.*member = readLevel(store, name, table, s.engine, d.*member);
    for (const auto& [name, member] : kRatings)
        s.*member = readRating(store, name, d.*member);
    // An engine without a name or a command cannot be chosen or run: it is left out.
    const int count = store.beginReadArray(kEnginesKey);
    for (int i = 0; i < count; ++i) {
        store.setArrayIndex(i);
        ExternalEngine e;
        e.name = store.value("name").toString();
        e.command = store.value("command").toString();
        e.folder = store.value("folder").toString();
        e.protocol = store.value("protocol").toString() == "gtp" ? ExternalEngine::Protocol::Gtp
                                                                 : ExternalEngine::Protocol::NBoard;
        if (!e.name.isEmpty() && !e.command.isEmpty()) s.engines << e;
    }
    store.endArray();
    if (!s.opponentEngine()) s.opponent.clear();
    if (!s.hintEngine()) s.hintSource.clear();
    // Never chosen: the library made for the user; chosen, even none (""), as chosen.
    s.libraryPath = store.contains(kLibraryKey) ? readValue(store, kLibraryKey, d.libraryPath, any)
                                                : defaultLibraryPath();
    return s;
}

void Settings::save(QSettings& store) const {
    for (const auto& key : kBools)
        store.setValue(key.name, this->*key.member);
    for (const auto& [name, member] : kSeats)
        store.setValue(name, seats.*member == Seat::Computer);
    writeStrength(store, strength);
    for (const auto& key : kInts)
        store.setValue(key.name, this->*key.member);
    for (const auto& key : kDoubles)
        store.setValue(key.name, this->*key.member);
    for (const auto& key : kStrings)
        store.setValue(key.name, this->*key.member);
    write(store, kEngine, *this);
    write(store, kHintScale, *this);
    write(store, kAnimation, *this);
    store.setValue(kLevelTableKey, kLevelTable);
    for (const auto& [name, member] : kLevels)
        store.setValue(name, this->*member);
    for (const auto& [name, member] : kRatings)
        store.setValue(name, this->*member);
    store.beginWriteArray(kEnginesKey, int(engines.size()));
    for (int i = 0; i < int(engines.size()); ++i) {
        store.setArrayIndex(i);
        store.setValue("name", engines[i].name);
        store.setValue("command", engines[i].command);
        store.setValue("folder", engines[i].folder);
        store.setValue("protocol",
                       engines[i].protocol == ExternalEngine::Protocol::Gtp ? "gtp" : "nboard");
    }
    store.endArray();
    store.setValue(kLibraryKey, libraryPath);
}

const ExternalEngine* PlaySettings::opponentEngine() const {
    return engineNamed(engines, opponent);
}

Player PlaySettings::player(Color side, bool timed) const {
    if (!isComputer(side)) return Human{};
    if (const ExternalEngine* other = opponentEngine()) return *other;
    switch (strength) {
        case StrengthKind::HumanLike:
            return Hasami{HumanLike{humanRating}};
        case StrengthKind::Seconds:
            return Hasami{timed ? Strength(OnClock{}) : SecondsAMove{secondsPerMove}};
        case StrengthKind::Level:
            break;
    }
    return Hasami{timed ? Strength(OnClock{}) : Level{level}};
}

const ExternalEngine* PlaySettings::hintEngine() const {
    const ExternalEngine* e = engineNamed(engines, hintSource);
    return e && e->protocol == ExternalEngine::Protocol::NBoard ? e : nullptr;
}

int PlaySettings::defaultThreads() {
    return std::clamp(QThread::idealThreadCount(), 1, 8);
}

int levelRating(int level, ai::EngineKind engine) {
    return engine == ai::EngineKind::MonteCarlo ? ai::monteCarloLevelRating(level)
                                                : ai::levelRating(level);
}

int animationMilliseconds(Animation animation) {
    switch (animation) {
        case Animation::Off:
            return 0;
        case Animation::Fast:
            return 160;
        case Animation::Normal:
            return 320;
    }
    return 0;
}

}  // namespace hasami::gui
