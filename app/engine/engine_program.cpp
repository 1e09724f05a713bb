// hasami-engine: the commands a player or a GUI uses. The developer's commands are another
// program's, hasami-tools (app/tools), which this one does not link: it only knows their names,
// to say where they are.

#include <string_view>

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
#ifdef HASAMI_IMAGE_FILES
    &boardFromImageCommand,
#endif
};

// hasami-tools' commands, which tst_programs checks against that program's table.
constexpr std::string_view kToolsCommandNames[] = {
    "train",       "label",      "probcut", "match",    "ratings",
    "human-train", "human-test", "ladder",  "selfplay",
};

}  // namespace

const Program engineProgram{"hasami-engine", kEngineCommands, kToolsCommandNames};

}  // namespace hasami::cli
