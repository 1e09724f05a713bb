#pragma once

#include "command.h"

namespace hasami::cli {

// hasami-engine's commands, what a player or a GUI uses, each defined in its own
// <name>_command.cpp and listed in engine_program.cpp. (hasami-tools' are in
// app/tools/tools_commands.h.)
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
#ifdef HASAMI_IMAGE_FILES
extern const Command boardFromImageCommand;
#endif

}  // namespace hasami::cli
