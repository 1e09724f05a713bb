#include "library/games_library.h"

#include <algorithm>

#include "core/openings.h"
#include "core/quote.h"
#include "explorer_index.h"
#include "game_key.h"
#include "schema.h"
#include "sqlite.h"

namespace hasami::library {

namespace {

std::string openingName(const ai::training::ArchiveGame& game) {
    const auto match = openingOf(game.moves);
    return match ? std::string(match->opening->name) : std::string();
}

}  // namespace

GamesLibrary::GamesLibrary(std::string path, std::unique_ptr<sqlite::Connection> connection)
    : path_(std::move(path)), connection_(std::move(connection)) {}
GamesLibrary::GamesLibrary(GamesLibrary&&) noexcept = default;
GamesLibrary& GamesLibrary::operator=(GamesLibrary&&) noexcept = default;
GamesLibrary::~GamesLibrary() = default;

std::optional<GamesLibrary> GamesLibrary::open(const std::string& path, Access access,
                                               std::string& error) {
    try {
        auto connection = std::make_unique<sqlite::Connection>(
            path,
            access == Access::ReadOnly ? sqlite::Access::ReadOnly : sqlite::Access::ReadWriteCreate,
            kBusyMilliseconds);
        if (access == Access::ReadOnly) {
            requireCurrentSchema(*connection);
        } else {
            migrate(*connection);
        }
        return GamesLibrary(path, std::move(connection));
    } catch (const sqlite::SqliteError& e) {
        error = quotePath(path) + ": " + e.what();
        return std::nullopt;
    }
}

std::optional<ImportSummary> GamesLibrary::import(std::span<const ai::training::ArchiveGame> games,
                                                  std::string& error) {
    try {
        ImportSummary summary;
        sqlite::Transaction transaction(*connection_);
        sqlite::Statement insertGame(*connection_,
                                     "INSERT OR IGNORE INTO games(moves, black, white, year, "
                                     "result, opening) VALUES(?1, ?2, ?3, ?4, ?5, ?6)");
        std::vector<PositionRow> rows;
        for (const auto& game : games) {
            insertGame.bindBlob(1, gameKey(game.moves));
            insertGame.bind(2, game.black);
            insertGame.bind(3, game.white);
            insertGame.bind(4, std::int64_t(game.year));
            insertGame.bind(5, std::int64_t(game.result));
            insertGame.bind(6, openingName(game));
            insertGame.run();
            if (connection_->changes() == 0) {
                ++summary.duplicates;
                continue;
            }
            ++summary.added;
            addPositions(game, connection_->lastInsertRowId(), rows);
        }
        writeExplorerIndex(*connection_, rows);
        transaction.commit();
        return summary;
    } catch (const sqlite::SqliteError& e) {
        error = quotePath(path_) + ": " + e.what();
        return std::nullopt;
    }
}

std::optional<Exploration> GamesLibrary::explore(const Position& position, std::string& error) {
    try {
        return exploreIndex(*connection_, position);
    } catch (const sqlite::SqliteError& e) {
        error = quotePath(path_) + ": " + e.what();
        return std::nullopt;
    }
}

std::optional<std::vector<LibraryGame>> GamesLibrary::find(const GameFilter& filter, int limit,
                                                           std::string& error, int* total) {
    try {
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
            games.push_back({query.integer(0), query.text(1), query.text(2), int(query.integer(3)),
                             int(query.integer(4)), query.text(5), movesOfKey(query.blob(6))});
            if (total) *total = int(query.integer(7));
        }
        return games;
    } catch (const sqlite::SqliteError& e) {
        error = quotePath(path_) + ": " + e.what();
        return std::nullopt;
    }
}

}  // namespace hasami::library
