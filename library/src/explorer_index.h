#pragma once

// The opening explorer's index: every position of every game under its canonical key
// (position_key.h) with the move played there, and, for the early positions that most games
// pass through, the counts of each move summed at import (continuations).

#include <cstdint>
#include <vector>

#include "core/archive.h"
#include "library/games_library.h"
#include "library/import_control.h"
#include "position_key.h"
#include "sqlite.h"

namespace hasami::library {

// Positions of at most this many discs have their moves' counts summed at import, so that a
// query there reads a handful of rows instead of one a game: after f5 d6 the positions table
// holds some 88 000 rows of WTHOR, and summing them took 70 ms where the summed table answers
// at once. From here on, the most common position of WTHOR is in a few thousand games.
inline constexpr int kSummarisedDiscs = 18;

// One row of the positions table, gathered for the whole import and written in key order: the
// rows then go into the index's pages one after the other instead of all over the file.
struct PositionRow {
    PositionKey key;
    std::int64_t game = 0;
    std::uint8_t ply = 0;
    std::uint8_t move = 0;  // moveCode, in the key's orientation
    std::int8_t result = 0;
};

// Binds a canonical key to a statement's ?1, ?2, ?3 (black, white, to_move), as every table of
// positions keys them: a bitboard as the int64 of the same bits.
void bindKey(sqlite::Statement& statement, const PositionKey& key);
// The rows of a game's positions, each before a move of it.
void addPositions(const ArchiveGame& game, std::int64_t id, std::vector<PositionRow>& rows);
// Writes the rows (sorting them) and adds their counts to the summed positions, reporting each
// row written to `control`; false when its stop came first, the rows then written in part (the
// caller's transaction is to be rolled back).
bool writeExplorerIndex(sqlite::Connection& connection, std::vector<PositionRow>& rows,
                        const ImportControl& control);
// The moves played from `position` in any orientation, in its orientation, most played first.
Exploration exploreIndex(sqlite::Connection& connection, const Position& position);

}  // namespace hasami::library
