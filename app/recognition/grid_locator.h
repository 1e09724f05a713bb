#pragma once

// Finds a board in a picture by its grid: nine equally spaced lines each way, as long as the
// board is wide, crossing where the squares meet. A line is any long edge (a drawn line, the
// gap between tiles, the board's own border), so the board's colour and the discs' style do
// not matter.

#include <optional>

#include "grid.h"
#include "raster.h"

namespace hasami::recognition {

// The grid of the board the picture shows; nullopt when it shows none (or boards smaller than
// 8 pixels a square).
std::optional<Grid> locateGrid(const Raster& picture);

}  // namespace hasami::recognition
