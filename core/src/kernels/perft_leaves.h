#pragma once

#include <cstdint>

#include "core/bitboard.h"

namespace hasami::detail {

// perft() from the player's (p) view; compiled once per kernel level (core/kernels.h).
std::uint64_t perftLeaves(Bitboard p, Bitboard o, int depth);

}  // namespace hasami::detail
