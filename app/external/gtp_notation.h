#pragma once

// The words of the Go Text Protocol (version 2) for Othello, as Quarry and GRhino's gtp-rhino
// write them: colours ("b", "black", "w", "white") and vertices, a column letter a-h
// then a row 1-8 counted from the top, as Othello's own notation counts them (Quarry numbers
// Othello's rows from the top, Go's from the bottom), in either case, or "pass".

#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"

namespace hasami::cli {

// Case-insensitive; nullopt for any other word.
std::optional<Color> parseGtpColor(std::string_view word);
std::optional<Move> parseGtpVertex(std::string_view word);

// "D3" (upper case, as GTP engines answer) or "pass".
std::string gtpVertex(Move move);
// "black" or "white".
const char* gtpColor(Color color);

}  // namespace hasami::cli
