// The pattern evaluation: the built-in weights load, broken weight files are refused with a
// reason, the fast index computation agrees with a square-by-square reference, and the
// evaluation does not change under the eight symmetries of the board.

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <random>
#include <set>

#include "ai/pattern_evaluator.h"
#include "ai/pattern_set.h"
#include "ai/pattern_weights.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "pattern_indices.h"
#include "printing.h"
#include "random_games.h"
#include "resign.h"
#include "result_message.h"
#include "squares.h"

using namespace hasami;

namespace {

// Weights of a set, random and with runs of zeros, for `phases` phases.
ai::PatternWeights randomWeights(int phases, std::uint64_t seed,
                                 const ai::PatternSet& set = ai::PatternSet::standard()) {
    std::mt19937_64 rng(seed);
    ai::PatternWeights w{set.fingerprint(), phases, 64, {}};
    const std::size_t count = std::size_t(phases) * std::size_t(set.canonicalWeightCount());
    std::uniform_int_distribution<int> value(-200, 200);
    while (w.values.size() < count) {
        const bool run = rng() % 4 == 0;
        const std::size_t length = std::min<std::size_t>(count - w.values.size(), rng() % 300 + 1);
        for (std::size_t i = 0; i < length; ++i)
            w.values.push_back(run ? std::int16_t(0) : std::int16_t(value(rng)));
    }
    return w;
}

// The set a test row names: Edax's shapes alone, or the standard set.
const ai::PatternSet& setOf(bool edax) {
    return edax ? ai::PatternSet::edax() : ai::PatternSet::standard();
}

std::string decodeError(const std::vector<std::uint8_t>& bytes) {
    const auto evaluator = ai::PatternEvaluator::fromBytes(bytes);
    return evaluator ? std::string("(accepted)") : evaluator.error().message;
}

void requireValid(const std::vector<std::uint8_t>& bytes) {
    QVERIFY(ai::PatternEvaluator::fromBytes(bytes).ok());
}

}  // namespace

class TestPattern : public QObject {
    Q_OBJECT
  private slots:
    void shippedWeightsLoad() {
        const auto loaded = ai::loadShippedEvaluator();
        QVERIFY2(loaded.ok(), messageOf(loaded));
        const auto& evaluator = *loaded;
        QCOMPARE(ai::loadShippedEvaluator().value(), evaluator);  // decoded once
        const Position start = Position::start();
        QVERIFY(std::abs(evaluator->evaluate(start.player(), start.opponent())) <= 4);
        // Four corners and most of the edges against a few inner discs: clearly won.
        const auto won = parseBoard(
            "XXXXXXXX"
            "X-OOOO-X"
            "X------X"
            "X--OO--X"
            "X--OO--X"
            "X------X"
            "X-OOOO-X"
            "XXXXXXXX O");
        QVERIFY(won.ok());
        QVERIFY(evaluator->evaluate(won->player(), won->opponent()) < -20);
        QVERIFY(evaluator->evaluate(won->opponent(), won->player()) > 20);
    }

    void evaluatorsByName() {
        QVERIFY(ai::evaluatorByName("simple").ok());
        QVERIFY(ai::evaluatorByName("shipped").ok());
        const auto missing = ai::evaluatorByName("/no/such/file.weights");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().message,
                 std::string("'/no/such/file.weights': No such file or directory"));
    }

    void weightsRoundTrip() {
        ai::PatternWeights w = randomWeights(3, 1);
        w.values[0] = -32768;  // the extremes of int16 survive the zigzag code
        w.values[1] = 32767;
        const std::vector<std::uint8_t> bytes = ai::encodePatternWeights(w);
        const auto decoded = ai::decodePatternWeights(bytes);
        QVERIFY2(decoded.ok(), messageOf(decoded));
        QVERIFY(*decoded == w);
    }

    void brokenFilesAreRefused() {
        const std::vector<std::uint8_t> good = ai::encodePatternWeights(randomWeights(2, 2));
        requireValid(good);

        auto magic = good;
        magic[0] = 'X';
        resign(magic);
        QCOMPARE(decodeError(magic), std::string("not a Hasami weights file (bad magic)"));

        QCOMPARE(decodeError({good.begin(), good.begin() + 10}),
                 std::string("the weights file is too short (10 bytes)"));
        const std::vector<std::uint8_t> truncated(good.begin(), good.end() - 100);
        QVERIFY(decodeError(truncated).find("truncated") != std::string::npos);

        auto flipped = good;
        flipped[good.size() / 2] ^= 0x10;
        QCOMPARE(decodeError(flipped), std::string("bad checksum: the weights file is corrupt"));

        auto version = good;
        version[4] = 9;
        resign(version);
        QVERIFY(decodeError(version).find("unsupported weights file format version 9") !=
                std::string::npos);

        auto otherSet = good;
        otherSet[8] ^= 1;
        resign(otherSet);
        QVERIFY(decodeError(otherSet).find("another pattern set") != std::string::npos);

        auto wrongCount = randomWeights(2, 3);
        wrongCount.values.pop_back();
        QVERIFY(decodeError(ai::encodePatternWeights(wrongCount)).find("wrong number") !=
                std::string::npos);

        auto noPhases = randomWeights(1, 4);
        noPhases.phaseCount = 0;
        noPhases.values.clear();
        QVERIFY(decodeError(ai::encodePatternWeights(noPhases)).find("phases") !=
                std::string::npos);
    }

    // Every shorter file and every single damaged byte is refused, and none crashes.
    void damageNeverPasses() {
        const std::vector<std::uint8_t> good = ai::encodePatternWeights(randomWeights(1, 5));
        for (std::size_t size = 0; size < good.size(); size += 97) {
            QVERIFY(!ai::PatternEvaluator::fromBytes(std::span(good).first(size)).ok());
        }
        std::mt19937_64 rng(6);
        for (int trial = 0; trial < 300; ++trial) {
            auto bad = good;
            bad[rng() % bad.size()] ^= std::uint8_t(1 + rng() % 255);
            QVERIFY(!ai::PatternEvaluator::fromBytes(bad).ok());
        }
    }

    void payloadErrorsBehindAValidChecksum() {
        // A run of zeros longer than the weights left, with the checksum made to match.
        ai::PatternWeights w = randomWeights(1, 7);
        std::fill(w.values.end() - 10, w.values.end(), 0);
        w.values.end()[-11] = 1;  // the run is these ten zeros, not more
        auto bytes = ai::encodePatternWeights(w);
        // The payload ends with the token 0, 10: make the run 11.
        QCOMPARE(bytes[bytes.size() - 5], std::uint8_t(10));
        bytes[bytes.size() - 5] = 11;
        resign(bytes);
        QVERIFY(decodeError(bytes).find("bad run of zeros") != std::string::npos);
    }

    void fileErrorsNameTheFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("broken.weights").toStdString();
        auto bytes = ai::encodePatternWeights(randomWeights(1, 8));
        bytes.resize(bytes.size() - 1);
        std::ofstream(path, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        const auto read = ai::PatternEvaluator::fromFile(path);
        QVERIFY(!read.ok());
        QVERIFY(read.error().message.starts_with("'" + path + "': the weights file has"));
    }

    void indicesAgreeWithReference_data() {
        QTest::addColumn<bool>("edax");
        QTest::addColumn<int>("copies");
        QTest::newRow("standard") << false << 72;
        QTest::newRow("Edax's") << true << 46;
    }
    void indicesAgreeWithReference() {
        QFETCH(bool, edax);
        QFETCH(int, copies);
        const ai::PatternSet* set = &setOf(edax);
        QCOMPARE(set->featureCount(), copies + ai::kGlobalFeatureCount);
        for (const Position& p : test::randomPositions(3000, 9)) {
            set->forEachIndex(p.player(), p.opponent(), [&](int feature, int index) {
                QCOMPARE(index, set->referenceIndex(feature, p.player(), p.opponent()));
                QVERIFY(index < set->tables()[set->tableOf(feature)].size);
            });
        }
    }

    // The indices the search keeps move by move (pattern_indices.h) are those read from the
    // board, from both sides' views, through whole games with their passes.
    void indicesFollowTheMoves_data() { indicesAgreeWithReference_data(); }
    void indicesFollowTheMoves() {
        QFETCH(bool, edax);
        QFETCH(int, copies);
        const ai::PatternSet& set = setOf(edax);
        const auto agree = [&](const ai::PatternIndices& indices, const Position& at) {
            for (int f = 0; f < copies; ++f) {
                if (indices.mover[f] != set.referenceIndex(f, at.player(), at.opponent()) ||
                    indices.waiting[f] != set.referenceIndex(f, at.opponent(), at.player())) {
                    return false;
                }
            }
            return true;
        };
        int passes = 0;
        for (unsigned seed = 1; seed <= 60; ++seed) {
            Position at = Position::start();
            ai::PatternIndices indices = ai::patternIndices(set, at.player(), at.opponent());
            for (const Move m : test::randomGameMoves(seed)) {
                if (m.isPass()) {
                    indices = ai::afterPass(indices);
                    ++passes;
                } else {
                    const int square = m.square().index();
                    ai::PatternIndices after;
                    ai::afterMove(set, indices, square,
                                  flippedDiscs(at.player(), at.opponent(), square), after);
                    indices = after;
                }
                at = at.play(m);
                QVERIFY2(agree(indices, at),
                         qPrintable(QString("game %1, after %2")
                                        .arg(seed)
                                        .arg(QString::fromStdString(m.name()))));
            }
        }
        QVERIFY(passes > 0);
    }

    // A copy that the identity places reads its squares in ascending order (a1, b1 ... h1, a2
    // ...), digit k worth 3^k: 1 for the player's disc, 2 for the opponent's. The indices are
    // counted by hand from the shapes' drawings in pattern_set.h.
    void indicesOfEgaroucidsShapes_data() {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<Bitboard>("player");
        QTest::addColumn<Bitboard>("opponent");
        QTest::addColumn<int>("index");
        // a1 b1 a2 b2 c3 d4 e5 f6 g7 h8: a2 is digit 2, h8 digit 9.
        QTest::newRow("diagonal 8+2C")
            << "diagonal 8+2C" << test::bits({"a2"}) << test::bits({"h8"}) << 9 + 2 * 19683;
        // a1 b1 c2 d3 e4 f5 g6 h7 h8: h8 is digit 8, b1 digit 1.
        QTest::newRow("diagonal 7+2 corners")
            << "diagonal 7+2 corners" << test::bits({"h8"}) << test::bits({"b1"}) << 6561 + 2 * 3;
        // b1 c1 d2 g2 e3 f4 g5 h6 h7: g2 is digit 3, h7 digit 8.
        QTest::newRow("diagonal 6+2C+X")
            << "diagonal 6+2C+X" << test::bits({"g2"}) << test::bits({"h7"}) << 27 + 2 * 6561;
        // d1 b2 e2 f3 g4 h5 g7: b2 and g7 are digits 1 and 6, d1 digit 0.
        QTest::newRow("diagonal 5+2X")
            << "diagonal 5+2X" << test::bits({"b2", "g7"}) << test::bits({"d1"}) << 3 + 729 + 2 * 1;
        // a1 b1 c1 d1 e1 a2 b2 a3 a4 a5: a5 is digit 9, e1 digit 4.
        QTest::newRow("narrow triangle")
            << "narrow triangle" << test::bits({"a5"}) << test::bits({"e1"}) << 19683 + 2 * 81;
        // a1 b1 a2 b2 c2 d2 b3 c3 b4 d4: d2 is digit 5, b4 digit 8.
        QTest::newRow("fish") << "fish" << test::bits({"d2"}) << test::bits({"b4"})
                              << 243 + 2 * 6561;
        // c1 d1 e1 f1 d2 e2 c3 d3 e3 f3: c1 is digit 0, f3 digit 9; a1 is not in the shape.
        QTest::newRow("anvil") << "anvil" << test::bits({"c1", "a1"}) << test::bits({"f3"})
                               << 1 + 2 * 19683;
    }
    void indicesOfEgaroucidsShapes() {
        QFETCH(QString, shape);
        QFETCH(Bitboard, player);
        QFETCH(Bitboard, opponent);
        QFETCH(int, index);
        const ai::PatternSet& set = ai::PatternSet::standard();
        const auto& shapes = set.shapes();
        const auto named = std::find_if(shapes.begin(), shapes.end(), [&](const auto& s) {
            return shape == QLatin1String(s.name);
        });
        QVERIFY(named != shapes.end());
        const int table = int(named - shapes.begin());
        int found = 0;
        set.forEachIndex(player, opponent, [&](int feature, int value) {
            const auto& copies = set.copies();
            if (feature >= int(copies.size()) || copies[std::size_t(feature)].table != table ||
                copies[std::size_t(feature)].symmetry != Symmetry::Identity)
                return;
            ++found;
            QCOMPARE(value, index);
            QCOMPARE(set.referenceIndex(feature, player, opponent), index);
        });
        QCOMPARE(found, 1);
    }

    // Each shape's copies cover the orbit of the shape under the symmetries, once each: 8 for
    // a shape with no symmetry of its own (corner 2x5), 2 for Edax's long diagonal (its own
    // image under four symmetries), 4 for the others (each is its own mirror image along an
    // axis or a diagonal: the long diagonal with b1 and a2 along a1-h8, the anvil along the
    // line between d and e).
    void copiesAreTheSymmetricImages_data() {
        QTest::addColumn<bool>("edax");
        QTest::addColumn<std::vector<int>>("expected");
        QTest::newRow("standard") << false << std::vector<int>{4, 4, 8, 4, 4, 4, 4, 4, 4,
                                                               4, 4, 4, 4, 4, 4, 4, 4};
        QTest::newRow("Edax's") << true << std::vector<int>{4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4};
    }
    void copiesAreTheSymmetricImages() {
        QFETCH(bool, edax);
        QFETCH(std::vector<int>, expected);
        const ai::PatternSet& set = setOf(edax);
        QCOMPARE(set.shapes().size(), expected.size());
        for (int t = 0; t < int(set.shapes().size()); ++t) {
            int copies = 0;
            for (const auto& c : set.copies()) {
                if (c.table != t) continue;
                ++copies;
                QCOMPARE(c.mask, transform(set.shapes()[t].mask, c.symmetry));
            }
            QCOMPARE(copies, expected[std::size_t(t)]);
        }
    }

    // A shape that is its own mirror image shares a weight between each configuration and its
    // mirrored one: with k pairs of squares swapped and f squares fixed, (3^(2k+f) + 3^(k+f)) / 2
    // weights. Counted by hand for the standard set's shapes, in its order.
    void sharedWeightsOfTheStandardSet() {
        const ai::PatternSet& set = ai::PatternSet::standard();
        const auto mirrored = [](int k, int f) {
            int all = 1, symmetric = 1;
            for (int i = 0; i < 2 * k + f; ++i)
                all *= 3;
            for (int i = 0; i < k + f; ++i)
                symmetric *= 3;
            return (all + symmetric) / 2;
        };
        const int expected[] = {
            mirrored(5, 0),  // edge+2X: a1-h1 and b2-g2 about the line between d and e
            mirrored(3, 3),  // corner 3x3 about a1-c3
            59049,           // corner 2x5: no symmetry
            mirrored(4, 0), mirrored(4, 0), mirrored(4, 0),  // rows 2-4
            mirrored(1, 8),                                  // diagonal 8+2C: b1 and a2 about a1-h8
            mirrored(4, 1),  // diagonal 7+2 corners: about h1-a8, e4 fixed
            mirrored(4, 1),  // diagonal 6+2C+X: about h1-a8, g2 fixed
            mirrored(3, 1),  // diagonal 5+2X: about h1-a8, f3 fixed
            mirrored(4, 2),  // triangle: a1 and b2 fixed
            mirrored(5, 0),  // corner+block
            mirrored(3, 4),  // cross: a1-d4 fixed
            mirrored(5, 0),  // edge+Y
            mirrored(4, 2),  // narrow triangle: a1 and b2 fixed
            mirrored(3, 4),  // fish: a1-d4 fixed
            mirrored(5, 0),  // anvil
        };
        QCOMPARE(set.shapes().size(), std::size(expected));
        for (std::size_t t = 0; t < std::size(expected); ++t) {
            const auto& table = set.tables()[t];
            const auto shared =
                std::set<std::uint32_t>(table.canonical.begin(), table.canonical.end());
            QCOMPARE(int(shared.size()), expected[t]);
        }
        // With the global features' 2 + 25 + 25 weights: 379,294 a phase.
        QCOMPARE(set.canonicalWeightCount(), 379294);
    }

    // Weights are read with the set they were fitted for: the evaluation is the sum of the
    // weights that the features' square-by-square indices select, in discs.
    void evaluationSumsTheWeightsOfItsSet_data() {
        QTest::addColumn<bool>("edax");
        QTest::newRow("standard") << false;
        QTest::newRow("Edax's") << true;
    }
    void evaluationSumsTheWeightsOfItsSet() {
        QFETCH(bool, edax);
        const ai::PatternSet* set = &setOf(edax);
        const int phases = 15;
        const ai::PatternWeights w = randomWeights(phases, 12, *set);
        const auto made = ai::PatternEvaluator::create(w);
        QVERIFY2(made.ok(), messageOf(made));
        for (const Position& p : test::randomPositions(300, 13)) {
            const int phase = ai::phaseOf(p.emptyCount(), phases);
            int sum = 0;
            for (int f = 0; f < set->featureCount(); ++f) {
                const ai::PatternSet::Table& t = set->tables()[set->tableOf(f)];
                const int index = set->referenceIndex(f, p.player(), p.opponent());
                sum += w.values[std::size_t(phase) * std::size_t(set->canonicalWeightCount()) +
                                t.canonical[index]];
            }
            // To the nearest disc, halves away from zero.
            const int discs = int(std::lround(double(sum) / w.scale));
            QCOMPARE(
                (*made)->evaluate(p.player(), p.opponent()),
                std::clamp(discs, -ai::Evaluator::kMaxEvaluation, ai::Evaluator::kMaxEvaluation));
        }
    }

    void evaluationIsSymmetric() {
        const auto made = ai::PatternEvaluator::create(randomWeights(15, 10));
        QVERIFY2(made.ok(), messageOf(made));
        const auto loaded = ai::loadShippedEvaluator();
        QVERIFY2(loaded.ok(), messageOf(loaded));
        const auto& random = *made;
        const auto& shipped = *loaded;
        for (const Position& p : test::randomPositions(2000, 11)) {
            for (const ai::Evaluator* e :
                 {static_cast<const ai::Evaluator*>(random.get()), shipped.get()}) {
                const int value = e->evaluate(p.player(), p.opponent());
                QVERIFY(std::abs(value) <= ai::Evaluator::kMaxEvaluation);
                for (Symmetry s : kAllSymmetries) {
                    const Position image = transform(p, s);
                    QCOMPARE(e->evaluate(image.player(), image.opponent()), value);
                }
            }
        }
    }

    void phases() {
        QCOMPARE(ai::phaseOf(60, 15), 0);
        QCOMPARE(ai::phaseOf(57, 15), 0);
        QCOMPARE(ai::phaseOf(56, 15), 1);
        QCOMPARE(ai::phaseOf(1, 15), 14);
        QCOMPARE(ai::phaseOf(0, 15), 14);
        QCOMPARE(ai::phaseOf(30, 1), 0);
        QCOMPARE(ai::phaseOf(1, 60), 59);
    }
};

QTEST_GUILESS_MAIN(TestPattern)
#include "tst_pattern.moc"
