#include "random_index.h"

#include <random>

namespace hasami::ai {

std::size_t randomIndex(std::size_t count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    return std::uniform_int_distribution<std::size_t>(0, count - 1)(rng);
}

}  // namespace hasami::ai
