#include "library/endgame_drill.h"

#include <algorithm>

#include "ai/limits.h"

namespace hasami::library {

std::vector<ai::MoveEvaluation> solveExactly(ai::Engine& engine, const Position& position,
                                             std::optional<std::uint64_t> stopsAfter) {
    auto scores =
        engine.analyse(position, ai::Limits::atDepth(position.emptyCount()), {}, stopsAfter);
    // A stopped analysis keeps the last depth it completed, short of the end of the game.
    const bool solved = std::ranges::all_of(scores, &ai::MoveEvaluation::exact);
    if (!solved) scores.clear();
    return scores;
}

std::vector<EndgameDrill> drillCandidates(std::span<const Move> moves, Color user,
                                          EmptiesRange empties) {
    std::vector<EndgameDrill> candidates;
    Position position = Position::start();
    for (const Move move : moves) {
        // Games are kept with or without their passes.
        if (!move.isPass() && position.mustPass()) position = position.passed();
        if (!position.isLegal(move)) break;
        if (!move.isPass() && position.sideToMove() == user && empties.contains(position))
            candidates.push_back({position, move, {}});
        position = position.play(move);
    }
    return candidates;
}

std::optional<int> discsLost(std::span<const ai::MoveEvaluation> scores, Move move) {
    const auto it = std::ranges::find(scores, move, &ai::MoveEvaluation::move);
    if (it == scores.end()) return std::nullopt;
    const int best = std::ranges::max(scores, {}, &ai::MoveEvaluation::score).score;
    return best - it->score;
}

}  // namespace hasami::library
