#pragma once

// The positions other threads are searching right now, so that a thread can leave them for
// last (the idea of ABDADA): two threads then tend to split a node's moves between them instead
// of searching the same one twice. A small table of position keys, shared and lock-free; a
// collision only makes a move wait its turn or not, never changes a score.

#include <atomic>
#include <bit>
#include <cstdint>
#include <memory>

#include "core/bitboard.h"

namespace hasami::ai {

class BusyTable {
  public:
    BusyTable() : slots_(std::make_unique<std::atomic<std::uint64_t>[]>(kSize)) {}

    bool busy(Bitboard p, Bitboard o) const {
        const std::uint64_t k = key(p, o);
        return slots_[k & (kSize - 1)].load(std::memory_order_relaxed) == k;
    }
    void enter(Bitboard p, Bitboard o) {
        const std::uint64_t k = key(p, o);
        slots_[k & (kSize - 1)].store(k, std::memory_order_relaxed);
    }
    void leave(Bitboard p, Bitboard o) {
        std::uint64_t k = key(p, o);
        slots_[k & (kSize - 1)].compare_exchange_strong(k, 0, std::memory_order_relaxed);
    }

  private:
    static constexpr std::size_t kSize = 1 << 15;

    static std::uint64_t key(Bitboard p, Bitboard o) {
        std::uint64_t h = p * 0xD6E8FEB86659FD93ULL ^ std::rotl(o * 0x9E3779B97F4A7C15ULL, 23);
        return (h ^ h >> 31) | 1;  // never 0, the empty slot
    }

    std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
};

}  // namespace hasami::ai
