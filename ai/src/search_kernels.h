#pragma once

// ai's hot code behind core/kernels.h's dispatch: the search (search.cpp, midgame.cpp,
// endgame.cpp and what they call in a loop) and the pattern evaluation are compiled once per
// kernel level, and a level's table makes the objects whose virtual functions run its copy.

#include <atomic>
#include <cstdint>
#include <memory>

#include "ai/pattern_evaluator.h"
#include "core/kernels.h"

namespace hasami::ai {

class Search;
class TranspositionTable;

struct SearchKernels {
    // A Search (see search.h for the arguments).
    std::unique_ptr<Search> (*newSearch)(
        std::shared_ptr<TranspositionTable> table,
        std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
        std::shared_ptr<const std::atomic<bool>> firstDone, int helper);
    // A PatternEvaluator of checked weights (PatternEvaluator::create checks them).
    std::shared_ptr<const PatternEvaluator> (*newPatternEvaluator)(const PatternWeights& weights);

    // The table of the level this is compiled for (search_kernels.cpp, in each level's copy).
    static SearchKernels thisLevel();
};

// The table of an available level (core/kernels.h).
const SearchKernels& searchKernels(KernelLevel level);

}  // namespace hasami::ai
