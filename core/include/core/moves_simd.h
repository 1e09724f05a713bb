#pragma once

// Vector versions of legalMoves and flippedDiscs: the eight directions in the eight 64-bit
// lanes of one AVX-512 register, or with AVX2 only (x86-64-v3), in two registers of four lanes.
// Included by moves.h only.

#if !defined(HASAMI_PORTABLE) && defined(__AVX512F__) && defined(__AVX512VL__) && \
    defined(__AVX512CD__)
#define HASAMI_MOVES_SIMD 1
#include <immintrin.h>

namespace hasami::detail {
inline namespace HASAMI_KERNEL_NAMESPACE {

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

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::detail

#elif !defined(HASAMI_PORTABLE) && defined(__AVX2__)
#define HASAMI_MOVES_SIMD 1
#include <immintrin.h>

namespace hasami::detail {
inline namespace HASAMI_KERNEL_NAMESPACE {

inline Bitboard reduceOr(__m256i v) {
    __m128i half = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    half = _mm_or_si128(half, _mm_unpackhi_epi64(half, half));
    return static_cast<Bitboard>(_mm_cvtsi128_si64(half));
}

inline __m256i broadcast(Bitboard b) {
    return _mm256_set1_epi64x(static_cast<long long>(b));
}

// The four lines (shifts 1, 8, 7, 9) in the lanes, each followed both ways: towards higher
// indices by left shifts, towards lower ones by right shifts. AVX2 has no rotation, so the two
// ways cannot share one register as in the AVX-512 version.
inline Bitboard legalMovesSimd(Bitboard p, Bitboard o) {
    constexpr Bitboard kH = bb::kInnerColumns;
    constexpr Bitboard kV = bb::kInnerRows;
    constexpr Bitboard kD = bb::kInnerColumns & bb::kInnerRows;
    const __m256i step = _mm256_set_epi64x(9, 7, 8, 1);
    const __m256i step2 = _mm256_add_epi64(step, step);
    const __m256i player = broadcast(p);
    const __m256i maskedO = _mm256_and_si256(broadcast(o), _mm256_set_epi64x(kD, kD, kV, kH));

    __m256i up = _mm256_and_si256(maskedO, _mm256_sllv_epi64(player, step));
    __m256i down = _mm256_and_si256(maskedO, _mm256_srlv_epi64(player, step));
    up = _mm256_or_si256(up, _mm256_and_si256(maskedO, _mm256_sllv_epi64(up, step)));
    down = _mm256_or_si256(down, _mm256_and_si256(maskedO, _mm256_srlv_epi64(down, step)));
    const __m256i pairsUp = _mm256_and_si256(maskedO, _mm256_sllv_epi64(maskedO, step));
    const __m256i pairsDown = _mm256_and_si256(maskedO, _mm256_srlv_epi64(maskedO, step));
    for (int i = 0; i < 2; ++i) {
        up = _mm256_or_si256(up, _mm256_and_si256(pairsUp, _mm256_sllv_epi64(up, step2)));
        down = _mm256_or_si256(down, _mm256_and_si256(pairsDown, _mm256_srlv_epi64(down, step2)));
    }
    const Bitboard moves =
        reduceOr(_mm256_or_si256(_mm256_sllv_epi64(up, step), _mm256_srlv_epi64(down, step)));
    return moves & ~(p | o);
}

// Upward rays (kRays' first four lanes): the first square that is not an opponent disc is the
// lowest set bit of ray & ~o, as in the AVX-512 version. Downward, the highest set bit would
// need a leading-zero count that AVX2 lacks: the opponent run from the move is filled instead,
// by doubling as in legalMoves, within the ray (which stops it at the board's side).
inline Bitboard flippedDiscsSimd(Bitboard p, Bitboard o, int index) {
    const auto* rays = reinterpret_cast<const __m256i*>(kRays[index].data());
    const __m256i upRays = _mm256_load_si256(rays);
    const __m256i downRays = _mm256_load_si256(rays + 1);
    const __m256i player = broadcast(p);
    const __m256i opponent = broadcast(o);
    const __m256i zero = _mm256_setzero_si256();

    const __m256i open = _mm256_andnot_si256(opponent, upRays);
    const __m256i stop = _mm256_and_si256(open, _mm256_sub_epi64(zero, open));
    const __m256i upRun = _mm256_and_si256(_mm256_sub_epi64(stop, _mm256_set1_epi64x(1)), upRays);
    const __m256i upOpen = _mm256_cmpeq_epi64(_mm256_and_si256(stop, player), zero);
    const __m256i upFlips = _mm256_andnot_si256(upOpen, upRun);

    // West, north-east, north, north-west: right shifts by 1, 7, 8, 9.
    const __m256i step = _mm256_set_epi64x(9, 8, 7, 1);
    const __m256i step2 = _mm256_add_epi64(step, step);
    const __m256i rayO = _mm256_and_si256(opponent, downRays);
    __m256i run = _mm256_and_si256(rayO, _mm256_srlv_epi64(broadcast(bb::bit(index)), step));
    run = _mm256_or_si256(run, _mm256_and_si256(rayO, _mm256_srlv_epi64(run, step)));
    const __m256i pairs = _mm256_and_si256(rayO, _mm256_srlv_epi64(rayO, step));
    for (int i = 0; i < 2; ++i)
        run = _mm256_or_si256(run, _mm256_and_si256(pairs, _mm256_srlv_epi64(run, step2)));
    const __m256i end = _mm256_and_si256(_mm256_srlv_epi64(run, step), player);
    const __m256i downOpen = _mm256_cmpeq_epi64(_mm256_and_si256(end, downRays), zero);
    const __m256i downFlips = _mm256_andnot_si256(downOpen, run);

    return reduceOr(_mm256_or_si256(upFlips, downFlips));
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::detail

#else
#define HASAMI_MOVES_SIMD 0
#endif
