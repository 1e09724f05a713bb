#pragma once

// The positions other threads are searching right now, so that a thread can leave them for
// last (the idea of ABDADA): threads then tend to split a node's moves between them instead of
// searching the same one twice. A small table of position keys, shared and lock-free; a
// collision only makes a move wait its turn or not, never changes a score. Each slot counts the
// threads inside its position, so that with many threads a position stays busy until the last
// one has left it.

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
        return (slot(k).load(std::memory_order_relaxed) & ~kCount) == k;
    }
    // A thread enters a position; one of another position in the slot is pushed out.
    void enter(Bitboard p, Bitboard o) {
        const std::uint64_t k = key(p, o);
        auto& s = slot(k);
        std::uint64_t seen = s.load(std::memory_order_relaxed);
        std::uint64_t next;
        do {
            const bool same = (seen & ~kCount) == k;
            next = !same ? k | 1 : (seen & kCount) == kCount ? seen : seen + 1;
        } while (!s.compare_exchange_weak(seen, next, std::memory_order_relaxed));
    }
    void leave(Bitboard p, Bitboard o) {
        const std::uint64_t k = key(p, o);
        auto& s = slot(k);
        std::uint64_t seen = s.load(std::memory_order_relaxed);
        while ((seen & ~kCount) == k) {
            const std::uint64_t next = (seen & kCount) <= 1 ? 0 : seen - 1;
            if (s.compare_exchange_weak(seen, next, std::memory_order_relaxed)) return;
        }
    }

  private:
    static constexpr std::size_t kSize = 1 << 15;
    // A slot holds the key in its high bits and the count of threads inside in its low 6 (at
    // most 63 are counted: beyond, the position may be marked free while threads remain in it,
    // which only costs some work searched twice).
    static constexpr std::uint64_t kCount = 63;

    static std::uint64_t key(Bitboard p, Bitboard o) {
        std::uint64_t h = p * 0xD6E8FEB86659FD93ULL ^ std::rotl(o * 0x9E3779B97F4A7C15ULL, 23);
        h = (h ^ h >> 31) & ~kCount;
        return h ? h : kCount + 1;  // never 0, the empty slot
    }
    std::atomic<std::uint64_t>& slot(std::uint64_t k) const {
        return slots_[(k >> 6) & (kSize - 1)];
    }

    std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
};

}  // namespace hasami::ai
