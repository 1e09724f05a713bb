#pragma once

// Endgame drills from the user's own games: the positions at 10 to 20 empties where the user's
// move lost discs against the exact solver's best (endgame_drill_session.h asks them). The user
// looks for the best move again; an answer is right when it keeps the best result, and is graded by
// the discs it loses as the opening trainer's are (review_schedule.h), so that a miss comes back on
// the same schedule.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ai/engine.h"
#include "core/position.h"

namespace hasami::library {

struct EmptiesRange {
    int fewest = 0;
    int most = 64;
    bool contains(const Position& position) const {
        return position.emptyCount() >= fewest && position.emptyCount() <= most;
    }
};

// Where the drills are: the solver scores every move exactly in a few seconds at 20 empties,
// and below 10 the best move is rarely worth a drill.
inline constexpr EmptiesRange kDrillEmpties{10, 20};

struct EndgameDrill {
    Position position;
    Move played;  // the user's move in the game; a pass for a drill back from the schedule
    std::vector<ai::MoveEvaluation> scores;  // every legal move's exact score, best first
};

// Every legal move of `position` scored to the end of the game, best first; empty when the
// engine was stopped before it finished (or there is no legal move). `stopsAfter`, a value of
// engine.stopRequests(): the stop() calls since then count too (Engine::analyse).
std::vector<ai::MoveEvaluation> solveExactly(ai::Engine& engine, const Position& position,
                                             std::optional<std::uint64_t> stopsAfter = {});

// The positions of the game `moves` (from the standard start) within `empties` where `user`
// was to move and played, in the game's order, each with the move played and no score yet:
// a drill when solveExactly finds that move losing discs against the best.
std::vector<EndgameDrill> drillCandidates(std::span<const Move> moves, Color user,
                                          EmptiesRange empties = kDrillEmpties);

// The discs `move` loses against the best of `scores` (0: it keeps the best result); nullopt
// when `scores` has no score for it.
std::optional<int> discsLost(std::span<const ai::MoveEvaluation> scores, Move move);

}  // namespace hasami::library
