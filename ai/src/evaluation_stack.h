#pragma once

// The search's evaluation, with the pattern indices of the line it is searching: each move the
// search steps into updates its parent's indices (pattern_indices.h), and an evaluation at the
// end of the line reads them instead of the board. Positions off the line, and evaluations other
// than this kernel level's pattern one, are evaluated as usual: the line only makes the same
// evaluation cheaper, so a search keeps its nodes and scores whether or not it steps.

#include <array>

#include "ai/evaluator.h"
#include "level_pattern_evaluator.h"
#include "pattern_indices.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

class EvaluationStack {
  public:
    // While a Step lives the line goes one move further; it ends with the Step's scope.
    class [[nodiscard]] Step {
      public:
        explicit Step(EvaluationStack* stack) : stack_(stack) {}
        Step(const Step&) = delete;
        Step& operator=(const Step&) = delete;
        ~Step() {
            if (stack_) --stack_->ply_;
        }

      private:
        EvaluationStack* stack_;
    };

    void setEvaluator(const Evaluator& evaluator) {
        evaluator_ = &evaluator;
        patterns_ = dynamic_cast<const LevelPatternEvaluator*>(&evaluator);
        frames_[0] = {};
        ply_ = 0;
    }

    // The line starts again at (p, o).
    void reset(Bitboard p, Bitboard o) {
        ply_ = 0;
        if (patterns_) frames_[0] = {p, o, patternIndices(patterns_->patternSet(), p, o)};
    }

    // The evaluation of (p, o), p to move.
    int evaluate(Bitboard p, Bitboard o) const {
        if (ends(p, o)) return patterns_->evaluate(frames_[ply_].indices.mover, p, o);
        return evaluator_->evaluate(p, o);
    }
    // The evaluation of the position after p plays `square`, flipping `flips`, from (p, o).
    int evaluateChild(Bitboard p, Bitboard o, int square, Bitboard flips) const {
        const Bitboard cp = o ^ flips;
        const Bitboard co = p ^ flips ^ bb::bit(square);
        if (!ends(p, o)) return evaluator_->evaluate(cp, co);
        alignas(32) PatternIndices::Lanes child;
        moverAfterMove(patterns_->patternSet(), frames_[ply_].indices, square, flips, child);
        return patterns_->evaluate(child, cp, co);
    }

    // Steps from (p, o) into the move to `square`, flipping `flips`, or into a pass.
    Step play(Bitboard p, Bitboard o, int square, Bitboard flips) {
        if (!canStep(p, o)) return Step(nullptr);
        Frame& child = frames_[ply_ + 1];
        child.p = o ^ flips;
        child.o = p ^ flips ^ bb::bit(square);
        afterMove(patterns_->patternSet(), frames_[ply_].indices, square, flips, child.indices);
        ++ply_;
        return Step(this);
    }
    Step pass(Bitboard p, Bitboard o) {
        if (!canStep(p, o)) return Step(nullptr);
        Frame& child = frames_[ply_ + 1];
        child.p = o;
        child.o = p;
        child.indices = afterPass(frames_[ply_].indices);
        ++ply_;
        return Step(this);
    }

  private:
    struct Frame {
        Bitboard p = 0, o = 0;  // the position; no real one has two empty sides
        PatternIndices indices;
    };

    // Whether the line ends at (p, o).
    bool ends(Bitboard p, Bitboard o) const {
        return patterns_ && frames_[ply_].p == p && frames_[ply_].o == o;
    }
    bool canStep(Bitboard p, Bitboard o) const {
        return ends(p, o) && ply_ + 1 < int(frames_.size());
    }

    const Evaluator* evaluator_ = nullptr;
    const LevelPatternEvaluator* patterns_ = nullptr;
    // Sixty moves and as many passes.
    std::array<Frame, 121> frames_;
    int ply_ = 0;
};

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
