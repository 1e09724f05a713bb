#pragma once

// Elo ratings of the players of a game archive, fitted from the results alone.
//
// The model is Bradley-Terry on the Elo scale: black beats white with the chance
//   1 / (1 + 10^((white's rating - black's rating) / 400)),
// a draw counting as half a win and half a loss. A player has one rating a year in which they
// played, and a player's ratings of two years are tied by a random walk: the difference of
// years y1 < y2 is taken to be normal with a deviation of `yearlyDrift` * sqrt(y2 - y1). Each
// player's first year is drawn toward the pool's mean with `priorDeviation`, which also fixes
// the scale's origin (the mean) and keeps a player with few games near it. The fit is the
// maximum of the posterior (Newton's method one rating at a time, sweeping until no rating
// moves by more than `tolerance`); a rating's 95 % interval is +-1.96 times the deviation
// given by the posterior's curvature at that rating, the others held fixed.

#include <string>
#include <vector>

namespace hasami::ai::training {

struct RatedGame {
    int black = 0;  // players' indices
    int white = 0;
    int year = 0;
    double blackScore = 0;  // 1 a win, 0.5 a draw, 0 a loss
};

// A game's score for black from black's discs minus white's: 1 a win, 0.5 a draw, 0 a loss.
inline double blackScoreOf(int blackMinusWhite) {
    return blackMinusWhite > 0 ? 1.0 : blackMinusWhite < 0 ? 0.0 : 0.5;
}

struct RatingOptions {
    double mean = 1500;
    double priorDeviation = 300;
    double yearlyDrift = 70;
    double tolerance = 0.01;
    int maxSweeps = 500;
};

struct PlayerYearRating {
    int player = 0;
    int year = 0;
    int games = 0;
    double rating = 0;
    double deviation = 0;  // of the posterior, in Elo
};

// One entry for each player and year with games, by player, then year.
std::vector<PlayerYearRating> fitRatings(const std::vector<RatedGame>& games,
                                         const RatingOptions& options = {});

// The chance that a player rated `a` beats one rated `b` under the model.
double expectedScore(double a, double b);

}  // namespace hasami::ai::training
