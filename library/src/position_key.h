#pragma once

#include "core/position.h"
#include "core/symmetry.h"

namespace hasami::library {

// A position up to the 8 symmetries of the board: of its 8 images, the one with the smallest
// (black, white) discs. The side to move is part of it, so that a position reached after a pass
// is not mixed with the same discs and the other side to move.
struct PositionKey {
    Bitboard black = 0;
    Bitboard white = 0;
    Color toMove = Color::Black;
};

struct CanonicalPosition {
    PositionKey key;
    // transform(position, symmetry) is the key's image: moves go into the key's orientation by
    // `symmetry` and back by inverse(symmetry).
    Symmetry symmetry = Symmetry::Identity;
};

CanonicalPosition canonical(const Position& position);

}  // namespace hasami::library
