#pragma once

// Ordering moves so that the best comes first: the cheaper the ordering, the more often it
// runs, so each search phase picks the heuristics it can afford.

#include <algorithm>
#include <array>
#include <limits>

#include "core/moves.h"
#include "transposition_table.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

// The opponent's legal moves after a move, before sorting has counted them: never a set of
// legal moves, which are empty squares.
inline constexpr Bitboard kRepliesUnknown = ~Bitboard(0);

// No member initializers: a MoveList's 64 would all be written at every node (9% more
// instructions in the solver).
struct OrderedMove {
    int square;
    Bitboard flips;
    int priority;  // higher first
    // Counted by sorting, kept so that the child need not generate its moves again.
    Bitboard replies;
};

// The priority of a move to try before any other (the table's).
inline constexpr int kFirstPriority = std::numeric_limits<int>::max();

// The moves of one node, with their flips and priorities.
class MoveList {
  public:
    MoveList(Bitboard p, Bitboard o, Bitboard moves) {
        bb::forEachBit(moves, [&](int sq) {
            moves_[size_++] = {sq, flippedDiscs(p, o, sq), 0, kRepliesUnknown};
        });
    }

    int size() const { return size_; }
    OrderedMove* begin() { return moves_.data(); }
    OrderedMove* end() { return moves_.data() + size_; }
    const OrderedMove* begin() const { return moves_.data(); }
    const OrderedMove* end() const { return moves_.data() + size_; }
    OrderedMove& operator[](int i) { return moves_[i]; }

    // Brings the move of highest priority among those from i on to i, the first of equals,
    // the others keeping their order. Searches pick their moves this way, one at a time: most
    // nodes stop after the first, and sorting the rest cost a tenth of a solve's time.
    void selectBest(int i) {
        int best = i;
        for (int j = i + 1; j < size_; ++j)
            if (moves_[j].priority > moves_[best].priority) best = j;
        std::rotate(begin() + i, begin() + best, begin() + best + 1);
    }

    // Stable, highest priority first.
    void sort() {
        for (int i = 0; i + 1 < size_; ++i)
            selectBest(i);
    }

    // Removes move i, the others keeping their order.
    void remove(int i) {
        std::copy(begin() + i + 1, end(), begin() + i);
        --size_;
    }

    // Moves `square` first, if present.
    void bringToFront(int square) {
        for (int i = 0; i < size_; ++i) {
            if (moves_[i].square == square) {
                std::rotate(begin(), begin() + i, begin() + i + 1);
                return;
            }
        }
    }

  private:
    std::array<OrderedMove, 64> moves_;  // room for any position, however contrived
    int size_ = 0;
};

// The position of the opponent after `m` is played by p: (opponent to move, player).
struct Child {
    Bitboard p, o;
};
inline Child childOf(Bitboard p, Bitboard o, const OrderedMove& m) {
    return {o ^ m.flips, p ^ m.flips ^ bb::bit(m.square)};
}

// "Fastest first": prefer the moves that leave the opponent the fewest replies (corners count
// twice, being the worst replies to allow), then the fewest squares next to our discs.
// `replies`: the legal moves of c.
inline int mobilityPriority(const Child& c, Bitboard replies) {
    const int mobility = bb::count(replies) + bb::count(replies & bb::kCorners);
    const int potential = bb::count(bb::neighbours(c.o) & ~(c.p | c.o));
    return -(mobility * 16 + potential);
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
