// The table of ai's hot code, compiled once per kernel level (search_kernels.h).

#include "search_kernels.h"

#include "search.h"

namespace hasami::ai {

SearchKernels SearchKernels::thisLevel() {
    return {
        .newSearch =
            [](std::shared_ptr<TranspositionTable> table,
               std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
               std::shared_ptr<const std::atomic<bool>> firstDone, int helper) {
                return std::make_unique<Search>(std::move(table), std::move(stopRequests),
                                                std::move(firstDone), helper);
            },
        .newPatternEvaluator =
            [](const PatternWeights& weights) {
                return std::shared_ptr<const PatternEvaluator>(new PatternEvaluator(weights));
            },
    };
}

}  // namespace hasami::ai

extern "C" const hasami::ai::SearchKernels* HASAMI_KERNEL_ENTRY(hasami_ai_kernels)() {
    static const hasami::ai::SearchKernels kernels = hasami::ai::SearchKernels::thisLevel();
    return &kernels;
}
