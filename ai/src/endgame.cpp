// The exact solver: null-window searches to the end of the game. The phases, from the leaves
// up: the last one, two and three empties are solved without move generation; up to
// kShallowEmpties the empty squares are tried by parity, then by kind of square; above that
// moves are sorted fastest-first, a little higher up with the transposition table too; near
// the root the evaluation helps sorting.

#include <algorithm>
#include <array>
#include <tuple>

#include "core/last_move.h"

#include "move_ordering.h"
#include "search.h"
#include "stability.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

namespace {

// Up to here: no move list, no table. (Measured against 6: FFO 20-39 14% fewer nodes, 40-49
// 11%, both 2-4% less time: sorting by replies pays from 6 empties.)
constexpr int kShallowEmpties = 5;
// From here: the transposition table. (Measured on FFO 40-52 against 10: 10-14% fewer nodes
// and 4-10% less time, with the children's entries prefetched before their moves are sorted;
// without the prefetch, the same time. From 6 instead of 8, once the nodes near the leaves had
// a small table of their own: FFO 20-39 11% fewer nodes, 40-49 11%, time within the noise.)
constexpr int kTableEmpties = 6;
// Null-window nodes with fewer empties use the search's own small table (search.h). (Measured
// on FFO 20-39 against the shared table alone: 3% fewer nodes and 10% less time, median of
// five alternating runs; below 11 or 13: about the same; below 14: 4% less time; 2 or 4 MB
// instead of 1: no better.)
constexpr int kNearLeavesEmpties = 12;
// From here: stability cut-offs. (Measured on FFO #49 against 7: 30% fewer nodes and 6% less
// time from 4, 13% fewer nodes from 5.)
constexpr int kStabilityEmpties = 4;
// From here: enhanced transposition cut-offs. (From 8 rather than 10, with a probe that decodes
// nothing when it misses: FFO 40-59 2.0% fewer nodes, each of its 20 positions fewer; FFO 40-49
// 0.967 of the time, the median of three runs of alternating pairs. From 7: 4% fewer nodes than
// from 10 on FFO 40-49, but 1.08 of the time. From 10 against 12, with the evaluation sorting
// from 15: FFO 20-39 4% fewer nodes and 2% less time, 40-49 6% and 3%.)
constexpr int kEtcEmpties = 8;
// Nodes sorted by heuristics alone, with no table move, search the moves that leave the
// opponent this many replies or fewer (a corner counting two) as they find them, before sorting
// the others: such a move is cheap to search and likely to refute the node. (Egaroucid's idea.
// Measured on FFO 40-59 against sorting them all: 1.5% fewer nodes, 18 of the 20 positions
// fewer, 2.2% fewer instructions on #40-#41, FFO 40-49 in the same time; with 2: 5.2% more
// nodes.)
constexpr int kForcingReplies = 1;
constexpr int kShareWorkEmpties = 14;  // from here: threads leave each other's moves for last
// A table move found by a midgame search (the iterations before the solve, or sorting searches)
// goes first only if that search was this much deeper than the node's own sorting search;
// a shallower one orders worse than the node would. (Measured against trusting every table
// move: FFO 40-49 -9% nodes and -8% time, 50-52 -7% and -8%, #56 -14% and -11%; 3 did as well.)
constexpr int kTrustedMoveDepth = 2;
// Nodes of the principal variation are few and decide the root's re-searches: from
// kPvSortEmpties they sort with searches this much deeper. (Measured on FFO 40-49: 1.4% fewer
// nodes.)
constexpr int kPvSortEmpties = 12;
constexpr int kPvSortExtra = 2;

// The quadrant of each square, as a bit: parity ordering tries squares of quadrants with an
// odd number of empties first, where the last move of the region is likely ours.
constexpr int quadrantOf(int sq) {
    return (sq >> 5 & 1) * 2 + (sq >> 2 & 1);
}

constexpr Bitboard kQuadrant[4] = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                   0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};

// Bit q set when quadrant q has an odd number of empty squares.
int quadrantParity(Bitboard empty) {
    int parity = 0;
    for (int q = 0; q < 4; ++q)
        parity |= (bb::count(empty & kQuadrant[q]) & 1) << q;
    return parity;
}

// kOddQuadrants[parity]: the squares of the quadrants whose bit is set in `parity`.
constexpr std::array<Bitboard, 16> makeOddQuadrants() {
    std::array<Bitboard, 16> odd{};
    for (int parity = 0; parity < 16; ++parity)
        for (int q = 0; q < 4; ++q)
            if (parity >> q & 1) odd[parity] |= kQuadrant[q];
    return odd;
}
constexpr auto kOddQuadrants = makeOddQuadrants();

// The empty squares in quadrants with an odd number of empties.
Bitboard oddRegions(Bitboard empty) {
    return kOddQuadrants[quadrantParity(empty)] & empty;
}

// The empty squares none of whose neighbours is empty: a move there is the last of its own
// region of one, so the last empties try them first (and sorted nodes give them a bonus,
// kIsolatedBonus). (Measured against quadrant parity and square kind alone: FFO 40-47 5.6%
// fewer nodes; with the bonus too, 12.7% fewer nodes and 8% less time, #53 14.2% fewer nodes.)
Bitboard isolatedEmpties(Bitboard empty) {
    return empty & ~bb::neighbours(empty);
}

// The squares in the order the last empties are tried, within each parity: corners, the other
// edge squares but C squares, C squares, the inner squares but X squares, X squares. (Measured
// against square order on FFO #49: 11% fewer nodes and 6% less time; 40-49: 6% fewer nodes.)
constexpr std::array<Bitboard, 5> kSquareClasses = {
    bb::kCorners, bb::kEdges & ~bb::kCorners & ~bb::kCSquares, bb::kCSquares,
    ~bb::kEdges & ~bb::kXSquares, bb::kXSquares};

// kClassOrder[i]: the square at position i of that order (class by class, then by index).
constexpr std::array<std::uint8_t, 64> makeClassOrder() {
    std::array<std::uint8_t, 64> order{};
    int i = 0;
    for (const Bitboard c : kSquareClasses)
        for (int sq = 0; sq < 64; ++sq)
            if (bb::has(c, sq)) order[i++] = std::uint8_t(sq);
    return order;
}
constexpr auto kClassOrder = makeClassOrder();

// The squares of `set` as positions in that order: gathered class by class, not sorted.
Bitboard inClassOrder(Bitboard set) {
    Bitboard positions = 0;
    int first = 0;
    for (const Bitboard c : kSquareClasses) {
        positions |= bb::gather(set, c) << first;
        first += bb::count(c);
    }
    return positions;
}

// The empty squares of (p, o) in class order.
PackedSquares classOrdered(Bitboard empty) {
    PackedSquares squares;
    bb::forEachBit(inClassOrder(empty), [&](int i) { squares.push(kClassOrder[i]); });
    return squares;
}

// How deep a midgame search sorts the moves of an endgame node: not at all below 12 empties
// (the mobility heuristics only), then the evaluation, then shallow searches. (From 13 instead
// of 15: FFO 20-39 8% fewer nodes and 4% less time, 40-49 7% fewer nodes; from 12 instead of
// 13: FFO 40-59 2.8% fewer nodes, 19 of its 20 positions fewer, and no more time; from 11:
// FFO 40-47 and 53 2% fewer nodes again, but 4% more time.) The few nodes
// from 26 empties decide the shape of the largest trees and afford depth 6. (Measured on FFO
// 40-59 against depth 4 there: 46.6 G nodes instead of 51.3 G; #54 7.7 G instead of 10.2 G.)
int endgameSortDepth(int empties) {
    if (empties < 12) return -1;
    if (empties < 18) return 0;
    if (empties < 20) return 2;
    if (empties < 24) return 3;
    return empties < 26 ? 4 : 6;
}

// Whether the children of a node with `empties` empties evaluate theirs to sort them.
bool childrenEvaluate(int empties) {
    return endgameSortDepth(empties - 1) >= 0;
}

}  // namespace

TranspositionTable& LevelSearch::endgameTable(int empties) {
    return empties < kNearLeavesEmpties ? nearLeaves_ : *table_;
}

// One empty square left: play it (or let the opponent play it), count, done.
int LevelSearch::solve1(Bitboard p, Bitboard o, int x) {
    countNode();
    const int discs = bb::count(p);
    if (const int f = lastMoveFlipCount(p, x)) return 2 * (discs + f + 1) - 64;
    countNode();
    if (const int f = lastMoveFlipCount(o, x)) return 2 * (discs - f) - 64;
    // Nobody can play: the empty square goes to the winner.
    return discs > 31 ? 2 * discs - 62 : 2 * discs - 64;
}

int LevelSearch::solve2(Bitboard p, Bitboard o, int alpha, int x1, int x2) {
    countNode();
    int best = -65;
    if (const Bitboard f = flippedDiscs(p, o, x1)) {
        best = -solve1(o ^ f, p ^ f ^ bb::bit(x1), x2);
        if (best > alpha) return best;
    }
    if (const Bitboard f = flippedDiscs(p, o, x2)) {
        return std::max(best, -solve1(o ^ f, p ^ f ^ bb::bit(x2), x1));
    }
    if (best > -65) return best;
    // The player passes.
    countNode();
    best = 65;
    if (const Bitboard f = flippedDiscs(o, p, x1)) {
        best = solve1(p ^ f, o ^ f ^ bb::bit(x1), x2);
        if (best <= alpha) return best;
    }
    if (const Bitboard f = flippedDiscs(o, p, x2)) {
        return std::min(best, solve1(p ^ f, o ^ f ^ bb::bit(x2), x1));
    }
    return best < 65 ? best : finalScore(p, o);
}

// Three empty squares, given in class order: each move leads to solve2. The parity order needs
// no list: a square alone in its quadrant goes first, the others keep their order (three in one
// quadrant, or each in its own, are all odd).
int LevelSearch::solve3(Bitboard p, Bitboard o, int alpha, int x1, int x2, int x3) {
    const int q1 = quadrantOf(x1), q2 = quadrantOf(x2), q3 = quadrantOf(x3);
    if (q1 == q2 && q1 != q3) {
        std::tie(x1, x2, x3) = std::make_tuple(x3, x1, x2);
    } else if (q1 == q3 && q1 != q2) {
        std::swap(x1, x2);
    }
    countNode();
    int best = -65;
    const Bitboard nextToOpponent = bb::neighbours(o);
    // Plays x (leaving y and z); true when the node is refuted.
    const auto play = [&](int x, int y, int z) {
        if (!bb::has(nextToOpponent, x)) return false;  // a move must touch an opponent disc
        const Bitboard f = flippedDiscs(p, o, x);
        if (!f) return false;
        best = std::max(best, -solve2(o ^ f, p ^ f ^ bb::bit(x), -alpha - 1, y, z));
        return best > alpha;
    };
    if (play(x1, x2, x3) || play(x2, x1, x3) || play(x3, x1, x2)) return best;
    if (best > -65) return best;
    // The player passes: the opponent moves, or nobody can.
    countNode();
    best = 65;
    const Bitboard nextToPlayer = bb::neighbours(p);
    const auto reply = [&](int x, int y, int z) {
        if (!bb::has(nextToPlayer, x)) return false;
        const Bitboard f = flippedDiscs(o, p, x);
        if (!f) return false;
        best = std::min(best, solve2(p ^ f, o ^ f ^ bb::bit(x), alpha, y, z));
        return best <= alpha;
    };
    if (reply(x1, x2, x3) || reply(x2, x1, x3) || reply(x3, x1, x2)) return best;
    return best < 65 ? best : finalScore(p, o);
}

int LevelSearch::shallowNws(Bitboard p, Bitboard o, int alpha, PackedSquares empties, int parity,
                            bool passed) {
    if (empties.size == 2) return solve2(p, o, alpha, empties[0], empties[1]);
    if (empties.size == 3) return solve3(p, o, alpha, empties[0], empties[1], empties[2]);
    countNode();
    if (aborted_) return alpha;
    if (empties.size >= kStabilityEmpties) {
        if (const auto bound = stabilityCut(p, o, alpha)) return *bound;
    }
    int best = -65;
    // A move must touch an opponent disc. Isolated empties go first, then the others; within
    // each, the squares of quadrants with an odd number of empties, as the parity stands at
    // this node (a move changes its quadrant's), then the even ones, each group in class order.
    const Bitboard nextToOpponent = bb::neighbours(o);
    const Bitboard odd = kOddQuadrants[parity];
    const Bitboard isolated = isolatedEmpties(~(p | o));
    for (const Bitboard group :
         {nextToOpponent & isolated & odd, nextToOpponent & isolated & ~odd,
          nextToOpponent & ~isolated & odd, nextToOpponent & ~isolated & ~odd}) {
        if (!group) continue;
        for (int i = 0; i < empties.size; ++i) {
            const int x = empties[i];
            if (!bb::has(group, x)) continue;
            const Bitboard f = flippedDiscs(p, o, x);
            if (!f) continue;
            const int score = -shallowNws(o ^ f, p ^ f ^ bb::bit(x), -alpha - 1, empties.without(i),
                                          parity ^ 1 << quadrantOf(x), false);
            if (score > alpha) return score;
            best = std::max(best, score);
        }
    }
    if (best > -65) return best;
    if (passed) return finalScore(p, o);  // neither side can move
    return -shallowNws(o, p, -alpha - 1, empties, parity, true);
}

int LevelSearch::endgameNwsSorted(Bitboard p, Bitboard o, int alpha, int empties, Bitboard moves) {
    countNode();
    if (aborted_) return alpha;
    if (moves == kRepliesUnknown) moves = legalMoves(p, o);
    if (!moves) {
        const Bitboard replies = legalMoves(o, p);
        if (!replies) return finalScore(p, o);
        return -endgameNws(o, p, -alpha - 1, replies);
    }
    if (const auto bound = stabilityCut(p, o, alpha)) return *bound;
    int ttMove = kNoMove;
    TranspositionTable& table = endgameTable(empties);
    if (empties >= kTableEmpties) {
        if (const auto e = table.probe(p, o)) {
            if (e->depth >= empties && e->selectivity >= selectivity_) {
                if (e->lower > alpha) return e->lower;
                if (e->upper <= alpha) return e->upper;
            }
            if (e->depth >= empties || e->depth >= endgameSortDepth(empties) + kTrustedMoveDepth)
                ttMove = e->move;
        }
    }
    int cut;
    if (selectivity_ < kNoSelectivity && empties >= kMinEndgameProbCutEmpties &&
        probCut(p, o, alpha, alpha + 1, endgameProbCutModel(empties), cut)) {
        return cut;
    }
    MoveList list(p, o, moves);
    const TranspositionTable& childTable = endgameTable(empties - 1);
    if (empties > kTableEmpties) {
        // Each child probes the table first thing: start loading their entries now, to be
        // ready after the sorting (and to overlap the misses of the cut-off test below).
        for (const OrderedMove& m : list) {
            const Child c = childOf(p, o, m);
            childTable.prefetch(c.p, c.o);
        }
    }
    if (empties >= kEtcEmpties) {
        // Enhanced transposition cut-off: a child already known to be bad enough for the
        // opponent refutes this node before any search.
        for (const OrderedMove& m : list) {
            const Child c = childOf(p, o, m);
            const auto e = childTable.probe(c.p, c.o);
            if (e && e->depth >= empties - 1 && e->selectivity >= selectivity_ &&
                -e->upper > alpha) {
                return -e->upper;
            }
        }
    }
    Best best;
    if (endgameSortDepth(empties) < 0 && ttMove == kNoMove) {
        // Forcing moves first (kForcingReplies); the replies counted on the way serve the
        // sorting, and the children's own move generation.
        for (int i = 0; i < list.size();) {
            OrderedMove& m = list[i];
            const Child c = childOf(p, o, m);
            m.replies = legalMoves(c.p, c.o);
            if (bb::count(m.replies) + bb::count(m.replies & bb::kCorners) > kForcingReplies) {
                ++i;
                continue;
            }
            const int score = -endgameNws(c.p, c.o, -alpha - 1, m.replies);
            if (aborted_) return alpha;
            if (score > best.score) best = {score, m.square};
            list.remove(i);
            if (score > alpha) break;
        }
    }
    if (best.score <= alpha && list.size() > 0) {
        const Bitboard empty = ~(p | o);
        orderMoves(list, p, o, endgameSortDepth(empties), ttMove, oddRegions(empty), alpha,
                   isolatedEmpties(empty));
        const Best rest = searchMoves(
            list, p, o, alpha, alpha + 1,
            [&](Bitboard cp, Bitboard co, int a, int, Bitboard replies) {
                return endgameNws(cp, co, a, replies);
            },
            empties >= kShareWorkEmpties, childrenEvaluate(empties));
        if (aborted_) return alpha;
        if (rest.score > best.score) best = rest;
    }
    if (empties >= kTableEmpties) {
        table.store(p, o, empties, selectivity_, alpha, alpha + 1, best.score, best.square);
    }
    return best.score;
}

int LevelSearch::endgameNws(Bitboard p, Bitboard o, int alpha, Bitboard moves) {
    const Bitboard empty = ~(p | o);
    const int empties = bb::count(empty);
    if (empties > kShallowEmpties) return endgameNwsSorted(p, o, alpha, empties, moves);
    if (empties == 0) {
        countNode();
        return finalScore(p, o);
    }
    if (empties == 1) return solve1(p, o, bb::lowestIndex(empty));
    return shallowNws(p, o, alpha, classOrdered(empty), quadrantParity(empty), false);
}

int LevelSearch::endgame(Bitboard p, Bitboard o, int alpha, int beta) {
    if (beta - alpha == 1) return endgameNws(p, o, alpha);
    const int empties = bb::count(~(p | o));
    countNode();
    if (aborted_) return alpha;
    const Bitboard moves = legalMoves(p, o);
    if (!moves) {
        if (!legalMoves(o, p)) return finalScore(p, o);
        return -endgame(o, p, -beta, -alpha);
    }
    int ttMove = kNoMove;
    if (const auto e = table_->probe(p, o)) {
        if (e->depth >= empties && e->selectivity >= selectivity_) {
            if (e->lower >= beta) return e->lower;
            if (e->upper <= alpha) return e->upper;
            if (e->lower == e->upper) return e->lower;
        }
        ttMove = e->move;
    }
    MoveList list(p, o, moves);
    const int extra = empties >= kPvSortEmpties ? kPvSortExtra : 0;
    orderMoves(list, p, o, endgameSortDepth(empties) + extra, ttMove);
    const Best best = searchMoves(
        list, p, o, alpha, beta,
        [&](Bitboard cp, Bitboard co, int a, int b) { return endgame(cp, co, a, b); }, true,
        childrenEvaluate(empties));
    if (aborted_) return alpha;
    table_->store(p, o, empties, selectivity_, alpha, beta, best.score, best.square);
    return best.score;
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
