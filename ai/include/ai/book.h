#pragma once

// An opening book: positions of the openings with the moves the engine's own searches found
// there. A position is stored once for its class under the 8 symmetries of the board (its
// canonical form, see canonicalForm); probing it in any orientation finds the entry and turns
// the moves back to that orientation.

#include <compare>
#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "ai/limits.h"
#include "core/bitboard.h"
#include "core/move.h"
#include "core/position.h"
#include "core/symmetry.h"

namespace hasami::ai {

struct BookMove {
    Move move;
    int score = 0;       // discs, from the mover's view, after playing `move`
    int depth = 0;       // plies of the search the score comes from (after negamax)
    bool exact = false;  // that search was solved to the end of the game

    bool operator==(const BookMove&) const = default;
};

// A class of positions under the symmetries: the smallest (player, opponent) of the 8
// orientations. The side's colour is left out: the moves do not depend on it.
struct BookKey {
    Bitboard player = 0;
    Bitboard opponent = 0;

    auto operator<=>(const BookKey&) const = default;
    Position position() const { return Position::fromPlayers(player, opponent, Color::Black); }
};

struct CanonicalForm {
    BookKey key;
    Symmetry symmetry;  // takes the position to key.position()
};
CanonicalForm canonicalForm(const Position& position);

class Book {
  public:
    using Entries = std::map<BookKey, std::vector<BookMove>>;  // moves in the key's orientation

    // Sets the moves of `position` (any orientation), best first after sorting.
    void add(const Position& position, std::vector<BookMove> moves);
    // The moves of `position` in its own orientation, best first; empty when not in the book.
    std::vector<BookMove> probe(const Position& position) const;
    bool contains(const Position& position) const;
    std::size_t size() const { return entries_.size(); }
    const Entries& entries() const { return entries_; }

  private:
    Entries entries_;
};

// The book move to play under `limits`: one drawn with limits.seed among those within a margin
// of the best: bookMargin(level) at a level (0 from level 14), `margin` under depth, time or
// node limits (0 by default: the best). nullopt when `moves` is empty.
std::optional<BookMove> chooseBookMove(const std::vector<BookMove>& moves, const Limits& limits,
                                       const Position& position, int margin = 0);

}  // namespace hasami::ai
