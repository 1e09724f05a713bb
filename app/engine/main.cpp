// hasami-engine: the console face of Hasami's engine (perft, solve, go, bench, NBoard, GTP).

#include <csignal>
#include <iostream>
#include <span>
#include <string_view>

#include "commands.h"
#include "core/quote.h"
#include "report.h"

namespace hasami::cli {

namespace {

const Command* const kCommands[] = {
    &perftCommand,   &solveCommand,   &goCommand,    &benchCommand,      &probCutCommand,
    &nboardCommand,  &gtpCommand,     &trainCommand, &labelCommand,      &matchCommand,
    &bookCommand,    &ratingsCommand, &humanCommand, &humanTrainCommand, &humanTestCommand,
    &ladderCommand,  &explainCommand,
#ifdef HASAMI_GAMES_LIBRARY
    &libraryCommand,
#endif
};

void printHelp(std::ostream& out) {
    out << "usage: hasami-engine COMMAND [ARGUMENTS] | --version\n\ncommands:\n";
    for (const Command* c : kCommands) {
        out << "  " << c->usage << "\n      " << c->summary << "\n";
    }
    out << "\nBoards are 64 characters from a1, row by row (X black, O white, - empty),\n"
           "then a space and the side to move: \"<64 chars> X\".\n";
}

}  // namespace

int main(std::span<char*> argv) {
    if (argv.size() < 2) {
        printHelp(std::cerr);
        return kUsageError;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        printHelp(std::cout);
        return 0;
    }
    if (name == "--version") {
        std::cout << "hasami-engine " HASAMI_VERSION "\n" << kernelsLine() << "\n";
        return 0;
    }
    for (const Command* c : kCommands) {
        if (name == c->name) {
            if (argv.size() == 3 && std::string_view(argv[2]) == "--help") {
                std::cout << "usage: hasami-engine " << c->usage << "\n" << c->summary << "\n";
                return 0;
            }
            return c->run({argv.begin() + 2, argv.end()}, std::cout, std::cerr);
        }
    }
    std::cerr << "hasami-engine: unknown command " << quoteInput(name)
              << " (see hasami-engine --help)\n";
    return kUsageError;
}

}  // namespace hasami::cli

int main(int argc, char** argv) {
    // Past a file size limit (ulimit -f) a write then fails with "File too large" and is
    // reported as a full disk is, instead of killing the program half way through a file.
#ifdef SIGXFSZ  // not on Windows, which has no file size limit
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    return hasami::cli::main({argv, std::size_t(argc)});
}
