#pragma once

// Ordering moves so that the best comes first: the cheaper the ordering, the more often it
// runs, so each search phase picks the heuristics it can afford.

#include <algorithm>
#include <array>

#include "core/moves.h"
#include "transposition_table.h"

namespace hasami::ai {

struct OrderedMove {
    int square;
    Bitboard flips;
    int priority;  // higher first
};

// The moves of one node, with their flips, sorted by priority.
class MoveList {
  public:
    MoveList(Bitboard p, Bitboard o, Bitboard moves) {
        bb::forEachBit(moves, [&](int sq) { moves_[size_++] = {sq, flippedDiscs(p, o, sq), 0}; });
    }

    int size() const { return size_; }
    OrderedMove* begin() { return moves_.data(); }
    OrderedMove* end() { return moves_.data() + size_; }
    OrderedMove& operator[](int i) { return moves_[i]; }

    // Stable, highest priority first. Insertion: the lists are short, and std::stable_sort's
    // buffer allocation cost about a tenth of a solve's time.
    void sort() {
        for (int i = 1; i < size_; ++i) {
            const OrderedMove m = moves_[i];
            int j = i;
            for (; j > 0 && moves_[j - 1].priority < m.priority; --j)
                moves_[j] = moves_[j - 1];
            moves_[j] = m;
        }
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
inline int mobilityPriority(const Child& c) {
    const Bitboard replies = legalMoves(c.p, c.o);
    const int mobility = bb::count(replies) + bb::count(replies & bb::kCorners);
    const int potential = bb::count(bb::neighbours(c.o) & ~(c.p | c.o));
    return -(mobility * 16 + potential);
}

}  // namespace hasami::ai
