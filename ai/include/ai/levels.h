#pragma once

#include <array>
#include <cstdint>

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

// The same levels for the Monte Carlo search (EngineKind::MonteCarlo): how many simulations it
// runs, whether its leaves are valued by random playouts (plain UCT, the weakest levels) rather
// than by the evaluation, and how loosely it picks its move: at random with a chance in
// proportion to visits^(100 / temperature), or the most visited one at temperature 0. It solves
// exactly at the row's exactDepth of kLevels, at most kMonteCarloSolveEmpties (mcts.h).
struct MonteCarloLevel {
    std::uint32_t visits;
    bool playouts;
    int temperature;  // percent
};

inline constexpr std::array<MonteCarloLevel, kLevelCount> kMonteCarloLevels = {{
    {100, true, 100},   {300, true, 100},   {1000, true, 50},   {100, false, 100},
    {200, false, 70},   {400, false, 50},   {800, false, 30},   {1500, false, 20},
    {3000, false, 10},  {5000, false, 0},   {8000, false, 0},   {12000, false, 0},
    {20000, false, 0},  {30000, false, 0},  {50000, false, 0},  {80000, false, 0},
    {120000, false, 0}, {200000, false, 0}, {300000, false, 0}, {500000, false, 0},
}};

inline const MonteCarloLevel& monteCarloLevel(int number) {
    return kMonteCarloLevels[number - 1];
}

// Each level's strength on the Elo scale of the WTHOR archive's players, as `hasami-engine
// ladder` measured it against the human-like opponents (docs/human-opponents.md, which gives
// the run and its intervals); 0 for a level not measured yet.
inline constexpr std::array<int, kLevelCount> kLevelRatings = {1340, 1464, 1803, 1922, 2048, 2317,
                                                               2441, 2528, 2579, 2751, 2860, 2965};
inline constexpr std::array<int, kLevelCount> kMonteCarloLevelRatings = {1157, 1281, 1437, 1850,
                                                                         2207, 2441, 2605, 2678};

inline int levelRating(int number) {
    return kLevelRatings[std::size_t(number - 1)];
}
inline int monteCarloLevelRating(int number) {
    return kMonteCarloLevelRatings[std::size_t(number - 1)];
}

// How many discs below the best a level may play from the opening book: none at level 0 (plain
// depth or time limits) and from level 12; below, 2 more than the level strays in its searches,
// so that weak games open differently without opening worse than they play.
inline int bookMargin(int number) {
    return number == 0 || number >= 12 ? 0 : level(number).randomness + 2;
}

}  // namespace hasami::ai
