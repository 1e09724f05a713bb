#pragma once

// Tells empty squares, black discs and white discs apart. A disc is told from the board by
// its contrast with the square's own corners, which a round disc leaves to the board: so a
// board's grain, gloss or shading, which change its colour from square to square, does not
// pass for discs. The discs are then split in two by their lightness, clustered (k-means) per
// picture rather than against fixed colours: any board colour and disc style works as long as
// black discs are darker than white ones.

#include "core/bitboard.h"
#include "square_sampler.h"

namespace hasami::recognition {

struct SquareClasses {
    Bitboard black = 0;
    Bitboard white = 0;
    // Squares whose disc, or its colour, the picture leaves in doubt.
    Bitboard unsure = 0;
};

SquareClasses classifySquares(const SquareSamples& samples);

}  // namespace hasami::recognition
