// The rating fit (ai/training/ratings.h) on synthetic tournaments whose players' strengths are
// known: results drawn from the Elo model itself, so the fit must give the strengths back.

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

#include "ai/training/ratings.h"

using namespace hasami::ai::training;

namespace {

// Every pair of players meets `rounds` times a year, colours alternating; each game is won with
// the Elo chance (no draws: the model counts a draw as half a win, which data drawn from it
// never shows).
std::vector<RatedGame> roundRobin(const std::vector<std::vector<double>>& strengthByYear,
                                  int rounds, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> uniform(0, 1);
    std::vector<RatedGame> games;
    for (std::size_t y = 0; y < strengthByYear.size(); ++y) {
        const auto& strength = strengthByYear[y];
        for (int round = 0; round < rounds; ++round) {
            for (std::size_t a = 0; a < strength.size(); ++a) {
                for (std::size_t b = a + 1; b < strength.size(); ++b) {
                    const bool aBlack = (round + int(a + b)) % 2 == 0;
                    const double aWins =
                        1.0 / (1.0 + std::pow(10.0, (strength[b] - strength[a]) / 400.0));
                    const double aScore = uniform(random) < aWins ? 1.0 : 0.0;
                    games.push_back({int(aBlack ? a : b), int(aBlack ? b : a), 2000 + int(y),
                                     aBlack ? aScore : 1.0 - aScore});
                }
            }
        }
    }
    return games;
}

double ratingOf(const std::vector<PlayerYearRating>& ratings, int player, int year) {
    const auto it = std::find_if(ratings.begin(), ratings.end(), [&](const PlayerYearRating& r) {
        return r.player == player && r.year == year;
    });
    if (it == ratings.end()) qFatal("no rating for player %d in %d", player, year);
    return it->rating;
}

}  // namespace

class TestRatings : public QObject {
    Q_OBJECT

  private slots:
    // Ten players 100 Elo apart, 200 games a pair: the fit keeps their order and every gap to
    // the first player within 50 Elo of the true one (each rating rests on 1,800 games, a
    // standard error of about 11 Elo, so a gap's is about 15).
    void recoversOrderAndGaps() {
        std::vector<double> strength;
        for (int i = 0; i < 10; ++i)
            strength.push_back(1000 + 100 * i);
        const auto ratings = fitRatings(roundRobin({strength}, 200, 7));
        QCOMPARE(int(ratings.size()), 10);
        for (int i = 1; i < 10; ++i)
            QVERIFY(ratingOf(ratings, i, 2000) > ratingOf(ratings, i - 1, 2000));
        for (int i = 1; i < 10; ++i) {
            const double gap = ratingOf(ratings, i, 2000) - ratingOf(ratings, 0, 2000);
            QVERIFY2(std::abs(gap - 100 * i) < 50,
                     qPrintable(
                         QString("player %1: gap %2 instead of %3").arg(i).arg(gap).arg(100 * i)));
        }
    }

    // The scale's origin is the prior's mean: players of equal strength sit at it (within three
    // standard errors: 150 games each, about 28 Elo).
    void equalPlayersSitAtTheMean() {
        const auto ratings = fitRatings(roundRobin({std::vector<double>(6, 1700)}, 30, 3));
        for (const auto& r : ratings)
            QVERIFY2(std::abs(r.rating - 1500) < 90, qPrintable(QString::number(r.rating)));
    }

    // A player who gains 300 Elo over four years is rated higher each year, the others steady
    // (600 games a year each: a standard error of about 16 Elo a year).
    void followsAPlayerWhoImproves() {
        std::vector<std::vector<double>> years;
        for (int y = 0; y < 4; ++y)
            years.push_back({1200.0 + 100 * y, 1300, 1400, 1500, 1600});
        const auto ratings = fitRatings(roundRobin(years, 150, 11));
        for (int y = 1; y < 4; ++y)
            QVERIFY(ratingOf(ratings, 0, 2000 + y) > ratingOf(ratings, 0, 1999 + y) + 30);
        const double rise = ratingOf(ratings, 0, 2003) - ratingOf(ratings, 0, 2000);
        QVERIFY2(rise > 200 && rise < 360, qPrintable(QString::number(rise)));
        QVERIFY(std::abs(ratingOf(ratings, 4, 2003) - ratingOf(ratings, 4, 2000)) < 60);
    }

    // A player with a single game stays near the mean, with a wide interval; the intervals
    // narrow as games accumulate.
    void fewGamesMeanWideIntervals() {
        std::vector<RatedGame> games = roundRobin({{1500, 1500, 1500}}, 50, 5);
        games.push_back({0, 3, 2000, 1.0});  // player 3's only game, a loss
        const auto ratings = fitRatings(games);
        const auto newcomer = std::find_if(ratings.begin(), ratings.end(),
                                           [](const PlayerYearRating& r) { return r.player == 3; });
        QVERIFY(newcomer != ratings.end());
        QCOMPARE(newcomer->games, 1);
        QVERIFY(newcomer->rating < 1500 && newcomer->rating > 1300);
        QVERIFY(newcomer->deviation > 200);
        QVERIFY(ratings.front().deviation < 60);
    }

    void expectedScoreIsElos() {
        QVERIFY(std::abs(expectedScore(1600, 1200) - 1.0 / (1.0 + std::pow(10.0, -1.0))) < 1e-12);
        QVERIFY(std::abs(expectedScore(1500, 1500) - 0.5) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestRatings)
#include "tst_ratings.moc"
