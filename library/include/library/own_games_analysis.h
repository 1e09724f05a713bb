#pragma once

// "My mistakes"' work, apart from any window: the user's own games that were never analysed are
// analysed (each once, its mistakes kept in the library), then every mistake kept is listed with
// its game. The caller runs it where waiting costs nothing (the window: a thread of its own).

#include <functional>
#include <string>
#include <vector>

#include "ai/engine.h"
#include "core/result.h"
#include "library/games_library.h"
#include "library/mistakes.h"

namespace hasami::library {

struct MistakesListing {
    std::vector<Mistake> mistakes;   // of the games listed only, newest game first
    std::vector<LibraryGame> games;  // the user's own games, newest first
    int analysed = 0;                // games analysed by this call
};

struct AnalysisHooks {
    // Before each game: how many are done, of how many.
    std::function<void(int done, int total)> progress = {};
    // Asked between games and by the search: a stop keeps the games analysed so far.
    std::function<bool()> stopped = [] { return false; };
};

// On a connection opened for writing. `user`: the name the library keeps for the user, which
// tells the user's side in each game; a game where no side has it (the login changed, say) is
// not marked analysed, so that under the user's name it is looked at again. An error, with the
// games analysed before it kept, when the database refuses.
Result<MistakesListing> analyseOwnGames(GamesLibrary& games, ai::Engine& engine,
                                        const std::string& user, const MistakeSearch& search,
                                        const AnalysisHooks& hooks = {});

}  // namespace hasami::library
