#pragma once

// What each of the engine's moves costs the clock beyond its own thinking, as the GUI that keeps
// the clock shows it: the GUI charges a move from when it asks until it has the answer and has
// passed it on, and tells the engine that time with the game. The engine keeps that much back
// for each of its moves to come (ai::clockMoveTime's overhead), so that a slow GUI does not make
// it lose on time.

#include <algorithm>
#include <cstddef>
#include <optional>

#include "ai/time_manager.h"
#include "core/move.h"

namespace hasami::cli {

class GuiLatency {
  public:
    // A GUI that says a move took this much longer than it did is not believed: it counts
    // something else (its own thinking, a user's) as the engine's.
    static constexpr double kMostBelieved = 1.0;

    // The engine answered `move`, the game's move number `index` (from 0, passes counted), after
    // `seconds` of its own.
    void answered(std::size_t index, Move move, double seconds) {
        answer_ = Answer{index, move, seconds};
    }
    // The GUI says that the game's move number `index` was `move` and took `seconds`.
    void charged(std::size_t index, Move move, double seconds) {
        if (!answer_ || answer_->index != index || answer_->move != move) return;
        const double latency = seconds - answer_->seconds;
        if (latency <= kMostBelieved) overhead_ = std::max(overhead_, latency);
        answer_.reset();
    }
    // The most a move of the engine's has cost beyond its thinking, at least the time manager's
    // own allowance.
    double overhead() const { return overhead_; }

  private:
    struct Answer {
        std::size_t index;
        Move move;
        double seconds;
    };
    std::optional<Answer> answer_;
    double overhead_ = ai::kMoveOverheadSeconds;
};

}  // namespace hasami::cli
