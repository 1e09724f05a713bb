#pragma once

#include <cstdint>
#include <vector>

#include "core/bitboard.h"

namespace hasami::ai {

inline constexpr int kNoMove = 64;

// What a search learnt about a position: bounds on its score, the best move, and how much
// that knowledge is worth (depth and selectivity). The position itself is stored whole, so a
// hit is never a collision.
struct TableEntry {
    Bitboard player = 0;
    Bitboard opponent = 0;
    std::int8_t lower = -64;
    std::int8_t upper = 64;
    std::uint8_t move = kNoMove;
    std::uint8_t depth = 0;
    std::uint8_t selectivity = 0;  // the search's selectivity index; higher is more reliable
    std::uint8_t generation = 0;   // the search that wrote it, for replacement
};

// A fixed-size table of two-entry buckets; the entry to replace is the older or shallower.
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes);

    void resize(std::size_t megabytes);
    void clear();
    // Marks the entries of earlier searches as replaceable first.
    void newSearch() { ++generation_; }

    // The entry for (p, o), or nullptr.
    const TableEntry* probe(Bitboard p, Bitboard o) const;
    // Records a search result `score` found with window (alpha, beta) (fail-soft).
    void store(Bitboard p, Bitboard o, int depth, int selectivity, int alpha, int beta, int score,
               int move);

  private:
    std::size_t bucketOf(Bitboard p, Bitboard o) const;

    std::vector<TableEntry> entries_;
    std::size_t bucketMask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace hasami::ai
