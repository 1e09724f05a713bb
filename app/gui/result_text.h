#pragma once

#include <QString>
#include <optional>

#include "core/position.h"

namespace hasami::gui {

// The result of a game that ended at `end`, or on time when `lostOnTime` ran out, in the
// user's language: "Black wins 40–24", "Draw 32–32", "White wins on time". The empty squares go
// to the winner, as everywhere in Hasami (Position::finalScore).
QString resultText(const Position& end, std::optional<Color> lostOnTime = {});

}  // namespace hasami::gui
