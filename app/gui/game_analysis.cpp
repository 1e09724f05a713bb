#include "game_analysis.h"

#include <algorithm>
#include <bit>

#include "ai/levels.h"

namespace hasami::gui {

namespace {

// Exact scores outrank every depth; a win/draw/loss proof says less than a disc count but
// more than any midgame search about who wins.
int rank(const PositionScore& s) {
    return s.exact ? 1000 : s.winLossDraw ? 999 : s.depth;
}

// How deep `limits` searches a position with `empties` empty squares, as rank() counts it; 0 for
// a search against the clock, whose depth is not known in advance.
int rankAsked(const ai::Limits& limits, int empties) {
    if (limits.level > 0) {
        const ai::Level& l = ai::level(std::clamp(limits.level, 1, ai::kLevelCount));
        return empties <= l.exactDepth ? 1000 : empties <= l.wldDepth ? 999 : l.midgameDepth;
    }
    if (limits.depth > 0 && limits.seconds <= 0)
        return empties <= std::max(limits.depth, limits.exactEmpties) ? 1000 : limits.depth;
    return 0;
}

// What the search that scored `move` says of the position it was played from.
PositionScore scoreOf(const ai::MoveEvaluation& move) {
    return {move.score, move.depth, move.exact, move.winLossDraw};
}

}  // namespace

void GameAnalysis::keepIfDeeper(Entry& entry, const PositionScore& score) {
    if (!entry.best || rank(score) >= rank(*entry.best)) entry.best = score;
}

void GameAnalysis::addMoves(const Position& position, const std::vector<ai::MoveEvaluation>& moves,
                            bool complete) {
    Entry& entry = entries_[keyOf(position)];
    if (!moves.empty()) {
        const PositionScore best = scoreOf(moves.front());
        // Keep the deeper of two analyses: a shallow review does not replace deep hints.
        if (entry.moves.empty() || rank(best) >= rank(scoreOf(entry.moves.front())))
            entry.moves = moves;
        keepIfDeeper(entry, best);
    }
    entry.complete = entry.complete || complete;
}

void GameAnalysis::addScore(const Position& position, const PositionScore& score) {
    keepIfDeeper(entries_[keyOf(position)], score);
}

const std::vector<ai::MoveEvaluation>& GameAnalysis::moves(const Position& position) const {
    static const std::vector<ai::MoveEvaluation> none;
    const auto e = entries_.find(keyOf(position));
    return e == entries_.end() ? none : e->second.moves;
}

bool GameAnalysis::complete(const Position& position) const {
    const auto e = entries_.find(keyOf(position));
    return e != entries_.end() && e->second.complete;
}

bool GameAnalysis::covers(const Position& position, const ai::Limits& limits) const {
    const auto e = entries_.find(keyOf(position));
    const int asked = rankAsked(limits, position.emptyCount());
    if (e == entries_.end() || asked == 0) return false;
    const auto& moves = e->second.moves;
    if (int(moves.size()) != std::popcount(position.legalMoves())) return false;
    return std::ranges::all_of(moves, [&](const ai::MoveEvaluation& m) {
        return !m.winProbability && rank(scoreOf(m)) >= asked &&
               (limits.humanChancesRating <= 0 || m.humanChance);
    });
}

void GameAnalysis::markIncomplete() {
    for (auto& [key, entry] : entries_)
        entry.complete = false;
}

void GameAnalysis::forgetChances() {
    for (auto& [key, entry] : entries_) {
        for (ai::MoveEvaluation& m : entry.moves)
            m.humanChance.reset();
    }
}

void GameAnalysis::forgetMoves() {
    for (auto& [key, entry] : entries_) {
        entry.moves.clear();
        entry.complete = false;
    }
}

void GameAnalysis::clear() {
    entries_.clear();
    reasons_.clear();
    review_.clear();
}

std::vector<std::optional<int>> GameAnalysis::blackScores(const GameRecord& record) const {
    std::vector<std::optional<int>> black(record.length() + 1);
    for (int ply = 0; ply <= record.length(); ++ply) {
        const Position& p = record.positionAt(ply);
        const int sign = p.sideToMove() == Color::Black ? 1 : -1;
        if (p.isGameOver()) {
            black[ply] = sign * p.finalScore();
        } else if (const auto e = entries_.find(keyOf(p)); e != entries_.end() && e->second.best) {
            black[ply] = sign * e->second.best->score;
        }
    }
    return black;
}

std::vector<std::optional<MoveJudgement>> GameAnalysis::judge(const GameRecord& record) const {
    std::vector<std::optional<MoveJudgement>> judged(record.length());
    for (int ply = 0; ply < record.length(); ++ply) {
        const Move played = record.moves()[ply];
        const auto& scored = moves(record.positionAt(ply));
        if (played.isPass() || scored.empty()) continue;
        const auto it = std::ranges::find(scored, played, &ai::MoveEvaluation::move);
        const ai::MoveEvaluation& best = scored.front();
        // A win/draw/loss proof only orders moves by their sign: no loss in discs.
        if (it == scored.end() || best.winLossDraw || it->winLossDraw) continue;
        judged[ply] = MoveJudgement{it->score, best.move, best.score, {}};
        const auto reasons =
            reasons_.find({keyOf(record.positionAt(ply)), played.square().index()});
        if (reasons != reasons_.end() && !reasons->second.empty())
            judged[ply]->reason = reasons->second.front();
    }
    return judged;
}

std::vector<int> GameAnalysis::mistakes(const std::vector<std::optional<MoveJudgement>>& judged) {
    std::vector<int> plies;
    for (std::size_t i = 0; i < judged.size(); ++i) {
        if (judged[i] && judged[i]->loss() > kMistakeDiscs) plies.push_back(int(i) + 1);
    }
    return plies;
}

std::vector<std::pair<ai::ReasonTag, int>> GameAnalysis::mistakesByReason(
    const std::vector<std::optional<MoveJudgement>>& judged) {
    std::map<ai::ReasonTag, int> counts;
    for (const int ply : mistakes(judged)) {
        if (const auto& reason = judged[std::size_t(ply - 1)]->reason) ++counts[*reason];
    }
    std::vector<std::pair<ai::ReasonTag, int>> sorted(counts.begin(), counts.end());
    std::ranges::stable_sort(sorted, std::greater<>(), &std::pair<ai::ReasonTag, int>::second);
    return sorted;
}

void GameAnalysis::addReasons(const Position& position, Move move,
                              std::vector<ai::ReasonTag> reasons) {
    if (move.isPass()) return;
    reasons_[{keyOf(position), move.square().index()}] = std::move(reasons);
}

std::vector<Position> GameAnalysis::startReview(const GameRecord& record, int depth) {
    review_.clear();
    reviewDone_ = 0;
    reviewTotal_ = 0;
    for (int ply = 0; ply <= record.length(); ++ply) {
        const Position& p = record.positionAt(ply);
        if (p.isGameOver() || p.mustPass()) continue;
        ++reviewTotal_;
        if (covers(p, ai::Limits::atDepth(depth))) {
            ++reviewDone_;
        } else {
            review_.push_back(p);
        }
    }
    return review_;
}

int GameAnalysis::reviewed(int index, const std::vector<ai::MoveEvaluation>& moves) {
    if (index < 0 || index >= int(review_.size())) return reviewDone_;
    addMoves(review_[std::size_t(index)], moves, false);
    return ++reviewDone_;
}

}  // namespace hasami::gui
