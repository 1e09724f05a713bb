#pragma once

// "My mistakes" in the library (library/mistakes.h): the tables analysed (the games done, so
// that none is analysed twice) and mistakes (one row a mistake).

#include <span>
#include <vector>

#include "library/games_library.h"
#include "library/mistakes.h"
#include "sqlite.h"

namespace hasami::library {

// Replaces the mistakes of `game` and marks it analysed.
void storeMistakes(sqlite::Connection& connection, long long game,
                   std::span<const Mistake> mistakes);
// Every mistake of a game still in the library, the newest game first, each game's in order.
std::vector<Mistake> storedMistakes(sqlite::Connection& connection);
// Forgets the analysis of the games `condition` (an SQL expression over games, with ?1 bound to
// `key`) selects: they are about to be deleted.
void forgetAnalysis(sqlite::Connection& connection, const char* condition,
                    std::span<const std::uint8_t> key);

}  // namespace hasami::library
