#pragma once

#include <QString>

#include "core/position.h"
#include "settings.h"

namespace hasami::gui {

// Who plays `side` under `settings`, for the side panel: "You", or the computer as it plays
// ("Hasami level 6", "Hasami rated 1500", an external engine's name); "" for both sides when
// two people play, who need no reminder.
QString playerText(const PlaySettings& settings, Color side);

}  // namespace hasami::gui
