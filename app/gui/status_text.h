#pragma once

#include <QString>

#include "computer_status.h"

namespace hasami::gui {

// The status line of a thinking computer, in the user's language: "White is thinking: depth
// 12, score +4, 3.2 M nodes, 1.5 s" and its best line below.
QString thinkingText(const ThinkingStatus& status);
// Why the computer does not move, and what to do about it: "White (the computer) waits while
// you look back. Play from here to let it move."
QString waitingText(const WaitingStatus& status);

}  // namespace hasami::gui
