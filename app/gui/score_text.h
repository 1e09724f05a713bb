#pragma once

#include <QString>
#include <cstdint>
#include <vector>

#include "core/move.h"

namespace hasami::gui {

// Numbers as every view writes them, the same in every language.

// "+4", "0", "-6": a score in discs.
QString signedScore(int score);
// "850 k", "12.3 M": node counts for people.
QString nodeCount(std::uint64_t nodes);
// "f5 d6 c3 …": the first moves of a line.
QString movesText(const std::vector<Move>& moves);

}  // namespace hasami::gui
