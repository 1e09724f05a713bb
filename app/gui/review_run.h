#pragma once

#include <QObject>

#include "core/game_lines.h"
#include "game_analysis.h"
#include "game_messages.h"
#include "metatypes.h"
#include "review_session.h"

namespace hasami::gui {

class EngineHub;

// A review of the line shown, run by the engines: every position with a move to choose scored to
// a depth (GameAnalysis keeps the scores and judges the moves), then each mistake explained for
// its first reason (ReviewSession keeps the explanations). Browsing keeps it running: the line
// shown when the last position is scored is the one whose mistakes are explained.
class ReviewRun : public QObject {
    Q_OBJECT
  public:
    // `engines`, `analysis` and `lines` outlive the run.
    ReviewRun(EngineHub& engines, GameAnalysis& analysis, const GameLines& lines,
              QObject* parent = nullptr);

    bool isRunning() const { return running_; }
    // The last review's mistakes and their explanations.
    const ReviewSession& session() const { return session_; }
    // Scores the line shown to `depth` and explains its mistakes as deep, at most
    // `maxExplanationDepth`; with no position to review, finished() says so at once.
    void start(int depth, int maxExplanationDepth);
    // A running review stops for `end`: its requests are cancelled, finished() says why.
    void stop(ReviewSummary::End end);
    // A running review is forgotten without a word (the engines were stopped: the window closes).
    void drop() { running_ = false; }

  signals:
    // How many positions are scored, of how many.
    void progress(int done, int total);
    // The analysis has the scores of more positions.
    void scored();
    // The analysis has the reasons of one more mistake.
    void reasonsFound();
    void finished(const hasami::gui::ReviewSummary& summary);

  private:
    void onReviewed(int index, const hasami::Evaluations& moves);
    // More positions are scored: progress, and the explanations once all are.
    void scoredMore();
    void explainMistakes();
    void onMistakeExplained(int index, const hasami::ai::Explanation& explanation);
    // Says how many mistakes, counted by their first reasons.
    void finish();

    EngineHub& engines_;
    GameAnalysis& analysis_;
    const GameLines& lines_;
    ReviewSession session_;
    int maxExplanationDepth_ = 0;
    bool running_ = false;
};

}  // namespace hasami::gui
