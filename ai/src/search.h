#pragma once

// The search behind ai::Engine. One LevelSearch runs one think() at a time; its parts live in
// search.cpp (the iterative-deepening driver and the root), midgame.cpp (depth-limited
// principal variation search with ProbCut) and endgame.cpp (the exact solver).

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "ai/evaluator.h"
#include "ai/limits.h"
#include "ai/search_result.h"
#include "ai/selectivity.h"
#include "ai/time_manager.h"
#include "busy_table.h"
#include "core/position.h"
#include "evaluation_stack.h"
#include "move_ordering.h"
#include "packed_squares.h"
#include "search_kernels.h"
#include "transposition_table.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

// The score of one root move, for the levels' randomness and for hints.
struct MoveScore {
    int square;
    int score;
};

// One kernel level's search, compiled once per level (search_kernels.h): the engine reaches it
// through the Search it implements, made by that level's table.
class LevelSearch final : public Search {
  public:
    // A search that uses `table`, which other searches (threads) may share, and stops soon
    // after `stopRequests` (the engine's count of stop requests, shared by its threads) passes
    // the value run() or analyse() is given. `helper` > 0 makes it a helper thread's search:
    // it tries the root moves from a different one first, and stops when `firstDone` is set.
    LevelSearch(std::shared_ptr<TranspositionTable> table,
                std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
                std::shared_ptr<const std::atomic<bool>> firstDone, int helper);
    ~LevelSearch() override;
    void setBusyTable(std::shared_ptr<BusyTable> busy) override { busy_ = std::move(busy); }

    SearchResult run(const Position& position, const Limits& limits,
                     const ProgressCallback& onProgress, std::uint64_t stopsAfter) override;
    std::vector<MoveEvaluation> analyse(const Position& position, const Limits& limits,
                                        const AnalysisCallback& onUpdate,
                                        std::uint64_t stopsAfter) override;

    void setEvaluator(std::shared_ptr<const Evaluator> evaluator) override;
    void clearOwnTable() override { nearLeaves_.clear(); }
    std::uint64_t publishedNodes() const override {
        return published_.load(std::memory_order_relaxed);
    }
    void clearPublishedNodes() override { published_.store(0, std::memory_order_relaxed); }
    const std::shared_ptr<const Evaluator>& evaluator() const override { return evaluator_; }

    // Internals shared by the search's files.

    // Midgame: the score of (p, o) searched `depth` plies, within (alpha, beta).
    int midgame(Bitboard p, Bitboard o, int alpha, int beta, int depth);
    // Endgame: the exact score when it lies within (alpha, beta), else a bound.
    int endgame(Bitboard p, Bitboard o, int alpha, int beta);

    struct Plan;

  private:
    enum class Mode { Midgame, Exact, WinLossDraw };
    struct Iteration {
        Mode mode;
        int depth;
        int selectivity;  // index into kConfidence
        // A solve to the end at full width: its score is the exact one.
        bool exact() const { return mode == Mode::Exact && selectivity == kNoSelectivity; }
    };
    struct Best {
        int score = -65;
        int square = kNoMove;
    };

    // The principal variation search of a node's moves: the first with the whole window, the
    // others with a null window and, when one beats alpha, again with the whole window.
    // `search(p, o, alpha, beta)` scores a child from the child's side; a search that takes a
    // fifth argument is given the child's legal moves too, as sorting counted them (or
    // kRepliesUnknown). Fail-soft; on an abort the result is meaningless and the caller
    // returns at once. With `shareWork` (a deep node, when several threads search), a move
    // that another thread is searching is tried after the others. Without `stepEvaluation`
    // (children that evaluate nothing) the evaluation's line stops here.
    template <typename SearchChild>
    Best searchMoves(MoveList& list, Bitboard p, Bitboard o, int alpha, int beta,
                     SearchChild&& search, bool shareWork = false, bool stepEvaluation = true) {
        shareWork = shareWork && busy_;
        Best best;
        int searched = 0;
        // Searches move i; true when the node is done (a cut-off or an abort).
        const auto searchMove = [&](int i) {
            const Child c = childOf(p, o, list[i]);
            const auto step = stepEvaluation ? evaluation_.play(p, o, list[i].square, list[i].flips)
                                             : EvaluationStack::Step(nullptr);
            if (shareWork) busy_->enter(c.p, c.o);
            const auto child = [&](int a, int b) {
                if constexpr (std::is_invocable_v<SearchChild&, Bitboard, Bitboard, int, int,
                                                  Bitboard>) {
                    return search(c.p, c.o, a, b, list[i].replies);
                } else {
                    return search(c.p, c.o, a, b);
                }
            };
            int score;
            if (searched++ == 0 || beta - alpha == 1) {
                score = -child(-beta, -alpha);
            } else {
                score = -child(-alpha - 1, -alpha);
                if (score > alpha && score < beta && !aborted_) score = -child(-beta, -score);
            }
            if (shareWork) busy_->leave(c.p, c.o);
            if (aborted_) return true;
            if (score > best.score) {
                best = {score, list[i].square};
                if (score >= beta) return true;
                alpha = std::max(alpha, score);
            }
            return false;
        };
        std::array<std::uint8_t, 64> deferred;
        int deferredCount = 0;
        for (int i = 0; i < list.size(); ++i) {
            list.selectBest(i);
            if (shareWork && i > 0) {
                const Child c = childOf(p, o, list[i]);
                if (busy_->busy(c.p, c.o)) {
                    deferred[deferredCount++] = std::uint8_t(i);
                    continue;
                }
            }
            if (searchMove(i)) return best;
        }
        for (int k = 0; k < deferredCount; ++k)
            if (searchMove(deferred[k])) return best;
        return best;
    }

    void begin(const Limits& limits, std::uint64_t stopsAfter);
    SearchResult passAndRun(const Position& position, const Limits& limits,
                            const ProgressCallback& onProgress, std::uint64_t stopsAfter);
    std::vector<Iteration> iterationsFor(const Position& position, const Plan& plan) const;
    Best searchRoot(const Position& position, const Iteration& it, int alpha, int beta);
    Best aspiration(const Position& position, const Iteration& it, int guess);
    std::vector<MoveScore> scoreRootMoves(const Position& position, const Iteration& it);
    int searchChild(Bitboard p, Bitboard o, const Iteration& it, int alpha, int beta);
    std::vector<Move> principalVariation(const Position& position, int square) const;

    int midgameNws(Bitboard p, Bitboard o, int alpha, int depth);
    // The score of a null-window node of `depth` when the table's entry of one of its moves
    // proves it above alpha.
    std::optional<int> childTableCut(const MoveList& list, Bitboard p, Bitboard o, int alpha,
                                     int depth);
    // A null-window node one ply above the evaluation, with its legal moves.
    int midgameLeafParent(Bitboard p, Bitboard o, Bitboard moves, int alpha);
    // True, with `score` the bound, when a shallow search predicts by model `m` that the deep
    // score lies outside (alpha, beta) with the running selectivity's confidence.
    bool probCut(Bitboard p, Bitboard o, int alpha, int beta, const ProbCutModel& m, int& score);
    // `moves`: the legal moves of (p, o), when the parent's sorting counted them.
    int endgameNws(Bitboard p, Bitboard o, int alpha, Bitboard moves = kRepliesUnknown);
    int endgameNwsSorted(Bitboard p, Bitboard o, int alpha, int empties, Bitboard moves);
    int shallowNws(Bitboard p, Bitboard o, int alpha, PackedSquares empties, int parity,
                   bool passed);
    int solve3(Bitboard p, Bitboard o, int alpha, int x1, int x2, int x3);
    int solve2(Bitboard p, Bitboard o, int alpha, int x1, int x2);
    int solve1(Bitboard p, Bitboard o, int x);
    // Gives the moves their priorities: the table's move first, then by a shallow search of
    // sortDepth (-1: heuristics only, 0: the evaluation), with a bonus for moves into the
    // oddRegions squares and one for the isolated ones. `alpha`: the bound of a null-window
    // node, near which alone the scores matter.
    void orderMoves(MoveList& moves, Bitboard p, Bitboard o, int sortDepth, int ttMove,
                    Bitboard oddRegions = 0, std::optional<int> alpha = std::nullopt,
                    Bitboard isolated = 0);

    // The table of a null-window node `depth` plies from the evaluation, or of `empties`
    // empties in the exact solver: nearLeaves_ below a bound, else the shared table.
    TranspositionTable& midgameTable(int depth);
    TranspositionTable& endgameTable(int empties);

    // Counts a node; every few thousand nodes checks stop requests and limits.
    void countNode() {
        if (++nodes_ >= nextCheck_) checkLimits();
    }
    void checkLimits();
    double elapsedSeconds() const;
    // Whether a timed search starts another iteration (time_manager.h); without a time limit
    // it deepens until another limit stops it.
    bool deepenFurther(const IterationReport& report) const {
        return time_.hard <= 0 || startNextIteration(time_, report);
    }

    std::shared_ptr<TranspositionTable> table_;
    // The null-window nodes near the leaves are most of the nodes, and an entry of theirs is
    // found again soon or never: in a small table of this thread's own they stay in its
    // cache, and leave the shared table to the deeper entries (measured in midgame.cpp and
    // endgame.cpp). Principal variation nodes keep to the shared table, which the reported
    // line is read from.
    static constexpr std::size_t kNearLeavesMegabytes = 1;
    TranspositionTable nearLeaves_{kNearLeavesMegabytes};
    std::shared_ptr<BusyTable> busy_;  // null with one thread
    int helper_;
    std::shared_ptr<const Evaluator> evaluator_;
    EvaluationStack evaluation_;  // evaluator_'s, along the line being searched
    std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests_;
    std::shared_ptr<const std::atomic<bool>> firstDone_;

    // The state of the running search.
    bool aborted_ = false;
    int selectivity_ = kNoSelectivity;
    std::uint64_t nodes_ = 0;
    std::atomic<std::uint64_t> published_{0};  // nodes_, for publishedNodes()
    std::uint64_t nextCheck_ = 0;
    std::uint64_t nodeLimit_ = 0;
    std::uint64_t stopsAfter_ = 0;  // more stop requests than this stop the search
    MoveTime time_;                 // zero: no time limit
    std::chrono::steady_clock::time_point start_;
};

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
