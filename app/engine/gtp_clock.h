#pragma once

// Each side's clock as a GTP engine learns it: "time_settings MAIN BYO_YOMI STONES" (main time,
// then BYO_YOMI seconds for each STONES moves, Canadian byo-yomi; BYO_YOMI 0 for absolute time;
// STONES 0 with BYO_YOMI > 0 for no limit) and "time_left COLOUR SECONDS STONES" (STONES 0 in
// the main time). A client that never says time_left is followed by the engine's own moves'
// times. The move's time comes from the time manager, as on an NBoard clock (ai/time_manager.h).

#include <optional>

#include "ai/time_manager.h"
#include "core/position.h"

namespace hasami::cli {

class GtpClock {
  public:
    // A new clock, both sides' full; no limit until set().
    void set(double mainSeconds, double periodSeconds, int periodStones);
    // The same settings for a new game.
    void restart();
    // As the client counts: `seconds` left, for `stones` moves (0: the main time).
    void setLeft(Color side, double seconds, int stones);
    // `side`'s move took `seconds`.
    void spent(Color side, double seconds);

    // The time `side` gives a move with `empties` empty squares; nullopt without a limit.
    // In the main time, a share of what is left of it (clockMoveTime), as if no byo-yomi
    // followed: the byo-yomi then stays whole for the moves after it. In a byo-yomi period, an
    // equal budget for each move the period still needs (moveTimeFor).
    std::optional<ai::MoveTime> moveTime(Color side, int empties) const;

  private:
    struct Side {
        double seconds = 0;  // left in the main time or in the period
        int stones = 0;      // moves the period needs; 0 in the main time
    };
    static int index(Color side) { return side == Color::Black ? 0 : 1; }

    bool limited_ = false;
    double main_ = 0;
    double period_ = 0;
    int periodStones_ = 0;
    Side sides_[2];
};

}  // namespace hasami::cli
