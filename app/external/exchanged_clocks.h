#pragma once

// NTest budgets its move from the clock of the side *not* to move (its PlayerComputer reads the
// clock of the other colour), so on a referee's clock it hurries when its opponent is short of
// time and dawdles when it has plenty. Sent each game with the two clocks exchanged, it reads
// its own.

#include "core/ggf.h"

namespace hasami::cli {

// Which clock an NBoard engine budgets its moves from.
enum class ClockReading {
    Own,        // its own, as the protocol means
    Opponents,  // the side's not to move (NTest): it is sent the clocks exchanged
};

// `game` with each side's time, the sum of its moves' seconds, given to the other side: the
// whole of it on the other side's first move, 0 on every other move. A game without times is
// returned as it is. (A side with no move yet is the one to move after a single move: the clock
// read, the other's, then shows its 0 s, and the single move's time is not read.)
GgfGame withClocksExchanged(GgfGame game);

}  // namespace hasami::cli
