#pragma once

// What the controller tells the user, as typed state: the views put it in the user's language
// (status_text.h), so the controller builds no sentences.

#include <QMetaType>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "ai/reasons.h"
#include "core/position.h"

namespace hasami::gui {

// Why a click on the board played nothing.
struct Notice {
    enum class Kind {
        GameOver,       // the game is over
        Paused,         // a timed game is paused
        ComputersTurn,  // the computer is to move
        IllegalMove,    // `square` is no legal move here
    };
    Kind kind = Kind::GameOver;
    Square square = {};
    bool operator==(const Notice&) const = default;
};

// How a game ended: the discs of each side (the empty squares go to the winner), or who ran out
// of time.
struct GameResult {
    int black = 0;
    int white = 0;
    std::optional<Color> lostOnTime = {};
    bool operator==(const GameResult&) const = default;
};

// How a review ended, and what a complete one found.
struct ReviewSummary {
    enum class End {
        Done,             // every position searched, the mistakes explained
        NothingToReview,  // no position of the game has a move to choose
        Cancelled,        // the user cancelled it
        GameReplaced,     // another game was started
        GameChanged,      // a move changed the game
        Editing,          // the board editor was opened
    };
    End end = End::Done;
    int mistakes = 0;
    // How many mistakes have each first reason, the most frequent first.
    std::vector<std::pair<ai::ReasonTag, int>> byReason = {};
    bool completed() const { return end == End::Done || end == End::NothingToReview; }
    bool operator==(const ReviewSummary&) const = default;
};

// The external engine that played the computer's moves or gave the hints failed, `message`
// saying how; Hasami's own engine took over its work.
struct EngineFailure {
    enum class Role { Opponent, Hints };
    Role role = Role::Opponent;
    QString message;
    bool operator==(const EngineFailure&) const = default;
};

// Where a line of the game leaves the main line: the move at `ply` (0 from the start) that
// differs. The main line's is {0, pass}: it leaves nothing.
struct LineBranch {
    int ply = 0;
    Move move;
    bool operator==(const LineBranch&) const = default;
};

}  // namespace hasami::gui

Q_DECLARE_METATYPE(hasami::gui::Notice)
Q_DECLARE_METATYPE(hasami::gui::GameResult)
Q_DECLARE_METATYPE(hasami::gui::ReviewSummary)
Q_DECLARE_METATYPE(hasami::gui::EngineFailure)
Q_DECLARE_METATYPE(std::vector<hasami::gui::LineBranch>)
