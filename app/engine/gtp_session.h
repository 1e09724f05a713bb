#pragma once

// Hasami's end of the Go Text Protocol, version 2, for Othello, as Quarry speaks it: a session
// takes the input one line at a time and gives each its whole response, so that tests and fuzzing
// drive it without pipes. See docs/gtp.md for the commands.

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "gtp_clock.h"

namespace hasami::ai {
class Engine;
}

namespace hasami::cli {

class ProtocolInput;

class GtpSession {
  public:
    // The level (1..ai::kLevelCount) a move is searched at; 0 for none given: then a move
    // spends its share of a clock, and without one searches at kDefaultGtpLevel. A level given
    // also holds on a clock, which then only bounds the move's time. `input`: where the lines
    // come from, whose end stops a search (none when a test gives them one at a time).
    GtpSession(ai::Engine& engine, int level, ProtocolInput* input = nullptr);

    // The response to one line ("=[id] text\n\n" or "?[id] text\n\n"), or nothing for a line
    // without a command (empty, blank, a comment). `cut`: the line was longer than the reader
    // takes, and this is its beginning: it is refused, not obeyed in part.
    std::string respond(std::string_view line, bool cut = false);
    // After "quit": no more input is read.
    bool quitRequested() const { return quit_; }

  private:
    struct Reply {
        bool ok;
        std::string text;
    };
    using Words = std::vector<std::string>;
    using Handler = Reply (GtpSession::*)(const Words& arguments);
    struct Entry {
        const char* name;
        Handler handler;
    };
    static const Entry kCommands[];

    Reply protocolVersion(const Words&);
    Reply name(const Words&);
    Reply version(const Words&);
    Reply knownCommand(const Words& arguments);
    Reply listCommands(const Words&);
    Reply quit(const Words&);
    Reply boardSize(const Words& arguments);
    Reply clearBoard(const Words&);
    Reply komi(const Words& arguments);
    Reply play(const Words& arguments);
    Reply generateMove(const Words& arguments);
    Reply undo(const Words&);
    Reply showBoard(const Words&);
    Reply finalScore(const Words&);
    Reply timeSettings(const Words& arguments);
    Reply timeLeft(const Words& arguments);
    Reply listGames(const Words&);
    Reply setGame(const Words& arguments);
    Reply setLevel(const Words& arguments);

    // The position with `color` to move: the current one, or after the other side's pass when
    // that side has no move (a client leaves a forced pass unsaid); nullopt when `color` is out
    // of turn.
    std::optional<Position> toMove(Color color) const;
    void newGame();

    ai::Engine& engine_;
    int level_;
    ProtocolInput* input_;
    // The positions after each play and genmove, the start first: undo takes one back.
    std::vector<Position> history_;
    GtpClock clock_;
    // Games started so far: the seed of the weak levels' choices, the same in a replayed session.
    std::uint64_t games_ = 0;
    bool quit_ = false;
};

// Without a level or a clock, moves are searched at this level: the engine's best move at depth
// 8 (levels.h).
inline constexpr int kDefaultGtpLevel = 15;

// Speaks GTP with `engine` on `in` and `out` until "quit" or the end of `in`, which stops a
// search; lines longer than kMostGtpLineCharacters are refused. `inputEnds`: `in` is finite (a
// string, a file) and may go when this returns; standard input is read to the end of the
// process instead.
inline constexpr std::size_t kMostGtpLineCharacters = 4096;
void speakGtp(std::istream& in, std::ostream& out, ai::Engine& engine, int level, bool inputEnds);

}  // namespace hasami::cli
