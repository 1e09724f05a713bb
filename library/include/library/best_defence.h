#pragma once

// The second kind of endgame drill, "keep the result to the end": from a drill's position the
// user plays every move of their side to the end of the game against the exact solver's best
// defence, and must keep the position's exact result at each move. This is the solver's
// side: the replies, and the user's next position scored exactly.

#include <cstdint>
#include <optional>
#include <vector>

#include "ai/engine.h"
#include "core/position.h"

namespace hasami::library {

struct Defence {
    std::vector<Move> replies;               // the opponent's moves, in order (passes left out)
    Position position;                       // the user to move, or the game over
    std::vector<ai::MoveEvaluation> scores;  // the user's moves there, exact, best first
    bool stopped = false;                    // the engine was stopped: the rest is not there
};

// From `position` (after the user's move) the opponent of `user` plays the exact solver's best
// move (the first of solveExactly's, so the same one each time) until the user is to move or
// the game is over; passes are played as the rules force them. `stopsAfter` as in
// solveExactly.
Defence bestDefence(ai::Engine& engine, Position position, Color user,
                    std::optional<std::uint64_t> stopsAfter = {});

// The final disc difference of a game over at `position`, from `side`'s view (empty squares to
// the winner, as the solver counts them).
int finalResultFor(const Position& position, Color side);

}  // namespace hasami::library
