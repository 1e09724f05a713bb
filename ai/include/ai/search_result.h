#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/move.h"

namespace hasami::ai {

// What an iteration of the search established so far; sent after each completed depth.
struct Progress {
    int depth = 0;             // plies searched (the number of empties when exact)
    int selectivity = 100;     // the confidence of the selective search in percent; 100 = none
    int score = 0;             // discs, from the side to move's view
    bool exact = false;        // proved by a complete search to the end of the game
    bool winLossDraw = false;  // score only proves the sign: > 0 win, 0 draw, < 0 loss
    std::vector<Move> pv;      // principal variation, best move first
    std::uint64_t nodes = 0;
    double seconds = 0;
    // The Monte Carlo search's (EngineKind::MonteCarlo): the side to move's chance to win (a draw
    // is half a win), and the simulations behind it (nodes counts this search's; visits also
    // those kept from earlier moves). The alpha-beta search leaves them empty.
    std::optional<double> winProbability = std::nullopt;
    std::uint64_t visits = 0;

    double nodesPerSecond() const { return seconds > 0 ? double(nodes) / seconds : 0; }
};

struct SearchResult {
    Move best = Move::pass();  // a pass exactly when the side to move has no legal move
    int score = 0;             // discs, from the side to move's view
    bool exact = false;
    bool winLossDraw = false;
    int depth = 0;
    int selectivity = 100;
    std::vector<Move> pv;
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool stopped = false;   // stop() or a limit cut the search; the last complete depth stands
    bool fromBook = false;  // played from the opening book without a search (nodes 0)
    std::optional<double> winProbability = std::nullopt;  // as in Progress
    std::uint64_t visits = 0;
};

using ProgressCallback = std::function<void(const Progress&)>;

// The score of one legal move, as hints show it.
struct MoveEvaluation {
    Move move;
    int score = 0;             // discs, from the mover's view, after playing `move`
    int depth = 0;             // plies searched from the position (empties when exact)
    bool exact = false;        // solved to the end of the game
    bool winLossDraw = false;  // only the sign is proved
    bool book = false;         // the opening book's score (depth: of the searches behind it)
    // The Monte Carlo search's: the mover's chance to win after `move`, and the simulations
    // through it.
    std::optional<double> winProbability = std::nullopt;
    std::uint64_t visits = 0;
    // The chance that a player rated Limits::humanChancesRating plays `move` here (the
    // human-move model's): how hard a good move is to find.
    std::optional<double> humanChance = std::nullopt;

    bool operator==(const MoveEvaluation&) const = default;
};

// Every legal move's evaluation, best first, after each completed depth.
using AnalysisCallback = std::function<void(const std::vector<MoveEvaluation>&)>;

}  // namespace hasami::ai
