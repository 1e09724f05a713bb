// The human-move model (ai/human_model.h, human_player.h, human_model_file.h):
// chances that are a softmax over the legal moves only, computed here by hand
// for small planted models; the shipped model on random positions; its file,
// whole and damaged; the opening counts.

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include "ai/human_model_file.h"
#include "ai/human_player.h"
#include "ai/move_pattern.h"
#include "ai/pattern_weights.h"
#include "ai/training/human_training.h"
#include "core/moves.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "minimax.h"
#include "printing.h"
#include "random_games.h"
#include "result_message.h"
#include "squares.h"

using namespace hasami;
using namespace hasami::ai;
using test::bits;

namespace {

Move at(const char* name) {
    return Move(*Square::parse(name));
}

MoveFeatures featuresOf(const char* square, std::initializer_list<std::pair<int, double>> values) {
    MoveFeatures f{at(square), {}};
    for (const auto& [feature, value] : values)
        f.values[std::size_t(feature)] = value;
    return f;
}

// One band at `rating` whose every phase weighs the corner feature `corner` and
// the flips `flips`, with exact-best chances `exact` at 10, 14 and 18 empties.
HumanBand band(double rating, double corner, double flips, std::array<double, 3> exact = {},
               double temperature = 1, int readingDepth = kHumanSearchDepth) {
    HumanBand b;
    b.rating = rating;
    b.temperature = temperature;
    b.readingDepth = readingDepth;
    for (auto& phase : b.weights) {
        phase[kSquareA1] = corner;
        phase[kFlips] = flips;
    }
    b.exactBest = exact;
    return b;
}

std::shared_ptr<const HumanModel> shipped() {
    auto model = shippedHumanModel();
    if (!model) qFatal("%s", model.error().message.c_str());
    return *model;
}

// An evaluation whose every score the test can count by hand: the mover's discs less the
// opponent's.
class DiscCount : public Evaluator {
  public:
    int evaluate(Bitboard p, Bitboard o) const override { return bb::count(p) - bb::count(o); }
};

// The loss feature's value for a loss in discs (human_features.h: /8, at most 4).
double lossValue(int discs) {
    return std::min(discs, 32) / 8.0;
}

// Why `bytes` are refused ("(accepted)" when they are not).
std::string refusal(const std::vector<std::uint8_t>& bytes) {
    const auto model = decodeHumanModel(bytes);
    return model ? "(accepted)" : model.error().message;
}

// The shape of f5 from the start, by hand (move_pattern.h): f5 is row 4, column 5, so the frame
// turns both ways and f5 is the triangle's place 8 (row 3, column 2: 3 * 4 / 2 + 2). e4 is the
// board's step (-1, -1), the frame's (1, 1), the last digit (4^7), the mover's (1); e5 is
// (0, -1), the frame's (0, 1), the fifth digit (4^4), flipped (2).
constexpr int kF5Shape = 8 * 65536 + 16384 + 2 * 256;

std::vector<float> plantedShapeLogits() {
    std::vector<float> logits(std::size_t(kMoveLogitCount), 0.0F);
    logits[std::size_t(kF5Shape)] = 1.5F;
    return logits;
}

std::vector<std::uint8_t> encodedPlantedModel(std::vector<float> shapeLogits = {}) {
    HumanModel::OpeningCounts openings;
    openings[canonicalForm(Position::start()).key] = {
        {HumanModel::canonicalSquare(Position::start(), *Square::parse("f5")), 7}};
    return encodeHumanModel(
        HumanModel({band(1200, 1, 0.5, {0.3, 0.2, 0.1}, 1.25), band(2000, 3, -1, {}, 0.5, 7)},
                   openings, 1650, std::move(shapeLogits)));
}

// a1, a corner flipping 1 disc, and c3 flipping 2: the two moves of the blending tests.
std::vector<MoveFeatures> cornerAndFlips() {
    return {featuresOf("a1", {{kSquareA1, 1}, {kFlips, 1}}), featuresOf("c3", {{kFlips, 2}})};
}

// a1's chance among cornerAndFlips() under the weights `corner` and `flips`, by hand.
double cornerChance(double corner, double flips) {
    const double a = std::exp(corner + flips), b = std::exp(2 * flips);
    return a / (a + b);
}

}  // namespace

class TestHumanModel : public QObject {
    Q_OBJECT

  private slots:
    // exp(2) / (exp(2) + 1 + 1) for the corner, the others e^0 each.
    void chancesAreASoftmaxOfTheWeightedFeatures() {
        const HumanModel model({band(1500, 2, 0)}, {}, 1500);
        const std::vector<MoveFeatures> moves = {featuresOf("a1", {{kSquareA1, 1}}),
                                                 featuresOf("c3", {{kSquareC3, 1}}),
                                                 featuresOf("d3", {{kSquareD3, 1}})};
        const auto chances = model.chances(moves, 1, 1500);
        const double e2 = std::exp(2.0);
        QVERIFY(std::abs(chances[0] - e2 / (e2 + 2)) < 1e-12);
        QVERIFY(std::abs(chances[1] - 1 / (e2 + 2)) < 1e-12);
        QVERIFY(std::abs(chances[2] - 1 / (e2 + 2)) < 1e-12);
    }

    // Halfway between two bands' centres the weights are halfway: corner weight
    // 2, flips -0.25.
    void ratingsBetweenBandsBlendTheirWeights() {
        const HumanModel model({band(1000, 1, 0.5), band(2000, 3, -1)}, {}, 1500);
        const auto moves = cornerAndFlips();
        QVERIFY(std::abs(model.chances(moves, 0, 1500)[0] - cornerChance(2, -0.25)) < 1e-12);
        // Beyond the ends: the end band's weights.
        QVERIFY(std::abs(model.chances(moves, 0, 600)[0] - cornerChance(1, 0.5)) < 1e-12);
        QVERIFY(std::abs(model.chances(moves, 0, 2600)[0] - cornerChance(3, -1)) < 1e-12);
    }

    // In play, beyond the strongest band the weights go on along the line through the end
    // bands: at 2600, 1.6 of the way from 1000 to 2000, the corner weighs 1 + 1.6 * 2 = 4.2 and
    // the flips 0.5 - 1.6 * 1.5 = -1.9. Below the weakest, its own (30 empties: no exact solve).
    void playBeyondTheStrongestBandExtrapolatesItsWeights() {
        const HumanModel model({band(1000, 1, 0.5), band(2000, 3, -1)}, {}, 1500);
        const auto moves = cornerAndFlips();
        const auto near = [](double a, double b) { return std::abs(a - b) < 1e-12; };
        QVERIFY(near(model.playChances(moves, 30, 2600, 1, 0)[0], cornerChance(4.2, -1.9)));
        QVERIFY(near(model.playChances(moves, 30, 2000, 1, 0)[0], cornerChance(3, -1)));
        QVERIFY(near(model.playChances(moves, 30, 1500, 1, 0)[0], cornerChance(2, -0.25)));
        QVERIFY(near(model.playChances(moves, 30, 600, 1, 0)[0], cornerChance(1, 0.5)));
    }

    // Bands reading 4 and 6 plies at 1500 and 2000: 5 plies halfway, 4 below; beyond 2000 a
    // ply more for each 90 Elo, to 12 plies at most. The losses a player sees are then those
    // of the deeper search.
    void strongerPlayersReadDeeper() {
        const HumanModel model({band(1500, 0, 0), band(2000, 0, 0, {}, 1, 6)}, {}, 1700);
        QCOMPARE(model.readingDepthFor(1200), 4);
        QCOMPARE(model.readingDepthFor(1500), 4);
        QCOMPARE(model.readingDepthFor(1750), 5);
        QCOMPARE(model.readingDepthFor(2000), 6);
        QCOMPARE(model.readingDepthFor(2270), 9);
        QCOMPARE(model.readingDepthFor(3000), 12);
        HumanPlayer player(std::make_shared<const HumanModel>(model));
        // Of the first random positions with 30 to 40 empties, one whose moves' losses differ
        // between 4 and 6 plies.
        for (const Position& position : test::randomPositions(40, 11)) {
            if (position.emptyCount() < 30 || position.emptyCount() > 40) continue;
            Engine engine(2);  // as small a table as the player's, cleared before each search
            engine.setEvaluator(shippedHumanFeatureEvaluator());  // the model's, as the player's
            const auto deep = engine.analyse(position, Limits::atDepth(6));
            engine.clear();
            const auto shallow = engine.analyse(position, Limits::atDepth(4));
            const auto lossOf = [](const auto& scores, Move move) {
                for (const MoveEvaluation& e : scores) {
                    if (e.move == move)
                        return std::min((scores.front().score - e.score) / 8.0, 4.0);
                }
                return -1.0;
            };
            bool differ = false;
            for (const MoveFeatures& f : player.features(position, {}, std::nullopt, 6)) {
                QCOMPARE(f.values[kDeepLoss], lossOf(deep, f.move));
                differ |= lossOf(deep, f.move) != lossOf(shallow, f.move);
            }
            if (differ) return;
        }
        QFAIL("no position's losses differ between 4 and 6 plies");
    }

    // A band reads at least as deep as a weaker one: bands reading 6 and 5 plies at 1500 and
    // 2000 both read 6, and beyond 2000 a ply more for each 90 Elo from 6.
    void aStrongerBandNeverReadsShallower() {
        const HumanModel model({band(1500, 0, 0, {}, 1, 6), band(2000, 0, 0, {}, 1, 5)}, {}, 1700);
        QCOMPARE(model.readingDepthFor(1200), 6);
        QCOMPARE(model.readingDepthFor(1900), 6);
        QCOMPARE(model.readingDepthFor(2000), 6);
        QCOMPARE(model.readingDepthFor(2090), 7);
    }

    // At temperature 0.5 the corner's logit 2 counts as 4: exp(4) / (exp(4) + 2).
    void aTemperatureScalesTheLogits() {
        const HumanModel model({band(1500, 2, 0)}, {}, 1500);
        const std::vector<MoveFeatures> moves = {featuresOf("a1", {{kSquareA1, 1}}),
                                                 featuresOf("c3", {{kSquareC3, 1}}),
                                                 featuresOf("d3", {{kSquareD3, 1}})};
        const double e4 = std::exp(4.0);
        QVERIFY(std::abs(model.chances(moves, 1, 1500, 0.5)[0] - e4 / (e4 + 2)) < 1e-12);
        const double e1 = std::exp(1.0);  // at 2, half: exp(1) / (exp(1) + 2)
        QVERIFY(std::abs(model.chances(moves, 1, 1500, 2)[0] - e1 / (e1 + 2)) < 1e-12);
    }

    // Bands at 1000 (2) and 2000 (0.5): the logarithm halfway is 0; beyond, the
    // line through them falls by a factor 4 a thousand Elo, within [0.1, 4].
    void temperaturesBetweenAndBeyondTheBands() {
        const HumanModel model({band(1000, 0, 0, {}, 2), band(2000, 0, 0, {}, 0.5)}, {}, 1500);
        const auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
        QVERIFY(near(model.temperatureFor(1000), 2));
        QVERIFY(near(model.temperatureFor(1500), 1));
        QVERIFY(near(model.temperatureFor(1750), std::pow(0.5, 0.5)));
        QVERIFY(near(model.temperatureFor(2500), 0.25));
        QVERIFY(near(model.temperatureFor(3000), 0.125));
        QVERIFY(near(model.temperatureFor(3500), 0.0625));
        QVERIFY(near(model.temperatureFor(5000), 0.03));  // 0.0078, at the bound
        QVERIFY(near(model.temperatureFor(500), 4));
        QVERIFY(near(model.temperatureFor(0), 4));  // 8, at the bound
        // One band: its own everywhere.
        const HumanModel one({band(1500, 0, 0, {}, 0.8)}, {}, 1500);
        QVERIFY(near(one.temperatureFor(900), 0.8));
        QVERIFY(near(one.temperatureFor(2400), 0.8));
    }

    // Two moves: a (flips 1, logit 1, loses nothing) and b (logit 0, loses 10).
    // Players chose b in 1 sample of 4; the model draws b with 1 / (1 + e^(1/T)),
    // a quarter at T = 1/ln 3.
    void theTemperatureMatchesThePlayersLargeLosses() {
        const HumanModel model({band(1500, 0, 1)}, {}, 1500);
        std::vector<training::HumanSample> samples(4);
        std::vector<training::ScoredSample> scored;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            samples[i].moves = {featuresOf("a1", {{kFlips, 1}}), featuresOf("b1", {})};
            samples[i].chosen = i == 0 ? 1 : 0;
            samples[i].rating = 1500;
            scored.push_back({&samples[i], {0, 10}});
        }
        QCOMPARE(training::playersLossShare(scored, 8), 0.25);
        QVERIFY(std::abs(training::modelLossShare(model, scored, 1, 8) - 1 / (1 + std::exp(1.0))) <
                1e-12);
        QCOMPARE(training::modelLossShare(model, scored, 1, 11), 0.0);
        const double t = training::fitTemperature(model, scored, 8, 0.1, 4);
        QVERIFY2(std::abs(t - 1 / std::log(3.0)) < 1e-6, std::to_string(t).c_str());
        // A share out of reach: the bound nearest it.
        QVERIFY(std::abs(training::fitTemperature(model, scored, 8, 0.1, 0.5) - 0.5) < 1e-6);
    }

    // The phases by empties: 50+, 40-49, 30-39, 21-29, 13-20, 12 or fewer.
    void phasesFollowTheEmpties_data() {
        QTest::addColumn<int>("empties");
        QTest::addColumn<int>("phase");
        for (const auto& [empties, phase] : std::initializer_list<std::pair<int, int>>{{60, 0},
                                                                                       {50, 0},
                                                                                       {49, 1},
                                                                                       {40, 1},
                                                                                       {39, 2},
                                                                                       {30, 2},
                                                                                       {29, 3},
                                                                                       {21, 3},
                                                                                       {20, 4},
                                                                                       {13, 4},
                                                                                       {12, 5},
                                                                                       {1, 5},
                                                                                       {0, 5}}) {
            QTest::addRow("%d empties", empties) << empties << phase;
        }
    }
    void phasesFollowTheEmpties() {
        QFETCH(int, empties);
        QFETCH(int, phase);
        // Black discs on the first 64 - empties squares.
        const Bitboard black = empties == 64 ? 0 : ~Bitboard{0} >> empties;
        QCOMPARE(HumanModel::phaseOf(Position::fromColors(black, 0, Color::Black)), phase);
    }

    void exactBestChanceInterpolates() {
        const HumanModel model(
            {band(1000, 0, 0, {0.2, 0.5, 0.8}), band(2000, 0, 0, {0.6, 0.7, 1.0})}, {}, 1500);
        QVERIFY(std::abs(*model.exactBestChance(12, 1000) - 0.35) < 1e-12);
        QVERIFY(std::abs(*model.exactBestChance(6, 1000) - 0.2) < 1e-12);
        QVERIFY(std::abs(*model.exactBestChance(18, 1500) - 0.9) < 1e-12);
        QVERIFY(!model.exactBestChance(19, 1000));
        // Beyond the strongest band, on the line through the end bands, at most 1: at 2500,
        // 0.6 + 0.5 * 0.4 at 10 empties, 0.7 + 0.5 * 0.2 at 14, 1.1 held at 1 at 18. Below the
        // weakest, its own.
        QVERIFY(std::abs(*model.exactBestChance(10, 2500) - 0.8) < 1e-12);
        QVERIFY(std::abs(*model.exactBestChance(14, 2500) - 0.8) < 1e-12);
        QCOMPARE(*model.exactBestChance(18, 2500), 1.0);
        QVERIFY(std::abs(*model.exactBestChance(10, 500) - 0.2) < 1e-12);
    }

    // Near the end the best moves share the exact-best chance, the others the rest, each in
    // proportion to its chance: at 10 empties band 1000 finds the best 20 % of the time. The
    // corner weighs 2: chances e^2 : 1 : 1 before (a1, c3, d3).
    void playChancesShareTheExactBestChance() {
        const HumanModel model({band(1000, 2, 0, {0.2, 0.5, 0.8})}, {}, 1000);
        const std::vector<MoveFeatures> moves = {featuresOf("a1", {{kSquareA1, 1}}),
                                                 featuresOf("c3", {{kSquareC3, 1}}),
                                                 featuresOf("d3", {{kSquareD3, 1}})};
        const double e2 = std::exp(2.0);
        const auto near = [](double a, double b) { return std::abs(a - b) < 1e-12; };
        // c3 alone is best: 0.2 for it; a1 and d3 share 0.8 as e^2 : 1.
        auto c = model.playChances(moves, 10, 1000, 1, bb::bit(at("c3").square().index()));
        QVERIFY(near(c[1], 0.2));
        QVERIFY(near(c[0], 0.8 * e2 / (e2 + 1)));
        QVERIFY(near(c[2], 0.8 / (e2 + 1)));
        // a1 and d3 best: they share 0.2 as e^2 : 1, c3 has 0.8.
        c = model.playChances(
            moves, 10, 1000, 1,
            bb::bit(at("a1").square().index()) | bb::bit(at("d3").square().index()));
        QVERIFY(near(c[0], 0.2 * e2 / (e2 + 1)));
        QVERIFY(near(c[1], 0.8));
        // Every move best, or beyond 18 empties: the model's chances.
        const auto plain = model.chances(moves, HumanModel::phaseOf(10), 1000);
        c = model.playChances(moves, 10, 1000, 1, ~Bitboard{0});
        QVERIFY(near(c[0], plain[0]) && near(c[1], plain[1]));
        c = model.playChances(moves, 19, 1000, 1, bb::bit(at("c3").square().index()));
        QVERIFY(near(c[0], e2 / (e2 + 2)) && near(c[1], 1 / (e2 + 2)));
    }

    // On positions of random games: a chance for each legal move and none other,
    // summing to 1; a drawn move always legal, the same for the same seed.
    void shippedModelCoversTheLegalMovesOnly() {
        HumanPlayer player(shipped());
        std::set<int> drawnSquares;
        const auto positions = test::randomPositions(300, 5);
        for (std::size_t i = 0; i < positions.size(); i += 3) {
            const Position& p = positions[i];
            const auto chances = player.chances(p, 1800);
            Bitboard seen = 0;
            double sum = 0;
            for (const MoveChance& c : chances) {
                QVERIFY(p.isLegal(c.move) && !c.move.isPass());
                QVERIFY(!bb::has(seen, c.move.square().index()));
                seen |= bb::bit(c.move.square().index());
                QVERIFY(c.chance >= 0);
                sum += c.chance;
            }
            QCOMPARE(seen, p.legalMoves());
            if (seen) QVERIFY(std::abs(sum - 1) < 1e-9);
            for (std::size_t j = 1; j < chances.size(); ++j)
                QVERIFY(chances[j - 1].chance >= chances[j].chance);
            if (p.isGameOver()) continue;
            const Move drawn = player.choose(p, 1500, 42 + i);
            QVERIFY(p.isLegal(drawn));
            QCOMPARE(player.choose(p, 1500, 42 + i), drawn);
            if (!drawn.isPass()) drawnSquares.insert(drawn.square().index());
        }
        QVERIFY(drawnSquares.size() > 20);  // not one square over and over
    }

    // Hints: each scored move carries the chance a player of the rating asked
    // plays it, the player's own, summing to 1; none when no rating is asked.
    void analysisCarriesThePlayersChances() {
        Engine engine;
        HumanPlayer player(shipped());
        const auto positions = test::randomPositions(40, 11);
        for (std::size_t i = 0; i < positions.size(); i += 4) {
            const Position& p = positions[i];
            if (p.legalMoves() == 0) continue;
            const auto scores = engine.analyse(p, {.depth = 3, .humanChancesRating = 1800});
            QCOMPARE(scores.size(), std::size_t(bb::count(p.legalMoves())));
            double sum = 0;
            for (const MoveChance& c : player.chances(p, 1800)) {
                const auto s = std::find_if(scores.begin(), scores.end(),
                                            [&](const auto& e) { return e.move == c.move; });
                QVERIFY(s != scores.end() && s->humanChance);
                QCOMPARE(*s->humanChance, c.chance);
                sum += *s->humanChance;
            }
            QVERIFY(std::abs(sum - 1) < 1e-9);
            for (const auto& s : engine.analyse(p, ai::Limits::atDepth(3)))
                QVERIFY(!s.humanChance);
        }
    }

    // The four first moves are one move under the board's symmetries: a quarter
    // each.
    void symmetricMovesHaveEqualChances() {
        HumanPlayer player(shipped());
        for (const MoveChance& c : player.chances(Position::start(), 1700))
            QVERIFY(std::abs(c.chance - 0.25) < 1e-9);
    }

    // Different seeds give different moves where several are likely (f5 d6 c3:
    // c4, d3, e3...).
    void seedsVaryTheMove() {
        HumanPlayer player(shipped());
        Position p = Position::start();
        for (const char* m : {"f5", "d6", "c3", "d3"})
            p = p.play(at(m));
        std::set<int> moves;
        for (std::uint64_t seed = 0; seed < 40; ++seed)
            moves.insert(player.choose(p, 1300, seed).square().index());
        QVERIFY(moves.size() >= 2);
    }

    void fileRoundTrip() {
        const auto bytes = encodedPlantedModel();
        const auto decoded = decodeHumanModel(bytes);
        QVERIFY2(decoded.ok(), messageOf(decoded));
        const auto& model = *decoded;
        QCOMPARE(encodeHumanModel(*model), bytes);
        QCOMPARE(model->bands().size(), std::size_t(2));
        QCOMPARE(model->medianRating(), 1650.0);
        QCOMPARE(model->bands()[0].temperature, 1.25);
        QCOMPARE(model->bands()[1].temperature, 0.5);
        QCOMPARE(model->bands()[0].readingDepth, 4);
        QCOMPARE(model->bands()[1].readingDepth, 7);
        // The four first moves are one class: 7 games shared out.
        const auto statistics = model->openingStatistics(Position::start());
        QCOMPARE(statistics.games, 7.0);
        for (const char* first : {"f5", "e6", "d3", "c4"})
            QCOMPARE(statistics.moves[std::size_t(Square::parse(first)->index())], 1.75);
        QVERIFY(model->shapeLogits().empty());

        const auto withShapes = encodedPlantedModel(plantedShapeLogits());
        const auto decodedShapes = decodeHumanModel(withShapes);
        QVERIFY2(decodedShapes.ok(), messageOf(decodedShapes));
        const auto& shaped = *decodedShapes;
        QCOMPARE(encodeHumanModel(*shaped), withShapes);
        QCOMPARE(shaped->shapeLogits().size(), std::size_t(kMoveLogitCount));
        QCOMPARE(shaped->shapeLogits()[std::size_t(kF5Shape)], 1.5F);
    }

    void damagedFilesAreRefused_data() {
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("magic") << 0 << int('X') << "bad magic";
        QTest::newRow("any byte") << 30 << 0x55 << "bad checksum";
    }
    void damagedFilesAreRefused() {
        QFETCH(int, offset);
        QFETCH(int, value);
        QFETCH(QString, message);
        auto bytes = encodedPlantedModel();
        bytes[std::size_t(offset)] = std::uint8_t(value);
        const std::string error = refusal(bytes);
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    // A file with a valid checksum whose contents are wrong: the fields are
    // checked too.
    void wellSealedNonsenseIsRefused() {
        const auto reseal = [](std::vector<std::uint8_t> bytes) {
            bytes.resize(bytes.size() - 4);
            const std::uint32_t crc = crc32(bytes);
            for (int i = 0; i < 4; ++i)
                bytes.push_back(std::uint8_t(crc >> (8 * i)));
            return bytes;
        };
        const auto good = encodedPlantedModel();
        std::string error;

        auto version = good;
        version[4] = 9;
        error = refusal(reseal(version));
        QVERIFY2(error.find("unsupported human-move model format version 9") != std::string::npos,
                 error.c_str());

        auto nan = good;
        std::fill_n(nan.begin() + 18, 4, 0xFF);  // the first band's first weight
        error = refusal(reseal(nan));
        QVERIFY2(error.find("a weight out of range") != std::string::npos, error.c_str());

        // The first band's temperature, after its rating, weights and exact-best
        // chances.
        auto cold = good;
        const std::size_t temperature =
            14 + 4 * (1 + kHumanPhaseCount * kHumanFeatureCount + kHumanExactEmpties.size());
        std::fill_n(cold.begin() + std::ptrdiff_t(temperature), 4, 0);  // 0.0
        error = refusal(reseal(cold));
        QVERIFY2(error.find("a band's temperature out of range") != std::string::npos,
                 error.c_str());

        // The first band's reading depth, the byte after its temperature: 1 to 12.
        for (const int depth : {0, kHumanDeepestReading + 1}) {
            auto reading = good;
            reading[temperature + 4] = std::uint8_t(depth);
            error = refusal(reseal(reading));
            QVERIFY2(error.find("a band's reading depth out of range") != std::string::npos,
                     error.c_str());
        }

        // The shape count after the two bands: 0 or kMoveLogitCount, nothing between.
        auto shapes = good;
        const std::size_t shapeCount =
            14 +
            2 * (4 * (1 + kHumanPhaseCount * kHumanFeatureCount + kHumanExactEmpties.size() + 1) +
                 1);
        QCOMPARE(shapes[shapeCount], std::uint8_t(0));
        shapes[shapeCount] = 5;
        error = refusal(reseal(shapes));
        QVERIFY2(error.find("the model has 5 shape logits") != std::string::npos, error.c_str());

        auto cut = good;
        cut.resize(cut.size() - 10);
        error = refusal(reseal(cut));
        QVERIFY2(error.find("cut short") != std::string::npos, error.c_str());
    }

    void missingFileNamesThePath() {
        const auto read = readHumanModelFile("/no/such.model");
        QVERIFY(!read.ok());
        QVERIFY2(read.error().message.find("/no/such.model") != std::string::npos,
                 read.error().message.c_str());
    }

    // Three games f5 d6, f5 d6, f5 f6: the start reached 3 times, f5's position 3
    // times with d6 twice; a position one game reaches is not kept with a minimum
    // of 2.
    void openingCountsFoldSymmetries() {
        std::vector<hasami::ArchiveGame> games;
        for (const char* line : {"f5 d6", "f5 d6", "f5 f6", "d3 c3"})
            games.push_back({.moves = *parseTranscript(line)});
        std::vector<training::RatedArchiveGame> rated;
        for (const auto& g : games)
            rated.push_back({&g, 1500, 1500});
        const HumanModel model({band(1500, 0, 0)}, training::countOpenings(rated, 2, 2), 1500);
        const auto start = model.openingStatistics(Position::start());
        QCOMPARE(start.games, 4.0);  // d3 is f5 reflected: one class, a game each
        QCOMPARE(start.moves[std::size_t(Square::parse("c4")->index())], 1.0);
        const Position afterF5 = Position::start().play(at("f5"));
        const auto f5 = model.openingStatistics(afterF5);
        QCOMPARE(f5.games, 4.0);  // d3 c3 is f5 f6 reflected
        QCOMPARE(f5.moves[std::size_t(Square::parse("d6")->index())], 2.0);
        QCOMPARE(f5.moves[std::size_t(Square::parse("f6")->index())], 2.0);
        QCOMPARE(f5.moves[std::size_t(Square::parse("f4")->index())], 0.0);
        // A training game leaves its own move out.
        const auto leftOut = model.openingStatistics(afterF5, at("d6"));
        QCOMPARE(leftOut.games, 3.0);
        QCOMPARE(leftOut.moves[std::size_t(Square::parse("d6")->index())], 1.0);
        const auto unseen = model.openingStatistics(afterF5.play(at("d6")).play(at("c3")));
        QCOMPARE(unseen.games, 0.0);
    }

    // a1 with b1 the mover's (1) and a2 the opponent's (3): read without the swap b1 is the
    // fifth digit (4^4) and a2 the seventh (4^6): 256 + 3 * 4096 = 12544; with it,
    // 3 * 256 + 4096 = 4864, the smaller. b1 with c1 the mover's is a2 with a3 (the a1-h8
    // reflection): place 1, the seventh digit.
    void moveShapesByHand() {
        const int a1 = Square::parse("a1")->index();
        QCOMPARE(movePattern(bits({"b1"}), 0, bits({"a2"}), a1), 4864);
        QCOMPARE(movePattern(bits({"a2"}), 0, bits({"b1"}), a1), 4864);
        QCOMPARE(movePattern(bits({"c1"}), 0, 0, Square::parse("b1")->index()), 65536 + 4096);
        QCOMPARE(movePattern(bits({"a3"}), 0, 0, Square::parse("a2")->index()), 65536 + 4096);
        // Flipped (2) is not the mover's: b1 flipped instead, 3 * 256 + 2 * 4096 with the swap
        // (without it 2 * 256 + 3 * 4096, larger).
        QCOMPARE(movePattern(0, bits({"b1"}), bits({"a2", "b1"}), a1), 768 + 8192);
        const Position start = Position::start();
        const int f5 = at("f5").square().index();
        QCOMPARE(movePattern(start.player(), flippedDiscs(start.player(), start.opponent(), f5),
                             start.opponent(), f5),
                 kF5Shape);
    }

    // A move and its image under each of the 8 symmetries have one shape.
    void moveShapesFollowTheSymmetries() {
        for (const Position& p : test::randomPositions(200, 7)) {
            bb::forEachBit(p.legalMoves(), [&](int index) {
                const Square square = Square::fromIndex(index);
                const int shape = movePattern(p, index);
                QVERIFY(shape >= 0 && shape < kMovePatternCount);
                for (const Symmetry s : kAllSymmetries)
                    QCOMPARE(movePattern(transform(p, s), transform(square, s).index()), shape);
            });
        }
    }

    // The edges by hand, their 10 squares read as base-3 digits (1 the mover's, 2 the
    // opponent's), the first square most significant. a1 with b1 the mover's and c1 the
    // opponent's: the top edge a1 b1 c1 ... h1 b2 g2 reads 1 1 2 0 ..., 3^9 + 3^8 + 2 * 3^7 =
    // 30618; the left edge a1 a2 ... a8 b2 b7 reads 1 0 ..., 3^9 = 19683. h1, with g1 the
    // opponent's, reads the top edge from h1: 1 2 0 ..., 3^9 + 2 * 3^8 = 32805, place 0. d3 is
    // on no edge; c2 on the top edge's second row, place 2 + 4 = 6.
    void moveEdgesByHand() {
        const auto edges = [](Bitboard mine, Bitboard theirs, const char* square) {
            const EdgePatterns e = edgePatterns(mine, theirs, Square::parse(square)->index());
            return std::vector<int>(e.index.begin(), e.index.begin() + e.count);
        };
        QCOMPARE(edges(bits({"a1", "b1"}), bits({"c1"}), "a1"), (std::vector<int>{30618, 19683}));
        QCOMPARE(edges(bits({"h1"}), bits({"g1"}), "h1"), (std::vector<int>{32805, 19683}));
        QCOMPARE(edges(bits({"d3"}), 0, "d3"), std::vector<int>{});
        QCOMPARE(edges(bits({"c2"}), 0, "c2"), std::vector<int>{6 * kEdgePatternShapes});
    }

    // A move and its image under each of the 8 symmetries have the same logits (in some order).
    void moveLogitsFollowTheSymmetries() {
        const auto sorted = [](const Position& p, int square) {
            const MoveLogitIndices m = moveLogitIndices(p, square);
            std::vector<int> indices(m.index.begin(), m.index.begin() + m.count);
            std::sort(indices.begin(), indices.end());
            return indices;
        };
        for (const Position& p : test::randomPositions(200, 8)) {
            bb::forEachBit(p.legalMoves(), [&](int index) {
                const Square square = Square::fromIndex(index);
                const auto indices = sorted(p, index);
                QVERIFY(indices.back() < kMoveLogitCount);
                for (const Symmetry s : kAllSymmetries)
                    QCOMPARE(sorted(transform(p, s), transform(square, s).index()), indices);
            });
        }
    }

    // The model's shape logit is each move's feature: the four first moves share f5's shape.
    void shapeLogitsAreAFeature() {
        const auto model = decodeHumanModel(encodedPlantedModel(plantedShapeLogits()));
        QVERIFY2(model.ok(), messageOf(model));
        HumanPlayer player(*model);
        const auto features = player.features(Position::start());
        QCOMPARE(features.size(), std::size_t(4));
        for (const MoveFeatures& f : features)
            QCOMPARE(f.values[kShapeLogit], 1.5);
        for (const MoveFeatures& f : player.features(Position::start().play(at("f5"))))
            QCOMPARE(f.values[kShapeLogit], 0.0);
    }

    // Every game plays f5 d6: after f5 (d6, f4, f6 legal, three shapes) the fit must rank d6's
    // shape first. At the start the four moves share one shape: a tie, never a match. So the
    // played move leads in exactly half the positions.
    void shapeLogitsLearnThePlayedShape() {
        std::vector<hasami::ArchiveGame> games(20, {.moves = *parseTranscript("f5d6")});
        std::vector<training::RatedArchiveGame> rated;
        for (const auto& g : games)
            rated.push_back({&g, 1500, 1500});
        const auto logits = training::fitShapeLogits(rated, 1, 3, 1, 1);
        QCOMPARE(training::shapeTopOne(rated, 1, logits), 0.5);
        const std::vector<float> none(std::size_t(kMoveLogitCount), 0.0F);
        QCOMPARE(training::shapeTopOne(rated, 1, none), 0.0);
    }

    // Offsets that already give the played move all but e^-30 of the chance leave the shapes
    // nothing to learn; without them the played move's shape is learned.
    void shapeLogitsLearnOnlyWhatTheOffsetsMiss() {
        std::vector<hasami::ArchiveGame> games(20, {.moves = *parseTranscript("f5d6")});
        std::vector<training::RatedArchiveGame> rated;
        std::vector<float> offsets;
        for (const auto& g : games) {
            rated.push_back({&g, 1500, 1500});
            offsets.insert(offsets.end(), {0, 0, 0, 0, 30, 0, 0});
        }
        const Position afterF5 = Position::start().play(at("f5"));
        const auto d6Logit = [&](const std::vector<float>& logits) {
            const MoveLogitIndices indices = moveLogitIndices(afterF5, at("d6").square().index());
            double sum = 0;
            for (int k = 0; k < indices.count; ++k)
                sum += logits[std::size_t(indices.index[std::size_t(k)])];
            return sum;
        };
        QVERIFY(d6Logit(training::fitShapeLogits(rated, 1, 3, 1, 1)) > 0.1);
        QVERIFY(std::abs(d6Logit(training::fitShapeLogits(rated, 1, 3, 1, 1, offsets))) < 1e-6);
    }

    // The offsets are the log-chances of each position's moves, the played move first and the
    // others by square, the games in their order whichever thread reads them. c3's class weighs
    // 1: after f5, f6 (of c3's class) has e / (e + 2) and d6 and f4 (of d3's) 1 / (e + 2) each;
    // the four first moves, all of d3's class, a quarter each.
    void shapeOffsetsAreTheModelsLogChances() {
        HumanBand band;
        band.rating = 1500;
        for (auto& phase : band.weights)
            phase[kSquareC3] = 1;
        const auto model = std::make_shared<const HumanModel>(std::vector{band},
                                                              HumanModel::OpeningCounts{}, 1500);
        std::vector<hasami::ArchiveGame> games;
        for (const char* moves : {"f5d6", "f5f6", "f5f4"})
            games.push_back({.moves = *parseTranscript(moves)});
        std::vector<training::RatedArchiveGame> rated;
        for (const auto& g : games)
            rated.push_back({&g, 1500, 1500});
        const double e = std::exp(1.0), q = std::log(0.25), c3 = std::log(e / (e + 2)),
                     d3 = std::log(1 / (e + 2));
        const auto check = [&](int stride, const std::vector<double>& expected) {
            const auto offsets = training::shapeOffsets(rated, model, stride, 2);
            QCOMPARE(offsets.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i)
                QVERIFY2(std::abs(offsets[i] - expected[i]) < 1e-6, qPrintable(QString::number(i)));
        };
        check(1, {q, q, q, q, d3, d3, c3, q, q, q, q, c3, d3, d3, q, q, q, q, d3, d3, c3});
        // Every 3rd position over the games: the first's start and the second's reply.
        check(3, {q, q, q, q, c3, d3, d3});
    }

    // The last move is the opponent's, the one before it the mover's own; a pass is no square.
    void recentMovesAreTheLastTwoSquares() {
        const std::vector<Move> game = {at("f5"), at("d6"), at("c3")};
        const auto recent = RecentMoves::after(game);
        QCOMPARE(recent.opponent, Square::parse("c3"));
        QCOMPARE(recent.own, Square::parse("d6"));
        const auto first = RecentMoves::after(std::span(game).first(1));
        QCOMPARE(first.opponent, Square::parse("f5"));
        QVERIFY(!first.own);
        const std::vector<Move> passed = {at("f5"), at("d6"), Move::pass()};
        QVERIFY(!RecentMoves::after(passed).opponent);
        QCOMPARE(RecentMoves::after(passed).own, Square::parse("d6"));
        QVERIFY(!RecentMoves::after({}).opponent && !RecentMoves::after({}).own);
    }

    // The losses the model sees come from the evaluation it is given, the one it was fitted
    // with, and not from the engine's own: counted here with discs, the static loss after each
    // move by hand and the deep loss by plain minimax 4 plies deep.
    void lossesComeFromTheModelsOwnEvaluation() {
        const DiscCount discs;
        HumanPlayer player(shipped(), std::make_shared<DiscCount>());
        int checked = 0;
        const auto positions = test::randomPositions(200, 11);
        for (std::size_t i = 0; i < positions.size(); i += 5) {
            const Position& p = positions[i];
            if (p.emptyCount() <= kHumanSolveEmpties || p.legalMoves() == 0) continue;
            std::map<std::string, std::pair<int, int>> scores;  // static, deep
            int bestStatic = -65;
            int bestDeep = -65;
            bb::forEachBit(p.legalMoves(), [&](int sq) {
                const Position after = p.play(Square::fromIndex(sq));
                const int flat = bb::count(after.opponent()) - bb::count(after.player());
                const int deep = -test::minimax(after, kHumanSearchDepth - 1, discs);
                scores[Square::fromIndex(sq).name()] = {flat, deep};
                bestStatic = std::max(bestStatic, flat);
                bestDeep = std::max(bestDeep, deep);
            });
            const auto features = player.features(p);
            QCOMPARE(features.size(), scores.size());
            for (const MoveFeatures& f : features) {
                const auto [flat, deep] = scores.at(f.move.name());
                QCOMPARE(f.values[kStaticLoss], lossValue(bestStatic - flat));
                QCOMPARE(f.values[kDeepLoss], lossValue(bestDeep - deep));
            }
            ++checked;
        }
        QVERIFY(checked >= 20);
        // The built-in model's own evaluation scores otherwise: the features differ.
        HumanPlayer shippedPlayer(shipped());
        const Position p = positions[100];
        QVERIFY(p.emptyCount() > kHumanSolveEmpties);
        const auto counted = player.features(p);
        const auto fitted = shippedPlayer.features(p);
        bool differ = false;
        for (std::size_t m = 0; m < counted.size(); ++m)
            differ = differ || counted[m].values[kStaticLoss] != fitted[m].values[kStaticLoss];
        QVERIFY(differ);
    }

    // After f5 d6 c3 d3 c4 f4 Black has 11 moves (counted on the board by hand):
    // e3, f3 and g4 touch White's f4; f3 flips it against f5 and g4 against e4;
    // c5 touches Black's own c4; the other seven touch neither.
    void recentMovesFeatures() {
        const auto game = *parseTranscript("f5d6c3d3c4f4");
        Position position = Position::start();
        for (const Move m : game)
            position = position.play(m);
        HumanPlayer player(shipped());
        const auto features = player.features(position, RecentMoves::after(game));
        QCOMPARE(features.size(), std::size_t(11));
        const std::set<std::string> nextToReply = {"e3", "f3", "g4"};
        const std::set<std::string> takesBack = {"f3", "g4"};
        const std::set<std::string> nextToOwn = {"c5"};
        for (const MoveFeatures& f : features) {
            const std::string name = f.move.name();
            QCOMPARE(f.values[kNextToReply], nextToReply.contains(name) ? 1.0 : 0.0);
            QCOMPARE(f.values[kTakesBack], takesBack.contains(name) ? 1.0 : 0.0);
            QCOMPARE(f.values[kNextToOwnMove], nextToOwn.contains(name) ? 1.0 : 0.0);
        }
        // Without the game's moves the same position has none of them.
        for (const MoveFeatures& f : player.features(position)) {
            QCOMPARE(f.values[kNextToReply] + f.values[kTakesBack] + f.values[kNextToOwnMove], 0.0);
        }
    }
};

QTEST_APPLESS_MAIN(TestHumanModel)
#include "tst_human_model.moc"
