#pragma once

#include <array>

namespace hasami::ai {

// A playing strength: how deep the engine looks and how much it may stray from its best move.
struct Level {
    const char* name;  // for people, in English (the GUI translates)
    int midgameDepth;  // plies
    int exactDepth;    // solve to the exact score at this many empties or fewer
    int wldDepth;      // prove win/draw/loss at this many empties or fewer
    int selectivity;   // ProbCut confidence in percent; 100 = no selective cuts
    int randomness;    // plays at random among the moves within this many discs of the best
};

inline constexpr int kLevelCount = 20;

// Row l - 1 is level l. The low levels look little ahead and pick loosely among good moves,
// so a beginner can win and no two games repeat; from level 12 the engine plays its best.
inline constexpr std::array<Level, kLevelCount> kLevels = {{
    {"Novice", 1, 2, 2, 100, 12},       {"Novice", 1, 4, 4, 100, 8},
    {"Beginner", 2, 6, 6, 100, 6},      {"Beginner", 2, 8, 8, 100, 4},
    {"Casual", 3, 8, 10, 100, 3},       {"Casual", 4, 10, 12, 100, 2},
    {"Club", 5, 12, 14, 95, 2},         {"Club", 6, 12, 14, 95, 1},
    {"Strong", 7, 14, 16, 95, 1},       {"Strong", 8, 14, 16, 95, 0},
    {"Expert", 10, 16, 18, 95, 0},      {"Expert", 11, 18, 20, 95, 0},
    {"Master", 12, 18, 20, 95, 0},      {"Master", 13, 20, 22, 95, 0},
    {"Master", 14, 20, 22, 95, 0},      {"Grandmaster", 15, 22, 24, 98, 0},
    {"Grandmaster", 16, 22, 24, 98, 0}, {"Grandmaster", 18, 24, 26, 98, 0},
    {"Champion", 20, 24, 26, 99, 0},    {"Champion", 22, 26, 28, 99, 0},
}};

inline const Level& level(int number) {
    return kLevels[number - 1];
}

// How many discs below the best a level may play from the opening book: none at level 0 (plain
// depth or time limits) and from level 12; below, 2 more than the level strays in its searches,
// so that weak games open differently without opening worse than they play.
inline int bookMargin(int number) {
    return number == 0 || number >= 12 ? 0 : level(number).randomness + 2;
}

}  // namespace hasami::ai
