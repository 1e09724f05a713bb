#pragma once

// Chances to win as hints and the status line show them.

#include <QString>

#include "ai/search_result.h"

namespace hasami::gui {

// The mover's chance to win after the move (a draw is half a win): the Monte Carlo search's
// own, a proof's or an exact score's certainty, else the disc score on the evaluation's curve
// (ai/win_probability.h).
double winChanceOf(const ai::MoveEvaluation& move);
// "63%": a chance as the hints and the status line write it; "<1%" and ">99%" for chances
// that round to nil or to certain but are neither.
QString percentText(double probability);
// "850", "12.3k", "225k", "1.2M": simulations for a hint's second line.
QString visitCount(std::uint64_t visits);

}  // namespace hasami::gui
