#pragma once

// How the console engine prints scores, variations and speeds.

#include <cstdint>
#include <string>
#include <vector>

#include "ai/search_result.h"

namespace hasami::cli {

// "+4", "-12", "+0".
std::string signedScore(int score);
// "f5 d6 c3".
std::string moveList(const std::vector<Move>& moves);
// "63.2%": a chance to win.
std::string percent(double probability);
// "1:02:03" or "2:03": a duration in seconds.
std::string duration(double seconds);
// "1.23 M" style: nodes per second with a unit.
std::string rate(double perSecond);
// "kernels x86-64-v4 (of portable, x86-64-v3, x86-64-v4)": the kernel level the program runs
// and those this processor could run (core/kernels.h).
std::string kernelsLine();
// One line for a search's progress or result: depth@selectivity, score, nodes, time, speed,
// the chance to win (Monte Carlo), PV.
std::string describe(const ai::Progress& p);

}  // namespace hasami::cli
