#include "graph_scores.h"

#include "engine_hub.h"

namespace hasami::gui {

GraphScores::GraphScores(EngineHub& engines, GameAnalysis& analysis, const GameLines& lines,
                         QObject* parent)
    : QObject(parent), engines_(engines), analysis_(analysis), lines_(lines) {
    connect(&engines_, &EngineHub::scored, this, &GraphScores::onScored);
}

void GraphScores::start() {
    const GameRecord& record = lines_.current();
    const std::vector<std::optional<int>> scores = analysis_.blackScores(record);
    for (int ply = 0; ply <= record.length(); ++ply) {
        const Position& p = record.positionAt(ply);
        // A forced pass has no choice to score; the position after it is scored instead.
        if (scores[std::size_t(ply)] || p.isGameOver() || p.mustPass()) continue;
        running_ = true;
        position_ = p;
        engines_.score(p, kDepth);
        return;
    }
}

void GraphScores::onScored(const ai::SearchResult& result) {
    if (!running_) return;
    running_ = false;
    analysis_.addScore(position_, {result.score, result.depth, result.exact, result.winLossDraw});
    emit scored();
    start();
}

}  // namespace hasami::gui
