#pragma once

// The time the move in progress has taken on a game clock, counted only while the clock runs:
// a clock held (paused, or the player looking back in the game) keeps what it counted and goes
// on from there. The time comes from a source given to it, so that tests drive it by hand.

#include <functional>
#include <utility>

namespace hasami {

class MoveTimer {
  public:
    // Seconds from any fixed point, never going back.
    using Now = std::function<double()>;

    explicit MoveTimer(Now now) : now_(std::move(now)) {}

    // A new move: nothing counted, running as before.
    void restart() {
        counted_ = 0;
        since_ = now_();
    }
    void setRunning(bool running) {
        if (running == running_) return;
        if (running) {
            since_ = now_();
        } else {
            counted_ += now_() - since_;
        }
        running_ = running;
    }
    bool isRunning() const { return running_; }
    double seconds() const { return counted_ + (running_ ? now_() - since_ : 0); }

  private:
    Now now_;
    bool running_ = false;
    double counted_ = 0;  // while it ran before since_
    double since_ = 0;
};

}  // namespace hasami
