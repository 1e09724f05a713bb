#pragma once

// Move generation: every legal move at once, and the discs one move flips, from bit-parallel
// shifts and masks (no loop over squares, no per-direction ray walk). Both are inline because
// they are the innermost operations of every search. Each has a portable version and, where
// the compiler targets AVX-512 or AVX2 (the x86-64-v4 and -v3 kernel levels, core/kernels.h),
// a vector version that does the directions side by side; the tests check both against a
// reference.

#include <array>
#include <bit>

#include "core/bitboard.h"

namespace hasami {

namespace detail {
inline namespace HASAMI_KERNEL_NAMESPACE {

// Squares reached from `from` by moving `shift` bits at a time; the shifts that change column
// are masked so that a run stops at the board's side instead of wrapping to the next row.
template <int Shift>
constexpr Bitboard shifted(Bitboard b) {
    if constexpr (Shift > 0)
        return b << Shift;
    else
        return b >> -Shift;
}

// Every empty square that ends a line "player, opponent run, here" in the direction Shift.
// The run is found by doubling (1 + 1 + 2 + 2 squares), which covers the longest possible run
// of six opponent discs in four steps instead of six.
template <int Shift>
constexpr Bitboard movesInDirection(Bitboard p, Bitboard maskedO) {
    Bitboard run = maskedO & shifted<Shift>(p);
    run |= maskedO & shifted<Shift>(run);
    const Bitboard pairs = maskedO & shifted<Shift>(maskedO);
    run |= pairs & shifted<2 * Shift>(run);
    run |= pairs & shifted<2 * Shift>(run);
    return shifted<Shift>(run);
}

enum RayDirection { kEast, kSouthWest, kSouth, kSouthEast, kWest, kNorthEast, kNorth, kNorthWest };

// kRays[square][direction]: the squares from `square` (exclusive) to the board's edge.
// The first four directions run towards higher bit indices, the last four towards lower ones.
constexpr std::array<std::array<Bitboard, 8>, 64> makeRays() {
    constexpr int dColumn[8] = {1, -1, 0, 1, -1, 1, 0, -1};
    constexpr int dRow[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    std::array<std::array<Bitboard, 8>, 64> rays{};
    for (int square = 0; square < 64; ++square) {
        for (int d = 0; d < 8; ++d) {
            int column = (square & 7) + dColumn[d];
            int row = (square >> 3) + dRow[d];
            for (; column >= 0 && column < 8 && row >= 0 && row < 8;
                 column += dColumn[d], row += dRow[d]) {
                rays[square][d] |= bb::bit(row * 8 + column);
            }
        }
    }
    return rays;
}

alignas(64) inline constexpr auto kRays = makeRays();

// Flips along a ray that runs towards higher indices: the first square that is not an opponent
// disc is the lowest set bit of ray & ~o; if it holds a player disc, everything below it on the
// ray is an unbroken opponent run.
inline Bitboard flipsUpward(Bitboard p, Bitboard o, Bitboard ray) {
    const Bitboard stop = bb::lowestBit(ray & ~o);
    const Bitboard run = (stop - 1) & ray;
    return (stop & p) ? run : 0;
}

// The same towards lower indices, where the first square reached is the highest set bit.
inline Bitboard flipsDownward(Bitboard p, Bitboard o, Bitboard ray) {
    const Bitboard stop = std::bit_floor(ray & ~o);
    const Bitboard run = ray & ~((stop << 1) - 1);
    return (stop & p) ? run : 0;
}

// The portable versions; moves_simd.h has vector versions of the same functions.

inline Bitboard legalMovesPortable(Bitboard p, Bitboard o) {
    const Bitboard horizontalO = o & bb::kInnerColumns;
    const Bitboard verticalO = o & bb::kInnerRows;
    const Bitboard diagonalO = o & bb::kInnerColumns & bb::kInnerRows;
    const Bitboard moves = movesInDirection<1>(p, horizontalO) |
                           movesInDirection<-1>(p, horizontalO) |
                           movesInDirection<8>(p, verticalO) | movesInDirection<-8>(p, verticalO) |
                           movesInDirection<7>(p, diagonalO) | movesInDirection<-7>(p, diagonalO) |
                           movesInDirection<9>(p, diagonalO) | movesInDirection<-9>(p, diagonalO);
    return moves & ~(p | o);
}

inline Bitboard flippedDiscsPortable(Bitboard p, Bitboard o, int index) {
    const auto& ray = kRays[index];
    return flipsUpward(p, o, ray[kEast]) | flipsUpward(p, o, ray[kSouthWest]) |
           flipsUpward(p, o, ray[kSouth]) | flipsUpward(p, o, ray[kSouthEast]) |
           flipsDownward(p, o, ray[kWest]) | flipsDownward(p, o, ray[kNorthEast]) |
           flipsDownward(p, o, ray[kNorth]) | flipsDownward(p, o, ray[kNorthWest]);
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace detail
}  // namespace hasami

#include "core/moves_simd.h"

namespace hasami {
inline namespace HASAMI_KERNEL_NAMESPACE {

// The squares where the player (p) may play against the opponent (o).
inline Bitboard legalMoves(Bitboard p, Bitboard o) {
#if HASAMI_MOVES_SIMD
    return detail::legalMovesSimd(p, o);
#else
    return detail::legalMovesPortable(p, o);
#endif
}

// The opponent discs flipped when the player plays on square `index` (which must be empty);
// 0 exactly when the move is illegal.
inline Bitboard flippedDiscs(Bitboard p, Bitboard o, int index) {
#if HASAMI_MOVES_SIMD
    return detail::flippedDiscsSimd(p, o, index);
#else
    return detail::flippedDiscsPortable(p, o, index);
#endif
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami
