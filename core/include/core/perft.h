#pragma once

#include <cstdint>

#include "core/position.h"

namespace hasami {

// The number of leaves of the game tree `depth` plies below `position`, where a forced pass is
// a ply and a finished game is a leaf wherever it ends (OEIS A124004 from the start).
std::uint64_t perft(const Position& position, int depth);

}  // namespace hasami
