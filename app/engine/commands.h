#pragma once

#include "command.h"

namespace hasami::cli {

// Every sub-command, each defined in its own <name>_command.cpp.
extern const Command perftCommand;
extern const Command goCommand;
extern const Command solveCommand;
extern const Command explainCommand;
extern const Command benchCommand;
extern const Command probCutCommand;
extern const Command nboardCommand;
extern const Command gtpCommand;
extern const Command trainCommand;
extern const Command labelCommand;
extern const Command matchCommand;
extern const Command bookCommand;
extern const Command ratingsCommand;
extern const Command humanCommand;
extern const Command humanTrainCommand;
extern const Command humanTestCommand;
extern const Command ladderCommand;
#ifdef HASAMI_GAMES_LIBRARY
extern const Command libraryCommand;
#endif

}  // namespace hasami::cli
