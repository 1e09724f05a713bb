#pragma once

#include "game_analysis.h"
#include "settings.h"

namespace hasami::gui {

class EngineHub;

// What a change of the play settings from `old` to `now` changes beside the game: what the
// engines' next requests use, and which scores of the analysis no longer stand.
void adoptSettings(EngineHub& engines, GameAnalysis& analysis, const PlaySettings& old,
                   const PlaySettings& now);

}  // namespace hasami::gui
