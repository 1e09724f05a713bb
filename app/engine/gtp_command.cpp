// hasami-engine gtp: the Go Text Protocol, version 2, for Othello on standard input and output,
// so that Hasami plays in Quarry and other GTP programs (gtp_session.h; docs/gtp.md).

#include <iostream>

#include "ai/engine.h"
#include "ai/levels.h"
#include "arguments.h"
#include "book_option.h"
#include "commands.h"
#include "core/quote.h"
#include "engine_option.h"
#include "gtp_session.h"

namespace hasami::cli {

namespace {

int runGtp(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(
        words, {"level", kHashOption, kEvaluatorOption, kThreadsOption, kBookOption, kEngineOption},
        {});
    if (!args) return usageError(err, gtpCommand, args.error().message);
    if (!args->positional().empty())
        return usageError(err, gtpCommand, "unexpected " + quoteInput(args->positional()[0]));
    const auto level = args->integer("level", 1, ai::kLevelCount);
    if (!level) return usageError(err, gtpCommand, level.error().message);
    const auto made = engineWithBook(*args);
    if (!made) return usageError(err, gtpCommand, made.error().message);
    const auto& engine = *made;
    speakGtp(std::cin, out, *engine, int(level->value_or(0)), false);
    return 0;
}

}  // namespace

const Command gtpCommand{"gtp",
                         "gtp [--level L] [--hash MB] [--evaluator simple|shipped|FILE] "
                         "[--threads N] [--book off|FILE] [--engine alphabeta|mcts|uct]",
                         "speak the Go Text Protocol (version 2) for Othello on standard input "
                         "and output, for Quarry and other GTP programs",
                         runGtp};

}  // namespace hasami::cli
