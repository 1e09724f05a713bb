#include "stability.h"

#include <array>

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

namespace {

// kEdgeStable[p * 256 + o]: the discs of p on one 8-square edge (bit i = square i of the
// edge) that no sequence of moves along that edge can flip. Computed by playing out every
// continuation: a disc is stable if it is stable after every possible next move (of either
// side) and survives that move.
struct EdgeTable {
    std::array<std::uint8_t, 256 * 256> stable{};

    EdgeTable() {
        // Fill positions with more discs first: a move only ever adds discs.
        for (int discs = 8; discs >= 0; --discs) {
            for (int p = 0; p < 256; ++p) {
                for (int o = 0; o < 256; ++o) {
                    if ((p & o) || std::popcount(unsigned(p | o)) != discs) continue;
                    stable[p * 256 + o] = compute(p, o);
                }
            }
        }
    }

    // Discs flipped along the edge when `mover` plays at square x against `other`.
    static int edgeFlips(int mover, int other, int x) {
        int flips = 0;
        for (const int step : {1, -1}) {
            int run = 0;
            int i = x + step;
            while (i >= 0 && i < 8 && (other >> i & 1)) {
                run |= 1 << i;
                i += step;
            }
            if (run && i >= 0 && i < 8 && (mover >> i & 1)) flips |= run;
        }
        return flips;
    }

    std::uint8_t compute(int p, int o) const {
        int stablePlayer = p;
        const int empty = ~(p | o) & 0xFF;
        for (int x = 0; x < 8; ++x) {
            if (!(empty >> x & 1)) continue;
            // The player plays x (or simply fills it: a move with no flips is still possible
            // in a game, through the other directions).
            const int fp = edgeFlips(p, o, x);
            stablePlayer &= stable[(p | fp | 1 << x) * 256 + (o & ~fp)];
            // The opponent plays x: the player's flipped discs were not stable.
            const int fo = edgeFlips(o, p, x);
            stablePlayer &= stable[(p & ~fo) * 256 + (o | fo | 1 << x)] & ~fo;
        }
        return static_cast<std::uint8_t>(stablePlayer);
    }
};

const EdgeTable& edgeTable() {
    static const EdgeTable table;
    return table;
}

// Bits of the left column (a1..a8) packed into 8 bits, and back.
constexpr Bitboard kColumnToRow = 0x0102040810204080ULL;
int packColumnA(Bitboard b) {
    return int(((b & bb::kColumnA) * kColumnToRow) >> 56);
}

constexpr std::array<Bitboard, 256> makeColumnA() {
    std::array<Bitboard, 256> columns{};
    for (int bits = 0; bits < 256; ++bits)
        for (int row = 0; row < 8; ++row)
            if (bits >> row & 1) columns[bits] |= bb::bit(row * 8);
    return columns;
}
constexpr auto kColumnA = makeColumnA();
Bitboard unpackColumnA(int bits) {
    return kColumnA[bits];
}

Bitboard stableEdges(Bitboard p, Bitboard o) {
    const auto& table = edgeTable().stable;
    const auto lookup = [&](int pe, int oe) { return table[pe * 256 + oe]; };
    const Bitboard top = lookup(int(p & 0xFF), int(o & 0xFF));
    const Bitboard bottom = Bitboard(lookup(int(p >> 56), int(o >> 56))) << 56;
    const Bitboard left = unpackColumnA(lookup(packColumnA(p), packColumnA(o)));
    const Bitboard right = unpackColumnA(lookup(packColumnA(p >> 7), packColumnA(o >> 7))) << 7;
    return top | bottom | left | right;
}

// kFew[k]: the squares with fewer than 1, 2 and 4 neighbours before them (k = 0, 1, 2) along a
// diagonal direction, that is, moving by (dRow, dColumn) backwards.
constexpr std::array<Bitboard, 3> fewSquares(int dRow, int dColumn) {
    std::array<Bitboard, 3> few{};
    for (int sq = 0; sq < 64; ++sq) {
        int steps = 0;
        for (int r = sq / 8 - dRow, c = sq % 8 - dColumn; r >= 0 && r < 8 && c >= 0 && c < 8;
             r -= dRow, c -= dColumn) {
            ++steps;
        }
        for (int k = 0; k < 3; ++k)
            if (steps < (1 << k)) few[k] |= bb::bit(sq);
    }
    return few;
}
constexpr auto kFewBefore9 = fewSquares(1, 1);
constexpr auto kFewAfter9 = fewSquares(-1, -1);
constexpr auto kFewBefore7 = fewSquares(1, -1);
constexpr auto kFewAfter7 = fewSquares(-1, 1);

template <int Step>
Bitboard fullAlong(Bitboard occupied, const std::array<Bitboard, 3>& fewBefore,
                   const std::array<Bitboard, 3>& fewAfter) {
    Bitboard before = occupied & ((occupied << Step) | fewBefore[0]);
    Bitboard after = occupied & ((occupied >> Step) | fewAfter[0]);
    before &= (before << 2 * Step) | fewBefore[1];
    after &= (after >> 2 * Step) | fewAfter[1];
    before &= (before << 4 * Step) | fewBefore[2];
    after &= (after >> 4 * Step) | fewAfter[2];
    return before & after;
}

// Squares on lines that are full in each of the four directions.
struct FullLines {
    Bitboard horizontal, vertical, diagonal, antiDiagonal;
};

FullLines fullLines(Bitboard occupied) {
    FullLines full{};
    Bitboard h = occupied;
    h &= h >> 1;
    h &= h >> 2;
    h &= h >> 4;
    full.horizontal = (h & bb::kColumnA) * 0xFF;

    Bitboard v = occupied;
    v &= (v >> 8) | (v << 56);
    v &= (v >> 16) | (v << 48);
    v &= (v >> 32) | (v << 32);
    full.vertical = v;

    // Diagonals (a1-h8 direction, step 9) and anti-diagonals (h1-a8, step 7): a square is on
    // a full line if it and every square before it are occupied (`before`) and likewise every
    // square after it. Each is found by doubling: covering 2, then 4, then 8 squares, where a
    // square with fewer predecessors than the shift needs no more.
    full.diagonal = fullAlong<9>(occupied, kFewBefore9, kFewAfter9);
    full.antiDiagonal = fullAlong<7>(occupied, kFewBefore7, kFewAfter7);
    return full;
}

}  // namespace

Bitboard stableDiscs(Bitboard p, Bitboard o) {
    const FullLines full = fullLines(p | o);
    Bitboard stable = stableEdges(p, o) & p;
    stable |= p & full.horizontal & full.vertical & full.diagonal & full.antiDiagonal;
    if (stable == 0) return 0;
    // Grow: an inner disc is stable when, in each direction, its line is full or one of its
    // two neighbours on that line is a stable disc of the same colour.
    const Bitboard inner = p & bb::kInnerColumns & bb::kInnerRows & ~stable;
    for (Bitboard grown = stable;;) {
        const Bitboard horizontal = full.horizontal | (grown << 1) | (grown >> 1);
        const Bitboard vertical = full.vertical | (grown << 8) | (grown >> 8);
        const Bitboard diagonal = full.diagonal | (grown << 9) | (grown >> 9);
        const Bitboard antiDiagonal = full.antiDiagonal | (grown << 7) | (grown >> 7);
        const Bitboard next = grown | (inner & horizontal & vertical & diagonal & antiDiagonal);
        if (next == grown) return grown;
        grown = next;
    }
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
