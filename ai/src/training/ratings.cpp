#include "ai/training/ratings.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hasami::ai::training {

namespace {

// Elo points to the natural logarithm of the odds.
constexpr double kOddsPerPoint = std::numbers::ln10 / 400.0;

// A player's rating in one year: the unknowns of the fit.
struct Unknown {
    int player = 0;
    int year = 0;
    double rating = 0;
    double curvature = 0;  // minus the posterior's second derivative at the last update
    std::vector<std::pair<int, bool>> games;  // game index, played black
    int previous = -1;                        // the same player's unknown of an earlier year
    int next = -1;
};

std::vector<Unknown> unknownsOf(const std::vector<RatedGame>& games, double mean) {
    std::vector<std::pair<int, int>> keys;  // player, year
    keys.reserve(2 * games.size());
    for (const RatedGame& game : games) {
        keys.emplace_back(game.black, game.year);
        keys.emplace_back(game.white, game.year);
    }
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());

    std::vector<Unknown> unknowns(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        unknowns[i].player = keys[i].first;
        unknowns[i].year = keys[i].second;
        unknowns[i].rating = mean;
        if (i > 0 && keys[i - 1].first == keys[i].first) {
            unknowns[i].previous = int(i - 1);
            unknowns[i - 1].next = int(i);
        }
    }
    const auto indexOf = [&](int player, int year) {
        return int(std::lower_bound(keys.begin(), keys.end(), std::pair{player, year}) -
                   keys.begin());
    };
    for (std::size_t g = 0; g < games.size(); ++g) {
        unknowns[indexOf(games[g].black, games[g].year)].games.emplace_back(int(g), true);
        unknowns[indexOf(games[g].white, games[g].year)].games.emplace_back(int(g), false);
    }
    return unknowns;
}

}  // namespace

double expectedScore(double a, double b) {
    return 1.0 / (1.0 + std::exp(-kOddsPerPoint * (a - b)));
}

std::vector<PlayerYearRating> fitRatings(const std::vector<RatedGame>& games,
                                         const RatingOptions& options) {
    std::vector<Unknown> unknowns = unknownsOf(games, options.mean);
    // Where each game's players stand among the unknowns.
    std::vector<std::pair<int, int>> sides(games.size());
    for (std::size_t u = 0; u < unknowns.size(); ++u) {
        for (const auto& [g, black] : unknowns[u].games)
            (black ? sides[g].first : sides[g].second) = int(u);
    }
    const double priorPrecision = 1.0 / (options.priorDeviation * options.priorDeviation);
    const auto linkPrecision = [&](const Unknown& a, const Unknown& b) {
        return 1.0 / (options.yearlyDrift * options.yearlyDrift * std::abs(b.year - a.year));
    };

    for (int sweep = 0; sweep < options.maxSweeps; ++sweep) {
        double largestStep = 0;
        for (Unknown& u : unknowns) {
            double gradient = 0;
            double curvature = 0;
            for (const auto& [g, black] : u.games) {
                const Unknown& opponent = unknowns[black ? sides[g].second : sides[g].first];
                const double score = black ? games[g].blackScore : 1.0 - games[g].blackScore;
                const double expected = expectedScore(u.rating, opponent.rating);
                gradient += kOddsPerPoint * (score - expected);
                curvature += kOddsPerPoint * kOddsPerPoint * expected * (1.0 - expected);
            }
            if (u.previous < 0) {
                gradient -= (u.rating - options.mean) * priorPrecision;
                curvature += priorPrecision;
            }
            for (const int linked : {u.previous, u.next}) {
                if (linked < 0) continue;
                const double precision = linkPrecision(u, unknowns[linked]);
                gradient -= (u.rating - unknowns[linked].rating) * precision;
                curvature += precision;
            }
            // The posterior is concave in each rating: Newton's step, bounded while far off.
            const double step = std::clamp(gradient / curvature, -400.0, 400.0);
            u.rating += step;
            u.curvature = curvature;
            largestStep = std::max(largestStep, std::abs(step));
        }
        if (largestStep < options.tolerance) break;
    }

    std::vector<PlayerYearRating> ratings;
    ratings.reserve(unknowns.size());
    for (const Unknown& u : unknowns) {
        ratings.push_back(
            {u.player, u.year, int(u.games.size()), u.rating, 1.0 / std::sqrt(u.curvature)});
    }
    return ratings;
}

}  // namespace hasami::ai::training
