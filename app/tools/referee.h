#pragma once

// The referee of a game between two players: it asks each for its moves, keeps the clocks, and
// gives the game to the opponent of a player that fails (an illegal move, a crash, a hang, a
// lost clock), so that a match goes on whatever the engines do.

#include <deque>
#include <optional>
#include <string>

#include "core/ggf.h"
#include "match_openings.h"
#include "match_player.h"

namespace hasami::cli {

struct GameRules {
    double clock = 0;  // each side's seconds for the whole game; 0 for none
    // On a clock, seconds charged to each move beyond the time it took: a GUI's clock runs while
    // it passes the move on and shows it, and the engine is told the time as charged.
    double latency = 0;
    // Without a clock, the seconds an engine's move may take before it is taken to hang (a side
    // searched in this process is bound by its depth).
    double moveTimeout = 60;
};

// A clock that runs out is noticed only this long after, so that an answer just late is
// reported as a lost clock rather than a hang.
inline constexpr double kClockGraceSeconds = 1;

struct GameOutcome {
    GgfGame game;        // as played, the opening and the result included
    int blackScore = 0;  // black's discs minus white's, empties to the winner; ±64 by forfeit
    std::optional<Color> forfeiter;
    std::string fault;                 // why the forfeiter lost
    std::deque<std::string> exchange;  // the forfeiter's last lines, when it is an engine
    double seconds[2] = {0, 0};        // thinking time of black and of white
    double left[2] = {0, 0};           // on a clock: the time each had left when it ended
    int moves[2] = {0, 0};             // moves each was asked for
};

GameOutcome playGame(const Opening& opening, MatchPlayer& black, MatchPlayer& white,
                     const GameRules& rules);

}  // namespace hasami::cli
