#include <algorithm>
#include <chrono>
#include <cstdio>
#include <future>
#include <iostream>
#include <random>
#include <thread>

#include "ai/engine.h"
#include "arguments.h"
#include "commands.h"
#include "core/game_record.h"
#include "core/obf.h"
#include "engine_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

// Midgame positions after opening lines, searched to a fixed depth...
constexpr const char* kMidgameLines[] = {
    "f5d6c3d3c4f4f6f3e6e7d7", "d3c5f6f5e6e3",
    "f5f6e6f4e3c5c4e7c6",     "f5d6c4d3c3f4f6f3e6e7c6",
    "f5f4e3f6d3c5d6c4",       "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3",
    "e6f6f5f4e3c5g5g3",       "c4e3f6e6f5c5f4g6f7",
    "f5f6e6f4g5e7f7h5",       "c4c3d3c5b4",
};
constexpr int kMidgameDepth = 12;
// ...and endgame positions (FFO #26 to #29, 20 empties) solved exactly.
constexpr const char* kEndgames[] = {
    "-OOOOO----OXXO---OOOOXXO-OOOXOXX-OOXOOXX-XOXXOXX--O-XXXX--O----O X",
    "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X",
    "--O-------OOO--X-XOOOOXXXXXXOXOX-XXOXOOXXXOXOOXX-OOOOO-X---OOO-- X",
    "-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X",
};

// The Monte Carlo search's simulations for each position of the bench.
constexpr std::uint64_t kSimulations = 200000;

// The time from stop() to think() returning, at random moments of deep searches of the
// bench's midgame positions.
void measureStopLatency(ai::Engine& engine, std::ostream& out) {
    std::mt19937_64 rng(7);
    std::vector<double> latencies;
    for (int i = 0; i < 60; ++i) {
        const Position p =
            GameRecord::fromTranscript(kMidgameLines[i % std::size(kMidgameLines)])->current();
        std::promise<void> started;
        bool first = true;
        auto search = std::async(std::launch::async, [&] {
            engine.think(p, ai::Limits::atDepth(40), [&](const ai::Progress&) {
                if (std::exchange(first, false)) started.set_value();
            });
            return std::chrono::steady_clock::now();
        });
        started.get_future().wait();
        std::this_thread::sleep_for(
            std::chrono::microseconds(std::uniform_int_distribution<int>(1000, 300000)(rng)));
        const auto stopped = std::chrono::steady_clock::now();
        engine.stop();
        latencies.push_back(std::chrono::duration<double>(search.get() - stopped).count());
    }
    std::sort(latencies.begin(), latencies.end());
    char line[160];
    std::snprintf(line, sizeof line, "stop latency over %zu stops: median %.3f ms, worst %.3f ms\n",
                  latencies.size(), latencies[latencies.size() / 2] * 1e3, latencies.back() * 1e3);
    out << line;
}

int runBench(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {kEvaluatorOption, kEngineOption}, {"latency"});
    if (!args) return usageError(err, benchCommand, args.error().message);
    if (!args->positional().empty()) return usageError(err, benchCommand, "takes no arguments");
    const auto made = engineFromOptions(*args);
    if (!made) return usageError(err, benchCommand, made.error().message);
    const auto& engine = *made;
    if (args->has("latency")) {
        measureStopLatency(*engine, out);
        return 0;
    }

    const bool monteCarlo = engine->kind() != ai::EngineKind::AlphaBeta;
    std::vector<std::pair<Position, ai::Limits>> jobs;
    for (const char* line : kMidgameLines) {
        jobs.emplace_back(
            GameRecord::fromTranscript(line)->current(),
            monteCarlo ? ai::Limits::forNodes(kSimulations) : ai::Limits::atDepth(kMidgameDepth));
    }
    for (const char* board : kEndgames) {
        jobs.emplace_back(parseObfLine(board)->position, monteCarlo
                                                             ? ai::Limits::forNodes(kSimulations)
                                                             : ai::Limits::atDepth(60));
    }
    out << kernelsLine() << "\n";
    std::uint64_t nodes = 0;
    std::size_t treeBytes = 0;
    double seconds = 0;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        engine->clear();
        const ai::SearchResult r = engine->think(jobs[i].first, jobs[i].second);
        nodes += r.nodes;
        seconds += r.seconds;
        treeBytes += engine->treeBytes();
        char line[200];
        std::snprintf(line, sizeof line, "%2zu %-8s %-2s %4s %12llu nodes %8.3f s %9s nodes/s",
                      i + 1,
                      r.exact         ? "exact"
                      : r.winLossDraw ? "wld"
                                      : ("depth " + std::to_string(r.depth)).c_str(),
                      r.best.name().c_str(), signedScore(r.score).c_str(),
                      static_cast<unsigned long long>(r.nodes), r.seconds,
                      rate(double(r.nodes) / std::max(r.seconds, 1e-9)).c_str());
        out << line;
        if (r.winProbability) out << "  win " << percent(*r.winProbability);
        out << '\n' << std::flush;
    }
    // The Monte Carlo search runs a fixed number of simulations: the size of its trees is what
    // any change to it moves.
    out << "signature " << (monteCarlo ? treeBytes : nodes)
        << (monteCarlo ? " tree bytes" : " nodes") << ", " << seconds << " s, "
        << rate(double(nodes) / std::max(seconds, 1e-9)) << " nodes/s\n";
    if (monteCarlo) {
        char line[120];
        std::snprintf(line, sizeof line, "tree %.1f MB for each million simulations\n",
                      double(treeBytes) / double(nodes) * 1e6 / (1 << 20));
        out << line;
    }
    return 0;
}

}  // namespace

const Command benchCommand{"bench",
                           "bench [--latency] [--evaluator simple|shipped|FILE] "
                           "[--engine alphabeta|mcts|uct]",
                           "search a fixed set of positions in one thread; the node total (with "
                           "mcts: the best moves' visits) is a signature of the search. "
                           "--latency: time stop() instead",
                           runBench};

}  // namespace hasami::cli
