#pragma once

// The games library: archives of games in an SQLite database, searched by player, year and
// opening, and by position under all 8 symmetries (the opening explorer). Qt-free, used by
// hasami-engine and the window. Every function that touches the database returns its failure as
// an Error that names the file, and leaves the database as it was.

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/archive.h"
#include "core/move.h"
#include "core/position.h"
#include "core/result.h"
#include "library/endgame_drill.h"
#include "library/import_control.h"
#include "library/mistakes.h"
#include "library/review_schedule.h"

namespace hasami::library {

namespace sqlite {
class Connection;
}

struct ImportSummary {
    int added = 0;
    int duplicates = 0;      // already in the library, or twice in what was imported
    bool cancelled = false;  // stopped by the caller (ImportControl): nothing added, counts 0
};

// What was played from a position: one move and the results of the games that played it.
struct ExplorerMove {
    Move move;  // in the orientation of the position asked about
    int games = 0;
    int blackWins = 0;
    int draws = 0;
    int whiteWins = 0;
    double meanBlackDifference = 0;  // black's discs minus white's at the end, on average
};

struct Exploration {
    int games = 0;                    // games that played a move from the position
    std::vector<ExplorerMove> moves;  // most played first, then by square
};

struct GameFilter {
    std::string player;   // part of the black or white player's name, any case; empty: any
    std::string opening;  // part of the opening's name, any case; empty: any
    int year = 0;         // 0: any
};

struct LibraryGame {
    long long id = 0;
    std::string black;
    std::string white;
    int year = 0;         // 0 when unknown
    int result = 0;       // black's discs minus white's
    std::string opening;  // the named opening the game went through (core/openings.h), or ""
    std::vector<Move> moves;
    // The user's own games' (ownGames): the day played, "YYYY-MM-DD" ("" when not kept, as
    // before the library kept it), and whether it was played to the end.
    std::string date = {};
    bool finished = true;
};

class GamesLibrary {
  public:
    enum class Access { ReadOnly, ReadWrite };
    // How long a connection waits for another one's write to end before giving up.
    static constexpr int kBusyMilliseconds = 10000;

    // Opens (ReadWrite: creates, or brings an older schema up to date) the library at `path`.
    // An error when the file is missing (ReadOnly) or its folder is (ReadWrite), not a regular
    // file (a FIFO, a directory: refused before SQLite opens it), not a database, damaged,
    // locked beyond the wait, or of a newer schema than this program knows. `busyMilliseconds`: how
    // long each use waits for another connection's write (a window's thread waits briefly).
    static Result<GamesLibrary> open(const std::string& path, Access access,
                                     int busyMilliseconds = kBusyMilliseconds);
    GamesLibrary(GamesLibrary&&) noexcept;
    GamesLibrary& operator=(GamesLibrary&&) noexcept;
    ~GamesLibrary();

    // Adds the games, all or none (one transaction): a game already there is counted as a
    // duplicate. An error and no change when the database refuses; no change either when the
    // control's stop is asked for before the end (the summary says cancelled).
    Result<ImportSummary> import(std::span<const ArchiveGame> games,
                                 const ImportControl& control = {});
    // Adds a game the user played in the window (their own), from the standard start: finished
    // when `game.complete`, else stopped where the window closed on it, kept with the disc
    // difference there as its result but not counted by the explorer. It takes the place of an
    // unfinished game of the user's that it goes on from. true when added, false when the same
    // game is already there; an error and no change when the database refuses.
    Result<bool> addOwnGame(const ArchiveGame& game);
    // The moves played from `position` or any of its 7 symmetric images.
    Result<Exploration> explore(const Position& position);
    // The games that match every field of the filter that is set, oldest first, at most
    // `limit`; `*total` (when given) receives how many match in all.
    Result<std::vector<LibraryGame>> find(const GameFilter& filter, int limit,
                                          int* total = nullptr);

    // The user's own games (addOwnGame), newest first, at most `limit`: their repertoire and
    // their endgame drills.
    Result<std::vector<LibraryGame>> ownGames(int limit);

    // The trainers' schedule (review_schedule.h); times are seconds since 1970, given
    // by the caller. Records an answer at `position` (in any orientation): a position enters
    // the schedule with an answer that is not Perfect, and once in, every answer moves its
    // next review. The state after it (nullopt for a Perfect answer at a position not in the
    // schedule); an error and no change when the database refuses.
    Result<std::optional<ReviewState>> recordAnswer(const Position& position, Grade grade,
                                                    std::int64_t now);
    // The positions due at `now` with a number of empties in `empties` (the opening
    // trainer's, the endgame drills'), the longest overdue first, at most `limit`, each in one
    // of its orientations.
    Result<std::vector<Position>> dueReviews(std::int64_t now, int limit,
                                             EmptiesRange empties = {});

    // "My mistakes" (mistakes.h), on a connection opened for writing (the tables are version
    // 4's). The user's own games not analysed yet, newest first.
    Result<std::vector<LibraryGame>> gamesToAnalyse();
    // Keeps the mistakes of the game `game` (an id of gamesToAnalyse's) in place of any kept
    // before, and marks it analysed, in one transaction; an error and no change when the
    // database refuses. A game of the user's that replaces an unfinished one (addOwnGame) is a
    // new game, analysed again.
    Result<void> storeMistakes(long long game, std::span<const Mistake> mistakes);
    // Every mistake kept, of the newest game first, each game's in the game's order.
    Result<std::vector<Mistake>> mistakes();

  private:
    GamesLibrary(std::string path, std::unique_ptr<sqlite::Connection> connection);
    // Runs `work`, turning a database's failure into an Error naming the file.
    template <typename Work>
    auto guarded(Work&& work) -> Result<decltype(work())>;

    std::string path_;  // errors name it
    std::unique_ptr<sqlite::Connection> connection_;
};

}  // namespace hasami::library
