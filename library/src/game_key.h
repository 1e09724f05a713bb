#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/move.h"

namespace hasami::library {

// The key that finds a game imported twice: its moves, one byte each (moveCode), turned by the
// symmetry of the standard start that makes the first move f5, as WTHOR writes its games. The
// same game written from any of the four equivalent first moves (f5, e6, d3, c4) has the same
// key, and the key read back is the game as a player expects to see it.
std::vector<std::uint8_t> gameKey(std::span<const Move> moves);
std::vector<Move> movesOfKey(std::span<const std::uint8_t> key);

// One byte for a move: the square's index, 64 for a pass.
std::uint8_t moveCode(Move move);
Move moveOfCode(std::int64_t code);

}  // namespace hasami::library
