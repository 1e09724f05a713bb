#pragma once

// Named openings: a table of well-known lines from the standard start, and the name of the
// opening a game is in.

#include <optional>
#include <span>
#include <string_view>

#include "core/move.h"
#include "core/position.h"
#include "core/symmetry.h"

namespace hasami {

// A named line, as a transcript from the standard start with the first move on f5.
struct Opening {
    std::string_view name;   // its usual English name (a window may show a translation)
    std::string_view moves;  // "f5d6c3d3c4"
};

// Every named opening. No two lines reach the same position, even up to a symmetry.
std::span<const Opening> openings();

// Where a game met a named opening.
struct OpeningMatch {
    const Opening* opening;
    // The game reached the position after the opening's moves after `ply` plies ...
    int ply;
    // ... in this orientation: transform(position after opening->moves, symmetry) is that
    // position.
    Symmetry symmetry;
};

// The opening of a game from `start` with these moves: the deepest named line whose final
// position the game passed through, in any orientation. Positions, not move orders, are
// compared, so a transposition (f5f6e6d6c3 for the Buffalo, f5f6e6f4c3) is named too. A game
// that left the book keeps the name of the last opening it was in. Nothing for a start other
// than the standard one, or before the second move; the moves are read up to the first
// illegal one.
std::optional<OpeningMatch> openingOf(std::span<const Move> moves,
                                      const Position& start = Position::start());

}  // namespace hasami
