#pragma once

// The evaluation's disc scores as chances to win, and back: a logistic curve,
// P(win) = 1 / (1 + exp(-discs / kWinScale)), a draw counting half a win.

#include <algorithm>
#include <cmath>

namespace hasami::ai {

// Fitted by maximum likelihood on the shipped evaluation of Logistello's logbook games (a
// quarter of them) against who won each game: 8 discs at 6-25 empties, 26 at 26-35; earlier, in
// these well-balanced openings, the evaluation hardly predicts the winner, and over all stages
// the fit is 16. The search takes the endgame's 8 for every stage: with 16 its values were too
// flat to steer it (see the first-play urgency in mcts.cpp).
inline constexpr double kWinScale = 8.0;

inline double winProbability(double discs) {
    return 1 / (1 + std::exp(-discs / kWinScale));
}

// The disc score of a chance to win, within the board's [-64, 64].
inline int discsForWinProbability(double p) {
    const double q = std::clamp(p, 1e-6, 1 - 1e-6);
    return int(std::lround(std::clamp(kWinScale * std::log(q / (1 - q)), -64.0, 64.0)));
}

}  // namespace hasami::ai
