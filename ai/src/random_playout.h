#pragma once

// Games played on to the end with random moves: the value of a leaf of plain UCT.

#include <cstdint>
#include <utility>

#include "core/position.h"

namespace hasami::ai {

// xorshift64*: fast, and good enough to pick moves.
class PlayoutRandom {
  public:
    explicit PlayoutRandom(std::uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ULL | 1) {}
    std::uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1DULL;
    }

  private:
    std::uint64_t state_;
};

// The final score, from p's view, of the game played on from (p to move, o) with moves chosen
// uniformly at random.
inline int randomPlayout(Bitboard p, Bitboard o, PlayoutRandom& random) {
    bool passed = false;
    int sign = 1;  // +1 while the player to move is the one who started
    for (;;) {
        Bitboard moves = legalMoves(p, o);
        if (!moves) {
            if (passed) return sign * finalScore(p, o);
            passed = true;
            std::swap(p, o);
        } else {
            passed = false;
            for (int k = int(random.next() % std::uint64_t(bb::count(moves))); k > 0; --k)
                moves = bb::withoutLowest(moves);
            const int sq = bb::lowestIndex(moves);
            const Bitboard flips = flippedDiscs(p, o, sq);
            const Bitboard mover = p ^ flips ^ bb::bit(sq);
            p = o ^ flips;
            o = mover;
        }
        sign = -sign;
    }
}

}  // namespace hasami::ai
