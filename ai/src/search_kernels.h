#pragma once

// ai's hot code behind core/kernels.h's dispatch: the search (search.cpp, midgame.cpp,
// endgame.cpp and what they call in a loop) and the pattern evaluation are compiled once per
// kernel level, and a level's table makes the objects whose virtual functions run its copy.

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/evaluator.h"
#include "ai/limits.h"
#include "ai/pattern_evaluator.h"
#include "ai/search_result.h"
#include "core/kernels.h"
#include "core/position.h"

namespace hasami::ai {

class BusyTable;
class TranspositionTable;

// A search of one kernel level (LevelSearch, search.h): what the engine and the Monte Carlo
// search ask of it. One Search runs one think() at a time.
class Search {
  public:
    virtual ~Search();
    // Set when several threads search: where they are, so they can share the work.
    virtual void setBusyTable(std::shared_ptr<BusyTable> busy) = 0;

    virtual SearchResult run(const Position& position, const Limits& limits,
                             const ProgressCallback& onProgress, std::uint64_t stopsAfter) = 0;
    virtual std::vector<MoveEvaluation> analyse(const Position& position, const Limits& limits,
                                                const AnalysisCallback& onUpdate,
                                                std::uint64_t stopsAfter) = 0;

    virtual void setEvaluator(std::shared_ptr<const Evaluator> evaluator) = 0;
    virtual const std::shared_ptr<const Evaluator>& evaluator() const = 0;
    // Empties this search's own table (LevelSearch::nearLeaves_); the shared one is the
    // engine's.
    virtual void clearOwnTable() = 0;
    // The nodes of the running or last run(), as it last published them (every thousand nodes,
    // and as it ends): read from another thread, for the progress of all threads together.
    virtual std::uint64_t publishedNodes() const = 0;
    // Zero until run() publishes: the engine clears it before it starts a helper's run(), so
    // that the main thread never reports the previous search's count.
    virtual void clearPublishedNodes() = 0;
};

struct SearchKernels {
    // A Search (see search.h for the arguments).
    std::unique_ptr<Search> (*newSearch)(
        std::shared_ptr<TranspositionTable> table,
        std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
        std::shared_ptr<const std::atomic<bool>> firstDone, int helper);
    // A PatternEvaluator of checked weights (PatternEvaluator::create checks them).
    std::shared_ptr<const PatternEvaluator> (*newPatternEvaluator)(const PatternWeights& weights);
};

// The table of an available level (core/kernels.h).
const SearchKernels& searchKernels(KernelLevel level);

}  // namespace hasami::ai
