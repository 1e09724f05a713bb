#pragma once

// The Generic Game Format (GGF) that Othello servers and programs exchange:
//   (;GM[Othello]PC[place]DT[date]PB[black]PW[white]RE[+4]TY[8]
//     BO[8 -------- -------- ---O*--- ... *]B[f5]W[d6//1.2]...;)
// Only 8x8 Othello is accepted. Moves may carry "/eval/time" after the square; a pass is PA.
// Times are clocks as GGS writes them, [[h:]m:]s with seconds that may have decimals.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/parse_error.h"
#include "core/position.h"

namespace hasami {

struct GgfGame {
    Position start = Position::start();
    std::vector<Move> moves;  // legal from start, passes included
    std::string black;        // PB
    std::string white;        // PW
    std::string result;       // RE, e.g. "+4" (black's discs minus white's), may be empty
    std::string place;        // PC
    std::string date;         // DT
    std::string timeControl;  // TI, e.g. "5:00": each side's time for the game, may be empty
    // The seconds each move took, as B[f5//1.25] (an NBoard engine reads its clock from them):
    // written when there is one for every move; read as one for every move (0 where a move
    // has none) when any move has one, else left empty.
    std::vector<double> seconds;
    // Read with OddTimes::TakeAsZero: the moves whose time was not a clock, each as
    // "'B[f5//soon]': the time is not a clock [[h:]m:]s" (their time is 0).
    std::vector<std::string> timesTakenAsZero;
};

// A GGF time control, TI[main/increment/extension] ("5:00", "15:00//2:00"): each side's seconds
// for the game and the seconds added to its clock after each of its moves. The extension (time
// that GGS grants, at a price, once a clock runs out) is checked and not counted on.
struct TimeControl {
    double seconds = 0;
    double increment = 0;

    bool operator==(const TimeControl&) const = default;
};

// Errors index characters of the text.
Parsed<TimeControl> parseTimeControl(std::string_view text);
// A clock, [[h:]m:]s ("1:05", "0:10", "90", "1.25"), in seconds.
Parsed<double> parseClock(std::string_view text);
// A clock as GGF writes it, [h:]m:ss with hundredths when it has them ("5:00", "1:02:05.50").
std::string formatClock(double seconds);
// TI[] for `control`: "5:00", or "1:00/0:02" with an increment.
std::string formatTimeControl(const TimeControl& control);

// A move as GGF and NBoard write it, "f5[/eval[/time]]" or a pass, "PA[/eval[/time]]": the move
// and its time, when it has one. The evaluation is not read. Errors index characters of the
// text: 0 for a bad square, the time's start for a bad time.
struct TimedMove {
    Move move;
    std::optional<double> seconds;
};
Parsed<TimedMove> parseTimedMove(std::string_view text);

// What a move whose time is not a clock does: the game is refused (archives: a game written
// wrong), or the time is taken as 0 and the move stands (a GUI's game, as NBoard sends it: a
// legal move is never dropped for its time).
enum class OddTimes { Refuse, TakeAsZero };

// Errors index characters of the text.
Parsed<GgfGame> parseGgf(std::string_view text, OddTimes oddTimes = OddTimes::Refuse);
std::string formatGgf(const GgfGame& game);

}  // namespace hasami
