#pragma once

#include <cstddef>
#include <vector>

#include "ai/search_result.h"
#include "core/move.h"

namespace hasami::ai {

// The search's principal variations (SearchResult::pv, Progress::pv) are std::vector<Move>s and its
// analyses std::vector<MoveEvaluation>s, whose code has the same names in every kernel level's
// copy (cmake/Kernels.cmake) but not the same instructions: the compilers pick them for each
// level's -march (growing a vector copies its elements with AVX in the x86-64-v3 copy), and the
// linker would keep one level's code for all. The copies build their lines and analyses in
// arrays and leave the vector's work to these, compiled once, outside the copies.

// The first `count` moves of `moves`.
std::vector<Move> moveVector(const Move* moves, std::size_t count);

// Makes `out` the first `count` evaluations of `evaluations`.
void assignEvaluations(std::vector<MoveEvaluation>& out, const MoveEvaluation* evaluations,
                       std::size_t count);

// Puts a pass before the moves of `pv`: the line of the side that must pass.
void prependPass(std::vector<Move>& pv);

}  // namespace hasami::ai
