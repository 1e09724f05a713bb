#pragma once

// Fitting the pattern weights: regularised least squares over the labelled samples,
//   sum over samples (evaluation - label)^2
//     + ridge * sum of squared weights
//     + smoothing * sum of squared differences between a weight and the same weight in the
//       next phase,
// solved by conjugate gradients on the normal equations with a diagonal preconditioner. All
// phases are fitted together: the smoothing term lets a phase borrow from its neighbours
// where its own samples say little.

#include <functional>
#include <span>
#include <vector>

#include "ai/evaluator.h"
#include "ai/pattern_weights.h"
#include "ai/training/dataset.h"

namespace hasami::ai::training {

struct FitOptions {
    int phaseCount = 15;
    int iterations = 200;
    double ridge = 2.0;
    double smoothing = 4.0;
    int scale = 64;  // weight units per disc in the file
};

// Mean absolute error in discs after some iterations, for the progress report.
struct FitProgress {
    int iteration = 0;
    double trainingError = 0;
    double validationError = 0;
};

// The weights in discs, phase after phase in PatternSet's shared order.
std::vector<double> fitWeights(std::span<const Sample> training, std::span<const Sample> validation,
                               const FitOptions& options,
                               const std::function<void(const FitProgress&)>& onProgress);

// The weights as the file stores them.
PatternWeights quantize(std::span<const double> weights, const FitOptions& options);

// The mean absolute error of an evaluation over samples, per phase of `phaseCount` (NaN for a
// phase without samples), and the number of samples per phase.
struct PhaseErrors {
    std::vector<double> meanAbsoluteError;
    std::vector<std::size_t> count;
};
PhaseErrors phaseErrors(const Evaluator& evaluator, std::span<const Sample> samples,
                        int phaseCount);

}  // namespace hasami::ai::training
