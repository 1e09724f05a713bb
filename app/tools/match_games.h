#pragma once

// The games of a match, played one after another or several at once: game i is played from
// opening i / 2, with side A black when i is even, so that each opening is played with both
// colours whatever the order in which the games end.

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/write_file.h"
#include "match_openings.h"
#include "match_player.h"
#include "match_statistics.h"
#include "referee.h"

namespace hasami::cli {

struct MatchSide {
    std::string label;                                  // "A" or "B"
    std::vector<std::unique_ptr<MatchPlayer>> players;  // one for each game played at once
    double seconds = 0;                                 // thinking time over the match
    int moves = 0;
    int forfeits = 0;
    // On a clock: the least time it had left at the end of a game it did not forfeit.
    std::optional<double> leastLeft;
};

struct MatchOutput {
    std::ostream& out;  // a line per game when `verbose`
    std::ostream& err;  // a forfeit's reason and the last lines exchanged
    AppendedFile* ggf;  // every game, or nullptr
    bool verbose = false;
};

struct MatchScore {
    Tally tally;  // side A's
    long long discs = 0;
    std::string ggfError;  // why a game could not be written: no game is started after it
};

// Plays up to `games` games, as many at once as each side has players, and no new one once
// `sprt` (when given) has decided or a game could not be written. Game n starts from opening n / 2
// (A black in the even ones), the openings taken in turn again when there are fewer than games / 2.
MatchScore playGames(const std::vector<Opening>& openings, int games, MatchSide (&sides)[2],
                     const GameRules& rules, const std::optional<Sprt>& sprt,
                     const MatchOutput& output);

}  // namespace hasami::cli
