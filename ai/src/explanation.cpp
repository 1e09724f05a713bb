#include "ai/explanation.h"

#include <algorithm>
#include <stdexcept>

#include "ai/engine.h"

namespace hasami::ai {

namespace {

// The best play from `after` (the position after a move), found one ply shallower than the
// root's search so that it is the line behind the move's score. Move by move, each the best of
// a search one ply shallower than the one before: a principal variation cut short by the table
// (the hints' searches fill it) is followed to the end of the depth, and the table makes each
// search after the first nearly free.
std::optional<std::vector<Move>> lineAfter(Engine& engine, Position after, int depth,
                                           std::uint64_t stopsAfter) {
    std::vector<Move> line;
    for (int d = std::max(1, depth - 1); d >= 1 && !after.isGameOver(); --d) {
        const SearchResult r = engine.think(after, Limits::atDepth(d), {}, stopsAfter);
        if (r.stopped) return std::nullopt;
        line.push_back(r.best);
        after = after.play(r.best);
    }
    return line;
}

// Checks what both explain() take.
void requireExplainable(const Position& position, Move played, int depth) {
    if (played.isPass() || !position.isLegal(played))
        throw std::invalid_argument("not a legal move of the side to move: " + played.name());
    if (depth < 1) throw std::invalid_argument("the depth must be at least 1");
}

// The explanation of `played` from `scores`, its lines searched `depth` - 1 plies deep; nothing
// when `scores` lacks `played` or a stop came after `stopsAfter`.
std::optional<Explanation> explainFrom(Engine& engine, const Position& position, Move played,
                                       const std::vector<MoveEvaluation>& scores, int depth,
                                       std::uint64_t stopsAfter) {
    const auto playedScore =
        std::ranges::find(scores, played, [](const MoveEvaluation& m) { return m.move; });
    if (scores.empty() || playedScore == scores.end()) return std::nullopt;
    const MoveEvaluation& best = scores.front();

    Explanation e;
    e.depth = best.depth;
    e.moves.played = played;
    e.moves.playedScore = playedScore->score;
    e.moves.best = best.move;
    e.moves.bestScore = best.score;
    e.moves.exact =
        best.exact && playedScore->exact && !best.winLossDraw && !playedScore->winLossDraw;
    auto refutation = lineAfter(engine, position.play(played), depth, stopsAfter);
    auto bestLine = lineAfter(engine, position.play(best.move), depth, stopsAfter);
    if (!refutation || !bestLine) return std::nullopt;
    e.moves.refutation = std::move(*refutation);
    e.moves.bestLine = std::move(*bestLine);
    e.reasons = reasonsFor(position, e.moves);
    e.scores = scores;
    return e;
}

}  // namespace

std::optional<Explanation> explain(Engine& engine, const Position& position, Move played,
                                   int depth) {
    requireExplainable(position, played, depth);
    // A stop() during any of the three searches stops the explanation.
    const std::uint64_t stopsAfter = engine.stopRequests();
    const std::vector<MoveEvaluation> scores =
        engine.analyse(position, Limits::atDepth(depth), {}, stopsAfter);
    return explainFrom(engine, position, played, scores, depth, stopsAfter);
}

std::optional<Explanation> explain(Engine& engine, const Position& position, Move played,
                                   const std::vector<MoveEvaluation>& scores, int depth) {
    requireExplainable(position, played, depth);
    if (std::ranges::find(scores, played, &MoveEvaluation::move) == scores.end())
        throw std::invalid_argument("no score of the move " + played.name());
    return explainFrom(engine, position, played, scores, depth, engine.stopRequests());
}

}  // namespace hasami::ai
