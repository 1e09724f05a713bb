#include "mistake_store.h"

#include <string>

namespace hasami::library {

namespace {

constexpr int kPassIndex = 64;

std::int64_t indexOf(Move move) {
    return move.isPass() ? kPassIndex : move.square().index();
}

Move moveOf(std::int64_t index) {
    return index == kPassIndex ? Move::pass() : Move(Square::fromIndex(int(index)));
}

// Reasons are kept by name (ai::tagName), which a new tag or a new order does not change.
std::optional<ai::ReasonTag> tagOf(const std::string& name) {
    for (int tag = int(ai::ReasonTag::Result); tag <= int(ai::ReasonTag::Frontier); ++tag) {
        if (ai::tagName(ai::ReasonTag(tag)) == name) return ai::ReasonTag(tag);
    }
    return std::nullopt;
}

}  // namespace

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
        insert.bind(3, indexOf(mistake.played));
        insert.bind(4, indexOf(mistake.best));
        insert.bind(5, std::int64_t(mistake.loss));
        insert.bind(6, std::int64_t(mistake.empties));
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
                            .played = moveOf(query.integer(2)),
                            .best = moveOf(query.integer(3)),
                            .loss = int(query.integer(4)),
                            .empties = int(query.integer(5)),
                            .reason = tagOf(query.text(6))});
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
