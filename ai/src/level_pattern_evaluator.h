#pragma once

// One kernel level's PatternEvaluator: its evaluate() (pattern_evaluation.cpp) is compiled
// once per level (search_kernels.h), in the level's namespace.

#include <array>
#include <cstdint>

#include "ai/pattern_evaluator.h"
#include "core/kernel_namespace.h"
#include "pattern_indices.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

class LevelPatternEvaluator final : public PatternEvaluator {
  public:
    explicit LevelPatternEvaluator(const PatternWeights& weights);

    int evaluate(Bitboard p, Bitboard o) const override;
    // The same evaluation with the shapes' indices already known, from the mover's view
    // (pattern_indices.h).
    int evaluate(const PatternIndices::Lanes& indices, Bitboard p, Bitboard o) const;

  private:
    // The weights of the phase of (p, o).
    const std::int16_t* phaseWeights(Bitboard p, Bitboard o) const;
    // The shapes' `sum` of weights `w` with the global features' added, rounded to a disc
    // score.
    int discs(const std::int16_t* w, int sum, Bitboard p, Bitboard o) const;
    // The weights `w` of the copies' `indices`, summed.
    int copiesSum(const std::int16_t* w, const PatternIndices::Lanes& indices) const;

    int copies_;
    // Each copy's featureOffset_, then zeros: a lane each, as the indices have.
    std::array<std::int32_t, kMaxCopies> copyOffset_{};
};

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
