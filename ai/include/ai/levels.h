#pragma once

#include <array>
#include <cstdint>

namespace hasami::ai {

// A playing strength: how deep the engine looks and how much it may stray from its best move.
// Levels are known by their number and measured rating (kLevelRatings), not by names.
struct Level {
    int midgameDepth;  // plies
    int exactDepth;    // solve to the exact score at this many empties or fewer
    int wldDepth;      // prove win/draw/loss at this many empties or fewer
    int selectivity;   // ProbCut confidence in percent; 100 = no selective cuts
    int randomness;    // plays at random among the moves within this many discs of the best
};

inline constexpr int kLevelCount = 20;

// Row l - 1 is level l. The low levels look little ahead and pick loosely among good moves,
// so a beginner can win and no two games repeat; from level 14 the engine plays its best. Every
// row was chosen among measured candidates by the ladder (docs/human-model.md) so that
// neighbours stand about 100-150 Elo apart. From depth 10 a ply is worth less and less, and
// searches of 18 plies and more cannot be told apart from balanced openings, so level 20, the
// engine at its strongest, comes straight after depth 14.
inline constexpr std::array<Level, kLevelCount> kLevels = {{
    {1, 2, 2, 100, 16},  {1, 2, 2, 100, 12},  {1, 4, 4, 100, 8},   {2, 6, 6, 100, 10},
    {2, 6, 6, 100, 8},   {2, 6, 6, 100, 6},   {2, 8, 8, 100, 4},   {3, 8, 10, 100, 4},
    {3, 8, 10, 100, 3},  {4, 10, 12, 100, 3}, {4, 10, 12, 100, 2}, {6, 12, 14, 95, 2},
    {6, 12, 14, 95, 1},  {6, 12, 14, 95, 0},  {8, 14, 16, 95, 0},  {9, 14, 16, 95, 0},
    {10, 16, 18, 95, 0}, {13, 19, 21, 95, 0}, {14, 20, 22, 95, 0}, {22, 26, 28, 99, 0},
}};

inline const Level& level(int number) {
    return kLevels[number - 1];
}

// The same levels for the Monte Carlo search (EngineKind::MonteCarlo): how many simulations it
// runs, whether its leaves are valued by random playouts (plain UCT, the weakest levels) rather
// than by the evaluation, how loosely it picks its move (at random with a chance in proportion
// to visits^(100 / temperature), or the most visited one at temperature 0), and from how many
// empties it solves exactly (at most kMonteCarloSolveEmpties, mcts.h; 0 with playouts: never).
struct MonteCarloLevel {
    std::uint32_t visits;
    bool playouts;
    int temperature;  // percent
    int exactDepth;   // empties
};

inline constexpr std::array<MonteCarloLevel, kLevelCount> kMonteCarloLevels = {{
    {100, true, 100, 0},   {500, true, 100, 0},   {500, true, 70, 0},    {1000, true, 50, 0},
    {2000, true, 30, 0},   {10, false, 100, 8},   {100, false, 100, 8},  {120, false, 90, 10},
    {170, false, 75, 10},  {250, false, 65, 10},  {280, false, 62, 12},  {400, false, 50, 12},
    {500, false, 45, 12},  {1100, false, 25, 12}, {3000, false, 0, 12},  {5000, false, 0, 12},
    {12000, false, 0, 12}, {20000, false, 0, 12}, {50000, false, 0, 12}, {500000, false, 0, 12},
}};

inline const MonteCarloLevel& monteCarloLevel(int number) {
    return kMonteCarloLevels[number - 1];
}

// Each level's strength on the Elo scale of the WTHOR archive's players, as `hasami-tools
// ladder` measured it against the human-like opponents and the other levels
// (docs/human-model.md, which gives the fits and their intervals). Alpha-beta 1-15 and Monte
// Carlo 6-14 come from a ladder with the evaluation fitted to blended labels (shipped on
// 2026-12-03); Monte Carlo 1-5 value their leaves by random playouts, so their ratings of an
// earlier fit stand. The levels above, whose games take too long for a round robin, are
// estimates: at each new evaluation their ratings moved by the mean change of the strongest
// levels re-rated (alpha-beta 12-15, Monte Carlo 11-14), or by level 15's where that mean
// would have put level 16 below it (docs/human-model.md gives each step).
inline constexpr std::array<int, kLevelCount> kLevelRatings = {
    817,  989,  1239, 1286, 1419, 1539, 1667, 1860, 1890, 2062,
    2181, 2341, 2486, 2547, 2725, 2766, 2850, 2994, 3122, 3221};
inline constexpr std::array<int, kLevelCount> kMonteCarloLevelRatings = {
    902,  1037, 1140, 1223, 1361, 1534, 1710, 1818, 2040, 2127,
    2176, 2346, 2471, 2621, 2700, 2802, 2873, 2963, 3062, 3163};
inline int levelRating(int number) {
    return kLevelRatings[std::size_t(number - 1)];
}
inline int monteCarloLevelRating(int number) {
    return kMonteCarloLevelRatings[std::size_t(number - 1)];
}

// How many discs below the best a level may play from the opening book: none at level 0 (plain
// depth or time limits) or at a level that plays its best; otherwise 2 more than the level strays
// in its searches, so that weak games open differently without opening worse than they play.
inline int bookMargin(int number) {
    if (number == 0) return 0;
    const int randomness = level(number).randomness;
    return randomness > 0 ? randomness + 2 : 0;
}

}  // namespace hasami::ai
