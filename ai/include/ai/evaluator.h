#pragma once

#include "core/bitboard.h"

namespace hasami::ai {

// A static evaluation: the expected final disc difference from the player's view, for a
// position where the player (p) is to move against the opponent (o). Implementations must be
// thread-safe for concurrent calls and return a value in [-kMaxEvaluation, kMaxEvaluation],
// leaving the extreme scores to exact results.
class Evaluator {
  public:
    static constexpr int kMaxEvaluation = 63;
    virtual ~Evaluator() = default;
    virtual int evaluate(Bitboard p, Bitboard o) const = 0;
};

}  // namespace hasami::ai
