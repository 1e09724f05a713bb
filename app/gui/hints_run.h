#pragma once

#include <QObject>

#include "core/game_record.h"
#include "game_analysis.h"
#include "metatypes.h"
#include "settings.h"

namespace hasami::gui {

class EngineHub;

// The hints of the position shown and Why? about one of its moves, as the engines run them:
// what the analysis knows shows at once, then a search (Hasami's, or the hint engine's) deepens
// it and fills the analysis. One at a time, started by the controller once it stopped the
// engines' other work; drop() forgets it when the controller stops them.
class HintsRun : public QObject {
    Q_OBJECT
  public:
    // Three searches run for an explanation, the first of every move, with no result until
    // all end: deeper, the strongest hint levels would keep the user waiting. The default
    // level's depth, 12, is within it, so that the scores are the hints' there (a 36-empty
    // position of tests/data/archives/good.ggf: 3.6 s at depth 13, 9.5 s at 14, load 4.4).
    static constexpr int kMaxExplanationDepth = 13;

    // `engines`, `analysis` and `settings` outlive the run.
    HintsRun(EngineHub& engines, GameAnalysis& analysis, const PlaySettings& settings,
             QObject* parent = nullptr);

    bool isHinting() const { return job_ == Job::Hinting; }
    bool isExplaining() const { return job_ == Job::Explaining; }
    // The hints of `position` are being searched.
    bool isHinting(const Position& position) const { return isHinting() && position_ == position; }
    // How many hint searches were started: what the analysis store saves shows here.
    int started() const { return started_; }
    // How deep the hints search at `record`'s position (Hasami's engine).
    ai::Limits limits(const GameRecord& record) const;
    // The depth of explanations: the hint level's midgame depth, at most kMaxExplanationDepth.
    int explanationDepth() const;

    // What the analysis knows of `position`'s moves: hintsChanged().
    void showKnown(const Position& position);
    // The hints of `record`'s position: those known at once, then a search unless complete.
    void start(const GameRecord& record);
    // Why `move` of `position` is worse than the best: explanationStarted(), then
    // explanationReady().
    void explain(const Position& position, Square move);
    // The engines were stopped: the running search is forgotten.
    void drop() { job_ = Job::None; }

  signals:
    void hintsChanged(const hasami::Evaluations& hints, bool complete);
    // The analysis has more scores.
    void analysed();
    void explanationStarted(hasami::Square square);
    void explanationReady(const hasami::Position& position,
                          const hasami::ai::Explanation& explanation);
    // The hint engine failed, said in words for the user.
    void failed(const QString& message);

  private:
    enum class Job { None, Hinting, Explaining };
    void onAnalysed(const hasami::Evaluations& hints, bool complete);
    void onExplained(const hasami::ai::Explanation& explanation);
    void onFailed(const QString& message);

    EngineHub& engines_;
    GameAnalysis& analysis_;
    const PlaySettings& settings_;
    Job job_ = Job::None;
    Position position_;  // the position searched
    int started_ = 0;
};

}  // namespace hasami::gui
