#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include "ai/engine.h"
#include "arguments.h"
#include "commands.h"
#include "core/obf.h"
#include "engine_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

// Solves entries[i] for every i, on `threads` threads with an engine each (a position is
// searched by one thread: its nodes are the same whatever the number of threads), and calls
// report(i, result) in the order of the entries, on this thread, as soon as each is known.
void solveAll(const std::vector<ObfEntry>& entries, int threads, const Arguments& args,
              const std::function<void(std::size_t, const ai::Result&)>& report) {
    std::vector<std::optional<ai::Result>> results(entries.size());
    std::mutex mutex;
    std::condition_variable solved;
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        std::string unused;
        const auto engine = engineFromOptions(args, unused);  // options checked by the caller
        for (std::size_t i; (i = next++) < entries.size();) {
            engine->clear();
            ai::Result r = engine->think(entries[i].position, ai::Limits::atDepth(60));
            const std::lock_guard lock(mutex);
            results[i] = std::move(r);
            solved.notify_one();
        }
    };
    std::vector<std::jthread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back(work);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        std::unique_lock lock(mutex);
        solved.wait(lock, [&] { return results[i].has_value(); });
        const ai::Result r = *results[i];
        lock.unlock();
        report(i, r);
    }
}

int runSolve(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args =
        Arguments::parse(words, {"threads", kHashOption, kEvaluatorOption}, {}, error);
    if (!args) return usageError(err, solveCommand, error);
    if (args->positional().size() != 1) return usageError(err, solveCommand, "expected one FILE");
    const int threads = int(args->integer("threads", 1, 256, error).value_or(1));
    if (!error.empty() || !engineFromOptions(*args, error)) {
        return usageError(err, solveCommand, error);
    }
    const std::string& path = args->positional()[0];
    std::ifstream file(path);
    if (!file) return usageError(err, solveCommand, "cannot read " + path);

    // Read every line first: a malformed file is refused before any work.
    std::vector<ObfEntry> entries;
    std::string line;
    for (int number = 1; std::getline(file, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '%') continue;
        auto entry = parseObfLine(line);
        if (!entry) {
            err << "hasami-engine solve: " << path << ":" << number << ": "
                << entry.error().message() << '\n';
            return kUsageError;
        }
        entries.push_back(std::move(entry).value());
    }

    const auto start = std::chrono::steady_clock::now();
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    int mismatches = 0;
    solveAll(entries, threads, *args, [&](std::size_t i, const ai::Result& r) {
        const ObfEntry& e = entries[i];
        totalNodes += r.nodes;
        totalSeconds += r.seconds;
        std::string expected;
        if (const auto best = e.bestScore()) {
            const bool ok = *best == r.score;
            mismatches += !ok;
            expected = "expected " + signedScore(*best) + (ok ? "   " : " MISMATCH");
        }
        char buffer[200];
        std::snprintf(buffer, sizeof buffer,
                      "%3zu %-2s %4s  %-20s %2d empties  %13llu nodes  %9.3f s  %9s nodes/s\n",
                      i + 1, r.best.name().c_str(), signedScore(r.score).c_str(), expected.c_str(),
                      e.position.emptyCount(), static_cast<unsigned long long>(r.nodes), r.seconds,
                      rate(r.seconds > 0 ? double(r.nodes) / r.seconds : 0).c_str());
        out << buffer << std::flush;
    });
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char buffer[240];
    std::snprintf(
        buffer, sizeof buffer,
        "total: %zu positions, %d mismatches, %llu nodes, %.3f s, %s nodes/s "
        "(%d threads, %.3f s elapsed)\n",
        entries.size(), mismatches, static_cast<unsigned long long>(totalNodes), totalSeconds,
        rate(totalSeconds > 0 ? double(totalNodes) / totalSeconds : 0).c_str(), threads, wall);
    out << buffer;
    return mismatches == 0 ? 0 : 1;
}

}  // namespace

const Command solveCommand{
    "solve", "solve FILE.obf [--threads N] [--hash MB] [--evaluator simple|shipped|FILE]",
    "solve each position of an .obf file exactly (N positions at a time); exit 1 on a wrong "
    "score",
    runSolve};

}  // namespace hasami::cli
