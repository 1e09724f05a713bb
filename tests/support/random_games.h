#pragma once

// Positions from random games, reproducible from a seed, for property tests.

#include <random>
#include <vector>

#include "core/game_record.h"

namespace hasami::test {

// A random legal game from `start`, played to the end; passes included.
inline GameRecord randomGame(std::mt19937_64& rng, const Position& start = Position::start()) {
    GameRecord record(start);
    while (!record.current().isGameOver()) {
        const Position& p = record.current();
        if (p.mustPass()) {  // only possible at the start of a record
            record.play(Move::pass());
            continue;
        }
        Bitboard moves = p.legalMoves();
        std::uniform_int_distribution<int> pick(0, bb::count(moves) - 1);
        for (int skip = pick(rng); skip > 0; --skip)
            moves = bb::withoutLowest(moves);
        record.play(Square::fromIndex(bb::lowestIndex(moves)));
    }
    return record;
}

// The moves of the random game of `seed` from the standard start: a game for tests to name.
inline std::vector<Move> randomGameMoves(unsigned seed) {
    std::mt19937_64 rng(seed);
    return randomGame(rng).moves();
}

// At least `count` positions (every ply of whole random games).
inline std::vector<Position> randomPositions(std::size_t count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Position> positions;
    positions.reserve(count + 64);
    while (positions.size() < count) {
        const GameRecord game = randomGame(rng);
        for (int ply = 0; ply <= game.length(); ++ply)
            positions.push_back(game.positionAt(ply));
    }
    return positions;
}

}  // namespace hasami::test
