#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include "clock_keeper.h"
#include "computer_status.h"
#include "core/game_record.h"
#include "game_analysis.h"
#include "settings.h"

namespace hasami::gui {

class EngineHub;

// The computer's move, as the engines find it: asked as the settings say it plays (the opponent
// engine with its share of time, or Hasami's engine at its level, its seconds, a human-like
// rating, or on the clock the share of its time left that the NBoard engine's clock gives a
// move), its progress told, its score kept in the analysis, and the move played once
// kMinimumReplyMs have passed. Started by the controller once it stopped the engines' other
// work; stop() forgets it when the controller stops them.
class ComputerMove : public QObject {
    Q_OBJECT
  public:
    // The shortest time between the user's move and the computer's reply, so that the reply
    // is seen happening rather than appearing with the user's own move.
    static constexpr int kMinimumReplyMs = 350;

    // `engines` and `analysis` outlive it.
    ComputerMove(EngineHub& engines, GameAnalysis& analysis, QObject* parent = nullptr);

    bool isThinking() const { return thinking_; }
    // Asks for the move at the end of `record`'s line.
    void start(const PlaySettings& settings, const GameRecord& record, const ClockKeeper& clock);
    // Forgets the move asked for (the controller cancelled the requests): thinking(false) if it
    // was thinking.
    void stop();

  signals:
    void thinkingChanged(bool thinking, const hasami::gui::ThinkingStatus& status);
    // The analysis has the search's score of the position.
    void scored();
    // The move to play, once the computer stopped thinking.
    void found(hasami::Move move);
    // The opponent engine failed, said in words for the user.
    void failed(const QString& message);

  private:
    void onProgress(const hasami::ai::Progress& progress);
    void onThought(const hasami::ai::SearchResult& result);
    void onFailed(const QString& message);

    EngineHub& engines_;
    GameAnalysis& analysis_;
    bool thinking_ = false;
    Position position_;   // where it thinks
    bool timed_ = false;  // on a clock: no minimum reply time
    QElapsedTimer timer_;
    QTimer reply_;  // plays replyMove_ when it fires
    Move replyMove_;
};

}  // namespace hasami::gui
