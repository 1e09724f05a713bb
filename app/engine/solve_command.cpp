#include <cstdio>
#include <iostream>
#include <sstream>

#include "ai/engine.h"
#include "arguments.h"
#include "commands.h"
#include "core/obf.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "engine_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

int runSolve(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {kThreadsOption, kHashOption, kEvaluatorOption}, {});
    if (!args) return usageError(err, solveCommand, args.error().message);
    if (args->positional().size() != 1) return usageError(err, solveCommand, "expected one FILE");
    const auto made = engineFromOptions(*args);
    if (!made) return usageError(err, solveCommand, made.error().message);
    const auto& engine = *made;
    const std::string& path = args->positional()[0];
    // Far above any test suite (FFO's 79 positions take 7 KB).
    constexpr std::size_t kMaxFileBytes = std::size_t{256} << 20;
    // What is wrong with the file, not with the command line: no usage.
    const auto refuse = [&](const std::string& reason) {
        err << programName() << " solve: " << reason << '\n';
        return kUsageError;
    };
    const auto text = readFile(path, kMaxFileBytes);
    if (!text) return refuse(text.error().message);

    // Read every line first: a malformed file is refused before any work.
    std::vector<ObfEntry> entries;
    std::istringstream lines(*text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '%') continue;
        auto entry = parseObfLine(line);
        const std::string where = quotePath(path) + ":" + std::to_string(number) + ": ";
        if (!entry) return refuse(where + entry.error().message());
        // The search is exact up to 60 empties; only edited boards have more.
        if (const int empties = entry->position.emptyCount(); empties > 60) {
            return refuse(where + std::to_string(empties) +
                          " empty squares; solve takes positions with at most 60");
        }
        entries.push_back(std::move(entry).value());
    }
    if (entries.empty()) return refuse(quotePath(path) + ": no position to solve");

    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    int mismatches = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ObfEntry& e = entries[i];
        engine->clear();
        const ai::SearchResult r = engine->think(e.position, ai::Limits::atDepth(60));
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
    }
    char buffer[240];
    std::snprintf(
        buffer, sizeof buffer,
        "total: %zu positions, %d mismatches, %llu nodes, %.3f s, %s nodes/s "
        "(%d threads)\n",
        entries.size(), mismatches, static_cast<unsigned long long>(totalNodes), totalSeconds,
        rate(totalSeconds > 0 ? double(totalNodes) / totalSeconds : 0).c_str(), engine->threads());
    out << buffer;
    return mismatches == 0 ? 0 : 1;
}

}  // namespace

const Command solveCommand{
    "solve", "solve FILE.obf [--threads N] [--hash MB] [--evaluator simple|shipped|FILE]",
    "solve each position of an .obf file exactly; exit 1 on a wrong score", runSolve};

}  // namespace hasami::cli
