#include "ai/selectivity.h"

#include <algorithm>

namespace hasami::ai {

namespace {

// Measured with `hasami-engine probcut --positions 600 --max-depth 12` on the trained
// evaluation (the first round of training, see README): for each deep depth, the regression of
// the deep score on the shallow one over positions from self-play with 20 to 50 empties. Rows 0
// to 2 are never used (ProbCut starts at depth 3); depths beyond the table use its last row.
constexpr ProbCutModel kModels[] = {
    {0, 1.0, 0.0, 0.0},        {0, 1.0, 0.0, 0.0},       {0, 1.0, 0.0, 0.0},
    {1, 0.981, 1.464, 5.017},  {2, 0.971, 0.027, 4.489}, {3, 0.980, 0.254, 3.922},
    {2, 0.971, 0.157, 5.504},  {3, 0.983, 0.322, 4.930}, {4, 0.987, 0.337, 4.265},
    {5, 1.003, -0.017, 4.043}, {4, 1.000, 0.518, 5.044}, {5, 1.011, 0.012, 4.678},
    {6, 1.001, 0.503, 3.931},
};

}  // namespace

ProbCutModel probCutModel(int depth) {
    const int row = std::min<int>(depth, std::size(kModels) - 1);
    ProbCutModel m = kModels[row];
    m.shallowDepth = probCutShallowDepth(depth);
    return m;
}

// Measured with `hasami-engine probcut --endgame --positions 60 --max-depth 22` on the trained
// evaluation (first round): for each number of empties from kMinEndgameProbCutEmpties, the
// regression of the exact score on the shallow search's. More empties than the table use its last
// row.
constexpr ProbCutModel kEndgameModels[] = {
    {4, 1.005, -0.039, 5.156}, {4, 0.934, 0.932, 7.672}, {4, 0.989, 1.807, 5.979},
    {4, 1.043, 1.165, 7.057},  {4, 1.064, 0.728, 6.011}, {4, 0.969, 0.189, 4.668},
    {6, 1.108, 0.882, 4.784},  {6, 1.008, 0.886, 5.826}, {6, 1.022, 1.026, 4.910},
    {6, 1.034, 2.621, 5.982},  {6, 1.088, 1.833, 4.756},
};

ProbCutModel endgameProbCutModel(int empties) {
    const int row =
        std::clamp<int>(empties - kMinEndgameProbCutEmpties, 0, std::size(kEndgameModels) - 1);
    ProbCutModel m = kEndgameModels[row];
    m.shallowDepth = endgameProbCutShallowDepth(empties);
    return m;
}

}  // namespace hasami::ai
