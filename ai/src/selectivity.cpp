#include "ai/selectivity.h"

#include <algorithm>

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

namespace {

// Measured with `hasami-tools probcut --positions 900 --max-depth 12 --seed 7` on the shipped
// evaluation: for each band of empties (probCutBand) and deep depth, the regression of the deep
// score on the shallow one over positions from self-play with 20 to 50 empties (284, 286 and 330
// of them). Rows 0 to 2 are never used (ProbCut starts at depth 3); depths beyond the table use
// its last row.
// clang-format off
constexpr ProbCutModel kModels[kProbCutBands][13] = {
    {
        {0, 1.0, 0.0, 0.0}, {0, 1.0, 0.0, 0.0}, {0, 1.0, 0.0, 0.0},
        {1, 1.012, 0.361, 3.811}, {2, 1.009, -0.019, 3.749}, {3, 1.005, 0.029, 3.187},
        {2, 1.022, 0.204, 4.575}, {3, 1.029, -0.177, 4.102}, {4, 1.024, 0.442, 3.397},
        {5, 1.027, -0.491, 2.982}, {4, 1.034, 0.794, 4.347}, {5, 1.038, -0.494, 3.648},
        {6, 1.019, 0.673, 3.615},
    },
    {
        {0, 1.0, 0.0, 0.0}, {0, 1.0, 0.0, 0.0}, {0, 1.0, 0.0, 0.0},
        {1, 1.015, 0.707, 3.334}, {2, 1.011, 0.232, 3.407}, {3, 1.019, 0.154, 2.986},
        {2, 1.030, 0.383, 4.129}, {3, 1.032, 0.267, 3.418}, {4, 1.017, 0.209, 3.159},
        {5, 1.022, -0.040, 2.996}, {4, 1.033, 0.128, 3.636}, {5, 1.032, 0.041, 3.429},
        {6, 1.020, 0.231, 3.228},
    },
    {
        {0, 1.0, 0.0, 0.0}, {0, 1.0, 0.0, 0.0}, {0, 1.0, 0.0, 0.0},
        {1, 0.952, 0.990, 3.403}, {2, 0.950, 0.295, 2.944}, {3, 0.956, 0.307, 2.433},
        {2, 0.925, 0.222, 3.598}, {3, 0.953, 0.468, 2.931}, {4, 0.974, -0.093, 2.779},
        {5, 0.988, 0.168, 2.650}, {4, 0.968, -0.138, 3.280}, {5, 0.993, 0.296, 3.042},
        {6, 0.993, -0.015, 2.922},
    },
};
// clang-format on

}  // namespace

ProbCutModel probCutModel(int depth, int empties) {
    const auto& models = kModels[probCutBand(empties)];
    ProbCutModel m = models[std::min(depth, int(std::size(models)) - 1)];
    m.shallowDepth = probCutShallowDepth(depth);
    return m;
}

// Measured with `hasami-tools probcut --endgame --positions 60 --max-depth 22` on the trained
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

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
