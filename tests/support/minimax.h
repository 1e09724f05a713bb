#pragma once

// Plain minimax to the end of the game, to check the exact solver by: slow, obviously right.

#include <algorithm>

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

}  // namespace hasami::test
