#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include "ai/engine.h"

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

// What the computer plays and what the hints search: the game controller's part of the
// preferences, every change of which restarts the engine's work.
struct PlaySettings {
    ai::EngineKind engine = ai::EngineKind::AlphaBeta;  // the computer's and the hints' search
    int level = 7;                                      // 1..ai::kLevelCount
    // The computer thinks secondsPerMove a move instead of playing a level; the value not in
    // use is kept for the next change of mind.
    bool bySeconds = false;
    double secondsPerMove = 5;
    // The computer plays like a tournament player rated humanRating (ai/human_model.h) instead
    // of by level or time; the level and seconds are then kept for the next change of mind.
    bool humanLike = false;
    int humanRating = 1500;
    // A game clock (GGF TI[]): clockMinutes for each side's game, clockIncrement seconds added
    // after each of its moves. The computer's moves then take the time manager's share of its
    // clock (ai/time_manager.h) instead of a level or seconds a move; a side out of time loses.
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
    bool computerPlaysBlack = false;
    bool computerPlaysWhite = true;
    // The external engines the user added, and the one that plays the computer's moves ("":
    // Hasami's own engine), with the seconds it is given for each move.
    QList<ExternalEngine> engines;
    QString opponent;
    double engineSecondsPerMove = 5;
    // The NBoard engine that gives the hints ("": Hasami's own engine); GTP has no hints.
    QString hintSource;

    // The engine named `opponent`, or null when Hasami's own engine plays.
    const ExternalEngine* opponentEngine() const;
    // The NBoard engine named `hintSource`, or null when Hasami's own engine gives the hints.
    const ExternalEngine* hintEngine() const;
    // How the computer plays, the settings ruling one another in this order: another program
    // (opponentEngine), like a rated player, on the clock, seconds a move, or at a level.
    enum class Strength { External, HumanLike, Clock, Seconds, Level };
    Strength strength() const;

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
