// The table of ai's hot code, compiled once per kernel level (search_kernels.h).

#include "search_kernels.h"

#include "level_pattern_evaluator.h"
#include "search.h"

extern "C" const hasami::ai::SearchKernels* HASAMI_KERNEL_ENTRY(hasami_ai_kernels)() {
    using namespace hasami::ai;
    static const SearchKernels kernels = {
        .newSearch = [](std::shared_ptr<TranspositionTable> table,
                        std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
                        std::shared_ptr<const std::atomic<bool>> firstDone,
                        int helper) -> std::unique_ptr<Search> {
            return std::make_unique<LevelSearch>(std::move(table), std::move(stopRequests),
                                                 std::move(firstDone), helper);
        },
        .newPatternEvaluator =
            [](const PatternWeights& weights) -> std::shared_ptr<const PatternEvaluator> {
            return std::make_shared<const LevelPatternEvaluator>(weights);
        },
    };
    return &kernels;
}
