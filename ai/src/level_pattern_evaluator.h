#pragma once

// One kernel level's PatternEvaluator: its evaluate() (pattern_evaluation.cpp) is compiled
// once per level (search_kernels.h), in the level's namespace.

#include "ai/pattern_evaluator.h"
#include "core/kernel_namespace.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

class LevelPatternEvaluator final : public PatternEvaluator {
  public:
    explicit LevelPatternEvaluator(const PatternWeights& weights) : PatternEvaluator(weights) {}

    int evaluate(Bitboard p, Bitboard o) const override;
};

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
