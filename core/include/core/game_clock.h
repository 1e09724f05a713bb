#pragma once

// Each side's time left on a game clock, from the time control of the game (GGF TI[]) and the
// time each move took (B[f5//1.25], "move f5/eval/time"): as an NBoard engine learns it, and as
// the GUI keeps a timed game.

#include "core/ggf.h"

namespace hasami {

class GameClock {
  public:
    // The clock after the moves of `game`, each with its time (none: 0).
    GameClock(const TimeControl& control, const GgfGame& game) : control_(control) {
        Position position = game.start;
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            record(position.sideToMove(), i < game.seconds.size() ? game.seconds[i] : 0);
            position = position.play(game.moves[i]);
        }
    }

    // `side` made a move that took `seconds`; its increment is added.
    void record(Color side, double seconds) { left_[index(side)] += control_.increment - seconds; }

    double remaining(Color side) const { return control_.seconds + left_[index(side)]; }
    double increment() const { return control_.increment; }

  private:
    static int index(Color side) { return side == Color::Black ? 0 : 1; }

    TimeControl control_;
    double left_[2] = {0, 0};  // what each side's moves added and took
};

}  // namespace hasami
