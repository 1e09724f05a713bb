#pragma once

// Text forms: transcripts ("f5d6c3...") and 64-character board strings (the .obf form).

#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/parse_error.h"
#include "core/position.h"

namespace hasami {

// Moves concatenated, case-insensitive; "pa" or "--" is a pass; white space is ignored.
// Forced passes may be left out and are inserted. An error names the bad token and its move
// index (0-based, counting the moves read before it, inferred passes included).
Parsed<std::vector<Move>> parseTranscript(std::string_view text,
                                          const Position& start = Position::start());
// Lower-case moves without separators; passes are left out (they are implied by the moves).
std::string formatTranscript(const std::vector<Move>& moves);

// 64 characters from a1 row by row: 'X' or '*' black, 'O' white, '-' or '.' empty; then white
// space and the side to move, 'X' or 'O' (or '*'). Errors name the character and its index.
Parsed<Position> parseBoard(std::string_view text);
// The canonical form: "X", "O", "-", then " X" or " O".
std::string formatBoard(const Position& position);

}  // namespace hasami
