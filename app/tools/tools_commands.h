#pragma once

#include "command.h"
#include "program.h"

namespace hasami::cli {

// hasami-tools' commands, what makes and measures the data the programs ship, each defined in
// its own <name>_command.cpp and listed in tools_program.cpp.
extern const Command trainCommand;
extern const Command labelCommand;
extern const Command probCutCommand;
extern const Command bookBuildCommand;  // book build, book check
extern const Command matchCommand;
extern const Command ratingsCommand;
extern const Command humanTrainCommand;
extern const Command humanTestCommand;
extern const Command ladderCommand;
extern const Command selfPlayCommand;

// hasami-tools: what the developers use to make and measure the engine's data.
extern const Program toolsProgram;

}  // namespace hasami::cli
