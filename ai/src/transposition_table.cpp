#include "transposition_table.h"

#include <algorithm>
#include <bit>

namespace hasami::ai {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t wanted =
        std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(TableEntry);
    const std::size_t buckets = std::bit_floor(std::max<std::size_t>(wanted / 2, 1));
    entries_.assign(buckets * 2, TableEntry{});
    bucketMask_ = buckets - 1;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TableEntry{});
}

std::size_t TranspositionTable::bucketOf(Bitboard p, Bitboard o) const {
    // Two multiplications mix all 128 bits; the high half of the product is the best mixed.
    std::uint64_t h = p * 0x9E3779B97F4A7C15ULL ^ std::rotl(o * 0xC2B2AE3D27D4EB4FULL, 31);
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return (h & bucketMask_) * 2;
}

const TableEntry* TranspositionTable::probe(Bitboard p, Bitboard o) const {
    const std::size_t i = bucketOf(p, o);
    for (std::size_t j = i; j < i + 2; ++j) {
        const TableEntry& e = entries_[j];
        if (e.player == p && e.opponent == o) return &e;
    }
    return nullptr;
}

void TranspositionTable::store(Bitboard p, Bitboard o, int depth, int selectivity, int alpha,
                               int beta, int score, int move) {
    const std::size_t i = bucketOf(p, o);
    TableEntry* slot = nullptr;
    for (std::size_t j = i; j < i + 2; ++j) {
        if (entries_[j].player == p && entries_[j].opponent == o) slot = &entries_[j];
    }
    const bool sameKnowledge = slot && slot->depth == depth && slot->selectivity == selectivity;
    if (!slot) {
        // Replace an entry of an older search first, then the shallower one.
        TableEntry& a = entries_[i];
        TableEntry& b = entries_[i + 1];
        const auto worth = [&](const TableEntry& e) {
            return (e.generation == generation_ ? 256 : 0) + e.depth;
        };
        slot = worth(a) <= worth(b) ? &a : &b;
    } else if (!sameKnowledge && (slot->depth > depth || slot->selectivity > selectivity)) {
        // Keep deeper knowledge; only refresh its best move if it has none.
        if (slot->move == kNoMove) slot->move = static_cast<std::uint8_t>(move);
        return;
    }
    if (!sameKnowledge) {
        *slot = TableEntry{p,
                           o,
                           -64,
                           64,
                           kNoMove,
                           static_cast<std::uint8_t>(depth),
                           static_cast<std::uint8_t>(selectivity),
                           generation_};
    }
    slot->generation = generation_;
    if (score < beta) slot->upper = static_cast<std::int8_t>(std::min<int>(slot->upper, score));
    if (score > alpha) slot->lower = static_cast<std::int8_t>(std::max<int>(slot->lower, score));
    if (slot->lower > slot->upper) {  // inconsistent bounds from a re-search: keep the new one
        slot->lower = static_cast<std::int8_t>(score > alpha ? score : -64);
        slot->upper = static_cast<std::int8_t>(score < beta ? score : 64);
    }
    if (move != kNoMove && (score > alpha || slot->move == kNoMove)) {
        slot->move = static_cast<std::uint8_t>(move);
    }
}

}  // namespace hasami::ai
