#pragma once

// A sitting of endgame drills (endgame_drill.h), apart from any window and any engine: the
// session says which positions it needs solved exactly (pending()) and is given their scores
// in that order (solved()), so that whoever runs the solver (the window: its engine service on
// a thread of its own; the tests: a plain minimax) drives it. Of two kinds: the user finds a
// move that keeps the best result, or plays every move of their side to the end against the
// solver's best defence and keeps the result at each move. Every drill's grade goes into the
// library's schedule (review_schedule.h), as the opening trainer's answers do.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "library/endgame_drill.h"
#include "library/review_schedule.h"

namespace hasami::library {

class GamesLibrary;

// The user's own games searched for drills: the solver takes seconds a position at 20 empties.
inline constexpr int kDrillGamesSearched = 10;

enum class DrillKind { BestMove, KeepResult };

// A drill graded: the position it speaks of, kept on the board with its answer until the user
// goes on.
struct DrillVerdict {
    Grade grade = Grade::Missed;
    Position position;
    // Every move's exact score there, best first: the answer (empty at the game's end).
    std::vector<ai::MoveEvaluation> scores = {};
    // Why the schedule did not keep the grade; nullopt when it did (or there is no library).
    std::optional<Error> notKept = {};
};

// The user's move, scored against the best there.
struct DrillAnswer {
    Move move;
    int lost = 0;  // discs against the best
    ai::MoveEvaluation best;
    // nullopt: the result is kept in a drill of the second kind; the solver replies (pending()).
    std::optional<DrillVerdict> verdict = {};
};

// The solver's best defence after a move that kept the result.
struct DrillReply {
    std::vector<Move> moves;  // the solver's, in order (passes left out)
    // The game's end: its result for the user and the drill's grade (the result kept, or not).
    std::optional<int> result = {};
    std::optional<DrillVerdict> verdict = {};
};

class EndgameDrillSession {
  public:
    enum class State {
        Searching,  // the drills' positions are solved (pending())
        Asking,     // the user is to move at position()
        Replying,   // the solver looks for its reply (pending())
        Answered,   // a drill was graded: its verdict stays until next()
        Over        // no drill left
    };
    // Seconds since 1970: the schedule's clock (the tests give their own).
    using Clock = std::function<std::int64_t()>;

    // The drills among `candidates`: with `mistakesOnly`, those whose move played loses discs
    // against the best; all of them else (the due ones, whose move is a pass). `schedule`: the
    // library the grades go into (null: none), which outlives the session.
    EndgameDrillSession(DrillKind kind, std::vector<EndgameDrill> candidates, bool mistakesOnly,
                        GamesLibrary* schedule, Clock clock);

    // The positions of the user's moves within the drills' empties in the user's last
    // kDrillGamesSearched own games, newest game first (scores empty, to be solved).
    static Result<EndgameDrillSession> fromMistakes(DrillKind kind, GamesLibrary& games,
                                                    const std::string& user, Clock clock);
    // The drills missed before and due now, the longest overdue first.
    static Result<EndgameDrillSession> fromDue(DrillKind kind, GamesLibrary& games, Clock clock);

    DrillKind kind() const { return kind_; }
    State state() const { return state_; }
    // The positions waiting for their exact scores, in order: the candidates not solved yet
    // while Searching, the position the solver replies from while Replying; else none.
    std::vector<Position> pending() const;
    // The exact scores of pending().front() (solveExactly's: every legal move, best first).
    // While Replying: the solver's reply, when it ends where the user is to move again or at
    // the game's end; nullopt while it plays on (pending() then has its next position).
    std::optional<DrillReply> solved(std::vector<ai::MoveEvaluation> scores);
    // Stops the work pending: while Searching, the drills found so far are asked; while
    // Replying, the drill ends ungraded (the user did not fail it) and the session is Over.
    void stop();

    // The drills left, the one asked first (its position in the orientation shown).
    const std::vector<EndgameDrill>& drills() const { return drills_; }
    // The board: the drill asked, the user's turn in the play to the end, or the verdict's.
    const Position& position() const { return position_; }
    // Where the user is to move: every legal move's exact score (empty unless Asking).
    const std::vector<ai::MoveEvaluation>& scores() const { return scores_; }
    // The result the user must keep in a drill of the second kind (the drill's best).
    int target() const { return target_; }

    // Grades the user's move while Asking: nullopt (nothing changed) when it is not legal
    // there or the session is not Asking.
    std::optional<DrillAnswer> answer(Move move);
    // After a verdict: asks the next drill, or the session is Over.
    void next();

  private:
    void ask();
    // After a move of the play to the end: plays the forced passes; at the game's end, the
    // drill is graded by its result (else the solver scores position_ next).
    std::optional<DrillReply> afterMove();
    DrillVerdict grade(Grade grade, const Position& where, std::vector<ai::MoveEvaluation> scores);

    DrillKind kind_;
    std::vector<EndgameDrill> candidates_;  // while Searching: those not solved yet, in order
    bool mistakesOnly_;
    GamesLibrary* schedule_;
    Clock clock_;
    State state_ = State::Searching;
    std::vector<EndgameDrill> drills_;
    Position position_ = Position::start();
    std::vector<ai::MoveEvaluation> scores_;
    int target_ = 0;
    Color user_ = Color::Black;  // the drill's side to move
    std::vector<Move> replies_;  // the solver's since the user's last move
};

// The final disc difference of a game over at `position`, from `side`'s view (empty squares to
// the winner, as the solver counts them).
int finalResultFor(const Position& position, Color side);

}  // namespace hasami::library
