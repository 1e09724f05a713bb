#include <iostream>

#include "ai/engine.h"
#include "ai/levels.h"
#include "arguments.h"
#include "book_option.h"
#include "commands.h"
#include "core/quote.h"
#include "engine_option.h"
#include "position_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

int runGo(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(
        words,
        {"board", "depth", "exact", "time", "level", "nodes", "human", "seed", kHashOption,
         kEvaluatorOption, kThreadsOption, kBookOption, kEngineOption},
        {});
    if (!args) return usageError(err, goCommand, args.error().message);
    if (!args->positional().empty())
        return usageError(err, goCommand, "unexpected " + quoteInput(args->positional()[0]));
    ai::Limits limits;
    OptionErrors bad;
    limits.depth = int(bad(args->integer("depth", 1, 60)).value_or(0));
    limits.exactEmpties = int(bad(args->integer("exact", 0, 60)).value_or(0));
    limits.seconds = bad(args->number("time", 0.001, 1e6)).value_or(0);
    limits.level = int(bad(args->integer("level", 1, ai::kLevelCount)).value_or(0));
    limits.nodes = std::uint64_t(bad(args->integer("nodes", 1, 1LL << 50)).value_or(0));
    limits.humanRating = int(bad(args->integer("human", 1, 4000)).value_or(0));
    limits.seed = std::uint64_t(bad(args->integer("seed", 0, 1LL << 62)).value_or(0));
    if (bad.any()) return usageError(err, goCommand, bad.message());
    if (!limits.depth && limits.seconds <= 0 && !limits.level && !limits.nodes &&
        !limits.humanRating) {
        return usageError(err, goCommand, "give --depth, --time, --level, --nodes or --human");
    }
    // A level or a time plans its own solve; only a fixed depth takes one.
    if (args->has("exact") &&
        (!limits.depth || limits.seconds > 0 || limits.level || limits.humanRating)) {
        return usageError(err, goCommand,
                          "--exact E goes with --depth, not with --time, --level or --human");
    }
    const auto position = positionOption(*args);
    if (!position) return usageError(err, goCommand, position.error().message);

    const auto made = engineWithBook(*args);
    if (!made) return usageError(err, goCommand, made.error().message);
    const auto& engine = *made;
    const ai::SearchResult r = engine->think(*position, limits, [&](const ai::Progress& p) {
        out << describe(p) << '\n' << std::flush;
    });
    out << "best " << r.best.name() << " score " << signedScore(r.score)
        << (r.exact         ? " exact"
            : r.winLossDraw ? " wld"
                            : "")
        << (r.fromBook ? " book" : "")
        << (r.winProbability ? " win " + percent(*r.winProbability) : "") << " nodes " << r.nodes
        << " time " << r.seconds << " s\n";
    return 0;
}

}  // namespace

const Command goCommand{
    "go",
    "go [--board \"<64 chars> X\"] (--depth N [--exact E] | --time S | --level L | --nodes N | "
    "--human ELO "
    "[--seed S]) [--hash MB] "
    "[--evaluator simple|shipped|FILE] [--threads N] [--book off|FILE] [--engine "
    "alphabeta|mcts|uct]",
    "play the opening book's move, or search a position and print the progress and the best "
    "move",
    runGo};

}  // namespace hasami::cli
