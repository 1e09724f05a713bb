#pragma once

// The trainers' schedule in the reviews table: one row a position, under its canonical
// key (position_key.h), with its ReviewState.

#include <cstdint>
#include <optional>
#include <vector>

#include "core/position.h"
#include "library/endgame_drill.h"
#include "library/review_schedule.h"
#include "sqlite.h"

namespace hasami::library {

std::optional<ReviewState> storedReview(sqlite::Connection& connection, const Position& position);
void storeReview(sqlite::Connection& connection, const Position& position,
                 const ReviewState& state);
// The positions due at `now` within `empties`, the longest overdue first, in their canonical
// orientation.
std::vector<Position> duePositions(sqlite::Connection& connection, std::int64_t now, int limit,
                                   EmptiesRange empties);

}  // namespace hasami::library
