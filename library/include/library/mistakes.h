#pragma once

// "My mistakes": the moves of the user's own games that lose discs against the best, each with
// the game's phase and the first reason the explanation code gives (ai/explanation.h), kept in
// the library (GamesLibrary::storeMistakes) so that a game is analysed once.

#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "ai/engine.h"
#include "ai/reasons.h"
#include "core/position.h"

namespace hasami::library {

// By the empty squares before the move: the opening while more than 40, the endgame from 20
// (where the endgame drills start and the solver is quick), the midgame between.
enum class Phase { Opening, Midgame, Endgame };
Phase phaseOf(int empties);

struct Mistake {
    long long game = 0;  // the game's id in the library
    int ply = 0;         // the move's index in the game's moves: the position before it is ply
    Move played;
    Move best;
    int loss = 0;                         // discs, against the best move
    int empties = 0;                      // before the move
    std::optional<ai::ReasonTag> reason;  // the first, when the explanation finds one
    Phase phase() const { return phaseOf(empties); }
};

struct MistakeSearch {
    int depth = 8;          // plies: modest, so that a game takes seconds
    int exactEmpties = 14;  // and solved to the end from this many empty squares
    int minimumLoss = 4;    // discs: smaller losses are noise at this depth
};

// The mistakes of `user` in the game `moves` (from the standard start; passes or not), in the
// game's order, each move explained by ai::explain at the search's depth. nullopt when
// `stopped` said so (checked between moves; Engine::stop ends a search under way) or the
// engine was stopped.
std::optional<std::vector<Mistake>> findMistakes(ai::Engine& engine, std::span<const Move> moves,
                                                 Color user, const MistakeSearch& search,
                                                 const std::function<bool()>& stopped);

}  // namespace hasami::library
