#pragma once

// One side of a match as the referee sees it: another program that speaks the NBoard protocol
// or GTP (here), or an evaluation searched in this process (the console engine's
// evaluation_player.h). The window asks external engines for moves through the same players.

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/ggf.h"
#include "core/result.h"
#include "exchanged_clocks.h"

namespace hasami::cli {

// What the referee asks for: the move of the side to move at the end of `game`.
struct MoveRequest {
    const GgfGame& game;       // from the start, each move's seconds included
    const Position& position;  // the one at the end of `game`
    double remaining = 0;      // seconds left on this side's clock; 0 without a clock
    double timeout = 0;        // seconds after which the player is taken to hang
    double latency = 0;        // seconds the clock charges each move beyond its thinking
};

// One move's score in an engine's hints (the NBoard protocol's "search" and "book" lines).
struct Hint {
    Move move;
    double score = 0;   // discs, from the view of the side to move
    std::string depth;  // as the engine gives it: "12", "100%" (exact), "18@95%"...
    bool book = false;  // from the engine's opening book
};

// The nodes a player searched and the seconds it searched them, as it reports them (NBoard's
// "nodestats" lines, or the search's result in this process): what a node costs each side.
// None, no seconds, from a player that does not report them (GTP).
struct SearchWork {
    std::uint64_t nodes = 0;
    double seconds = 0;

    SearchWork& operator+=(const SearchWork& other) {
        nodes += other.nodes;
        seconds += other.seconds;
        return *this;
    }
};

class MatchPlayer {
  public:
    virtual ~MatchPlayer() = default;

    // For the summary and the GGF file.
    virtual std::string name() const = 0;
    // Gets ready for a new game; the error when the player cannot play.
    virtual Result<void> newGame() = 0;
    // A move (legal or not: the referee judges), or the error when the player failed to give
    // one (it exited, hung, answered nonsense).
    virtual Result<Move> play(const MoveRequest& request) = 0;
    // Scores of up to `count` moves of the position at the end of `game`, searched `depth` plies
    // (a depth kept for the searches after), best first; the error when the player failed to
    // give them. Only NBoard engines give hints: GTP has no command for them.
    virtual Result<std::vector<Hint>> hints(const GgfGame& /*game*/, int /*count*/, int /*depth*/,
                                            double /*timeout*/) {
        return Error{"gives no hints"};
    }
    // Its searches so far. An NBoard engine reports a move's after the move, so the last
    // move's may be missing.
    virtual SearchWork work() const { return {}; }
    // The player lost the game by a fault: the next game starts from a fresh state.
    virtual void forfeited() {}
    // The last lines of its conversation, for the report of a fault.
    virtual std::deque<std::string> recentExchange() const { return {}; }
    // See NBoardClient::setInterruption: newGame() and play() of another program then fail at
    // once with the error "interrupted" when `interrupted` says so.
    virtual void setInterruption(std::function<bool()> /*interrupted*/) {}
};

// An NBoard engine run as `command` in `directory` (see NBoardClient::start), told to search
// `depth` plies when depth > 0; it learns its clock from the game it is sent (GGF TI and the
// seconds of each move), the clocks exchanged for an engine that reads its opponent's.
std::unique_ptr<MatchPlayer> nboardPlayer(const std::string& command, const std::string& directory,
                                          int depth, ClockReading clock);

// A GTP engine run as `command` in `directory` (see NBoardClient::start); it plays on a clock
// through time_settings and time_left, and at its own strength otherwise (GTP sends no depth).
std::unique_ptr<MatchPlayer> gtpPlayer(const std::string& command, const std::string& directory);

}  // namespace hasami::cli
