#pragma once

// What each square of a located board looks like: the colour around its middle, where a disc
// is if there is one (but not the very middle, where programs mark the last move or a legal
// one), and the colour of its corners, which a round disc leaves to the board.

#include <array>

#include "grid.h"
#include "raster.h"

namespace hasami::recognition {

struct SquareSample {
    Rgb middle;
    Rgb corners;
};

// From a1, row by row.
using SquareSamples = std::array<SquareSample, 64>;

SquareSamples sampleSquares(const Raster& picture, const Grid& grid);

}  // namespace hasami::recognition
