#pragma once

#include <cstdint>

namespace hasami::ai::training {

// SplitMix64: a well-mixed hash of a number, the same on every machine and compiler (which the
// standard library's distributions do not promise): a game's place in the training split, the
// random moves of a self-play game.
inline std::uint64_t splitMix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace hasami::ai::training
