#pragma once

// The shape of a move: its square's 8 neighbours once it is played, as one index that the
// board's symmetries leave unchanged. The human-move model (human_model.h) learns a logit for
// each shape from the archive's games, which no hand-made feature says: whether a move fills a
// hole or sticks out, keeps to a wall or opens one.
//
// Each neighbour is empty (or off the board), the mover's, flipped by the move, or the
// opponent's, read in a frame
// turned so that the move's square lies in the triangle a1 a4 d4 (column <= row <= 4th); the
// square's place in that triangle (10 places) completes the index. A square on the a1-h8
// diagonal of its frame reads its neighbours both ways and keeps the smaller index.

#include <array>

#include "ai/edge_pattern.h"
#include "core/bitboard.h"
#include "core/position.h"

namespace hasami::ai {

inline constexpr int kMovePatternPlaces = 10;
inline constexpr int kMovePatternShapes = 65536;  // 4^8
inline constexpr int kMovePatternCount = kMovePatternPlaces * kMovePatternShapes;

// The index of the move at `square` that flips `flipped` of `theirs`, `mine` the mover's discs
// before it.
int movePattern(Bitboard mine, Bitboard flipped, Bitboard theirs, int square);
// The same for the legal move at `square` of `position`, from its side to move.
int movePattern(const Position& position, int square);

// The logits the human-move model learns for a move, in one table: its shape's (above), then
// its edges' (edge_pattern.h). The move's logit is their sum.
inline constexpr int kMoveLogitCount = kMovePatternCount + kEdgePatternCount;
struct MoveLogitIndices {
    std::array<int, 3> index{};
    int count = 0;
};
// The indices for the legal move at `square` of `position`, from its side to move.
MoveLogitIndices moveLogitIndices(const Position& position, int square);

}  // namespace hasami::ai
