#pragma once

// Why a move is worse than the best one: both scores from one search of the position, the best
// play after each move, and the reasons (reasons.h) that those lines and the position show.

#include <optional>
#include <vector>

#include "ai/reasons.h"
#include "ai/search_result.h"
#include "core/position.h"

namespace hasami::ai {

class Engine;

struct Explanation {
    ComparedMoves moves;
    int depth = 0;  // the plies of the search behind the scores (the empties when exact)
    std::vector<Reason> reasons;
    // Every legal move as that search scored it, best first: how each score was found (its
    // depth, exact, or the book's).
    std::vector<MoveEvaluation> scores;
};

// Explains `played` in `position` with `engine` at `depth` plies: one analyse() scores every
// legal move, so that the played and the best move's scores are comparable; then a search of
// the position after each of the two, one ply shallower, gives its line. Nothing when the
// engine was stopped before the scores were complete. Throws std::invalid_argument when
// `played` is not a legal move of the side to move (a pass included) or depth < 1.
std::optional<Explanation> explain(Engine& engine, const Position& position, Move played,
                                   int depth);
// The same with `scores`, every legal move of `position` scored by one search already made
// (best first, e.g. the hints'), which stand as they are: only the two lines are searched, so
// that the explanation says what the hints say. Throws std::invalid_argument as explain() does,
// and when `scores` lacks `played`.
std::optional<Explanation> explain(Engine& engine, const Position& position, Move played,
                                   const std::vector<MoveEvaluation>& scores, int depth);

}  // namespace hasami::ai
