#pragma once

#include <QObject>

#include "core/game_lines.h"
#include "game_analysis.h"
#include "metatypes.h"

namespace hasami::gui {

class EngineHub;

// The evaluation graph's scores against an opponent that plays without a search (a human-like
// one), whose moves bring no score: while the engines have nothing else to do, each position of
// the line shown with a move to choose and no score yet is searched to kDepth, one at a time,
// and its score kept in the analysis. Started by the controller once it stopped the engines'
// other work, so that it never delays the computer's move; drop() forgets it when the
// controller stops them.
class GraphScores : public QObject {
    Q_OBJECT
  public:
    // Shallow, so that the engines are soon free again: a midgame position takes 20 to 50 ms
    // (`hasami-engine go --depth 8 --threads 1 --book off`, two positions, one thread).
    static constexpr int kDepth = 8;

    // `engines`, `analysis` and `lines` outlive it.
    GraphScores(EngineHub& engines, GameAnalysis& analysis, const GameLines& lines,
                QObject* parent = nullptr);

    bool isRunning() const { return running_; }
    // Asks for the score of the first position of the line shown that has none, if one has not.
    void start();
    void drop() { running_ = false; }

  signals:
    // The analysis has the score of one more position.
    void scored();

  private:
    void onScored(const hasami::ai::SearchResult& result);

    EngineHub& engines_;
    GameAnalysis& analysis_;
    const GameLines& lines_;
    bool running_ = false;
    Position position_;  // the position searched
};

}  // namespace hasami::gui
