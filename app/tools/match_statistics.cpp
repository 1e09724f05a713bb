#include "match_statistics.h"

#include <algorithm>
#include <cmath>

namespace hasami::cli {

double Tally::score() const {
    return games() ? (wins + 0.5 * draws) / games() : 0.5;
}

double Tally::margin95() const {
    if (!games()) return 0;
    const double mean = score();
    const double squares = (wins + 0.25 * draws) / games();
    const double deviation = std::sqrt(std::max(0.0, squares - mean * mean));
    return 1.96 * deviation / std::sqrt(double(games()));
}

double eloFromScore(double score) {
    score = std::clamp(score, 0.001, 0.999);
    return 400 * std::log10(score / (1 - score));  // +0 for an even score, never -0
}

namespace {

double scoreFromElo(double elo) {
    return 1 / (1 + std::pow(10, -elo / 400));
}

}  // namespace

double Sprt::lowerBound() const {
    return std::log(beta / (1 - alpha));
}

double Sprt::upperBound() const {
    return std::log((1 - beta) / alpha);
}

double Sprt::llr(const Tally& tally) const {
    const int n = tally.games();
    if (!n) return 0;
    const double mean = tally.score();
    const double variance =
        (tally.wins * (1 - mean) * (1 - mean) + tally.draws * (0.5 - mean) * (0.5 - mean) +
         tally.losses * mean * mean) /
        n;
    if (variance <= 0) return 0;
    const double s0 = scoreFromElo(elo0);
    const double s1 = scoreFromElo(elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

Sprt::Decision Sprt::decide(const Tally& tally) const {
    const double ratio = llr(tally);
    if (ratio >= upperBound()) return Decision::AcceptH1;
    if (ratio <= lowerBound()) return Decision::AcceptH0;
    return Decision::Continue;
}

}  // namespace hasami::cli
