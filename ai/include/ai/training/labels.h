#pragma once

// Labels better than a game's result, from the engine itself: the result of a game records
// the players' mistakes to the end, while an exact solve or a deeper search gives what the
// position is worth.

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/engine.h"
#include "ai/evaluator.h"
#include "ai/training/dataset.h"

namespace hasami::ai::training {

class EngineLabeller {
  public:
    // `evaluator` for the searches (nullptr: the built-in one); exact solves do not depend on
    // it, though they are faster with a good one.
    explicit EngineLabeller(std::shared_ptr<const Evaluator> evaluator,
                            std::size_t hashMegabytes = kHashMegabytes);

    // For the samples of one game (gameSamples): every position with `exactEmpties` empties or
    // fewer gets its exact score, and every earlier one the exact score of the first of those,
    // from its own side's view: the result the game would have had with perfect play from
    // there. A game that ends before reaching so few empties keeps its labels. Exact labels are
    // kept without a solve.
    void solveEndgame(std::vector<Sample>& gameSamples, int exactEmpties);

    // The sample's label becomes the score of a `depth`-ply search (exact where the search
    // reaches the end of the game).
    void search(Sample& sample, int depth);
    // A new label for a sample that is not exact: its exact score when it has `exactEmpties`
    // empties or fewer, else a `depth`-ply search's. Each search starts with what earlier ones
    // learnt forgotten: the label does not depend on the samples labelled before, so a run split
    // into shards gives the labels of the whole run. (Clearing costs time in proportion to the
    // table: give this labeller a small one.)
    void relabel(Sample& sample, int depth, int exactEmpties);

    std::uint64_t nodes() const { return nodes_; }

    // Small: the positions of one game share little with the next game's.
    static constexpr std::size_t kHashMegabytes = 16;

  private:
    // The score of (p, o) with `limits`, from p's view; a position where p must pass is
    // searched from the opponent's side.
    int score(Bitboard p, Bitboard o, const Limits& limits);

    Engine engine_;
    std::uint64_t nodes_ = 0;
};

}  // namespace hasami::ai::training
