#include "ai/selectivity.h"

#include <algorithm>

namespace hasami::ai {

namespace {

// Measured with `hasami-engine probcut --positions 600 --max-depth 12` on the built-in
// evaluation: for each deep depth, the regression of the deep score on the shallow one over
// positions from self-play with 20 to 50 empties. Rows 0 to 2 are never used (ProbCut starts
// at depth 3); depths beyond the table use its last row.
constexpr ProbCutModel kModels[] = {
    {0, 1.0, 0.0, 0.0},        {0, 1.0, 0.0, 0.0},        {0, 1.0, 0.0, 0.0},
    {1, 1.092, 0.072, 3.175},  {2, 1.108, 0.382, 3.131},  {3, 1.106, -0.091, 2.722},
    {2, 1.225, 0.493, 4.825},  {3, 1.211, -0.005, 4.268}, {4, 1.234, 0.043, 4.098},
    {5, 1.205, 0.149, 3.938},  {4, 1.334, 0.123, 5.862},  {5, 1.298, 0.440, 5.659},
    {6, 1.311, -0.014, 5.856},
};

}  // namespace

ProbCutModel probCutModel(int depth) {
    const int row = std::min<int>(depth, std::size(kModels) - 1);
    ProbCutModel m = kModels[row];
    m.shallowDepth = probCutShallowDepth(depth);
    return m;
}

// Measured with `hasami-engine probcut --endgame --positions 60 --max-depth 22` on the trained
// evaluation: for each number of empties from kMinEndgameProbCutEmpties, the regression of the
// exact score on the shallow search's. More empties than the table use its last row.
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
