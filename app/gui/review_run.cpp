#include "review_run.h"

#include "engine_hub.h"

namespace hasami::gui {

ReviewRun::ReviewRun(EngineHub& engines, GameAnalysis& analysis, const GameLines& lines,
                     QObject* parent)
    : QObject(parent), engines_(engines), analysis_(analysis), lines_(lines) {
    connect(&engines_, &EngineHub::reviewed, this, &ReviewRun::onReviewed);
    connect(&engines_, &EngineHub::mistakeExplained, this, &ReviewRun::onMistakeExplained);
}

void ReviewRun::start(int depth, int maxExplanationDepth) {
    const std::vector<Position> positions = analysis_.startReview(lines_.current(), depth);
    emit progress(analysis_.reviewDone(), analysis_.reviewTotal());
    if (analysis_.reviewTotal() == 0) {
        emit finished({ReviewSummary::End::NothingToReview});
        return;
    }
    running_ = true;
    session_.start(depth);
    maxExplanationDepth_ = maxExplanationDepth;
    // Positions the hints or an earlier review searched as deep are not searched again; with
    // none left, the request only explains the mistakes.
    engines_.review(positions, ai::Limits::atDepth(depth));
    if (positions.empty()) scoredMore();
}

void ReviewRun::stop(ReviewSummary::End end) {
    if (!running_) return;
    engines_.cancelAll();
    running_ = false;
    analysis_.stopReview();
    emit finished({end});
}

void ReviewRun::onReviewed(int index, const Evaluations& moves) {
    if (!running_) return;
    analysis_.reviewed(index, moves);
    scoredMore();
}

void ReviewRun::scoredMore() {
    emit progress(analysis_.reviewDone(), analysis_.reviewTotal());
    emit scored();
    if (analysis_.reviewDone() == analysis_.reviewTotal()) explainMistakes();
}

void ReviewRun::explainMistakes() {
    const GameRecord& record = lines_.current();
    session_.setMistakes(record, GameAnalysis::mistakes(analysis_.judge(record)));
    if (session_.mistakes().empty()) return finish();
    // Each from the scores that judged it.
    std::vector<Evaluations> scores;
    for (const Position& p : session_.positions())
        scores.push_back(analysis_.moves(p));
    engines_.explainMistakes(session_.positions(), session_.moves(), scores,
                             std::min(session_.depth(), maxExplanationDepth_));
}

void ReviewRun::onMistakeExplained(int index, const ai::Explanation& explanation) {
    if (!running_) return;
    const ReviewSession::Mistake* mistake = session_.explain(index, explanation);
    if (!mistake) return;
    std::vector<ai::ReasonTag> tags;
    for (const ai::Reason& r : explanation.reasons)
        tags.push_back(r.tag);
    analysis_.addReasons(mistake->position, mistake->move, std::move(tags));
    emit reasonsFound();
    if (session_.allExplained()) finish();
}

void ReviewRun::finish() {
    running_ = false;
    analysis_.stopReview();
    const auto judged = analysis_.judge(lines_.current());
    emit finished({.end = ReviewSummary::End::Done,
                   .mistakes = int(GameAnalysis::mistakes(judged).size()),
                   .byReason = GameAnalysis::mistakesByReason(judged)});
}

}  // namespace hasami::gui
