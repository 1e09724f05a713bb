#pragma once

// Plain minimax, to check the searches by: slow, obviously right.

#include <algorithm>

#include "ai/evaluator.h"
#include "core/position.h"

namespace hasami::test {

// The final disc difference from the side to move's view with best play by both.
inline int minimax(const Position& p) {
    if (p.isGameOver()) return p.finalScore();
    if (p.mustPass()) return -minimax(p.passed());
    int best = -65;
    bb::forEachBit(p.legalMoves(),
                   [&](int sq) { best = std::max(best, -minimax(p.play(Square::fromIndex(sq)))); });
    return best;
}

// Negamax without pruning `depth` plies deep, with the same leaf rules as the search: the
// evaluation at depth 0 (the search does not look for moves there, so neither a pass nor the
// end of the game is seen), else the exact score when the game is over, and a pass that does not
// use a ply.
inline int minimax(const Position& p, int depth, const ai::Evaluator& eval) {
    if (depth == 0) return eval.evaluate(p.player(), p.opponent());
    if (p.isGameOver()) return p.finalScore();
    if (p.mustPass()) return -minimax(p.passed(), depth, eval);
    int best = -65;
    bb::forEachBit(p.legalMoves(), [&](int sq) {
        best = std::max(best, -minimax(p.play(Square::fromIndex(sq)), depth - 1, eval));
    });
    return best;
}

}  // namespace hasami::test
