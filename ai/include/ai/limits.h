#pragma once

#include <cstdint>

namespace hasami::ai {

// What a search may spend. Zero means "no limit" for each field; at least one should be set.
// A level (1..kLevelCount, see levels.h) replaces depth and solve depths by the level's row.
struct Limits {
    int depth = 0;            // midgame depth in plies
    double seconds = 0;       // time for this move
    std::uint64_t nodes = 0;  // nodes for this move
    int level = 0;            // a row of the level table
    std::uint64_t seed = 0;   // randomness among near-best moves at the weak levels

    static Limits atDepth(int d) { return {.depth = d}; }
    static Limits forSeconds(double s) { return {.seconds = s}; }
    static Limits forNodes(std::uint64_t n) { return {.nodes = n}; }
    static Limits atLevel(int l, std::uint64_t seed = 0) { return {.level = l, .seed = seed}; }
};

}  // namespace hasami::ai
