#pragma once

// The openings of a match: random lines that the engines judge balanced, kept in a file (one
// transcript a line) so that another match can replay the same ones.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/result.h"

namespace hasami::ai {
class Engine;
}

namespace hasami::cli {

using Opening = std::vector<Move>;

// Distinct positions (up to symmetry) after `plies` random moves from the start that every
// judge, searching `depth` plies, finds within `margin` discs of even: `count` of them, or all
// there are when fewer (a few plies have few positions; say 10,000 draws in a row finding no
// new one).
std::vector<Opening> balancedOpenings(int count, int plies, int depth, int margin,
                                      std::uint64_t seed, std::span<ai::Engine* const> judges);

// The openings of a file, blank lines skipped; the error ("FILE:LINE: why") when it cannot be
// read, holds a bad transcript or holds none.
Result<std::vector<Opening>> readOpenings(const std::string& path);
// The error when the file cannot be written.
Result<void> writeOpenings(const std::string& path, const std::vector<Opening>& openings);

}  // namespace hasami::cli
