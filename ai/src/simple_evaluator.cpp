#include "ai/simple_evaluator.h"

#include <algorithm>

#include "core/moves.h"
#include "stability.h"

namespace hasami::ai {

namespace {

// The squares next to each corner, and the corner itself; index by corner.
constexpr Bitboard kCornerOf[4] = {bb::bit(0), bb::bit(7), bb::bit(56), bb::bit(63)};
constexpr Bitboard kXOf[4] = {bb::bit(9), bb::bit(14), bb::bit(49), bb::bit(54)};
constexpr Bitboard kCOf[4] = {bb::bit(1) | bb::bit(8), bb::bit(6) | bb::bit(15),
                              bb::bit(48) | bb::bit(57), bb::bit(55) | bb::bit(62)};

// Discs on the X and C squares of corners that are still empty: they give the corner away.
struct CornerRisk {
    int x = 0;
    int c = 0;
};

CornerRisk cornerRisk(Bitboard discs, Bitboard empty) {
    CornerRisk risk;
    for (int corner = 0; corner < 4; ++corner) {
        if (!(kCornerOf[corner] & empty)) continue;
        risk.x += bb::count(discs & kXOf[corner]);
        risk.c += bb::count(discs & kCOf[corner]);
    }
    return risk;
}

}  // namespace

// Weights in hundredths of a disc, chosen by hand from common Othello knowledge and checked
// only loosely; the trained evaluation is the real one.
int SimpleEvaluator::evaluate(Bitboard p, Bitboard o) const {
    const Bitboard empty = ~(p | o);
    const int empties = bb::count(empty);
    const int mobility = bb::count(legalMoves(p, o)) - bb::count(legalMoves(o, p));
    // Empty squares next to the other side's discs: where moves may appear later.
    const int potential =
        bb::count(bb::neighbours(o) & empty) - bb::count(bb::neighbours(p) & empty);
    const int corners = bb::count(p & bb::kCorners) - bb::count(o & bb::kCorners);
    const CornerRisk mine = cornerRisk(p, empty);
    const CornerRisk theirs = cornerRisk(o, empty);
    const int stable = bb::count(stableDiscs(p, o)) - bb::count(stableDiscs(o, p));
    const int discs = bb::count(p) - bb::count(o);
    // The side to move gets the last move of the game when the number of empties is odd.
    const int parity = (empties & 1) ? 1 : -1;
    const int late = std::max(0, 24 - empties);  // grows over the last 24 empties

    int score = 110 * mobility + 35 * potential + 650 * corners - 300 * (mine.x - theirs.x) -
                90 * (mine.c - theirs.c) + 120 * stable + late * (6 * discs + 15 * parity);
    score = (score + (score >= 0 ? 50 : -50)) / 100;
    return std::clamp(score, -kMaxEvaluation, kMaxEvaluation);
}

}  // namespace hasami::ai
