#include "win_chance.h"

#include <cmath>

#include "ai/win_probability.h"

namespace hasami::gui {

double winChanceOf(const ai::MoveEvaluation& move) {
    if (move.winProbability) return *move.winProbability;
    if (move.exact || move.winLossDraw) return move.score > 0 ? 1 : move.score < 0 ? 0 : 0.5;
    return ai::winProbability(move.score);
}

QString percentText(double probability) {
    // A chance that is not nil or certain is never rounded to one: "0%" would read as "never".
    const long percent = std::lround(100 * probability);
    if (percent == 0 && probability > 0) return "<1%";
    if (percent == 100 && probability < 1) return ">99%";
    return QString("%1%").arg(percent);
}

QString visitCount(std::uint64_t visits) {
    if (visits < 1000) return QString::number(visits);
    // Four characters at most, to fit a square.
    if (visits < 100'000) return QString("%1k").arg(double(visits) / 1e3, 0, 'f', 1);
    if (visits < 1'000'000) return QString("%1k").arg(double(visits) / 1e3, 0, 'f', 0);
    return QString("%1M").arg(double(visits) / 1e6, 0, 'f', 1);
}

}  // namespace hasami::gui
