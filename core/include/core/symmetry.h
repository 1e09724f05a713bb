#pragma once

#include <array>

#include "core/bitboard.h"
#include "core/move.h"
#include "core/position.h"

namespace hasami {

// The 8 symmetries of the square (the dihedral group D4).
enum class Symmetry : std::uint8_t {
    Identity,
    Rotate90,  // clockwise on the board as displayed (a1 top-left)
    Rotate180,
    Rotate270,
    FlipVertical,     // row 1 <-> row 8
    FlipHorizontal,   // column a <-> column h
    FlipDiagonal,     // a1-h8 diagonal fixed
    FlipAntiDiagonal  // h1-a8 diagonal fixed
};

inline constexpr std::array<Symmetry, 8> kAllSymmetries = {
    Symmetry::Identity,     Symmetry::Rotate90,        Symmetry::Rotate180,
    Symmetry::Rotate270,    Symmetry::FlipVertical,    Symmetry::FlipHorizontal,
    Symmetry::FlipDiagonal, Symmetry::FlipAntiDiagonal};

Bitboard transform(Bitboard b, Symmetry s);
Square transform(Square sq, Symmetry s);
Move transform(Move m, Symmetry s);
Position transform(const Position& p, Symmetry s);
// The symmetry that undoes s.
Symmetry inverse(Symmetry s);
// The legal moves of `p` less those a symmetry of `p` makes the same as another: one move
// (the lowest square) of each set of equivalent ones. All of them when p has no symmetry.
Bitboard distinctMoves(const Position& p);

}  // namespace hasami
