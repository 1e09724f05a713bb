#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <variant>

#include "ai/engine.h"
#include "core/position.h"

class QSettings;

namespace hasami::gui {

enum class Animation { Off, Fast, Normal };
// How hints show a move's value.
enum class HintScale { Discs, WinChance };

// Another program that plays Othello, run as `command` in `folder` (the current one if empty)
// and spoken to over `protocol`; `name` is how the window calls it.
struct ExternalEngine {
    enum class Protocol { NBoard, Gtp };
    QString name;
    QString command;
    QString folder;
    Protocol protocol = Protocol::NBoard;

    bool operator==(const ExternalEngine&) const = default;
};

// How strong Hasami plays (ai::Limits): at a level of ai/levels.h, thinking a number of seconds
// a move, like a tournament player of a rating (ai/human_model.h), or on the game's clock, each
// move taking the time manager's share of the side's time left (ai/time_manager.h).
struct Level {
    int level;
    bool operator==(const Level&) const = default;
};
struct SecondsAMove {
    double seconds;
    bool operator==(const SecondsAMove&) const = default;
};
struct HumanLike {
    int rating;
    bool operator==(const HumanLike&) const = default;
};
struct OnClock {
    bool operator==(const OnClock&) const = default;
};
using Strength = std::variant<Level, SecondsAMove, HumanLike, OnClock>;

// Who plays a side: a person at the board, Hasami's engine at a strength, or another program.
struct Human {
    bool operator==(const Human&) const = default;
};
struct Hasami {
    Strength strength;
    bool operator==(const Hasami&) const = default;
};
using Player = std::variant<Human, Hasami, ExternalEngine>;

// Who sits at each side of the board: a person or the computer, which PlaySettings::player()
// names.
enum class Seat { Human, Computer };
struct Seats {
    Seat black = Seat::Human;
    Seat white = Seat::Computer;

    Seat operator[](Color side) const { return side == Color::Black ? black : white; }
    bool operator==(const Seats&) const = default;
};

// What the computer plays and what the hints search: the game controller's part of the
// preferences, every change of which restarts the engine's work.
struct PlaySettings {
    ai::EngineKind engine = ai::EngineKind::AlphaBeta;  // the computer's and the hints' search
    // The strength chosen for Hasami: a level (1..ai::kLevelCount), seconds a move or a
    // human-like rating. The values of the two not chosen are kept for the next change of mind,
    // and the settings dialog shows them; player() reads the one chosen.
    enum class StrengthKind { Level, Seconds, HumanLike };
    StrengthKind strength = StrengthKind::Level;
    int level = 7;
    double secondsPerMove = 5;
    int humanRating = 1500;
    // A game clock (GGF TI[]) for both sides: clockMinutes for each side's game, clockIncrement
    // seconds added after each of its moves; a side out of time loses. The values are kept
    // while it is off.
    bool timeControl = false;
    int clockMinutes = 5;
    int clockIncrement = 0;
    // How deep the hints search: a level's depths (ai/levels.h), 1..ai::kLevelCount.
    int hintLevel = 18;
    // Hints also say how often players rated hintRating play each move (the human-move model):
    // how hard the best move is to find.
    bool hintHumanChances = true;
    int hintRating = 1500;
    int threads = defaultThreads();  // the engine's search threads, 1..kMaxThreads
    // The computer and the hints answer the openings from the book built into Hasami.
    bool useBook = true;
    Seats seats;
    // The external engines the user added, and the one that plays the computer's seats ("":
    // Hasami's own engine; kept while no seat is the computer's), with the seconds it is given
    // for each move.
    QList<ExternalEngine> engines;
    QString opponent;
    double engineSecondsPerMove = 5;
    // The NBoard engine that gives the hints ("": Hasami's own engine); GTP has no hints.
    QString hintSource;

    // The engine named `opponent`, or null when Hasami's own engine plays.
    const ExternalEngine* opponentEngine() const;
    // The NBoard engine named `hintSource`, or null when Hasami's own engine gives the hints.
    const ExternalEngine* hintEngine() const;
    // Who plays `side`: the one place where the choices above are read. The computer's seat is
    // played by opponentEngine(), or else by Hasami at the strength chosen, except that a game
    // on a clock (`timed`) gives Hasami's moves the clock's share of time instead of a level or
    // seconds (a human-like player keeps its own pace).
    Player player(Color side, bool timed) const;
    // Who plays `side` in a game begun with these settings: on their clock if it is on.
    Player player(Color side) const { return player(side, timeControl); }
    bool isComputer(Color side) const { return seats[side] == Seat::Computer; }

    static constexpr double kMinSecondsPerMove = 0.1;
    static constexpr double kMaxSecondsPerMove = 600;
    static constexpr int kMaxThreads = 64;
    static constexpr int kMaxClockMinutes = 180;
    static constexpr int kMaxClockIncrement = 60;
    // The human-like opponents' ratings: the archive's players lie mostly between them, and the
    // ladder finds the opponents within about 100 Elo of these labels; beyond 2200 the model
    // plays no stronger (docs/human-model.md).
    static constexpr int kMinHumanRating = 1000;
    static constexpr int kMaxHumanRating = 2200;
    static constexpr int kHumanRatingStep = 100;
    // The processor's threads, up to 8: more add little to a search and slow the desktop.
    static int defaultThreads();

    bool operator==(const PlaySettings&) const = default;
};

// How the window shows the game and what it reads beside it: never the engine's concern.
struct ViewSettings {
    HintScale hintScale = HintScale::Discs;
    bool showLegalMoves = true;
    bool showLastMove = true;
    Animation animation = Animation::Fast;
    QString language;  // "" = the system's, or "en", "ja"
    // The games library (an SQLite file of `hasami-engine library import`) that the opening
    // explorer reads; "": none.
    QString libraryPath;

    bool operator==(const ViewSettings&) const = default;
};

// The preferences, as the settings dialog edits them and QSettings stores them. load() takes
// every stored value that is readable and in range and keeps the default for the rest.
struct Settings : PlaySettings, ViewSettings {
    static Settings load(QSettings& store);
    void save(QSettings& store) const;

    bool operator==(const Settings&) const = default;
};

// The measured Elo rating of a level of one of the engines (each has its own table).
int levelRating(int level, ai::EngineKind engine);

// Milliseconds of the flip animation.
int animationMilliseconds(Animation animation);

}  // namespace hasami::gui

Q_DECLARE_METATYPE(hasami::gui::ExternalEngine)
