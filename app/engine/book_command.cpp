// book build | probe | check: making the opening book, reading it, and checking its scores
// against fresh searches.

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <random>

#include "ai/book_file.h"
#include "ai/engine.h"
#include "arguments.h"
#include "book_build.h"
#include "book_option.h"
#include "commands.h"
#include "engine_option.h"
#include "position_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

// The book of --book; nullptr after reporting why there is none (a probe or check without a
// book has nothing to say).
std::shared_ptr<const ai::Book> requiredBook(const Arguments& args, std::ostream& err) {
    std::string error;
    auto book = bookFromOptions(args, error);
    if (!book) {
        usageError(err, bookCommand, error.empty() ? "no book to read" : error);
    }
    return book;
}

int probeBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(words, {"board", "moves", kBookOption}, {}, error);
    if (!args) return usageError(err, bookCommand, error);
    const auto position = movesOrBoardOption(*args, error);
    if (!position) return usageError(err, bookCommand, error);
    const auto book = requiredBook(*args, err);
    if (!book) return kUsageError;
    const auto moves = book->probe(*position);
    if (moves.empty()) out << "not in the book (" << book->size() << " positions)\n";
    for (const ai::BookMove& m : moves) {
        out << m.move.name() << ' ' << signedScore(m.score) << ' '
            << (m.exact ? std::string("exact") : "depth " + std::to_string(m.depth)) << '\n';
    }
    return 0;
}

int checkBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(words,
                                       {"sample", "depth", "margin", "seed", kBookOption,
                                        kHashOption, kEvaluatorOption, kThreadsOption},
                                       {}, error);
    if (!args) return usageError(err, bookCommand, error);
    const auto sample = std::size_t(args->integer("sample", 1, 1 << 30, error).value_or(100));
    const int depth = int(args->integer("depth", 1, 60, error).value_or(12));
    const int margin = int(args->integer("margin", 0, 128, error).value_or(4));
    const auto seed = std::uint64_t(args->integer("seed", 0, 1LL << 62, error).value_or(1));
    if (!error.empty()) return usageError(err, bookCommand, error);
    const auto book = requiredBook(*args, err);
    if (!book) return kUsageError;
    // Without a book: the check searches.
    const auto engine = engineFromOptions(*args, error);
    if (!engine) return usageError(err, bookCommand, error);

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
        const ai::Result r = engine->think(position, ai::Limits::atDepth(depth));
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

int runBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    return runAction(words, {{"build", buildBook}, {"probe", probeBook}, {"check", checkBook}},
                     bookCommand, out, err);
}

}  // namespace

const Command bookCommand{
    "book",
    "book build ARCHIVE... --out FILE [--plies P] [--min-games N] [--depth D] [--exact E] "
    "[--resume] | book probe [--board \"<64 chars> X\" | --moves f5d6...] [--book FILE] | book "
    "check [--sample N] [--depth D] [--margin M] [--book FILE]",
    "build the opening book from game archives, print a position's book moves, or compare the "
    "book with fresh searches",
    runBook};

}  // namespace hasami::cli
