// The evaluations' speed, one thread: the trained pattern evaluation and the simple one.
//   build/release/tests/bench/bench_eval --benchmark_min_time=1

#include <benchmark/benchmark.h>

#include "ai/pattern_evaluator.h"
#include "ai/simple_evaluator.h"
#include "random_games.h"

namespace hasami {
namespace {

// 4096 positions from random games: every ply of each game (range 0), or only those with 24
// to 27 empties (range 1), as the leaves of one midgame search are: one phase's weights, which
// then stay in the processor's caches.
std::vector<Position> samplePositions(bool onePhase) {
    std::vector<Position> positions;
    for (const Position& p : test::randomPositions(onePhase ? 40000 : 4096, 1)) {
        if (!onePhase || (p.emptyCount() >= 24 && p.emptyCount() < 28)) positions.push_back(p);
    }
    positions.resize(4096);
    return positions;
}

void evaluateAll(benchmark::State& state, const ai::Evaluator& evaluator) {
    const std::vector<Position> positions = samplePositions(state.range(0) == 1);
    std::size_t i = 0;
    for (auto _ : state) {
        const Position& p = positions[i++ & 4095];
        benchmark::DoNotOptimize(evaluator.evaluate(p.player(), p.opponent()));
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_PatternEvaluation(benchmark::State& state) {
    const auto evaluator = ai::loadShippedEvaluator();
    if (!evaluator) {
        state.SkipWithError(evaluator.error().message.c_str());
        return;
    }
    evaluateAll(state, **evaluator);
}
BENCHMARK(BM_PatternEvaluation)->Arg(0)->Arg(1);

void BM_SimpleEvaluation(benchmark::State& state) {
    evaluateAll(state, ai::SimpleEvaluator());
}
BENCHMARK(BM_SimpleEvaluation)->Arg(0)->Arg(1);

}  // namespace
}  // namespace hasami
