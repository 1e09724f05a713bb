#pragma once

// The Generic Game Format (GGF) that Othello servers and programs exchange:
//   (;GM[Othello]PC[place]DT[date]PB[black]PW[white]RE[+4]TY[8]
//     BO[8 -------- -------- ---O*--- ... *]B[f5]W[d6//1.2]...;)
// Only 8x8 Othello is accepted. Moves may carry "/eval/time" after the square; a pass is PA.

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
    // The seconds each move took, written as B[f5//1.25] when there is one for every move
    // (an NBoard engine reads its clock from them); not read back.
    std::vector<double> seconds;
};

// Errors index characters of the text.
Parsed<GgfGame> parseGgf(std::string_view text);
std::string formatGgf(const GgfGame& game);

}  // namespace hasami
