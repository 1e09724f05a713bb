#pragma once

#include <cstdint>

#include "core/bitboard.h"

namespace hasami::detail {
inline namespace HASAMI_KERNEL_NAMESPACE {

// perft() from the player's (p) view; compiled once per kernel level (core/kernels.h).
std::uint64_t perftLeaves(Bitboard p, Bitboard o, int depth);

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::detail
