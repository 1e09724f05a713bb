#include "ai/time_manager.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace hasami::ai {

namespace {

// The least hard limit: 0 would mean no limit at all, and a clock nearly out is not one that is
// off. A search stopped this early answers with the best move of its move ordering.
constexpr double kLeastSeconds = 0.001;

// A budget per move keeps back this share of itself, at most kMostReturnSeconds, for the search
// to notice the limit (it looks every few thousand nodes) and return (helper threads joined).
constexpr double kReturnShare = 0.05;
constexpr double kMostReturnSeconds = 0.02;

// The weight of a move by the empty squares before it: its share of the clock is its weight over
// the weights of this side's moves left. The opening costs less (the evaluation knows these
// positions best, and a book may answer); the midgame decides most games; after the exact solve
// (about 20 empties, see kSolveSeconds) the table holds the answers and each move re-solves fast.
// Measured on a 20-second clock with weights of 1.0 and 0.1 there, the moves after the solve
// took 0.2 s at most together and the moves from 26 to 22 empties 0.6 to 1.0 s (their midgame
// iterations stop 10 plies short of the end, and a solve that cannot finish is not started):
// those weights only kept back time the midgame needed, 4 s of the 20 left unused (now 3 s).
struct Stage {
    int fromEmpties;
    double weight;
};
constexpr Stage kStages[] = {{45, 0.6}, {27, 1.2}, {21, 0.8}, {0, 0.02}};

double weight(int empties) {
    for (const Stage& s : kStages)
        if (empties >= s.fromEmpties) return s.weight;
    return kStages[std::size(kStages) - 1].weight;
}

// The hard limit of a clock's move: this many times its share, at most kHardShare of the time
// left, and never less than the share.
constexpr double kHardStretch = 4;
constexpr double kHardShare = 0.25;

// The time an exact solve of a position with `empties` empty squares takes with one thread, about
// (measured with `solve` on FFO 20-39: 0.06 to 0.4 s at 20 empties, 1.4 s at 22, 1.7 s at 24;
// 0.005 s at 16). A solve expected to take under kSolveShare of the time left is waited for:
// the soft limit lets it start, the hard one gives it kSolveMargin times the estimate, within
// kSolveShare of the time left.
constexpr double kSolveSecondsAt20 = 0.3;
constexpr double kSolveGrowthPerEmpty = 2;
constexpr double kSolveShare = 0.4;
constexpr double kSolveMargin = 4;

double solveSeconds(int empties) {
    return kSolveSecondsAt20 * std::pow(kSolveGrowthPerEmpty, empties - 20);
}

// An unsettled search: the soft limit grows by this much when the best move changed, and for
// each disc the score fell beyond kScoreNoise (set when iterations went one ply at a time, and
// odd and even depths differed by about that much), up to kMostDropDiscs.
constexpr double kChangeStretch = 0.5;
constexpr double kDropStretchPerDisc = 0.1;
constexpr int kScoreNoise = 2;
constexpr int kMostDropDiscs = 8;

// An iteration is started when it is predicted to end within this many times the soft limit
// (stretched when unsettled). Stopping at the first iteration predicted past it, a search ends on
// average near the soft limit; starting every iteration begun before the soft limit, as before,
// took three times the planned share in the opening and left the moves before the solve 0.2 to
// 0.5 s of a 20-second clock.
constexpr double kOvershoot = 1.5;

// An iteration costs about this many times the previous one (the ratio of the last two, within
// these bounds; a first iteration has no ratio). Iterations two plies apart grow by 2.3 to 6.7
// times from depth 10 to 14 (nodes, FFO #60-#69); with these bounds a 20 s game clock is used
// to 17.5 s on average, 19.6 s at most (docs/engine.md, *Time*).
constexpr double kLeastGrowth = 1.5;
constexpr double kMostGrowth = 5;
constexpr double kUnknownGrowth = 3;

}  // namespace

MoveTime moveTimeFor(double seconds) {
    const double hard =
        std::max(kLeastSeconds, seconds - std::min(seconds * kReturnShare, kMostReturnSeconds));
    return {hard / 2, hard};
}

MoveTime clockMoveTime(double remaining, int empties, double increment, double overhead) {
    // This side's moves left, this one included (one in two of the empty squares).
    const int movesLeft = std::max(1, (empties + 1) / 2);
    const double reserve = kClockReserveShare * remaining +
                           kOverheadMargin * std::max(overhead, kMoveOverheadSeconds) * movesLeft;
    const double available = remaining - reserve + increment * (movesLeft - 1);
    // The hard limit never reaches past the time this move may use.
    const double usable = std::min(available, remaining - reserve);
    if (usable <= kLeastSeconds) return {kLeastSeconds, kLeastSeconds};
    double weights = 0;
    for (int e = empties, k = 0; k < movesLeft; e -= 2, ++k)
        weights += weight(e);
    double soft = std::min(usable, available * weight(empties) / weights);
    double hard = std::min(kHardStretch * soft, std::max(soft, kHardShare * usable));
    if (const double solve = solveSeconds(empties); solve < kSolveShare * usable) {
        soft = std::max(soft, solve);
        hard = std::max(hard, std::min(kSolveMargin * solve, kSolveShare * usable));
    }
    return {soft, hard};
}

bool startNextIteration(const MoveTime& time, const IterationReport& report) {
    const int drop = std::clamp(report.scoreDrop - kScoreNoise, 0, kMostDropDiscs);
    const double stretch =
        1 + (report.bestMoveChanged ? kChangeStretch : 0) + kDropStretchPerDisc * drop;
    const double target = std::min(time.soft * stretch, time.hard);
    if (report.elapsed >= target) return false;
    const double growth =
        report.previousSeconds > 0
            ? std::clamp(report.lastSeconds / report.previousSeconds, kLeastGrowth, kMostGrowth)
            : kUnknownGrowth;
    return report.elapsed + report.lastSeconds * growth <= std::min(kOvershoot * target, time.hard);
}

}  // namespace hasami::ai
