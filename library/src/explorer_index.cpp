#include "explorer_index.h"

#include <algorithm>
#include <bit>
#include <tuple>

#include "game_key.h"

namespace hasami::library {

namespace {

// SQLite's integers are signed: a bitboard is stored as the int64 of the same bits.
std::int64_t stored(Bitboard b) {
    return std::bit_cast<std::int64_t>(b);
}

bool summarised(const PositionKey& key) {
    return bb::count(key.black | key.white) <= kSummarisedDiscs;
}

auto order(const PositionRow& row) {
    return std::tuple(row.key.black, row.key.white, row.key.toMove, row.move, row.game);
}

bool samePositionAndMove(const PositionRow& a, const PositionRow& b) {
    return std::tuple(a.key.black, a.key.white, a.key.toMove, a.move) ==
           std::tuple(b.key.black, b.key.white, b.key.toMove, b.move);
}

// false when stopped before the last row.
bool writePositions(sqlite::Connection& connection, const std::vector<PositionRow>& rows,
                    const ImportControl& control) {
    sqlite::Statement insert(connection,
                             "INSERT INTO positions VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (control.stopped()) return false;
        const PositionRow& row = rows[i];
        bindKey(insert, row.key);
        insert.bind(4, row.game);
        insert.bind(5, std::int64_t(row.ply));
        insert.bind(6, std::int64_t(row.move));
        insert.bind(7, std::int64_t(row.result));
        insert.run();
        control.report(ImportProgress::Stage::Indexing, i + 1, rows.size());
    }
    return true;
}

// Adds the sorted rows' counts, one (position, move) at a time, to what earlier imports summed.
void writeContinuations(sqlite::Connection& connection, const std::vector<PositionRow>& rows) {
    sqlite::Statement add(connection,
                          "INSERT INTO continuations VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) "
                          "ON CONFLICT DO UPDATE SET games = games + excluded.games, "
                          "black_wins = black_wins + excluded.black_wins, "
                          "draws = draws + excluded.draws, "
                          "white_wins = white_wins + excluded.white_wins, "
                          "result_sum = result_sum + excluded.result_sum");
    for (auto group = rows.begin(); group != rows.end();) {
        const auto end = std::find_if(group, rows.end(), [&](const PositionRow& row) {
            return !samePositionAndMove(row, *group);
        });
        if (summarised(group->key)) {
            std::int64_t black = 0, draws = 0, white = 0, sum = 0;
            for (auto row = group; row != end; ++row) {
                black += row->result > 0;
                draws += row->result == 0;
                white += row->result < 0;
                sum += row->result;
            }
            bindKey(add, group->key);
            add.bind(4, std::int64_t(group->move));
            add.bind(5, std::int64_t(end - group));
            add.bind(6, black);
            add.bind(7, draws);
            add.bind(8, white);
            add.bind(9, sum);
            add.run();
        }
        group = end;
    }
}

}  // namespace

void bindKey(sqlite::Statement& statement, const PositionKey& key) {
    statement.bind(1, stored(key.black));
    statement.bind(2, stored(key.white));
    statement.bind(3, std::int64_t(key.toMove));
}

void addPositions(const ArchiveGame& game, std::int64_t id, std::vector<PositionRow>& rows) {
    Position position = Position::start();
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        const Move move = game.moves[ply];
        const CanonicalPosition c = canonical(position);
        rows.push_back({c.key, id, std::uint8_t(ply), moveCode(transform(move, c.symmetry)),
                        std::int8_t(game.result)});
        position = position.play(move);
    }
}

bool writeExplorerIndex(sqlite::Connection& connection, std::vector<PositionRow>& rows,
                        const ImportControl& control) {
    std::sort(rows.begin(), rows.end(),
              [](const PositionRow& a, const PositionRow& b) { return order(a) < order(b); });
    if (!writePositions(connection, rows, control)) return false;
    writeContinuations(connection, rows);
    return true;
}

Exploration exploreIndex(sqlite::Connection& connection, const Position& position) {
    const CanonicalPosition c = canonical(position);
    const Symmetry back = inverse(c.symmetry);
    // Both give: move, games, black wins, draws, white wins, mean result.
    sqlite::Statement query(
        connection,
        summarised(c.key)
            ? "SELECT move, games, black_wins, draws, white_wins, CAST(result_sum AS REAL) / games "
              "FROM continuations WHERE black = ?1 AND white = ?2 AND to_move = ?3"
            : "SELECT move, count(*), sum(result > 0), sum(result = 0), sum(result < 0), "
              "avg(result) FROM positions WHERE black = ?1 AND white = ?2 AND to_move = ?3 "
              "GROUP BY move");
    bindKey(query, c.key);
    Exploration exploration;
    while (query.step()) {
        const ExplorerMove move{transform(moveOfCode(query.integer(0)), back),
                                int(query.integer(1)),
                                int(query.integer(2)),
                                int(query.integer(3)),
                                int(query.integer(4)),
                                query.real(5)};
        exploration.games += move.games;
        exploration.moves.push_back(move);
    }
    std::sort(exploration.moves.begin(), exploration.moves.end(),
              [](const ExplorerMove& a, const ExplorerMove& b) {
                  return std::tuple(-a.games, moveCode(a.move)) <
                         std::tuple(-b.games, moveCode(b.move));
              });
    return exploration;
}

}  // namespace hasami::library
