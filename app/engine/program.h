#pragma once

#include <span>

#include "command.h"

namespace hasami::cli {

// A program of commands, run by the word after its name.
struct Program {
    const char* name;  // "hasami-engine"
    std::span<const Command* const> commands;
    // Commands a user may look for here that hasami-tools has: asking for one says so.
    std::span<const Command* const> inTools;
};

// hasami-engine: what a player or a GUI uses.
extern const Program engineProgram;
// hasami-tools: what the developers use to make and measure the engine's data.
extern const Program toolsProgram;

// Runs argv[1] of `program` (a command, --help or --version) on the rest of argv; the
// process's exit status.
int runProgram(const Program& program, std::span<char*> argv);

}  // namespace hasami::cli
