// The evaluation itself, compiled once per kernel level (level_pattern_evaluator.h): pattern
// indices are gathered with pext where the level has it.

#include <algorithm>

#include "ai/pattern_set.h"
#include "level_pattern_evaluator.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

int LevelPatternEvaluator::evaluate(Bitboard p, Bitboard o) const {
    const int phase = phaseOf(bb::count(~(p | o)), phaseCount_);
    const std::int16_t* w = weights_.data() + std::size_t(phase) * std::size_t(weightsPerPhase_);
    int sum = 0;
    set_.forEachIndex(p, o,
                      [&](int feature, int index) { sum += w[featureOffset_[feature] + index]; });
    // Rounded to the nearest disc, halves away from zero, so that colours are symmetric.
    const int half = scale_ / 2;
    const int discs = (sum >= 0 ? sum + half : sum - half) / scale_;
    return std::clamp(discs, -kMaxEvaluation, kMaxEvaluation);
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
