#pragma once

#include "clock_keeper.h"
#include "core/game_record.h"
#include "settings.h"

namespace hasami::gui {

class EngineHub;

// Asks `engines` for the computer's move at the end of `record`'s line, as the settings say it
// plays: the opponent engine with its share of time, or Hasami's engine at its level, its
// seconds, a human-like rating, or on `clock` the share of its time left that the NBoard
// engine's clock gives a move.
void askForMove(EngineHub& engines, const PlaySettings& settings, const GameRecord& record,
                const ClockKeeper& clock);

}  // namespace hasami::gui
