#pragma once

#include <atomic>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>

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
//
// Several searching threads may share one table without locks. A slot is three words: the
// entry's data (bounds, move, depth...) and each half of the position XOR the data. A reader
// takes the entry only when both halves, XORed back, are the position it looks for, so an
// entry torn by two threads writing at once reads as a miss, never as a wrong score. A write
// that races another may be lost; that costs a little work, not correctness.
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes);

    // Not while a search uses the table. Throws std::bad_alloc, the table unchanged, when the
    // memory is not there (see ai/memory.h).
    void resize(std::size_t megabytes);
    // Empties the table as it was new, generations too: the next searches run as on a new
    // table. Costs only the blocks written since the last clear; returns how many buckets
    // it emptied.
    std::size_t clear();
    // Marks the entries of earlier searches as replaceable first.
    void newSearch() { generation_.fetch_add(1, std::memory_order_relaxed); }

    // Starts loading the memory of (p, o)'s entry, for a probe soon after.
    [[gnu::always_inline]] void prefetch(Bitboard p, Bitboard o) const {
        __builtin_prefetch(&buckets_[bucketOf(p, o)]);
    }
    // A copy of the entry for (p, o), if there is one. Inlined into the searches with the
    // hash, as they run at nearly every node and for each child of one (FFO 40-44 2 % less
    // time); always inlined, since each kernel level compiles them with its own instructions
    // and an out-of-line copy of one level could be linked for another's
    // (core/kernel_namespace.h).
    [[gnu::always_inline]] std::optional<TableEntry> probe(Bitboard p, Bitboard o) const {
        for (const Slot& slot : buckets_[bucketOf(p, o)].slot) {
            // The position is compared first: most probes miss, and a miss decodes nothing.
            const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
            if (holds(slot, data, p, o)) return entryOf(p, o, data);
        }
        return std::nullopt;
    }
    // Records a search result `score` found with window (alpha, beta) (fail-soft).
    void store(Bitboard p, Bitboard o, int depth, int selectivity, int alpha, int beta, int score,
               int move);

  private:
    struct Slot {
        std::atomic<std::uint64_t> data{0};
        std::atomic<std::uint64_t> player{0};  // the player's discs XOR data
        std::atomic<std::uint64_t> opponent{0};
    };

    // Two slots in one cache line, so that a probe costs one memory access.
    struct alignas(64) Bucket {
        Slot slot[2];
    };

    [[gnu::always_inline]] std::size_t bucketOf(Bitboard p, Bitboard o) const {
        // Two multiplications mix all 128 bits; the high half of the product is the best mixed.
        std::uint64_t h = p * 0x9E3779B97F4A7C15ULL ^ std::rotl(o * 0xC2B2AE3D27D4EB4FULL, 31);
        h ^= h >> 29;
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 32;
        return h & bucketMask_;
    }
    // Whether `slot`, whose data word was read as `data`, holds (p, o). Each reader reads the
    // data word once and decodes that same word: a slot torn by two writers then holds a
    // position nobody looks for, never the wrong data for the right position.
    [[gnu::always_inline]] static bool holds(const Slot& slot, std::uint64_t data, Bitboard p,
                                             Bitboard o) {
        constexpr auto kRelaxed = std::memory_order_relaxed;
        return (slot.player.load(kRelaxed) ^ data) == p &&
               (slot.opponent.load(kRelaxed) ^ data) == o;
    }
    // The entry of position (p, o) whose packed data is `data`.
    [[gnu::always_inline]] static TableEntry entryOf(Bitboard p, Bitboard o, std::uint64_t data) {
        TableEntry e;
        e.player = p;
        e.opponent = o;
        e.lower = std::int8_t(data & 0xFF);
        e.upper = std::int8_t(data >> 8 & 0xFF);
        e.move = std::uint8_t(data >> 16);
        e.depth = std::uint8_t(data >> 24);
        e.selectivity = std::uint8_t(data >> 32);
        e.generation = std::uint8_t(data >> 40);
        return e;
    }
    static void write(Slot& slot, const TableEntry& entry);

    struct FreeBuckets {
        void operator()(Bucket* buckets) const;
    };
    std::unique_ptr<Bucket[], FreeBuckets> buckets_;
    // A flag per block of kBlockBuckets buckets, set by a store: clear() skips the clean
    // blocks, so that solving thousands of short endgames does not clear megabytes each time.
    static constexpr std::size_t kBlockBuckets = 64;
    std::unique_ptr<std::atomic<bool>[]> dirty_;
    std::size_t bucketMask_ = 0;
    std::atomic<std::uint8_t> generation_{0};
};

}  // namespace hasami::ai
