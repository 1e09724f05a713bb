#pragma once

#include <span>
#include <string_view>

#include "command.h"

namespace hasami::cli {

// A program of commands, run by the word after its name.
struct Program {
    const char* name;  // "hasami-engine"
    std::span<const Command* const> commands;
    // The names of commands a user may look for here that hasami-tools has: asking for one
    // says so.
    std::span<const std::string_view> inTools;
};

// hasami-engine: what a player or a GUI uses. (hasami-tools is app/tools/tools_commands.h's.)
extern const Program engineProgram;

// Runs argv[1] of `program` (a command, --help or --version) on the rest of argv; the
// process's exit status.
int runProgram(const Program& program, std::span<char*> argv);

}  // namespace hasami::cli
