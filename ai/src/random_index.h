#pragma once

#include <cstddef>
#include <cstdint>

namespace hasami::ai {

// One of `count` (> 0) items, drawn uniformly from `seed`: a level's random pick among its
// near-best moves, in the book and in the search. Compiled once, outside the kernel levels'
// copies (cmake/Kernels.cmake): std::mt19937_64's code differs with each level's -march while
// its name does not, and the linker would keep one level's code for all.
std::size_t randomIndex(std::size_t count, std::uint64_t seed);

}  // namespace hasami::ai
