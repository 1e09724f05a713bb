#include "library/mistakes.h"

#include "ai/explanation.h"

namespace hasami::library {

Phase phaseOf(int empties) {
    if (empties > 40) return Phase::Opening;
    if (empties > 20) return Phase::Midgame;
    return Phase::Endgame;
}

std::optional<std::vector<Mistake>> findMistakes(ai::Engine& engine, std::span<const Move> moves,
                                                 Color user, const MistakeSearch& search,
                                                 const std::function<bool()>& stopped) {
    std::vector<Mistake> mistakes;
    Position position = Position::start();
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const Move move = moves[ply];
        // Games are kept with or without their passes.
        if (!move.isPass() && position.mustPass()) position = position.passed();
        if (!position.isLegal(move)) break;
        // A single legal move is no choice, so no mistake.
        if (!move.isPass() && position.sideToMove() == user &&
            bb::count(position.legalMoves()) > 1) {
            if (stopped()) return std::nullopt;
            const int empties = position.emptyCount();
            const int depth = empties <= search.exactEmpties ? empties : search.depth;
            const auto explanation = ai::explain(engine, position, move, depth);
            if (!explanation) return std::nullopt;
            const ai::ComparedMoves& compared = explanation->moves;
            const int loss = compared.bestScore - compared.playedScore;
            if (loss >= search.minimumLoss) {
                const auto& reasons = explanation->reasons;
                mistakes.push_back({.ply = int(ply),
                                    .played = move,
                                    .best = compared.best,
                                    .loss = loss,
                                    .empties = empties,
                                    .reason = reasons.empty()
                                                  ? std::nullopt
                                                  : std::optional(reasons.front().tag)});
            }
        }
        position = position.play(move);
    }
    return mistakes;
}

}  // namespace hasami::library
