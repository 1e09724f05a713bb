#pragma once

// A board as 64 bits: bit index = row * 8 + column, so a1 = bit 0, h1 = bit 7, a8 = bit 56,
// h8 = bit 63. Rows grow downwards ("1" is the top row), columns grow to the right.

#include <bit>
#include <cstdint>

#include "core/kernel_namespace.h"

#if defined(__BMI2__) && !defined(HASAMI_PORTABLE)
#include <immintrin.h>
#endif

namespace hasami {

using Bitboard = std::uint64_t;

namespace bb {
inline namespace HASAMI_KERNEL_NAMESPACE {

constexpr Bitboard bit(int index) {
    return Bitboard{1} << index;
}

inline constexpr Bitboard kEmpty = 0;
inline constexpr Bitboard kFull = ~Bitboard{0};
inline constexpr Bitboard kColumnA = 0x0101010101010101ULL;
inline constexpr Bitboard kColumnH = kColumnA << 7;
inline constexpr Bitboard kRow1 = 0x00000000000000FFULL;
inline constexpr Bitboard kRow8 = kRow1 << 56;
// Squares whose horizontal neighbours both exist: a shift by one column never wraps from them.
inline constexpr Bitboard kInnerColumns = ~(kColumnA | kColumnH);
inline constexpr Bitboard kInnerRows = ~(kRow1 | kRow8);
inline constexpr Bitboard kCorners = bit(0) | bit(7) | bit(56) | bit(63);
inline constexpr Bitboard kEdges = kColumnA | kColumnH | kRow1 | kRow8;
// The edge squares next to a corner, and the squares diagonally next to one.
inline constexpr Bitboard kCSquares = 0x4281000000008142ULL;
inline constexpr Bitboard kXSquares = 0x0042000000004200ULL;

constexpr int count(Bitboard b) {
    return std::popcount(b);
}
constexpr bool has(Bitboard b, int index) {
    return (b >> index) & 1;
}
constexpr int lowestIndex(Bitboard b) {
    return std::countr_zero(b);
}
constexpr Bitboard lowestBit(Bitboard b) {
    return b & (~b + 1);
}
// The highest set bit of b; 0 when b is 0.
constexpr Bitboard highestBit(Bitboard b) {
    return b ? bit(63 - std::countl_zero(b)) : 0;
}
constexpr Bitboard withoutLowest(Bitboard b) {
    return b & (b - 1);
}

// Visits the index of every set bit, lowest first.
template <typename Visit>
constexpr void forEachBit(Bitboard b, Visit&& visit) {
    for (; b; b = withoutLowest(b))
        visit(lowestIndex(b));
}

// Gathers the bits of `b` under `mask` into the low bits, lowest first (BMI2 pext where the
// processor has it).
inline std::uint64_t gather(Bitboard b, Bitboard mask) {
#if defined(__BMI2__) && !defined(HASAMI_PORTABLE)
    return _pext_u64(b, mask);
#else
    std::uint64_t gathered = 0;
    for (std::uint64_t out = 1; mask; mask = withoutLowest(mask), out <<= 1)
        if (b & lowestBit(mask)) gathered |= out;
    return gathered;
#endif
}

// The 8 neighbours of every set square, without wrapping around the edges.
constexpr Bitboard neighbours(Bitboard b) {
    const Bitboard horizontal = ((b << 1) & ~kColumnA) | ((b >> 1) & ~kColumnH);
    const Bitboard row = b | horizontal;
    return horizontal | (row << 8) | (row >> 8);
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace bb
}  // namespace hasami
