#include "review_store.h"

#include <bit>

#include "explorer_index.h"

namespace hasami::library {

std::optional<ReviewState> storedReview(sqlite::Connection& connection, const Position& position) {
    sqlite::Statement query(connection,
                            "SELECT repetitions, ease_percent, interval_days, due FROM reviews "
                            "WHERE black = ?1 AND white = ?2 AND to_move = ?3");
    bindKey(query, canonical(position).key);
    if (!query.step()) return std::nullopt;
    return ReviewState{int(query.integer(0)), int(query.integer(1)), int(query.integer(2)),
                       query.integer(3)};
}

void storeReview(sqlite::Connection& connection, const Position& position,
                 const ReviewState& state) {
    sqlite::Statement store(connection,
                            "INSERT OR REPLACE INTO reviews VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    bindKey(store, canonical(position).key);
    store.bind(4, std::int64_t(state.repetitions));
    store.bind(5, std::int64_t(state.easePercent));
    store.bind(6, std::int64_t(state.intervalDays));
    store.bind(7, state.due);
    store.run();
}

std::vector<Position> duePositions(sqlite::Connection& connection, std::int64_t now, int limit,
                                   EmptiesRange empties) {
    // The empties are counted here, not in SQL: the table holds the few positions one user
    // missed.
    sqlite::Statement query(connection,
                            "SELECT black, white, to_move FROM reviews WHERE due <= ?1 "
                            "ORDER BY due, black, white");
    query.bind(1, now);
    std::vector<Position> positions;
    while (int(positions.size()) < limit && query.step()) {
        const auto black = std::bit_cast<Bitboard>(query.integer(0));
        const auto white = std::bit_cast<Bitboard>(query.integer(1));
        const Color toMove =
            query.integer(2) == std::int64_t(Color::Black) ? Color::Black : Color::White;
        const Position position = Position::fromColors(black, white, toMove);
        if (empties.contains(position)) positions.push_back(position);
    }
    return positions;
}

}  // namespace hasami::library
