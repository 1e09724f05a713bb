#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace hasami::cli {

// One sub-command of hasami-engine. `run` gets the words after the command's name and returns
// the process exit status; it reports a bad argument as one line on `err` and returns 2.
struct Command {
    const char* name;
    const char* usage;    // e.g. "perft DEPTH [--board \"<64 chars> X\"]"
    const char* summary;  // one line for --help
    int (*run)(const std::vector<std::string>& words, std::ostream& out, std::ostream& err);
};

inline constexpr int kUsageError = 2;

// Reports a bad argument: "hasami-engine perft: <reason>".
int usageError(std::ostream& err, const Command& command, const std::string& reason);

}  // namespace hasami::cli
