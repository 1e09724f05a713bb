#pragma once

#include <initializer_list>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace hasami::cli {

// One sub-command of hasami-engine or hasami-tools (program.h). `run` gets the words after the
// command's name and returns the process exit status; it reports a bad argument as one line on
// `err` and returns 2.
struct Command {
    const char* name;
    const char* usage;    // e.g. "perft DEPTH [--board \"<64 chars> X\"]"
    const char* summary;  // one line for --help
    int (*run)(const std::vector<std::string>& words, std::ostream& out, std::ostream& err);
};

inline constexpr int kUsageError = 2;

// The program the commands run in, which their messages name: "hasami-engine" (also where no
// program runs them, in the tests and fuzz targets) or "hasami-tools", as runProgram sets it.
std::string_view programName();
void setProgramName(std::string_view name);

// Reports a bad argument: "hasami-engine perft: <reason>".
int usageError(std::ostream& err, const Command& command, const std::string& reason);

// Reports a command (or "book build") asked of this program that hasami-tools has; exit status 2.
int inToolsError(std::ostream& err, std::string_view command);

// One action of a command that has several ("book build", "book probe"): it gets the words
// after the action's name.
struct Action {
    const char* name;
    int (*run)(const std::vector<std::string>& words, std::ostream& out, std::ostream& err);
};
// Runs the action that words[0] names; a usage error when there is none or it is unknown.
int runAction(const std::vector<std::string>& words, std::initializer_list<Action> actions,
              const Command& command, std::ostream& out, std::ostream& err);

}  // namespace hasami::cli
