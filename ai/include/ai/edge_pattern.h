#pragma once

// The edges a move plays on or next to, as they stand once it is played: each edge's 8 squares
// and its two X-squares (b2 and g2 for the top edge), each empty, the mover's or the opponent's,
// with the move's place along the edge. Players of Othello judge a move near an edge by the
// whole edge it leaves (balanced, unbalanced, a wedge for the opponent); the human-move model
// (human_model.h) learns a logit for each such edge, beside the move's shape (move_pattern.h).
//
// A move at (row d, column i) of an edge's frame (d = 0 on the edge, 1 next to it) has place
// i + 4d for i < 4; for i >= 4 the edge is read from its other end, place 7 - i + 4d.

#include <array>

#include "core/bitboard.h"

namespace hasami::ai {

inline constexpr int kEdgePatternPlaces = 8;
inline constexpr int kEdgePatternShapes = 59049;  // 3^10
inline constexpr int kEdgePatternCount = kEdgePatternPlaces * kEdgePatternShapes;

// The edges of the move at `square` (none, one, or two near a corner), `mine` and `theirs` the
// discs once it is played: the indices and how many there are.
struct EdgePatterns {
    std::array<int, 2> index{};
    int count = 0;
};
EdgePatterns edgePatterns(Bitboard mine, Bitboard theirs, int square);

}  // namespace hasami::ai
