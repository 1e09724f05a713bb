#include "schema.h"

#include <array>
#include <string>

namespace hasami::library {

namespace {

// kMigrations[v] takes the schema from version v to v + 1. A released migration is never
// edited: a change of schema is a new entry.
constexpr std::array kMigrations = {
    // games: one row a game, `moves` its move-sequence key (game_key.h), unique so that a game
    // imported twice is stored once. result: black's discs minus white's.
    // positions: one row for each position of each game from which a move was played, under
    // its canonical key (position_key.h); `move` is in the key's orientation and the game's
    // result is repeated so that the explorer's query reads only this index, in the order of
    // its GROUP BY move (no sorting).
    // continuations: the positions' rows summed by position and move, for the early positions
    // (explorer_index.h).
    R"(CREATE TABLE games(
           id INTEGER PRIMARY KEY,
           moves BLOB NOT NULL UNIQUE,
           black TEXT NOT NULL,
           white TEXT NOT NULL,
           year INTEGER NOT NULL,
           result INTEGER NOT NULL,
           opening TEXT NOT NULL);
       CREATE TABLE positions(
           black INTEGER NOT NULL,
           white INTEGER NOT NULL,
           to_move INTEGER NOT NULL,
           game INTEGER NOT NULL REFERENCES games(id),
           ply INTEGER NOT NULL,
           move INTEGER NOT NULL,
           result INTEGER NOT NULL,
           PRIMARY KEY(black, white, to_move, move, game)) WITHOUT ROWID;
       CREATE TABLE continuations(
           black INTEGER NOT NULL,
           white INTEGER NOT NULL,
           to_move INTEGER NOT NULL,
           move INTEGER NOT NULL,
           games INTEGER NOT NULL,
           black_wins INTEGER NOT NULL,
           draws INTEGER NOT NULL,
           white_wins INTEGER NOT NULL,
           result_sum INTEGER NOT NULL,
           PRIMARY KEY(black, white, to_move, move)) WITHOUT ROWID;)",
    // The user's own games, played in the window (own), and those the window closed on before
    // the end (finished 0): kept as the player's record, with the disc difference where they
    // stopped as their result, but not counted by the explorer (no positions).
    R"(ALTER TABLE games ADD COLUMN own INTEGER NOT NULL DEFAULT 0;
       ALTER TABLE games ADD COLUMN finished INTEGER NOT NULL DEFAULT 1;)",
    // The opening trainer's schedule (library/review_schedule.h): one row a position the user
    // missed, under its canonical key (position_key.h). due: seconds since 1970.
    R"(CREATE TABLE reviews(
           black INTEGER NOT NULL,
           white INTEGER NOT NULL,
           to_move INTEGER NOT NULL,
           repetitions INTEGER NOT NULL,
           ease_percent INTEGER NOT NULL,
           interval_days INTEGER NOT NULL,
           due INTEGER NOT NULL,
           PRIMARY KEY(black, white, to_move)) WITHOUT ROWID;
       CREATE INDEX reviews_due ON reviews(due);)",
    // "My mistakes" (library/mistakes.h): the user's games analysed, so that none is analysed
    // twice, and their mistakes. ply: the move's index in the game's moves; played, best: square
    // indexes (64 a pass); reason: the first reason's tag name (ai::tagName), "" for none.
    R"(CREATE TABLE analysed(game INTEGER PRIMARY KEY);
       CREATE TABLE mistakes(
           game INTEGER NOT NULL,
           ply INTEGER NOT NULL,
           played INTEGER NOT NULL,
           best INTEGER NOT NULL,
           loss INTEGER NOT NULL,
           empties INTEGER NOT NULL,
           reason TEXT NOT NULL,
           PRIMARY KEY(game, ply)) WITHOUT ROWID;)",
    // The day a game was played, "YYYY-MM-DD", where it is known: the user's own games.
    R"(ALTER TABLE games ADD COLUMN date TEXT NOT NULL DEFAULT '';)",
};
static_assert(kMigrations.size() == kSchemaVersion);

void refuseNewer(int version) {
    if (version > kSchemaVersion) {
        throw sqlite::SqliteError("the library's schema is version " + std::to_string(version) +
                                  ", newer than this program's " + std::to_string(kSchemaVersion) +
                                  ": use a newer Hasami");
    }
}

}  // namespace

int schemaVersion(sqlite::Connection& connection) {
    sqlite::Statement query(connection, "PRAGMA user_version");
    query.step();
    return int(query.integer(0));
}

void migrate(sqlite::Connection& connection) {
    sqlite::Transaction transaction(connection);
    const int version = schemaVersion(connection);
    refuseNewer(version);
    if (version == 0) {
        // A file that SQLite reads but that has tables of its own is someone else's database.
        sqlite::Statement tables(connection, "SELECT count(*) FROM sqlite_schema");
        tables.step();
        if (tables.integer(0) != 0)
            throw sqlite::SqliteError("a database, but not a Hasami library");
    }
    for (int v = version; v < kSchemaVersion; ++v)
        connection.execute(kMigrations[std::size_t(v)]);
    if (version != kSchemaVersion) {
        connection.execute(("PRAGMA user_version = " + std::to_string(kSchemaVersion)).c_str());
    }
    transaction.commit();
}

void requireReadableSchema(sqlite::Connection& connection) {
    const int version = schemaVersion(connection);
    refuseNewer(version);
    if (version == 0) throw sqlite::SqliteError("not a Hasami library (import games first)");
    if (version < kOldestReadableVersion) {
        throw sqlite::SqliteError("the library's schema is version " + std::to_string(version) +
                                  "; import into it once to bring it up to date");
    }
}

}  // namespace hasami::library
