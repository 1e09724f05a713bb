#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/ggf.h"

namespace hasami::gui {

// A timed game's clock as files keep it: the time control (GGF TI[]), the seconds each move of
// the line took (GGF B[f5//1.25]), and the side that ran out of time, if one did.
struct GameTiming {
    TimeControl control;
    std::vector<double> seconds;  // the first moves of the line; the others took none
    std::optional<Color> lostOnTime;

    bool operator==(const GameTiming&) const = default;
};

// GGF's RE[] when `loser` ran out of time: black's lead as GGS gives it for a game lost on time
// (every disc to the winner), flagged ":t" for time out: "-64:t" when black lost.
std::string timeLossResult(Color loser);

}  // namespace hasami::gui
