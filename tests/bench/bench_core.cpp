// Move generation, flips and perft in one thread, with the kernels the programs run
// (core/kernels.h; HASAMI_KERNELS=portable for others): moves and flips are called through
// the level's table, not inlined as in the search.
//   build/release/tests/bench/bench_core --benchmark_filter=. --benchmark_min_time=1

#include <benchmark/benchmark.h>

#include "core/kernels.h"
#include "core/perft.h"
#include "random_games.h"

namespace hasami {
namespace {

const std::vector<Position>& samplePositions() {
    static const auto positions = test::randomPositions(4096, 1);
    return positions;
}

void BM_LegalMoves(benchmark::State& state) {
    const auto& positions = samplePositions();
    const CoreKernels& kernels = coreKernels(activeKernelLevel());
    std::size_t i = 0;
    for (auto _ : state) {
        const Position& p = positions[i++ & 4095];
        benchmark::DoNotOptimize(kernels.legalMoves(p.player(), p.opponent()));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LegalMoves);

void BM_FlippedDiscs(benchmark::State& state) {
    // Every legal move of the sample, played in turn.
    std::vector<std::pair<Position, int>> moves;
    for (const Position& p : samplePositions()) {
        bb::forEachBit(p.legalMoves(), [&](int index) { moves.emplace_back(p, index); });
    }
    const CoreKernels& kernels = coreKernels(activeKernelLevel());
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [p, index] = moves[i++ % moves.size()];
        benchmark::DoNotOptimize(kernels.flippedDiscs(p.player(), p.opponent(), index));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FlippedDiscs);

void BM_Perft(benchmark::State& state) {
    std::uint64_t leaves = 0;
    for (auto _ : state)
        leaves += perft(Position::start(), int(state.range(0)));
    state.counters["leaves/s"] = benchmark::Counter(double(leaves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)->Arg(9)->Arg(11)->Arg(12)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace hasami
