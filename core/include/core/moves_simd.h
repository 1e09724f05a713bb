#pragma once

// Vector versions of legalMoves and flippedDiscs: the eight directions in the eight 64-bit
// lanes of one AVX-512 register. Included by moves.h only.

#if !defined(HASAMI_PORTABLE) && defined(__AVX512F__) && defined(__AVX512VL__) && \
    defined(__AVX512CD__)
#define HASAMI_MOVES_SIMD 1
#include <immintrin.h>

namespace hasami::detail {

// GCC 12's AVX-512 rotate intrinsics pass an uninitialised "merge" operand that is never read
// (GCC bug 105593); its warning says nothing about this code.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#if !defined(__clang__)  // clang has no such warning, and warns about the unknown name
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

// Directions in lane order: east, south-west, south, south-east as left rotations by 1, 7, 8,
// 9; then the opposite four as left rotations by 64 - s (that is, right by s). Rotating
// instead of shifting lets one instruction serve all eight lanes; the bits a rotation wraps
// around always land on squares that the direction's mask has removed.
inline Bitboard legalMovesSimd(Bitboard p, Bitboard o) {
    constexpr Bitboard kH = bb::kInnerColumns;
    constexpr Bitboard kV = bb::kInnerRows;
    constexpr Bitboard kD = bb::kInnerColumns & bb::kInnerRows;
    const __m512i masks = _mm512_set_epi64(kD, kV, kD, kH, kD, kV, kD, kH);
    const __m512i step = _mm512_set_epi64(55, 56, 57, 63, 9, 8, 7, 1);
    const __m512i step2 = _mm512_set_epi64(46, 48, 50, 62, 18, 16, 14, 2);
    const __m512i player = _mm512_set1_epi64(static_cast<long long>(p));
    const __m512i maskedO = _mm512_and_si512(_mm512_set1_epi64(static_cast<long long>(o)), masks);

    __m512i run = _mm512_and_si512(maskedO, _mm512_rolv_epi64(player, step));
    run = _mm512_or_si512(run, _mm512_and_si512(maskedO, _mm512_rolv_epi64(run, step)));
    const __m512i pairs = _mm512_and_si512(maskedO, _mm512_rolv_epi64(maskedO, step));
    run = _mm512_or_si512(run, _mm512_and_si512(pairs, _mm512_rolv_epi64(run, step2)));
    run = _mm512_or_si512(run, _mm512_and_si512(pairs, _mm512_rolv_epi64(run, step2)));
    const Bitboard moves =
        static_cast<Bitboard>(_mm512_reduce_or_epi64(_mm512_rolv_epi64(run, step)));
    return moves & ~(p | o);
}

// Along each ray (kRays lane order: four upward, four downward), the first square that is not
// an opponent disc is the lowest set bit of ray & ~o upward and the highest downward (found by
// counting leading zeros). If it holds a player disc, the ray's squares before it flip.
inline Bitboard flippedDiscsSimd(Bitboard p, Bitboard o, int index) {
    const __m512i rays = _mm512_load_si512(kRays[index].data());
    const __m512i open = _mm512_andnot_si512(_mm512_set1_epi64(static_cast<long long>(o)), rays);
    const __m512i zero = _mm512_setzero_si512();
    const __m512i one = _mm512_set1_epi64(1);
    constexpr __mmask8 kDownward = 0xF0;

    const __m512i lowest = _mm512_and_si512(open, _mm512_sub_epi64(zero, open));
    // A shift by 64 (no bit set) gives 0, as wanted.
    const __m512i highest = _mm512_srlv_epi64(
        _mm512_set1_epi64(static_cast<long long>(bb::bit(63))), _mm512_lzcnt_epi64(open));
    const __m512i stop = _mm512_mask_blend_epi64(kDownward, lowest, highest);
    // Before the stop: below it upward (stop - 1), above it downward (-(stop << 1)).
    const __m512i before = _mm512_mask_blend_epi64(
        kDownward, _mm512_sub_epi64(stop, one), _mm512_sub_epi64(zero, _mm512_slli_epi64(stop, 1)));
    const __mmask8 closed =
        _mm512_test_epi64_mask(stop, _mm512_set1_epi64(static_cast<long long>(p)));
    const __m512i flips = _mm512_maskz_and_epi64(closed, before, rays);
    return static_cast<Bitboard>(_mm512_reduce_or_epi64(flips));
}

#pragma GCC diagnostic pop

}  // namespace hasami::detail

#else
#define HASAMI_MOVES_SIMD 0
#endif
