#pragma once

#include <optional>

#include "core/bitboard.h"

namespace hasami::ai {

// A subset of the player's discs that can never be flipped: discs on full lines and edge
// discs that no sequence of edge moves can flip, grown inwards to discs that are held in all
// four directions by full lines or by stable discs. An under-estimate by design: it is used
// for sound endgame cut-offs (the opponent can score no more than 64 - 2 * stable) and as an
// evaluation feature.
Bitboard stableDiscs(Bitboard p, Bitboard o);

// The best score the player can still reach, when the opponent's stable discs (lost for good)
// bring it to alpha or below; else nothing. The discs are only counted when the opponent has
// enough of them for the bound to matter.
std::optional<int> stabilityCut(Bitboard p, Bitboard o, int alpha);

}  // namespace hasami::ai
