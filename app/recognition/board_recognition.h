#pragma once

// A position read from a picture of a board: where the board is (grid_locator.h), what each
// square looks like (square_sampler.h), which squares hold black or white discs
// (square_classifier.h), and which of them the picture leaves in doubt.

#include <optional>

#include "core/position.h"
#include "core/result.h"
#include "grid.h"
#include "raster.h"

namespace hasami::recognition {

struct BoardRecognition {
    Grid grid;
    Bitboard black = 0;
    Bitboard white = 0;
    Bitboard unsure = 0;

    // The discs with `side` to move, or, without it, the side guessed: black when an even
    // number of discs is on the board (as after a game without passes), unless only the
    // other side can move.
    Position position(std::optional<Color> side = std::nullopt) const;
};

// The error says that the picture shows no board.
Result<BoardRecognition> recogniseBoard(const Raster& picture);

}  // namespace hasami::recognition
