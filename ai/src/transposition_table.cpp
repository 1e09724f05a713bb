#include "transposition_table.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <memory>
#include <new>

#include "ai/memory.h"

#ifdef _WIN32
#include <malloc.h>
#endif
#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

namespace hasami::ai {

namespace {

constexpr auto kRelaxed = std::memory_order_relaxed;

// std::aligned_alloc and std::free, which Windows' C library does not have.
void* allocateAligned(std::size_t alignment, std::size_t bytes) {
#ifdef _WIN32
    return _aligned_malloc(bytes, alignment);
#else
    return std::aligned_alloc(alignment, bytes);
#endif
}

void freeAligned(void* memory) {
#ifdef _WIN32
    _aligned_free(memory);
#else
    std::free(memory);
#endif
}

std::uint64_t pack(const TableEntry& e) {
    return std::uint64_t(std::uint8_t(e.lower)) | std::uint64_t(std::uint8_t(e.upper)) << 8 |
           std::uint64_t(e.move) << 16 | std::uint64_t(e.depth) << 24 |
           std::uint64_t(e.selectivity) << 32 | std::uint64_t(e.generation) << 40;
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Bucket);
    const std::size_t buckets = std::bit_floor(std::max<std::size_t>(wanted, 1));
    // Probes land anywhere in the table: in 4 KB pages, nearly each would also miss the
    // processor's cache of address translations. Huge pages (2 MB) keep those in that cache.
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    const std::size_t bytes = buckets * sizeof(Bucket);
    const std::size_t alignment = bytes >= kHugePage ? kHugePage : alignof(Bucket);
    // Refused before any page is touched: past a control group's limit the kernel kills the
    // process rather than failing the allocation.
    if (const auto available = availableMemory(); available && bytes > *available) {
        throw std::bad_alloc();
    }
    auto dirty =
        std::make_unique<std::atomic<bool>[]>((buckets + kBlockBuckets - 1) / kBlockBuckets);
    void* memory = allocateAligned(alignment, bytes);
    if (!memory) throw std::bad_alloc();  // the old table stays as it was
#ifdef MADV_HUGEPAGE
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    Bucket* first = static_cast<Bucket*>(memory);
    std::uninitialized_value_construct_n(first, buckets);
    buckets_.reset(first);
    bucketMask_ = buckets - 1;
    dirty_ = std::move(dirty);
}

void TranspositionTable::FreeBuckets::operator()(Bucket* buckets) const {
    freeAligned(buckets);  // buckets hold only atomics of integers: nothing to destroy
}

std::size_t TranspositionTable::clear() {
    std::size_t emptied = 0;
    for (std::size_t block = 0; block * kBlockBuckets <= bucketMask_; ++block) {
        // Most blocks are clean: reading a flag is cheaper than exchanging it.
        if (!dirty_[block].load(kRelaxed)) continue;
        dirty_[block].store(false, kRelaxed);
        const std::size_t end = std::min(bucketMask_ + 1, (block + 1) * kBlockBuckets);
        for (std::size_t i = block * kBlockBuckets; i < end; ++i, ++emptied)
            for (Slot& slot : buckets_[i].slot)
                write(slot, TableEntry{});
    }
    generation_.store(0, kRelaxed);
    return emptied;
}

void TranspositionTable::write(Slot& slot, const TableEntry& e) {
    const std::uint64_t data = pack(e);
    slot.data.store(data, kRelaxed);
    slot.player.store(e.player ^ data, kRelaxed);
    slot.opponent.store(e.opponent ^ data, kRelaxed);
}

void TranspositionTable::store(Bitboard p, Bitboard o, int depth, int selectivity, int alpha,
                               int beta, int score, int move) {
    const std::size_t index = bucketOf(p, o);
    dirty_[index / kBlockBuckets].store(true, kRelaxed);
    Slot* slots = buckets_[index].slot;
    const std::uint8_t generation = generation_.load(kRelaxed);
    const TableEntry fresh{p,
                           o,
                           -64,
                           64,
                           kNoMove,
                           static_cast<std::uint8_t>(depth),
                           static_cast<std::uint8_t>(selectivity),
                           generation};
    // Each data word is read once; a slot that does not hold (p, o) is judged by its age and
    // depth alone.
    const std::uint64_t data[2] = {slots[0].data.load(kRelaxed), slots[1].data.load(kRelaxed)};
    int j = holds(slots[1], data[1], p, o) ? 1 : holds(slots[0], data[0], p, o) ? 0 : -1;
    TableEntry e;
    if (j < 0) {
        // Replace an entry of an older search first, then the shallower one.
        const auto worth = [&](std::uint64_t word) {
            const TableEntry held = entryOf(0, 0, word);
            return (held.generation == generation ? 256 : 0) + held.depth;
        };
        j = worth(data[0]) <= worth(data[1]) ? 0 : 1;
        e = fresh;
    } else {
        e = entryOf(p, o, data[std::size_t(j)]);
        const bool sameKnowledge = e.depth == depth && e.selectivity == selectivity;
        if (!sameKnowledge && (e.depth > depth || e.selectivity > selectivity)) {
            // Keep deeper knowledge; only refresh its best move if it has none.
            if (e.move == kNoMove) {
                e.move = static_cast<std::uint8_t>(move);
                write(slots[j], e);
            }
            return;
        }
        if (!sameKnowledge) e = fresh;
    }
    e.generation = generation;
    if (score < beta) e.upper = static_cast<std::int8_t>(std::min<int>(e.upper, score));
    if (score > alpha) e.lower = static_cast<std::int8_t>(std::max<int>(e.lower, score));
    if (e.lower > e.upper) {  // inconsistent bounds from a re-search: keep the new one
        e.lower = static_cast<std::int8_t>(score > alpha ? score : -64);
        e.upper = static_cast<std::int8_t>(score < beta ? score : 64);
    }
    if (move != kNoMove && (score > alpha || e.move == kNoMove)) {
        e.move = static_cast<std::uint8_t>(move);
    }
    write(slots[j], e);
}

}  // namespace hasami::ai
