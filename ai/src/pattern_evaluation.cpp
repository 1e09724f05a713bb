// The evaluation itself, compiled once per kernel level (search_kernels.h): pattern indices
// are gathered with pext where the level has it.

#include <algorithm>

#include "ai/pattern_evaluator.h"
#include "ai/pattern_set.h"

namespace hasami::ai {

PatternEvaluator::PatternEvaluator(const PatternWeights& weights)
    : phaseCount_(weights.phaseCount),
      scale_(weights.scale),
      weightsPerPhase_(PatternSet::standard().weightCount()) {
    const PatternSet& set = PatternSet::standard();
    // Expanded so that every configuration has its own entry: no symmetry lookup when
    // evaluating.
    weights_.resize(std::size_t(phaseCount_) * std::size_t(weightsPerPhase_));
    for (int phase = 0; phase < phaseCount_; ++phase) {
        const std::int16_t* shared =
            weights.values.data() + std::size_t(phase) * std::size_t(set.canonicalWeightCount());
        std::int16_t* full = weights_.data() + std::size_t(phase) * std::size_t(weightsPerPhase_);
        for (const PatternSet::Table& t : set.tables()) {
            for (int i = 0; i < t.size; ++i)
                full[t.offset + i] = shared[t.canonical[i]];
        }
    }
    for (int f = 0; f < set.featureCount(); ++f)
        featureOffset_.push_back(set.tables()[set.tableOf(f)].offset);
}

int PatternEvaluator::evaluate(Bitboard p, Bitboard o) const {
    const int phase = phaseOf(bb::count(~(p | o)), phaseCount_);
    const std::int16_t* w = weights_.data() + std::size_t(phase) * std::size_t(weightsPerPhase_);
    int sum = 0;
    PatternSet::standard().forEachIndex(
        p, o, [&](int feature, int index) { sum += w[featureOffset_[feature] + index]; });
    // Rounded to the nearest disc, halves away from zero, so that colours are symmetric.
    const int half = scale_ / 2;
    const int discs = (sum >= 0 ? sum + half : sum - half) / scale_;
    return std::clamp(discs, -kMaxEvaluation, kMaxEvaluation);
}

}  // namespace hasami::ai
