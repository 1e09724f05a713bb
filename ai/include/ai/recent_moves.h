#pragma once

// The last two moves of a game before a position: players answer where the opponent just
// played and carry on where they played themselves, so the human-move model looks at both
// (human_features.h).

#include <optional>
#include <span>

#include "core/move.h"

namespace hasami::ai {

struct RecentMoves {
    std::optional<Square> opponent;  // the move just played (none: a pass, or not known)
    std::optional<Square> own;       // the mover's own move before it

    // After `played`, the game's moves from its start (passes included).
    static RecentMoves after(std::span<const Move> played) {
        const auto square = [&](std::size_t back) -> std::optional<Square> {
            if (played.size() < back || played[played.size() - back].isPass()) return std::nullopt;
            return played[played.size() - back].square();
        };
        return {square(1), square(2)};
    }
};

}  // namespace hasami::ai
