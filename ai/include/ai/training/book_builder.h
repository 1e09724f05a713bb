#pragma once

// The steps of `hasami-tools book build`, apart from the searches themselves (which the
// caller runs, resumable): the openings common in the games, the negamax of the searched
// positions into a book, and the places where the book must grow.

#include <map>
#include <set>
#include <vector>

#include "ai/book.h"
#include "core/archive.h"

namespace hasami::ai::training {

// The positions (canonical forms) that at least `minGames` games reach within `plies` plies
// (discs placed; a forced pass is not a ply), counting each game once and a position with no
// move for its side not at all.
std::set<BookKey> commonOpeningPositions(const std::vector<ArchiveGame>& games, int plies,
                                         int minGames);

// A search of one book position (its canonical form, BookKey::position()): its best move in
// that orientation and its score, from the mover's view.
struct PositionSearch {
    Move best;
    int score = 0;
    int depth = 0;
    bool exact = false;

    bool operator==(const PositionSearch&) const = default;
};
using BookSearches = std::map<BookKey, PositionSearch>;

// The book of the searched positions. Each position gets the moves to other searched positions
// (a forced pass after them followed), scored by negamax from the searches at the end of the
// book's lines, and its own search's best move when that leaves the book, with the search's
// score.
Book negamaxBook(const BookSearches& searches);

// The positions where a best line leaves the book too early: the children, by their best book
// move, of the positions with fewer than `plies` discs placed whose best move is not to a book
// position (the game not over there). Searching them and negamaxing again grows the book.
std::set<BookKey> bookExits(const Book& book, int plies);

// Discs placed since the start position.
inline int plyOf(const BookKey& key) {
    return bb::count(key.player | key.opponent) - 4;
}

}  // namespace hasami::ai::training
