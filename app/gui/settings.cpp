#include "settings.h"

#include <QSettings>
#include <QThread>
#include <algorithm>
#include <array>

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

}  // namespace

Settings Settings::load(QSettings& store) {
    const Settings d;
    Settings s;
    s.engine = static_cast<ai::EngineKind>(
        readValue(store, "engine/kind", int(d.engine), [](int k) { return k == 0 || k == 1; }));
    const int table = readValue(store, "engine/levelTable", 1, [](int t) { return t >= 1; });
    s.level = readLevel(store, "engine/level", table, s.engine, d.level);
    s.bySeconds = readValue(store, "engine/bySeconds", d.bySeconds, any);
    s.secondsPerMove = readValue(store, "engine/secondsPerMove", d.secondsPerMove, [](double x) {
        return x >= kMinSecondsPerMove && x <= kMaxSecondsPerMove;
    });
    s.humanLike = readValue(store, "engine/humanLike", d.humanLike, any);
    s.humanRating = readRating(store, "engine/humanRating", d.humanRating);
    s.timeControl = readValue(store, "clock/on", d.timeControl, any);
    s.clockMinutes = readValue(store, "clock/minutes", d.clockMinutes,
                               [](int m) { return m >= 1 && m <= kMaxClockMinutes; });
    s.clockIncrement = readValue(store, "clock/increment", d.clockIncrement,
                                 [](int i) { return i >= 0 && i <= kMaxClockIncrement; });
    s.hintLevel = readLevel(store, "analysis/hintLevel", table, s.engine, d.hintLevel);
    s.hintHumanChances = readValue(store, "analysis/humanChances", d.hintHumanChances, any);
    s.hintRating = readRating(store, "analysis/humanRating", d.hintRating);
    s.hintScale = static_cast<HintScale>(readValue(store, "analysis/hintScale", int(d.hintScale),
                                                   [](int h) { return h == 0 || h == 1; }));
    s.threads = readValue(store, "engine/threads", d.threads,
                          [](int t) { return t >= 1 && t <= kMaxThreads; });
    s.useBook = readValue(store, "engine/book", d.useBook, any);
    s.computerPlaysBlack = readValue(store, "game/computerPlaysBlack", d.computerPlaysBlack, any);
    s.computerPlaysWhite = readValue(store, "game/computerPlaysWhite", d.computerPlaysWhite, any);
    s.showLegalMoves = readValue(store, "board/showLegalMoves", d.showLegalMoves, any);
    s.showLastMove = readValue(store, "board/showLastMove", d.showLastMove, any);
    s.animation = static_cast<Animation>(readValue(store, "board/animation", int(d.animation),
                                                   [](int a) { return a >= 0 && a <= 2; }));
    s.language = readValue(store, "ui/language", d.language,
                           [](const QString& l) { return l.isEmpty() || l == "en" || l == "ja"; });
    // An engine without a name or a command cannot be chosen or run: it is left out.
    const int count = store.beginReadArray("engines/external");
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
    s.opponent = readValue(store, "engines/opponent", d.opponent, any);
    if (!s.opponentEngine()) s.opponent.clear();
    s.hintSource = readValue(store, "engines/hints", d.hintSource, any);
    if (!s.hintEngine()) s.hintSource.clear();
    // Never chosen: the library made for the user; chosen, even none (""), as chosen.
    s.libraryPath = store.contains("library/path")
                        ? readValue(store, "library/path", d.libraryPath, any)
                        : defaultLibraryPath();
    s.engineSecondsPerMove =
        readValue(store, "engines/secondsPerMove", d.engineSecondsPerMove,
                  [](double x) { return x >= kMinSecondsPerMove && x <= kMaxSecondsPerMove; });
    return s;
}

void Settings::save(QSettings& store) const {
    store.setValue("engine/kind", int(engine));
    store.setValue("engine/levelTable", kLevelTable);
    store.setValue("engine/level", level);
    store.setValue("engine/bySeconds", bySeconds);
    store.setValue("engine/secondsPerMove", secondsPerMove);
    store.setValue("engine/humanLike", humanLike);
    store.setValue("engine/humanRating", humanRating);
    store.setValue("clock/on", timeControl);
    store.setValue("clock/minutes", clockMinutes);
    store.setValue("clock/increment", clockIncrement);
    store.setValue("analysis/hintLevel", hintLevel);
    store.setValue("analysis/hintScale", int(hintScale));
    store.setValue("analysis/humanChances", hintHumanChances);
    store.setValue("analysis/humanRating", hintRating);
    store.setValue("engine/threads", threads);
    store.setValue("engine/book", useBook);
    store.setValue("game/computerPlaysBlack", computerPlaysBlack);
    store.setValue("game/computerPlaysWhite", computerPlaysWhite);
    store.setValue("board/showLegalMoves", showLegalMoves);
    store.setValue("board/showLastMove", showLastMove);
    store.setValue("board/animation", int(animation));
    store.setValue("ui/language", language);
    store.beginWriteArray("engines/external", int(engines.size()));
    for (int i = 0; i < int(engines.size()); ++i) {
        store.setArrayIndex(i);
        store.setValue("name", engines[i].name);
        store.setValue("command", engines[i].command);
        store.setValue("folder", engines[i].folder);
        store.setValue("protocol",
                       engines[i].protocol == ExternalEngine::Protocol::Gtp ? "gtp" : "nboard");
    }
    store.endArray();
    store.setValue("engines/opponent", opponent);
    store.setValue("engines/secondsPerMove", engineSecondsPerMove);
    store.setValue("engines/hints", hintSource);
    store.setValue("library/path", libraryPath);
}

const ExternalEngine* PlaySettings::opponentEngine() const {
    return engineNamed(engines, opponent);
}

PlaySettings::Strength PlaySettings::strength() const {
    if (opponentEngine()) return Strength::External;
    if (humanLike) return Strength::HumanLike;
    if (timeControl) return Strength::Clock;
    if (bySeconds) return Strength::Seconds;
    return Strength::Level;
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
