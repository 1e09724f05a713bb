// The engine through every kernel level this processor runs (core/kernels.h): the same
// evaluations, and searches that give the same move, score and node count as the portable
// code's, midgame and endgame.

#include <QtTest>

#include <fstream>
#include <iterator>

#include "ai/engine.h"
#include "ai/pattern_evaluator.h"
#include "core/game_record.h"
#include "core/kernels.h"
#include "ffo.h"
#include "random_games.h"
#include "result_message.h"

using namespace hasami;

namespace {

ai::PatternWeights shippedWeights() {
    std::ifstream file(HASAMI_TEST_DATA "/../../resources/weights/patterns.weights",
                       std::ios::binary);
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(file), {}};
    auto weights = ai::decodePatternWeights(bytes);
    if (!weights) qFatal("the shipped weights: %s", weights.error().message.c_str());
    return *weights;
}

std::shared_ptr<const ai::PatternEvaluator> evaluatorOf(const ai::PatternWeights& weights,
                                                        KernelLevel level) {
    auto evaluator = ai::PatternEvaluator::create(weights, level);
    if (!evaluator) qFatal("the shipped weights: %s", evaluator.error().message.c_str());
    return *evaluator;
}

struct Answer {
    Move best;
    int score;
    std::uint64_t nodes;
    bool operator==(const Answer&) const = default;
};

// The same evaluation behind another type: the search cannot keep its indices move by move
// (ai/src/evaluation_stack.h) and reads every position from the board.
class Forwarding final : public ai::Evaluator {
  public:
    explicit Forwarding(std::shared_ptr<const ai::Evaluator> evaluation)
        : evaluation_(std::move(evaluation)) {}
    int evaluate(Bitboard p, Bitboard o) const override { return evaluation_->evaluate(p, o); }

  private:
    std::shared_ptr<const ai::Evaluator> evaluation_;
};

// Openings searched to depth 10, then FFO #1 to #3 solved exactly.
std::vector<Answer> searchWith(KernelLevel level, std::shared_ptr<const ai::Evaluator> evaluator) {
    ai::Engine engine(16, level);
    engine.setEvaluator(std::move(evaluator));
    std::vector<Answer> answers;
    for (const char* line :
         {"f5d6c3d3c4f4f6f3e6e7d7", "c4e3f6e6f5c5f4g6f7", "f5f6e6f4e3c5c4e7c6"}) {
        engine.clear();
        const ai::SearchResult r =
            engine.think(GameRecord::fromTranscript(line)->current(), ai::Limits::atDepth(10));
        answers.push_back({r.best, r.score, r.nodes});
    }
    const std::vector<ObfEntry> ffo = test::ffoEntries("fforum-1-19.obf");
    for (int i = 0; i < 3; ++i) {
        engine.clear();
        const ai::SearchResult r =
            engine.think(ffo.at(std::size_t(i)).position, ai::Limits::atDepth(60));
        if (!r.exact || r.score != ffo[std::size_t(i)].bestScore()) return {};
        answers.push_back({r.best, r.score, r.nodes});
    }
    return answers;
}

}  // namespace

class TestSearchKernels : public QObject {
    Q_OBJECT
  private slots:
    void evaluationsAgree() {
        const ai::PatternWeights weights = shippedWeights();
        const auto portable = ai::PatternEvaluator::create(weights, KernelLevel::Portable);
        QVERIFY2(portable.ok(), messageOf(portable));
        const auto positions = test::randomPositions(5000, 12);
        for (const KernelLevel level : availableKernelLevels()) {
            const auto evaluator = ai::PatternEvaluator::create(weights, level);
            QVERIFY2(evaluator.ok(), messageOf(evaluator));
            for (const Position& p : positions) {
                QCOMPARE((*evaluator)->evaluate(p.player(), p.opponent()),
                         (*portable)->evaluate(p.player(), p.opponent()));
            }
        }
    }

    void searchesAgree() {
        const ai::PatternWeights weights = shippedWeights();
        const std::vector<Answer> portable =
            searchWith(KernelLevel::Portable, evaluatorOf(weights, KernelLevel::Portable));
        QCOMPARE(portable.size(), std::size_t(6));
        for (const KernelLevel level : availableKernelLevels()) {
            const std::vector<Answer> answers = searchWith(level, evaluatorOf(weights, level));
            for (std::size_t i = 0; i < portable.size(); ++i) {
                QVERIFY2(i < answers.size() && answers[i] == portable[i],
                         qPrintable(QString("%1: search %2 differs")
                                        .arg(std::string(kernelLevelName(level)).c_str())
                                        .arg(i + 1)));
            }
        }
    }

    // Indices kept along the searched line make the evaluation cheaper, never different.
    void keptIndicesChangeNoSearch() {
        const ai::PatternWeights weights = shippedWeights();
        for (const KernelLevel level : availableKernelLevels()) {
            const auto evaluator = evaluatorOf(weights, level);
            const std::vector<Answer> kept = searchWith(level, evaluator);
            QCOMPARE(kept.size(), std::size_t(6));
            QVERIFY(searchWith(level, std::make_shared<Forwarding>(evaluator)) == kept);
        }
    }
};

QTEST_GUILESS_MAIN(TestSearchKernels)
#include "tst_search_kernels.moc"
