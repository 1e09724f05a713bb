#include "perft_leaves.h"

#include "core/moves.h"

namespace hasami::detail {
inline namespace HASAMI_KERNEL_NAMESPACE {

namespace {

// At depth 1 the leaves are counted from the move mask, without playing the moves: the step
// that makes counting much cheaper than searching.
std::uint64_t count(Bitboard p, Bitboard o, int depth) {
    const Bitboard moves = legalMoves(p, o);
    if (moves == 0) {
        if (legalMoves(o, p) == 0) return 1;  // game over: a leaf, whatever depth is left
        return depth == 1 ? 1 : count(o, p, depth - 1);
    }
    if (depth == 1) return bb::count(moves);
    std::uint64_t leaves = 0;
    if (depth == 2) {
        // The children's move counts, without a call per child: independent iterations that
        // the processor overlaps.
        bb::forEachBit(moves, [&](int index) {
            const Bitboard flips = flippedDiscs(p, o, index);
            const Bitboard childP = o ^ flips;
            const Bitboard childO = p ^ flips ^ bb::bit(index);
            const Bitboard childMoves = legalMoves(childP, childO);
            leaves += childMoves ? bb::count(childMoves) : count(childP, childO, 1);
        });
        return leaves;
    }
    bb::forEachBit(moves, [&](int index) {
        const Bitboard flips = flippedDiscs(p, o, index);
        leaves += count(o ^ flips, p ^ flips ^ bb::bit(index), depth - 1);
    });
    return leaves;
}

}  // namespace

std::uint64_t perftLeaves(Bitboard p, Bitboard o, int depth) {
    return depth <= 0 ? 1 : count(p, o, depth);
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::detail
