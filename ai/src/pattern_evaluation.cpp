// The evaluation itself, compiled once per kernel level (level_pattern_evaluator.h): pattern
// indices are gathered with pext where the level has it.

#include <algorithm>

#include "ai/pattern_set.h"
#include "level_pattern_evaluator.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

const std::int16_t* LevelPatternEvaluator::phaseWeights(Bitboard p, Bitboard o) const {
    const int phase = phaseOf(bb::count(~(p | o)), phaseCount_);
    return weights_.data() + std::size_t(phase) * std::size_t(weightsPerPhase_);
}

int LevelPatternEvaluator::discs(const std::int16_t* w, int sum, Bitboard p, Bitboard o) const {
    set_.forEachGlobalIndex(
        p, o, [&](int feature, int index) { sum += w[featureOffset_[feature] + index]; });
    // Rounded to the nearest disc, halves away from zero, so that colours are symmetric.
    const int half = scale_ / 2;
    const int discs = (sum >= 0 ? sum + half : sum - half) / scale_;
    return std::clamp(discs, -kMaxEvaluation, kMaxEvaluation);
}

int LevelPatternEvaluator::evaluate(Bitboard p, Bitboard o) const {
    const std::int16_t* w = phaseWeights(p, o);
    int sum = 0;
    set_.forEachCopyIndex(p, o,
                          [&](int copy, int index) { sum += w[featureOffset_[copy] + index]; });
    return discs(w, sum, p, o);
}

int LevelPatternEvaluator::evaluate(const PatternIndices::Lanes& indices, Bitboard p,
                                    Bitboard o) const {
    const std::int16_t* w = phaseWeights(p, o);
    int sum = 0;
    const int copies = int(set_.copies().size());
    for (int f = 0; f < copies; ++f)
        sum += w[featureOffset_[f] + indices[f]];
    return discs(w, sum, p, o);
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
