#pragma once

// The Monte Carlo tree search behind ai::Engine (EngineKind::MonteCarlo): simulations from the
// root choose moves by PUCT (priors from the evaluation of each move) or, in plain UCT, by UCB1;
// a new leaf is valued by the evaluation turned into a chance to win (win_probability.h) or by a
// random playout. MCTS-Solver: game ends and exact solves of the last empties prove nodes won,
// lost or drawn, and the proofs rise through the tree. The tree stays from one think() to the
// next when the new position is in it; threads share it with virtual losses.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "ai/evaluator.h"
#include "ai/limits.h"
#include "ai/search_result.h"
#include "core/kernels.h"
#include "core/position.h"
#include "mcts_tree.h"

namespace hasami::ai {

class Search;
class TranspositionTable;
class PlayoutRandom;

// Leaves with this many empties or fewer are solved exactly (the alpha-beta solver, a few
// milliseconds at most), at full strength.
inline constexpr int kMonteCarloSolveEmpties = 12;

class MonteCarloSearch {
  public:
    // Solves with `table` (shared with the alpha-beta search) by the search of `kernels`' level,
    // and stops soon after `stopRequests` passes the value run() or analyse() is given.
    MonteCarloSearch(std::shared_ptr<TranspositionTable> table,
                     std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
                     KernelLevel kernels);
    ~MonteCarloSearch();

    SearchResult run(const Position& position, const Limits& limits,
                     const ProgressCallback& onProgress, std::uint64_t stopsAfter);
    std::vector<MoveEvaluation> analyse(const Position& position, const Limits& limits,
                                        const AnalysisCallback& onUpdate, std::uint64_t stopsAfter);

    void setEvaluator(std::shared_ptr<const Evaluator> evaluator) {
        evaluator_ = std::move(evaluator);
    }
    void setThreads(int count);
    // Plain UCT at every level: random playouts, uniform priors, UCB1, no exact solver (the
    // baseline the evaluation-guided search is measured against).
    void setPlayouts(bool playouts);
    // The most memory the tree takes; from the next search on (the tree is forgotten).
    void setMemory(std::size_t megabytes);
    // Forgets the tree.
    void clear();
    // The bytes the tree uses now (its nodes and edges).
    std::size_t treeBytes() const;

    struct Settings;
    struct Worker;

  private:
    void prepareTree(const Position& position);
    // Runs simulations until the settings' limits, a stop request or a proof of the root,
    // recycling the tree whenever it is full; `report` is called on this thread from time to
    // time.
    void searchTree(const Settings& settings, const std::function<void()>& report);
    bool simulate(Worker& worker, const Settings& settings);
    double firstVisitValue(Worker& worker, Node& node, const Position& position,
                           const Settings& settings);
    bool expand(Node& node, const Position& position, const Settings& settings);
    std::uint32_t selectEdge(const Node& node, const Settings& settings) const;
    void proveUpwards(const std::uint32_t* path, int length);
    double leafValue(Worker& worker, const Position& position, const Settings& settings) const;

    // The root's edges, best first: a proven win, then by visits, proven losses last.
    std::vector<std::uint32_t> rankedEdges() const;
    std::vector<Move> principalVariation(std::uint32_t edge) const;
    MoveEvaluation evaluationOf(std::uint32_t edge) const;
    SearchResult resultNow(const Settings& settings) const;

    KernelLevel kernels_;
    std::shared_ptr<TranspositionTable> table_;
    std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests_;
    std::shared_ptr<const Evaluator> evaluator_;
    std::size_t memoryBytes_;
    bool playouts_ = false;
    std::vector<std::unique_ptr<Worker>> workers_;
    std::unique_ptr<Tree> tree_;
    Position rootPosition_;

    // The state of the running search.
    std::uint64_t stopsAfter_ = 0;
    std::atomic<bool> done_{false};
    std::atomic<std::uint64_t> simulations_{0};
    std::chrono::steady_clock::time_point start_;
};

}  // namespace hasami::ai
