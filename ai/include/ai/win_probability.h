#pragma once

// The evaluation's disc scores as chances to win, and back: a logistic curve,
// P(win) = 1 / (1 + exp(-discs / kWinScale)), a draw counting half a win.

#include <algorithm>
#include <cmath>

namespace hasami::ai {

// Fitted by maximum likelihood on the shipped evaluation of 1.48 million positions (6 to 54
// empties) of a quarter of Logistello's logbook games, against who won each game. (By stage the
// fit runs from 8 discs at 6-25 empties to 26 at 26-35; earlier, in these well-balanced
// openings, the evaluation hardly predicts the winner. One curve keeps the values of a tree's
// levels comparable.)
inline constexpr double kWinScale = 16.0;

inline double winProbability(double discs) {
    return 1 / (1 + std::exp(-discs / kWinScale));
}

// The disc score of a chance to win, within the board's [-64, 64].
inline int discsForWinProbability(double p) {
    const double q = std::clamp(p, 1e-6, 1 - 1e-6);
    return int(std::lround(std::clamp(kWinScale * std::log(q / (1 - q)), -64.0, 64.0)));
}

}  // namespace hasami::ai
