#include "program.h"

#include <algorithm>
#include <csignal>
#include <iostream>
#include <string>
#include <string_view>

#include "core/quote.h"
#include "report.h"

namespace hasami::cli {

namespace {

// The command of `commands` called `name`; nullptr for none.
const Command* commandNamed(std::span<const Command* const> commands, std::string_view name) {
    const auto found =
        std::ranges::find_if(commands, [&](const Command* c) { return name == c->name; });
    return found == commands.end() ? nullptr : *found;
}

void printHelp(const Program& program, std::ostream& out) {
    out << "usage: " << program.name << " COMMAND [ARGUMENTS] | --version\n\ncommands:\n";
    for (const Command* c : program.commands) {
        out << "  " << c->usage << "\n      " << c->summary << "\n";
    }
    out << "\nBoards are 64 characters from a1, row by row (X black, O white, - empty),\n"
           "then a space and the side to move: \"<64 chars> X\".\n";
    std::string moved;
    for (const std::string_view name : program.inTools) {
        moved += moved.empty() ? "" : ", ";
        moved += name;
    }
    if (!moved.empty()) out << "\nThe developer's commands are in hasami-tools: " << moved << ".\n";
}

}  // namespace

int runProgram(const Program& program, std::span<char*> argv) {
    // Past a file size limit (ulimit -f) a write then fails with "File too large" and is
    // reported as a full disk is, instead of killing the program half way through a file.
#ifdef SIGXFSZ  // not on Windows, which has no file size limit
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    setProgramName(program.name);
    if (argv.size() < 2) {
        printHelp(program, std::cerr);
        return kUsageError;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        printHelp(program, std::cout);
        return 0;
    }
    if (name == "--version") {
        std::cout << program.name << " " HASAMI_VERSION "\n" << kernelsLine() << "\n";
        return 0;
    }
    if (const Command* c = commandNamed(program.commands, name)) {
        if (argv.size() == 3 && std::string_view(argv[2]) == "--help") {
            std::cout << "usage: " << program.name << " " << c->usage << "\n" << c->summary << "\n";
            return 0;
        }
        return c->run({argv.begin() + 2, argv.end()}, std::cout, std::cerr);
    }
    if (std::ranges::find(program.inTools, name) != program.inTools.end())
        return inToolsError(std::cerr, name);
    std::cerr << program.name << ": unknown command " << quoteInput(name) << " (see "
              << program.name << " --help)\n";
    return kUsageError;
}

}  // namespace hasami::cli
