#pragma once

// The .obf line format of endgame test suites (FFO, Edax): a board string, then optionally
// the exact score of each legal move, best first: "<64 chars> X; A2:+38; C7:+36;".

#include <optional>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/parse_error.h"
#include "core/position.h"

namespace hasami {

struct ObfEntry {
    Position position;
    struct MoveScore {
        Move move;
        int score;  // discs, from the side to move's view
    };
    std::vector<MoveScore> scores;  // as listed; may be empty

    // The best listed score, if any.
    std::optional<int> bestScore() const;
};

// One line. Errors index characters of the line.
Parsed<ObfEntry> parseObfLine(std::string_view line);

}  // namespace hasami
