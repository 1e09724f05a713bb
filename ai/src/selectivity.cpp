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

ProbCutModel endgameProbCutModel(int empties) {
    return {endgameProbCutShallowDepth(empties), 1.0, 0.0, 2.0 + 0.25 * empties};
}

}  // namespace hasami::ai
