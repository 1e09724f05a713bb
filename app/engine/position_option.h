#pragma once

#include <string>

#include "arguments.h"
#include "core/position.h"

namespace hasami::cli {

// The position named by --board (the start position without it); the error when the board
// string is malformed or cannot be played.
Result<Position> positionOption(const Arguments& args);
// The position after --moves (a transcript from the start), or else positionOption's.
Result<Position> movesOrBoardOption(const Arguments& args);

}  // namespace hasami::cli
