#pragma once

#include <algorithm>

namespace hasami::ai {

// The seconds to spend on a move with `remaining` seconds left on the clock for the rest of the
// game: an even share over the moves still to play (about half the empty squares), never
// counting fewer than kMinimumMovesLeft so that the last moves keep a reserve.
inline constexpr int kMinimumMovesLeft = 4;

inline double moveSeconds(double remaining, int empties) {
    return std::max(0.0, remaining) / std::max(empties / 2, kMinimumMovesLeft);
}

}  // namespace hasami::ai
