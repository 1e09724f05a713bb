// Depth-limited principal variation search with a transposition table and ProbCut. Depth
// that reaches the end of the game hands over to the exact solver.

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "move_ordering.h"
#include "search.h"
#include "stability.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

namespace {

constexpr int kTableDepth = 3;      // nodes this deep or deeper use the transposition table
constexpr int kShareWorkDepth = 4;  // from here: threads leave each other's moves for last
// Null-window nodes shallower than this use the search's own small table (search.h). (Measured
// on the bench's openings at depth 12 against the shared table alone: 3% fewer nodes and 3%
// less time, median of five alternating runs; from depth 6: 1% fewer nodes; 2 or 4 MB instead
// of 1: no better.)
constexpr int kNearLeavesDepth = 5;
// Null-window nodes this deep look up their children in the table first (enhanced transposition
// cut-offs). Measured on the bench's openings at depth 12: from depth 4, 4% fewer nodes and 7%
// less time; from depth 6, 3% fewer nodes and 3% less time.
constexpr int kEtcDepth = 4;
// In the endgame, a move into a region with an odd number of empties tends to keep the last
// move of that region: worth about one reply less for the opponent (measured on FFO 20-45: 16 is
// neutral to slightly better, 32 costs 15% more nodes).
constexpr int kParityBonus = 16;
// A move into an isolated empty square (no empty neighbour) ends its own region of one: worth
// as much again, in the endgame's null-window nodes. (Measured on FFO 40-47, the last five
// empties trying isolated squares first: 7.5% fewer nodes than without the bonus; with it at 6
// to 11 empties only, 5.6%, and there 8 or 32 saved 2.5-3%.)
constexpr int kIsolatedBonus = 16;
// Sorting weighs a move's searched score against its replies' count (mobilityPriority: 16 a
// reply). At a null-window node, only scores in a band around alpha count, and they count less:
// a move far above alpha refutes the node no better than one just above it, and among such
// moves the one that leaves the fewest replies is the cheapest proof. (Measured against the
// whole score at 64 a disc: 25% fewer nodes on FFO #50-#52, 5% on #40-#49, 20% at depth 12 on
// the bench's openings; FFO 40-59 as a whole took the same time, with 15% more nodes. Bands
// of 6 to 20 discs, and weights of 8 to 32, did no better.)
constexpr int kScoreWeight = 64;
constexpr int kBandScoreWeight = 16;
constexpr int kBandBelowAlpha = 10;
constexpr int kBandAboveAlpha = 16;

// The squares by kind, the kinds of the moves most often best first: corners, the centre's
// 4x4, the other inner squares but the X squares, the edges' A and B squares, C squares, X
// squares. The order in which leaf parents try their moves. (Measured on the bench's openings
// at depth 12 against square order: 6% fewer nodes, the same scores and moves; corners, edges,
// inner squares, C, X: 3%.)
constexpr Bitboard kCentre = 0x00003C3C3C3C0000ULL;  // c3-f6
constexpr std::array<Bitboard, 6> kLeafOrder = {bb::kCorners,
                                                kCentre,
                                                ~bb::kEdges & ~bb::kXSquares & ~kCentre,
                                                bb::kEdges & ~bb::kCorners & ~bb::kCSquares,
                                                bb::kCSquares,
                                                bb::kXSquares};

// How deep a shallow search sorts the moves of a midgame node of depth d. Below depth 5 the
// replies' count alone sorts: evaluating every child costs more than the better order saves.
// (Measured on the bench's openings at depth 12: this and midgameLeafParent together take 0.65
// times as long as sorting by the evaluation from depth 3 and sorting leaf parents, for 14% more
// nodes.)
int midgameSortDepth(int depth) {
    if (depth < 5) return -1;
    return std::min(depth / 2 - 2, 6);
}

}  // namespace

TranspositionTable& LevelSearch::midgameTable(int depth) {
    return depth < kNearLeavesDepth ? nearLeaves_ : *table_;
}

bool LevelSearch::probCut(Bitboard p, Bitboard o, int alpha, int beta, const ProbCutModel& m,
                          int& score) {
    const double margin = kQuantile[selectivity_] * m.sigma;
    const auto shallow = [&](int bound) {
        return m.shallowDepth == 0 ? evaluation_.evaluate(p, o)
                                   : midgameNws(p, o, bound, m.shallowDepth);
    };
    // The deep score is predicted as slope * shallow + intercept, give or take margin.
    const int high = int(std::ceil((beta + margin - m.intercept) / m.slope));
    if (high <= 63 && shallow(std::max(high, -63) - 1) >= high) {
        score = beta;
        return true;
    }
    const int low = int(std::floor((alpha - margin - m.intercept) / m.slope));
    if (low >= -63 && shallow(std::min(low, 63)) <= low) {
        score = alpha;
        return true;
    }
    return false;
}

// Its children are evaluated until one refutes it, by kind of square (kLeafOrder): sorting them
// would cost a move generation each, and the table is not worth probing this close to the
// leaves.
int LevelSearch::midgameLeafParent(Bitboard p, Bitboard o, Bitboard moves, int alpha) {
    int best = -64;
    for (const Bitboard kind : kLeafOrder) {
        for (Bitboard left = moves & kind; left; left &= left - 1) {
            const int square = std::countr_zero(left);
            const Bitboard flips = flippedDiscs(p, o, square);
            countNode();
            const int score = -evaluation_.evaluateChild(p, o, square, flips);
            if (score > best) {
                best = score;
                if (score > alpha) return best;
            }
        }
    }
    return best;
}

// Enhanced transposition cut-off: a child whose entry already bounds its score below -alpha
// refutes the node without a search.
std::optional<int> LevelSearch::childTableCut(const MoveList& list, Bitboard p, Bitboard o,
                                              int alpha, int depth) {
    const TranspositionTable& table = midgameTable(depth - 1);
    for (const OrderedMove& m : list) {
        const Child c = childOf(p, o, m);
        table.prefetch(c.p, c.o);
    }
    for (const OrderedMove& m : list) {
        const Child c = childOf(p, o, m);
        const auto e = table.probe(c.p, c.o);
        if (e && e->depth >= depth - 1 && e->selectivity >= selectivity_ && -e->upper > alpha) {
            return -e->upper;
        }
    }
    return std::nullopt;
}

int LevelSearch::midgameNws(Bitboard p, Bitboard o, int alpha, int depth) {
    const int empties = bb::count(~(p | o));
    if (depth >= empties) return endgameNws(p, o, alpha);
    countNode();
    if (depth == 0) return evaluation_.evaluate(p, o);
    if (aborted_) return alpha;
    // Near the end, lost discs bound the score (and no evaluation can prove as much).
    if (const auto bound = stabilityCut(p, o, alpha)) return *bound;
    const Bitboard moves = legalMoves(p, o);
    if (!moves) {
        if (!legalMoves(o, p)) return finalScore(p, o);
        const auto step = evaluation_.pass(p, o);
        return -midgameNws(o, p, -alpha - 1, depth);
    }
    if (depth == 1) {
        return midgameLeafParent(p, o, moves, alpha);
    }
    int ttMove = kNoMove;
    TranspositionTable& table = midgameTable(depth);
    if (depth >= kTableDepth) {
        if (const auto e = table.probe(p, o)) {
            if (e->depth >= depth && e->selectivity >= selectivity_) {
                if (e->lower > alpha) return e->lower;
                if (e->upper <= alpha) return e->upper;
            }
            ttMove = e->move;
        }
        int cut;
        if (selectivity_ < kNoSelectivity && depth >= kMinProbCutDepth &&
            probCut(p, o, alpha, alpha + 1, probCutModel(depth, empties), cut)) {
            return cut;
        }
    }
    MoveList list(p, o, moves);
    if (depth >= kEtcDepth) {
        if (const auto cut = childTableCut(list, p, o, alpha, depth)) return *cut;
    }
    orderMoves(list, p, o, midgameSortDepth(depth), ttMove, 0, alpha);
    const Best best = searchMoves(
        list, p, o, alpha, alpha + 1,
        [&](Bitboard cp, Bitboard co, int a, int) { return midgameNws(cp, co, a, depth - 1); },
        depth >= kShareWorkDepth);
    if (aborted_) return alpha;
    if (depth >= kTableDepth) {
        table.store(p, o, depth, selectivity_, alpha, alpha + 1, best.score, best.square);
    }
    return best.score;
}

int LevelSearch::midgame(Bitboard p, Bitboard o, int alpha, int beta, int depth) {
    if (beta - alpha == 1) return midgameNws(p, o, alpha, depth);
    const int empties = bb::count(~(p | o));
    if (depth >= empties) return endgame(p, o, alpha, beta);
    countNode();
    if (depth == 0) return evaluation_.evaluate(p, o);
    if (aborted_) return alpha;
    const Bitboard moves = legalMoves(p, o);
    if (!moves) {
        if (!legalMoves(o, p)) return finalScore(p, o);
        const auto step = evaluation_.pass(p, o);
        return -midgame(o, p, -beta, -alpha, depth);
    }
    int ttMove = kNoMove;
    if (const auto e = table_->probe(p, o)) {
        if (e->depth >= depth && e->selectivity >= selectivity_) {
            if (e->lower >= beta) return e->lower;
            if (e->upper <= alpha) return e->upper;
            if (e->lower == e->upper) return e->lower;
        }
        ttMove = e->move;
    }
    MoveList list(p, o, moves);
    orderMoves(list, p, o, midgameSortDepth(depth), ttMove);
    const Best best = searchMoves(
        list, p, o, alpha, beta,
        [&](Bitboard cp, Bitboard co, int a, int b) { return midgame(cp, co, a, b, depth - 1); },
        true);
    if (aborted_) return alpha;
    table_->store(p, o, depth, selectivity_, alpha, beta, best.score, best.square);
    return best.score;
}

void LevelSearch::orderMoves(MoveList& list, Bitboard p, Bitboard o, int sortDepth, int ttMove,
                             Bitboard oddRegions, std::optional<int> alpha, Bitboard isolated) {
    if (list.size() > 1) {
        // Shallow sorting searches need only be roughly right: they run at the lowest
        // selectivity, which makes them cheap.
        const int savedSelectivity = selectivity_;
        if (sortDepth > 0) selectivity_ = 0;
        int low = -64, high = 64, weight = kScoreWeight;
        if (alpha) {
            low = std::max(-64, *alpha - kBandBelowAlpha);
            high = std::min(64, *alpha + kBandAboveAlpha);
            weight = kBandScoreWeight;
        }
        for (OrderedMove& m : list) {
            const Child c = childOf(p, o, m);
            if (m.replies == kRepliesUnknown) m.replies = legalMoves(c.p, c.o);
            m.priority = mobilityPriority(c, m.replies) +
                         (bb::has(bb::kCorners, m.square) ? 32 : 0) +
                         (bb::has(oddRegions, m.square) ? kParityBonus : 0) +
                         (bb::has(isolated, m.square) ? kIsolatedBonus : 0);
            const auto score = [&] {
                if (sortDepth == 0) return -evaluation_.evaluateChild(p, o, m.square, m.flips);
                const auto step = evaluation_.play(p, o, m.square, m.flips);
                return -midgame(c.p, c.o, -high, -low, sortDepth - 1);
            };
            if (sortDepth >= 0) m.priority += weight * std::clamp(score(), low, high);
        }
        selectivity_ = savedSelectivity;
        for (OrderedMove& m : list)
            if (m.square == ttMove) m.priority = kFirstPriority;
    }
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
