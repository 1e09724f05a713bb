#include "library/games_library.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <type_traits>

#include "core/openings.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "core/write_file.h"
#include "explorer_index.h"
#include "game_key.h"
#include "mistake_store.h"
#include "review_store.h"
#include "schema.h"
#include "sqlite.h"

namespace hasami::library {

namespace {

std::string openingName(const ArchiveGame& game) {
    const auto match = openingOf(game.moves);
    return match ? std::string(match->opening->name) : std::string();
}

// Why the library cannot be at `path`, in the system's words: SQLite would wait for ever on a
// FIFO and says only "unable to open database file" for a missing file or folder. A file to
// read must be a regular one; one to write may be missing, in a folder that is there.
std::optional<std::string> unusablePath(const std::string& path, GamesLibrary::Access access) {
    if (access == GamesLibrary::Access::ReadOnly) return unreadablePath(path);
    if (auto why = unwritablePath(path)) return why;
    std::error_code code;
    if (std::filesystem::exists(path, code)) return std::nullopt;
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    const auto status = std::filesystem::status(folder.empty() ? "." : folder, code);
    if (code) return quotePath(path) + ": " + std::strerror(code.value());
    if (!std::filesystem::is_directory(status))
        return quotePath(path) + ": " + std::strerror(ENOTDIR);
    return std::nullopt;
}

// A game from a row that starts: id, black, white, year, result, opening, moves.
LibraryGame gameOfRow(sqlite::Statement& row) {
    return {row.integer(0),         row.text(1),         row.text(2),
            int(row.integer(3)),    int(row.integer(4)), row.text(5),
            movesOfKey(row.blob(6))};
}

// Where a game comes from: an archive imported, or the user's play in the window.
enum class Origin { Archive, Own };

// Adds games' rows, one statement for a whole import.
class GameInserter {
  public:
    explicit GameInserter(sqlite::Connection& connection)
        : connection_(connection),
          insert_(connection,
                  "INSERT OR IGNORE INTO games(moves, black, white, year, result, opening, own, "
                  "finished, date) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)") {}

    // The new game's id; nullopt when the same game is already there. An archive's game
    // always has a result (core/archive.h): only the user's may be unfinished.
    std::optional<std::int64_t> insert(const ArchiveGame& game, Origin origin) {
        insert_.bindBlob(1, gameKey(game.moves));
        insert_.bind(2, game.black);
        insert_.bind(3, game.white);
        insert_.bind(4, std::int64_t(game.year));
        insert_.bind(5, std::int64_t(game.result));
        insert_.bind(6, openingName(game));
        insert_.bind(7, std::int64_t(origin == Origin::Own));
        insert_.bind(8, std::int64_t(origin == Origin::Archive || game.complete));
        insert_.bind(9, game.date);
        insert_.run();
        if (connection_.changes() == 0) return std::nullopt;
        return connection_.lastInsertRowId();
    }

  private:
    sqlite::Connection& connection_;
    sqlite::Statement insert_;
};

}  // namespace

GamesLibrary::GamesLibrary(std::string path, std::unique_ptr<sqlite::Connection> connection)
    : path_(std::move(path)), connection_(std::move(connection)) {}
GamesLibrary::GamesLibrary(GamesLibrary&&) noexcept = default;
GamesLibrary& GamesLibrary::operator=(GamesLibrary&&) noexcept = default;
GamesLibrary::~GamesLibrary() = default;

template <typename Work>
auto GamesLibrary::guarded(Work&& work) -> Result<decltype(work())> {
    try {
        if constexpr (std::is_void_v<decltype(work())>) {
            work();
            return {};
        } else {
            return work();
        }
    } catch (const sqlite::SqliteError& e) {
        return Error{quotePath(path_) + ": " + e.what()};
    }
}

Result<GamesLibrary> GamesLibrary::open(const std::string& path, Access access,
                                        int busyMilliseconds) {
    if (auto why = unusablePath(path, access)) return Error{std::move(*why)};
    try {
        auto connection = std::make_unique<sqlite::Connection>(
            path,
            access == Access::ReadOnly ? sqlite::Access::ReadOnly : sqlite::Access::ReadWriteCreate,
            busyMilliseconds);
        if (access == Access::ReadOnly) {
            requireReadableSchema(*connection);
        } else {
            migrate(*connection);
        }
        return GamesLibrary(path, std::move(connection));
    } catch (const sqlite::SqliteError& e) {
        return Error{quotePath(path) + ": " + e.what()};
    }
}

Result<ImportSummary> GamesLibrary::import(std::span<const ArchiveGame> games,
                                           const ImportControl& control) {
    return guarded([&] {
        ImportSummary summary;
        // Returning without commit() rolls everything back.
        const ImportSummary cancelled{.cancelled = true};
        sqlite::Transaction transaction(*connection_);
        GameInserter inserter(*connection_);
        std::vector<PositionRow> rows;
        for (std::size_t i = 0; i < games.size(); ++i) {
            if (control.stopped()) return cancelled;
            const auto id = inserter.insert(games[i], Origin::Archive);
            if (id) {
                ++summary.added;
                addPositions(games[i], *id, rows);
            } else {
                ++summary.duplicates;
            }
            control.report(ImportProgress::Stage::Adding, i + 1, games.size());
        }
        if (!writeExplorerIndex(*connection_, rows, control) || control.stopped()) return cancelled;
        transaction.commit();
        return summary;
    });
}

Result<bool> GamesLibrary::addOwnGame(const ArchiveGame& game) {
    return guarded([&] {
        sqlite::Transaction transaction(*connection_);
        const std::vector<std::uint8_t> key = gameKey(game.moves);
        // An unfinished game of the user's whose moves begin this one's: it went on (restored
        // from the autosave, say), and this is its newer state.
        constexpr const char* kWentOn =
            "own AND NOT finished AND length(moves) < length(?1) "
            "AND moves = substr(?1, 1, length(moves))";
        // Its id may be given again: nothing of its analysis may stay behind.
        forgetAnalysis(*connection_, kWentOn, key);
        sqlite::Statement replace(*connection_, std::string("DELETE FROM games WHERE ") + kWentOn);
        replace.bindBlob(1, key);
        replace.run();
        GameInserter inserter(*connection_);
        const auto id = inserter.insert(game, Origin::Own);
        if (id && game.complete) {
            std::vector<PositionRow> rows;
            addPositions(game, *id, rows);
            writeExplorerIndex(*connection_, rows, {});
        }
        transaction.commit();
        return id.has_value();
    });
}

Result<Exploration> GamesLibrary::explore(const Position& position) {
    return guarded([&] { return exploreIndex(*connection_, position); });
}

Result<std::vector<LibraryGame>> GamesLibrary::find(const GameFilter& filter, int limit,
                                                    int* total) {
    return guarded([&] {
        // lower() folds ASCII only, as WTHOR's names are written.
        sqlite::Statement query(
            *connection_,
            "SELECT id, black, white, year, result, opening, moves, count(*) OVER () FROM games "
            "WHERE (?1 = '' OR instr(lower(black), lower(?1)) OR instr(lower(white), lower(?1))) "
            "AND (?2 = '' OR instr(lower(opening), lower(?2))) AND (?3 = 0 OR year = ?3) "
            "ORDER BY year, id LIMIT ?4");
        query.bind(1, filter.player);
        query.bind(2, filter.opening);
        query.bind(3, std::int64_t(filter.year));
        query.bind(4, std::int64_t(limit));
        std::vector<LibraryGame> games;
        if (total) *total = 0;
        while (query.step()) {
            games.push_back(gameOfRow(query));
            if (total) *total = int(query.integer(7));
        }
        return games;
    });
}

Result<std::vector<LibraryGame>> GamesLibrary::ownGames(int limit) {
    return guarded([&] {
        // A read-only connection may read a library of before the days.
        const bool days = schemaVersion(*connection_) >= kDaysVersion;
        sqlite::Statement query(*connection_,
                                std::string("SELECT id, black, white, year, result, opening, "
                                            "moves, ") +
                                    (days ? "date" : "''") +
                                    ", finished FROM games WHERE own ORDER BY id DESC LIMIT ?1");
        query.bind(1, std::int64_t(limit));
        std::vector<LibraryGame> games;
        while (query.step()) {
            LibraryGame& game = games.emplace_back(gameOfRow(query));
            game.date = query.text(7);
            game.finished = query.integer(8) != 0;
        }
        return games;
    });
}

Result<std::optional<ReviewState>> GamesLibrary::recordAnswer(const Position& position, Grade grade,
                                                              std::int64_t now) {
    return guarded([&] {
        sqlite::Transaction transaction(*connection_);
        std::optional<ReviewState> next = storedReview(*connection_, position);
        if (next || grade != Grade::Perfect) {
            next = nextReview(next.value_or(ReviewState{}), grade, now);
            storeReview(*connection_, position, *next);
        }
        transaction.commit();
        return next;
    });
}

Result<std::vector<Position>> GamesLibrary::dueReviews(std::int64_t now, int limit,
                                                       EmptiesRange empties) {
    return guarded([&] { return duePositions(*connection_, now, limit, empties); });
}

Result<std::vector<LibraryGame>> GamesLibrary::gamesToAnalyse() {
    return guarded([&] {
        sqlite::Statement query(*connection_,
                                "SELECT id, black, white, year, result, opening, moves FROM games "
                                "WHERE own AND id NOT IN (SELECT game FROM analysed) "
                                "ORDER BY id DESC");
        std::vector<LibraryGame> games;
        while (query.step())
            games.push_back(gameOfRow(query));
        return games;
    });
}

Result<void> GamesLibrary::storeMistakes(long long game, std::span<const Mistake> mistakes) {
    return guarded([&] {
        sqlite::Transaction transaction(*connection_);
        library::storeMistakes(*connection_, game, mistakes);
        transaction.commit();
    });
}

Result<std::vector<Mistake>> GamesLibrary::mistakes() {
    return guarded([&] { return storedMistakes(*connection_); });
}

}  // namespace hasami::library
