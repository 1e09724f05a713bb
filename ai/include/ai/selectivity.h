#pragma once

// ProbCut (Buro 1997): at a node of depth d, a shallow search of depth s predicts the deep
// score as a * shallow + b with error sigma. If the prediction lies beyond the window with the
// chosen confidence, the node is cut without the deep search. The parameters (selectivity.cpp)
// are measured with `hasami-tools probcut` (docs/engine-cli.md) on the trained evaluation.

#include <array>

#include "core/kernel_namespace.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

// Selectivity levels: the confidence in percent and its normal quantile t; the last is a
// full-width search.
inline constexpr std::array<int, 6> kConfidence = {73, 87, 95, 98, 99, 100};
inline constexpr std::array<double, 6> kQuantile = {1.1, 1.5, 2.0, 2.6, 3.3, 0.0};
inline constexpr int kNoSelectivity = 5;

// The selectivity index for a confidence in percent (the nearest level not below it).
inline int selectivityIndex(int percent) {
    for (int i = 0; i < kNoSelectivity; ++i)
        if (kConfidence[i] >= percent) return i;
    return kNoSelectivity;
}

struct ProbCutModel {
    int shallowDepth;
    double slope;
    double intercept;
    double sigma;
};

inline constexpr int kMinProbCutDepth = 3;
// The shallow depth for a deep search of depth d: about half as deep, of the same parity
// (evaluations after an odd and an even number of plies differ systematically).
inline constexpr int probCutShallowDepth(int depth) {
    return 2 * (depth / 4) + depth % 2;
}

// The midgame's models differ by the node's number of empties: shallow and deep scores agree
// best in the opening, where scores are small (at depth 12, sigma 2.9 discs from 40 empties
// up, 3.6 below 30).
inline constexpr int kProbCutBands = 3;
inline constexpr int probCutBand(int empties) {
    return empties < 30 ? 0 : empties < 40 ? 1 : 2;
}
ProbCutModel probCutModel(int depth, int empties);

// Endgame ProbCut: the exact score of a position with `empties` empty squares predicted from a
// midgame search of endgameProbCutShallowDepth(empties) plies. It lets the solver run first at
// low confidence, where it is fast, and fill the table with good moves and a close score for
// the exact pass that follows.
inline constexpr int kMinEndgameProbCutEmpties = 12;
inline constexpr int endgameProbCutShallowDepth(int empties) {
    return 2 * (empties / 6);
}
ProbCutModel endgameProbCutModel(int empties);

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
