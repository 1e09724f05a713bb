// book probe: a position's moves in the opening book. Building and checking the book are
// hasami-tools' (book_build_command.cpp).

#include <iostream>

#include "ai/book_file.h"
#include "arguments.h"
#include "book_option.h"
#include "commands.h"
#include "position_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

int probeBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(words, {"board", "moves", kBookOption}, {}, error);
    if (!args) return usageError(err, bookCommand, error);
    const auto position = movesOrBoardOption(*args, error);
    if (!position) return usageError(err, bookCommand, error);
    const auto book = requiredBook(*args, bookCommand, err);
    if (!book) return kUsageError;
    const auto moves = book->probe(*position);
    if (moves.empty()) out << "not in the book (" << book->size() << " positions)\n";
    for (const ai::BookMove& m : moves) {
        out << m.move.name() << ' ' << signedScore(m.score) << ' '
            << (m.exact ? std::string("exact") : "depth " + std::to_string(m.depth)) << '\n';
    }
    return 0;
}

int runBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    // bookBuildCommand's actions: said to be hasami-tools', not unknown.
    if (!words.empty() && (words[0] == "build" || words[0] == "check"))
        return inToolsError(err, "book " + words[0]);
    return runAction(words, {{"probe", probeBook}}, bookCommand, out, err);
}

}  // namespace

const Command bookCommand{
    "book", "book probe [--board \"<64 chars> X\" | --moves f5d6...] [--book FILE]",
    "print a position's moves in the opening book (hasami-tools builds and checks books)", runBook};

}  // namespace hasami::cli
