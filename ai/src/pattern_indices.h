#pragma once

// The configuration index of every shape copy of a position, kept from move to move instead of
// read from the board at each evaluation. A move changes a few squares: the placed disc and the
// flipped ones, each adding or taking away its row of PatternSet::placeValues, a few vector
// additions where reading 72 copies from the board takes 144 gathers and lookups.
//
// The indices are kept from both sides' views, since the side to move changes at every ply and
// a weight is looked up from the mover's view. They are 16-bit lanes that may wrap around in
// between: the sums are exact modulo 2^16 and every true index is below 3^10 < 2^16.

#include <array>
#include <cstdint>

#include "ai/pattern_set.h"
#include "core/kernel_namespace.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

struct PatternIndices {
    using Lanes = std::array<std::uint16_t, kMaxCopies>;
    alignas(32) Lanes mover;    // digits 1 for the side to move's discs, 2 for the other's
    alignas(32) Lanes waiting;  // digits 1 for the other side's discs, 2 for the mover's
};

// The indices of the position where p is to move against o, read from the board.
inline PatternIndices patternIndices(const PatternSet& set, Bitboard p, Bitboard o) {
    PatternIndices indices{};
    set.forEachCopyIndex(p, o, [&](int f, int index) { indices.mover[f] = std::uint16_t(index); });
    set.forEachCopyIndex(o, p,
                         [&](int f, int index) { indices.waiting[f] = std::uint16_t(index); });
    return indices;
}

// One view's indices after a move to `square` flipping `flips`: the placed disc turns an empty
// digit into `placedDigit`, and each flipped disc adds `flipSign` to its digit.
template <int placedDigit, int flipSign>
void viewAfterMove(const PatternSet& set, const PatternIndices::Lanes& before, int square,
                   Bitboard flips, PatternIndices::Lanes& after) {
    const PatternSet::PlaceValues& placed = set.placeValues(square);
    for (int f = 0; f < kMaxCopies; ++f)
        after[f] = std::uint16_t(before[f] + placedDigit * placed[f]);
    bb::forEachBit(flips, [&](int flipped) {
        const PatternSet::PlaceValues& values = set.placeValues(flipped);
        for (int f = 0; f < kMaxCopies; ++f)
            after[f] = std::uint16_t(after[f] + flipSign * values[f]);
    });
}

// The next mover's indices after the mover plays `square`, flipping `flips`: the placed and
// flipped discs are the other side's, digits 2.
inline void moverAfterMove(const PatternSet& set, const PatternIndices& before, int square,
                           Bitboard flips, PatternIndices::Lanes& after) {
    viewAfterMove<2, 1>(set, before.waiting, square, flips, after);
}

// Sets `after` to the indices after the mover plays `square`, flipping `flips`, from the view
// of the opponent, who moves next. (Written in place: the search keeps them in its stack.)
inline void afterMove(const PatternSet& set, const PatternIndices& before, int square,
                      Bitboard flips, PatternIndices& after) {
    moverAfterMove(set, before, square, flips, after.mover);
    // From the view of the side that moved, its discs are digits 1.
    viewAfterMove<1, -1>(set, before.mover, square, flips, after.waiting);
}

// The indices after the mover passes.
inline PatternIndices afterPass(const PatternIndices& before) {
    return {before.waiting, before.mover};
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
