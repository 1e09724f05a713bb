#pragma once

#include <optional>
#include <string>

#include "arguments.h"
#include "core/position.h"

namespace hasami::cli {

// The position named by --board (the start position without it); nullopt and `error` set when
// the board string is malformed or cannot be played.
std::optional<Position> positionOption(const Arguments& args, std::string& error);
// The position after --moves (a transcript from the start), or else positionOption's.
std::optional<Position> movesOrBoardOption(const Arguments& args, std::string& error);

}  // namespace hasami::cli
