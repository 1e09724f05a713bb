#pragma once

#include "ai/evaluator.h"

namespace hasami::ai {

// A hand-weighted evaluation from a few global features: mobility, potential mobility,
// corners, the X and C squares next to empty corners, stable discs, and (late) the disc count
// and parity. The fallback when no trained weights are available, and the baseline the trained
// pattern evaluation is measured against.
class SimpleEvaluator final : public Evaluator {
  public:
    int evaluate(Bitboard p, Bitboard o) const override;
};

}  // namespace hasami::ai
