#include "ai/training/book_builder.h"

#include <algorithm>
#include <unordered_map>

namespace hasami::ai::training {

namespace {

struct BookKeyHash {
    std::size_t operator()(const BookKey& k) const {
        return std::size_t((k.player * 0x9E3779B97F4A7C15u) ^ (k.opponent + (k.opponent >> 29)));
    }
};

// The position after `move` whose side must move, and whether it is the opponent's (a forced
// pass after `move` gives the turn back to the mover).
struct Child {
    Position position;
    bool opponentMoves;
};
Child childAfter(const Position& position, Move move) {
    const Position next = position.play(move);
    if (next.mustPass()) return {next.passed(), false};
    return {next, true};
}

// The negamax of the searched positions, memoised: each position's book moves.
class Negamax {
  public:
    explicit Negamax(const BookSearches& searches) : searches_(searches) {}

    // The best book move of `key`'s position (the searches' moves are never a pass).
    const BookMove& best(const BookKey& key) {
        if (const auto known = book_.find(key); known != book_.end()) return known->second.front();
        const Position position = key.position();
        const PositionSearch& search = searches_.at(key);
        std::vector<BookMove> moves;
        bool searchedMoveStays = false;
        bb::forEachBit(position.legalMoves(), [&](int sq) {
            const Move move(Square::fromIndex(sq));
            const Child child = childAfter(position, move);
            const BookKey childKey = canonicalForm(child.position).key;
            if (!searches_.contains(childKey)) return;
            BookMove m = best(childKey);
            moves.push_back({move, child.opponentMoves ? -m.score : m.score, m.depth, m.exact});
            searchedMoveStays |= move == search.best;
        });
        if (!searchedMoveStays) {
            moves.push_back({search.best, search.score, search.depth, search.exact});
        }
        std::stable_sort(moves.begin(), moves.end(),
                         [](const BookMove& a, const BookMove& b) { return a.score > b.score; });
        return (book_[key] = std::move(moves)).front();
    }

    Book book() {
        Book result;
        for (const auto& [key, search] : searches_) {
            best(key);
            result.add(key.position(), book_[key]);
        }
        return result;
    }

  private:
    const BookSearches& searches_;
    std::map<BookKey, std::vector<BookMove>> book_;
};

}  // namespace

std::set<BookKey> commonOpeningPositions(const std::vector<ArchiveGame>& games, int plies,
                                         int minGames) {
    std::unordered_map<BookKey, int, BookKeyHash> counts;
    for (const ArchiveGame& game : games) {
        Position position = Position::start();
        for (std::size_t i = 0; i <= game.moves.size(); ++i) {
            if (position.emptyCount() < 60 - plies) break;
            if (position.legalMoves() != 0) ++counts[canonicalForm(position).key];
            if (i < game.moves.size()) position = position.play(game.moves[i]);
        }
    }
    std::set<BookKey> common;
    for (const auto& [key, count] : counts) {
        if (count >= minGames) common.insert(key);
    }
    return common;
}

Book negamaxBook(const BookSearches& searches) {
    return Negamax(searches).book();
}

std::set<BookKey> bookExits(const Book& book, int plies) {
    std::set<BookKey> exits;
    for (const auto& [key, moves] : book.entries()) {
        if (plyOf(key) >= plies || moves.empty()) continue;
        const Position child = childAfter(key.position(), moves.front().move).position;
        if (!child.isGameOver() && !book.contains(child)) exits.insert(canonicalForm(child).key);
    }
    return exits;
}

}  // namespace hasami::ai::training
