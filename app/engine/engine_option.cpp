#include "engine_option.h"

#include <algorithm>
#include <bit>
#include <iostream>
#include <new>
#include <string>
#include <thread>

#include "ai/memory.h"
#include "ai/pattern_evaluator.h"
#include "command.h"
#include "core/quote.h"

namespace hasami::cli {

std::optional<ai::EngineKind> engineKindByName(const std::string& name) {
    if (name == "alphabeta") return ai::EngineKind::AlphaBeta;
    if (name == "mcts") return ai::EngineKind::MonteCarlo;
    if (name == "uct") return ai::EngineKind::PlainUct;
    return std::nullopt;
}

namespace {

// Threads beyond a few a processor only wait for one: each search's time and nodes are then
// spent starting and switching threads (256 threads on 2 processors took 2 s of a 0.2 s move).
constexpr int kMostThreadsPerProcessor = 4;

// The threads asked for, at most kMostThreadsPerProcessor a processor (said when fewer).
int threadsFor(int asked) {
    const int processors = int(std::max(1U, std::thread::hardware_concurrency()));
    const int most = kMostThreadsPerProcessor * processors;
    if (asked <= most) return asked;
    std::cerr << programName() << ": --threads " << asked << ": capped at " << most << " ("
              << kMostThreadsPerProcessor << " for each of the " << processors << " processors)\n";
    return most;
}

}  // namespace

std::unique_ptr<ai::Engine> engineFromOptions(const Arguments& args, std::string& error) {
    const auto hash = args.integer(kHashOption, 1, 1 << 16, error);
    const auto threads = args.integer(kThreadsOption, 1, 256, error);
    if (!error.empty()) return nullptr;
    const auto kind = engineKindByName(args.value(kEngineOption).value_or("alphabeta"));
    if (!kind) {
        error = "--engine: " + quoteInput(*args.value(kEngineOption)) +
                " is not alphabeta, mcts or uct";
        return nullptr;
    }
    const std::size_t megabytes = std::size_t(hash.value_or(ai::Engine::kDefaultHashMegabytes));
    // The table holds a power of two of buckets (ai/transposition_table.h): the rest of the
    // memory asked for would go unused.
    if (const std::size_t used = std::bit_floor(megabytes); used != megabytes) {
        std::cerr << programName() << ": --hash " << megabytes
                  << ": the table takes a power of two, " << used << " MB\n";
    }
    std::unique_ptr<ai::Engine> engine;
    try {
        engine = std::make_unique<ai::Engine>(megabytes);
    } catch (const std::bad_alloc&) {
        error = "--hash: cannot allocate a table of " + std::to_string(megabytes) + " MB";
        if (const auto available = ai::availableMemory()) {
            error += " (" + std::to_string(*available >> 20) + " MB of memory available)";
        }
        return nullptr;
    }
    engine->setThreads(threadsFor(int(threads.value_or(1))));
    engine->setKind(*kind);
    if (const auto name = args.value(kEvaluatorOption)) {
        std::string reason;
        auto evaluator = ai::evaluatorByName(*name, &reason);
        if (!evaluator) {
            error = "--evaluator: " + reason;
            return nullptr;
        }
        engine->setEvaluator(std::move(evaluator));
    } else if (std::string reason; !ai::loadShippedEvaluator(&reason)) {
        // The engine falls back to the simple evaluation by itself; the user is told.
        std::cerr << programName() << ": warning: " << reason
                  << "; searching with the simple evaluation\n";
    }
    return engine;
}

}  // namespace hasami::cli
