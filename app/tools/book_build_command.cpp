// book build | check: making the opening book from game archives, and checking its scores
// against fresh searches. Reading it (book probe) is hasami-engine's (book_command.cpp).

#include <algorithm>
#include <cstdio>
#include <random>

#include "ai/book_file.h"
#include "ai/engine.h"
#include "arguments.h"
#include "book_build.h"
#include "book_option.h"
#include "engine_option.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

int checkBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words,
                                       {"sample", "depth", "margin", "seed", kBookOption,
                                        kHashOption, kEvaluatorOption, kThreadsOption},
                                       {});
    if (!args) return usageError(err, bookBuildCommand, args.error().message);
    OptionErrors bad;
    const auto sample = std::size_t(bad(args->integer("sample", 1, 1 << 30)).value_or(100));
    const int depth = int(bad(args->integer("depth", 1, 60)).value_or(12));
    const int margin = int(bad(args->integer("margin", 0, 128)).value_or(4));
    const auto seed = std::uint64_t(bad(args->integer("seed", 0, 1LL << 62)).value_or(1));
    if (bad.any()) return usageError(err, bookBuildCommand, bad.message());
    const auto book = requiredBook(*args, bookBuildCommand, err);
    if (!book) return kUsageError;
    // Without a book: the check searches.
    const auto made = engineFromOptions(*args);
    if (!made) return usageError(err, bookBuildCommand, made.error().message);
    const auto& engine = *made;

    std::vector<ai::BookKey> keys;
    for (const auto& entry : book->entries())
        keys.push_back(entry.first);
    std::mt19937_64 rng(seed);
    std::shuffle(keys.begin(), keys.end(), rng);
    keys.resize(std::min(sample, keys.size()));
    int disagreeing = 0;
    int largest = 0;
    for (const ai::BookKey& key : keys) {
        const Position position = key.position();
        const int bookScore = book->probe(position).front().score;
        const ai::SearchResult r = engine->think(position, ai::Limits::atDepth(depth));
        const int difference = std::abs(r.score - bookScore);
        largest = std::max(largest, difference);
        disagreeing += difference > margin;
    }
    char line[200];
    std::snprintf(line, sizeof line,
                  "%zu book positions searched at depth %d: %d (%.1f%%) differ from the book by "
                  "more than %d discs (at most %d)\n",
                  keys.size(), depth, disagreeing,
                  keys.empty() ? 0.0 : 100.0 * disagreeing / double(keys.size()), margin, largest);
    out << line;
    return 0;
}

int runBookBuild(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    return runAction(words, {{"build", buildBook}, {"check", checkBook}}, bookBuildCommand, out,
                     err);
}

}  // namespace

const Command bookBuildCommand{
    "book",
    "book build ARCHIVE... --out FILE [--plies P] [--min-games N] [--depth D] [--exact E] "
    "[--until YEAR] [--resume] | book check [--sample N] [--depth D] [--margin M] [--book FILE]",
    "build the opening book from game archives, or compare the book with fresh searches",
    runBookBuild};

}  // namespace hasami::cli
