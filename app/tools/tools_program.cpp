// hasami-tools: the commands that make and measure the data the programs ship.

#include "program.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

const Command* const kToolsCommands[] = {
    &trainCommand,   &labelCommand,      &probCutCommand,   &bookBuildCommand, &matchCommand,
    &ratingsCommand, &humanTrainCommand, &humanTestCommand, &ladderCommand,    &selfPlayCommand,
};

}  // namespace

const Program toolsProgram{"hasami-tools", kToolsCommands, {}};

}  // namespace hasami::cli
