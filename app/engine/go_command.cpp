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
    std::string error;
    const auto args =
        Arguments::parse(words,
                         {"board", "depth", "time", "level", "nodes", "human", "seed", kHashOption,
                          kEvaluatorOption, kThreadsOption, kBookOption, kEngineOption},
                         {}, error);
    if (!args) return usageError(err, goCommand, error);
    if (!args->positional().empty())
        return usageError(err, goCommand, "unexpected " + quoteInput(args->positional()[0]));
    ai::Limits limits;
    limits.depth = int(args->integer("depth", 1, 60, error).value_or(0));
    limits.seconds = args->number("time", 0.001, 1e6, error).value_or(0);
    limits.level = int(args->integer("level", 1, ai::kLevelCount, error).value_or(0));
    limits.nodes = std::uint64_t(args->integer("nodes", 1, 1LL << 50, error).value_or(0));
    limits.humanRating = int(args->integer("human", 1, 4000, error).value_or(0));
    limits.seed = std::uint64_t(args->integer("seed", 0, 1LL << 62, error).value_or(0));
    if (!error.empty()) return usageError(err, goCommand, error);
    if (!limits.depth && limits.seconds <= 0 && !limits.level && !limits.nodes &&
        !limits.humanRating) {
        return usageError(err, goCommand, "give --depth, --time, --level, --nodes or --human");
    }
    const auto position = positionOption(*args, error);
    if (!position) return usageError(err, goCommand, error);

    const auto engine = engineFromOptions(*args, error);
    if (!engine) return usageError(err, goCommand, error);
    engine->setBook(bookFromOptions(*args, error));
    if (!error.empty()) return usageError(err, goCommand, error);
    const ai::Result r = engine->think(*position, limits, [&](const ai::Progress& p) {
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
    "go [--board \"<64 chars> X\"] (--depth N | --time S | --level L | --nodes N | --human ELO "
    "[--seed S]) [--hash MB] "
    "[--evaluator simple|shipped|FILE] [--threads N] [--book off|FILE] [--engine "
    "alphabeta|mcts|uct]",
    "play the opening book's move, or search a position and print the progress and the best "
    "move",
    runGo};

}  // namespace hasami::cli
