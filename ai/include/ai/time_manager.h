#pragma once

// How long a timed search thinks about one move. A move gets two limits: a soft one, the time it
// should take, past which the search starts no new iteration unless the last one left it
// unsettled, and a hard one, which it never exceeds. They come from a budget per move (`go
// --time`, the GUI's seconds per move) or from a share of a game clock. All are pure functions
// of their arguments: tests check every allocation without a clock.

namespace hasami::ai {

struct MoveTime {
    double soft = 0;  // seconds the move should take
    double hard = 0;  // seconds it never exceeds (0: no limit)
};

// For a budget of `seconds` per move: the answer comes within it (the hard limit keeps back what
// the search takes to stop and return), and the search starts no iteration past half of it,
// later when unsettled. The budget is a promise to whoever gave it: nothing goes beyond it.
MoveTime moveTimeFor(double seconds);

// The seconds a clock keeps back from the search, for the time a move costs outside it (the
// protocol's messages, the pipes, a GUI's own work, a busy machine) and as a margin: the move
// to play keeps the overhead (at least kMoveOverheadSeconds) times kOverheadMargin for each of
// its side's moves left, and kClockReserveShare of the clock. The margin is for the moves that
// cost more than the overhead measured: a search's last check, a busy machine.
inline constexpr double kMoveOverheadSeconds = 0.02;
inline constexpr double kOverheadMargin = 1.5;
inline constexpr double kClockReserveShare = 0.05;

// For a move on a game clock with `remaining` seconds left for this side's rest of the game
// (`increment` more after each of its moves) and `empties` empty squares: a share of the time
// left, weighted by the stage of the game (less in the opening, most in the midgame, a reserve
// for the endgame) and raised when an exact solve is expected to fit. The hard limit stays
// within the time left after the reserve; with none left it is the least a search can have.
// `overhead`: the seconds each move costs the clock beyond the search (a GUI's latency).
MoveTime clockMoveTime(double remaining, int empties, double increment = 0,
                       double overhead = kMoveOverheadSeconds);

// What a search knows after an iteration, to decide whether to start the next.
struct IterationReport {
    double elapsed = 0;          // seconds since the search began
    double lastSeconds = 0;      // the iteration just completed
    double previousSeconds = 0;  // the one before it; 0 when there was none
    bool bestMoveChanged = false;
    int scoreDrop = 0;  // discs the score fell since the previous iteration
};

// Whether to start another iteration: when the next one, predicted from the growth of the last
// ones, ends near the soft limit (stretched when the best move changed or the score dropped: the
// search has not settled) and within the hard limit (an iteration cut short is thrown away).
bool startNextIteration(const MoveTime& time, const IterationReport& report);

}  // namespace hasami::ai
