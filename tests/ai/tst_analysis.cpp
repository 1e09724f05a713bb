// Engine::analyse: a score for every legal move, deepening, exact near the end.

#include <QtTest>

#include <future>

#include "ai/engine.h"
#include "ffo.h"
#include "printing.h"
#include "random_games.h"

using namespace hasami;

class TestAnalysis : public QObject {
    Q_OBJECT
  private slots:
    void scoresEqualTheEnginesOwnAtTheSameDepth() {
        std::mt19937_64 rng(21);
        for (int g = 0; g < 6; ++g) {
            const Position p = test::randomGame(rng).positionAt(14 + 3 * g);
            if (p.legalMoves() == 0) continue;
            ai::Engine analyser(16), player(16);
            const auto evaluations = analyser.analyse(p, ai::Limits::atDepth(5));
            QCOMPARE(int(evaluations.size()), bb::count(p.legalMoves()));
            for (const ai::MoveEvaluation& e : evaluations) {
                player.clear();
                const ai::SearchResult r = player.think(p.play(e.move), ai::Limits::atDepth(4));
                QCOMPARE(e.score, -r.score);
                QCOMPARE(e.depth, 5);
            }
            // Best first, and the best agrees with think().
            for (std::size_t i = 1; i < evaluations.size(); ++i) {
                QVERIFY(evaluations[i - 1].score >= evaluations[i].score);
            }
            player.clear();
            QCOMPARE(evaluations.front().score, player.think(p, ai::Limits::atDepth(5)).score);
        }
    }

    void exactHintsMatchTheFfoScores() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        ai::Engine engine(16);
        for (const int index : {1, 4, 9, 17}) {
            const ObfEntry& e = entries[index - 1];
            const auto evaluations = engine.analyse(e.position, ai::Limits::atDepth(60));
            QCOMPARE(evaluations.size(), e.scores.size());
            for (const auto& expected : e.scores) {
                const auto found =
                    std::find_if(evaluations.begin(), evaluations.end(),
                                 [&](const auto& x) { return x.move == expected.move; });
                QVERIFY(found != evaluations.end());
                QCOMPARE(found->score, expected.score);
                QVERIFY(found->exact);
            }
        }
    }

    void deepensProgressively() {
        ai::Engine engine(16);
        std::vector<int> depths;
        engine.analyse(Position::start(), ai::Limits::atDepth(6),
                       [&](const std::vector<ai::MoveEvaluation>& all) {
                           QCOMPARE(all.size(), std::size_t{4});
                           depths.push_back(all.front().depth);
                       });
        // Two plies at a time, as a search: hints of one parity do not swing from depth to depth.
        QCOMPARE(depths, (std::vector<int>{2, 4, 6}));
    }

    void noMoveNoHints() {
        ai::Engine engine(1);
        const Position over = Position::fromColors(bb::kFull, 0, Color::White);
        QVERIFY(engine.analyse(over, ai::Limits::atDepth(3)).empty());
    }

    void stopEndsAnAnalysis() {
        ai::Engine engine(16);
        std::promise<void> started;
        bool first = true;
        auto future = std::async(std::launch::async, [&] {
            return engine.analyse(Position::start(), ai::Limits::atDepth(40), [&](const auto&) {
                if (std::exchange(first, false)) started.set_value();
            });
        });
        started.get_future().wait();
        engine.stop();
        QVERIFY(future.wait_for(std::chrono::seconds(2)) == std::future_status::ready);
        QVERIFY(!future.get().empty());  // the last complete depth
    }
};

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
