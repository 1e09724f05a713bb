#pragma once

#include <chrono>
#include <cstdint>

#include "ai/recent_moves.h"
#include "ai/time_manager.h"

namespace hasami::ai {

// What a search may spend. Zero means "no limit" for each field; at least one should be set.
// A level (1..kLevelCount, see levels.h) replaces depth and solve depths by the level's row.
// Time is managed by time_manager.h: `seconds` alone is a budget for the move (moveTimeFor: the
// answer comes within it, and the search stops deepening past half of it, later when unsettled);
// with `softSeconds`, a planned move time (a clock's share, clockMoveTime): `seconds` is then its
// hard limit and `softSeconds` its soft one. A depth with a time limit caps the deepening of a
// timed search; a depth alone is a fixed-depth search. `humanRating` plays as a tournament player
// of that Elo rating (human_model.h) instead of searching: the other limits are not used.
struct Limits {
    int depth = 0;  // midgame depth in plies
    // With a fixed depth: solve exactly at this many empties or fewer (0: at `depth` empties),
    // so that a shallow search can still end its games perfectly (self-play).
    int exactEmpties = 0;
    double seconds = 0;       // time for this move
    std::uint64_t nodes = 0;  // nodes for this move
    int level = 0;            // a row of the level table
    std::uint64_t seed = 0;   // randomness among near-best moves at the weak levels
    double softSeconds = 0;   // with seconds: the time the move should take
    int humanRating = 0;      // Elo; 0: play the engine's own moves
    // Engine::analyse: also each move's chance to be played by a player rated so (Elo; 0: not).
    int humanChancesRating = 0;
    // The game's last moves, which a human-like player answers (humanRating, humanChancesRating).
    RecentMoves recent{};
    // When the move was asked for: its time counts from there, threads' start-up included.
    // The default, when the engine is asked (Engine::think).
    std::chrono::steady_clock::time_point requested{};

    // `exactFrom`: solve exactly from that many empties (see exactEmpties).
    static Limits atDepth(int d, int exactFrom = 0) {
        return {.depth = d, .exactEmpties = exactFrom};
    }
    static Limits forSeconds(double s) { return {.seconds = s}; }
    static Limits within(const MoveTime& t) { return {.seconds = t.hard, .softSeconds = t.soft}; }
    static Limits forNodes(std::uint64_t n) { return {.nodes = n}; }
    static Limits atLevel(int l, std::uint64_t seed = 0) { return {.level = l, .seed = seed}; }
    static Limits asHuman(int rating, std::uint64_t seed = 0) {
        return {.seed = seed, .humanRating = rating};
    }

    // When the move's time starts: when it was asked for, or now when that is not known.
    std::chrono::steady_clock::time_point start() const {
        return requested == std::chrono::steady_clock::time_point{}
                   ? std::chrono::steady_clock::now()
                   : requested;
    }

    // The time this move may take: a planned move time, a budget per move, or none (zero).
    MoveTime moveTime() const {
        if (seconds <= 0) return {};
        if (softSeconds > 0) return {softSeconds, seconds};
        return moveTimeFor(seconds);
    }
};

}  // namespace hasami::ai
