#pragma once

// The trained evaluation: the sum of one weight per feature of a PatternSet (the one the
// weights were fitted for), from the weight set of the position's phase. Weights come from a
// weights file (pattern_weights.h) made by `hasami-tools train`; the one shipped with Hasami is
// built into the programs.

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "ai/evaluator.h"
#include "ai/pattern_weights.h"
#include "core/kernels.h"
#include "core/result.h"

namespace hasami::ai {

class PatternSet;

// The evaluation itself, evaluate(), is compiled once per kernel level (core/kernels.h): each
// level's copy derives its own class from this one (ai/src/level_pattern_evaluator.h), and
// create() makes the object of the level given.
class PatternEvaluator : public Evaluator {
  public:
    // An evaluation with these weights, or the error when they were made for a pattern set
    // this version does not know or do not have its shape. It runs the code of the kernel level
    // given (core/kernels.h), by default the programs'.
    static Result<std::shared_ptr<const PatternEvaluator>> create(
        const PatternWeights& weights, KernelLevel kernels = activeKernelLevel());
    // From the bytes of a weights file, or the error.
    static Result<std::shared_ptr<const PatternEvaluator>> fromBytes(
        std::span<const std::uint8_t> bytes);
    // From a weights file, or the error naming the file.
    static Result<std::shared_ptr<const PatternEvaluator>> fromFile(const std::string& path);

    ~PatternEvaluator() override;

    int phaseCount() const { return phaseCount_; }
    const PatternSet& patternSet() const { return set_; }

  protected:
    // The weights expanded for evaluate(): checked by create().
    explicit PatternEvaluator(const PatternWeights& weights);

    const PatternSet& set_;
    int phaseCount_;
    int scale_;
    int weightsPerPhase_;
    std::vector<std::int16_t> weights_;  // phase by phase, one weight per configuration
    std::vector<int> featureOffset_;     // of each feature's table in a phase's weights
};

// The weights built into the programs (resources/weights/patterns.weights), decoded once.
// The error when they are missing or damaged: the caller keeps the built-in simple evaluation
// then (Engine::setEvaluator(nullptr) restores it).
Result<std::shared_ptr<const Evaluator>> loadShippedEvaluator();

// The evaluation an Engine starts with: the built-in trained one, or the simple one when the
// built-in weights cannot be used.
std::shared_ptr<const Evaluator> defaultEvaluator();

// An evaluation chosen by name, for command lines: "simple" (the built-in hand-weighted one),
// "shipped" (the built-in weights) or the path of a weights file; or the error.
Result<std::shared_ptr<const Evaluator>> evaluatorByName(const std::string& name);

}  // namespace hasami::ai
