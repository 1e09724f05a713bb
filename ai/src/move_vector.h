#pragma once

#include <cstddef>
#include <vector>

#include "core/move.h"

namespace hasami::ai {

// The search's principal variations (Result::pv, Progress::pv) are std::vector<Move>s, whose
// code has the same names in every kernel level's copy (cmake/Kernels.cmake) but not the same
// instructions: Clang picks them for each level's -march (its assignment and insertion
// differ), and the linker would keep one level's code for all. The copies build their lines in
// arrays and leave the vector's work to these, compiled once, outside the copies.

// The first `count` moves of `moves`.
std::vector<Move> moveVector(const Move* moves, std::size_t count);

// Puts a pass before the moves of `pv`: the line of the side that must pass.
void prependPass(std::vector<Move>& pv);

}  // namespace hasami::ai
