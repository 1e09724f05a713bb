#pragma once

#include "command.h"

namespace hasami::cli {

// Every sub-command, each defined in its own <name>_command.cpp; programs.cpp says which
// program has it.

// hasami-engine's: what a player or a GUI uses.
extern const Command perftCommand;
extern const Command goCommand;
extern const Command solveCommand;
extern const Command explainCommand;
extern const Command benchCommand;
extern const Command nboardCommand;
extern const Command gtpCommand;
extern const Command bookCommand;  // book probe
extern const Command humanCommand;
#ifdef HASAMI_GAMES_LIBRARY
extern const Command libraryCommand;
#endif

// hasami-tools': what makes and measures the data the programs ship.
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

}  // namespace hasami::cli
