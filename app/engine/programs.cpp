// Which program has which command: hasami-engine what a player or a GUI uses, hasami-tools what
// makes and measures the data the programs ship.

#include "commands.h"
#include "program.h"

namespace hasami::cli {

namespace {

const Command* const kEngineCommands[] = {
    &perftCommand,
    &solveCommand,
    &goCommand,
    &explainCommand,
    &benchCommand,
    &nboardCommand,
    &gtpCommand,
    &bookCommand,
    &humanCommand,
#ifdef HASAMI_GAMES_LIBRARY
    // A player fills the window's opening explorer with it.
    &libraryCommand,
#endif
};

const Command* const kToolsCommands[] = {
    &trainCommand,   &labelCommand,      &probCutCommand,   &bookBuildCommand, &matchCommand,
    &ratingsCommand, &humanTrainCommand, &humanTestCommand, &ladderCommand,    &selfPlayCommand,
};

}  // namespace

const Program engineProgram{"hasami-engine", kEngineCommands, kToolsCommands};
const Program toolsProgram{"hasami-tools", kToolsCommands, {}};

}  // namespace hasami::cli
