#include "ai/book.h"

#include <algorithm>

#include "ai/levels.h"
#include "random_index.h"

namespace hasami::ai {

CanonicalForm canonicalForm(const Position& position) {
    CanonicalForm best{{position.player(), position.opponent()}, Symmetry::Identity};
    for (const Symmetry s : kAllSymmetries) {
        const BookKey key{transform(position.player(), s), transform(position.opponent(), s)};
        if (key < best.key) best = {key, s};
    }
    return best;
}

void Book::add(const Position& position, std::vector<BookMove> moves) {
    const CanonicalForm form = canonicalForm(position);
    for (BookMove& m : moves)
        m.move = transform(m.move, form.symmetry);
    std::stable_sort(moves.begin(), moves.end(),
                     [](const BookMove& a, const BookMove& b) { return a.score > b.score; });
    entries_[form.key] = std::move(moves);
}

std::vector<BookMove> Book::probe(const Position& position) const {
    const CanonicalForm form = canonicalForm(position);
    const auto entry = entries_.find(form.key);
    if (entry == entries_.end()) return {};
    std::vector<BookMove> moves = entry->second;
    const Symmetry back = inverse(form.symmetry);
    for (BookMove& m : moves)
        m.move = transform(m.move, back);
    return moves;
}

bool Book::contains(const Position& position) const {
    return entries_.contains(canonicalForm(position).key);
}

std::optional<BookMove> chooseBookMove(const std::vector<BookMove>& moves, const Limits& limits,
                                       const Position& position, int margin) {
    if (moves.empty()) return std::nullopt;
    if (limits.level != 0) margin = bookMargin(limits.level);
    std::vector<BookMove> candidates;
    for (const BookMove& m : moves) {
        if (m.score >= moves.front().score - margin) candidates.push_back(m);
    }
    if (candidates.size() == 1) return candidates.front();
    // Mixed with the position: one seed for a whole game still draws afresh at every move.
    return candidates[randomIndex(
        candidates.size(),
        limits.seed ^ position.player() ^ (position.opponent() * 0x9E3779B97F4A7C15u))];
}

}  // namespace hasami::ai
