// The pattern evaluation: the built-in weights load, broken weight files are refused with a
// reason, the fast index computation agrees with a square-by-square reference, and the
// evaluation does not change under the eight symmetries of the board.

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <random>

#include "ai/pattern_evaluator.h"
#include "ai/pattern_set.h"
#include "ai/pattern_weights.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "printing.h"
#include "random_games.h"
#include "resign.h"
#include "result_message.h"

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
        QTest::newRow("standard") << false << 62;
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

    // Each shape's copies cover the orbit of the shape under the symmetries, once each: 8 for
    // a shape with no symmetry of its own (corner 2x5), 2 for the long diagonal, 4 for the
    // others (each is its own mirror image along an axis or a diagonal).
    void copiesAreTheSymmetricImages() {
        const ai::PatternSet& set = ai::PatternSet::standard();
        const int expected[] = {4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4, 4, 4, 4, 4};
        QCOMPARE(set.shapes().size(), std::size(expected));
        for (int t = 0; t < int(set.shapes().size()); ++t) {
            int copies = 0;
            for (const auto& c : set.copies()) {
                if (c.table != t) continue;
                ++copies;
                QCOMPARE(c.mask, transform(set.shapes()[t].mask, c.symmetry));
            }
            QCOMPARE(copies, expected[t]);
        }
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
