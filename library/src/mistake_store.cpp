#include "mistake_store.h"

#include <string>

#include "game_key.h"

namespace hasami::library {

void storeMistakes(sqlite::Connection& connection, long long game,
                   std::span<const Mistake> mistakes) {
    sqlite::Statement forget(connection, "DELETE FROM mistakes WHERE game = ?1");
    forget.bind(1, std::int64_t(game));
    forget.run();
    sqlite::Statement insert(connection,
                             "INSERT INTO mistakes(game, ply, played, best, loss, empties, reason) "
                             "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (const Mistake& mistake : mistakes) {
        insert.bind(1, std::int64_t(game));
        insert.bind(2, std::int64_t(mistake.ply));
        insert.bind(3, std::int64_t(moveCode(mistake.played)));
        insert.bind(4, std::int64_t(moveCode(mistake.best)));
        insert.bind(5, std::int64_t(mistake.loss));
        insert.bind(6, std::int64_t(mistake.empties));
        // By name (ai::tagName), which a new tag or a new order does not change.
        insert.bind(7, mistake.reason ? ai::tagName(*mistake.reason)
                                      : std::string_view(""));  // not NULL: the column is NOT NULL
        insert.run();
    }
    sqlite::Statement done(connection, "INSERT OR REPLACE INTO analysed(game) VALUES(?1)");
    done.bind(1, std::int64_t(game));
    done.run();
}

std::vector<Mistake> storedMistakes(sqlite::Connection& connection) {
    sqlite::Statement query(connection,
                            "SELECT game, ply, played, best, loss, empties, reason FROM mistakes "
                            "WHERE game IN (SELECT id FROM games) ORDER BY game DESC, ply");
    std::vector<Mistake> mistakes;
    while (query.step()) {
        mistakes.push_back({.game = query.integer(0),
                            .ply = int(query.integer(1)),
                            .played = moveOfCode(query.integer(2)),
                            .best = moveOfCode(query.integer(3)),
                            .loss = int(query.integer(4)),
                            .empties = int(query.integer(5)),
                            .reason = ai::tagNamed(query.text(6))});
    }
    return mistakes;
}

void forgetAnalysis(sqlite::Connection& connection, const char* condition,
                    std::span<const std::uint8_t> key) {
    for (const char* table : {"mistakes", "analysed"}) {
        sqlite::Statement forget(connection, std::string("DELETE FROM ") + table +
                                                 " WHERE game IN (SELECT id FROM games WHERE " +
                                                 condition + ")");
        forget.bindBlob(1, key);
        forget.run();
    }
}

}  // namespace hasami::library
