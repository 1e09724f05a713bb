// The engines on their threads as the controller sees them (threaded_engine_hub.h): one request
// at a time, the answers of a replaced or cancelled request dropped, and a hub destroyed in the
// middle of a long search stops it at once (#66 item 14: quitting waited for the search).

#include <QtTest>

#include "library/games_library.h"
#include "minimax.h"
#include "printing.h"
#include "random_games.h"
#include "threaded_engine_hub.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// A search that would run for ten minutes unless it is stopped.
const ai::Limits kLong = ai::Limits::forSeconds(600);

// The longest wait for a signal: never reached unless something is broken.
constexpr int kWaitMs = 30000;

}  // namespace

class TestEngineHub : public QObject {
    Q_OBJECT
  private slots:
    // Were the search not stopped, the destructor would wait for its ten minutes and the test
    // would run into CTest's timeout (tests/app/CMakeLists.txt).
    void destroyingTheHubStopsItsSearchAtOnce() {
        auto* hub = new ThreadedEngineHub;
        hub->setThreads(2);
        QSignalSpy progress(hub, &EngineHub::progress);
        QSignalSpy thought(hub, &EngineHub::thought);
        hub->think(Position::start(), kLong);
        QVERIFY(progress.wait(kWaitMs));  // the search runs
        delete hub;
        QCOMPARE(thought.count(), 0);
    }

    // The worker answers in turn: once the hints are complete, the search before them is over,
    // and nothing of it came through.
    void aNewRequestDropsTheLastOnesAnswers() {
        ThreadedEngineHub hub;
        QSignalSpy progress(&hub, &EngineHub::progress);
        QSignalSpy thought(&hub, &EngineHub::thought);
        QSignalSpy analysed(&hub, &EngineHub::analysed);
        hub.think(Position::start(), kLong);
        QVERIFY(progress.wait(kWaitMs));
        const Position afterF5 = Position::start().play(*Square::parse("f5"));
        hub.hint(afterF5, ai::Limits::atDepth(2));
        QTRY_VERIFY_WITH_TIMEOUT(!analysed.isEmpty() && analysed.last()[1].toBool(), kWaitMs);
        QCOMPARE(thought.count(), 0);
        const auto hints = analysed.last()[0].value<Evaluations>();
        QCOMPARE(int(hints.size()), bb::count(afterF5.legalMoves()));  // f5's position's moves
    }

    void cancelAllDropsTheSearch() {
        ThreadedEngineHub hub;
        QSignalSpy progress(&hub, &EngineHub::progress);
        QSignalSpy thought(&hub, &EngineHub::thought);
        QSignalSpy analysed(&hub, &EngineHub::analysed);
        hub.think(Position::start(), kLong);
        QVERIFY(progress.wait(kWaitMs));
        hub.cancelAll();
        const int reports = int(progress.count());
        hub.hint(Position::start(), ai::Limits::atDepth(1));
        QTRY_VERIFY_WITH_TIMEOUT(!analysed.isEmpty() && analysed.last()[1].toBool(), kWaitMs);
        QCOMPARE(thought.count(), 0);
        QCOMPARE(progress.count(), reports);  // none after the cancel
    }

    void hurryAnswersWithTheBestMoveSoFar() {
        ThreadedEngineHub hub;
        QSignalSpy progress(&hub, &EngineHub::progress);
        QSignalSpy thought(&hub, &EngineHub::thought);
        hub.think(Position::start(), kLong);
        QVERIFY(progress.wait(kWaitMs));
        hub.hurry();
        QVERIFY(thought.wait(kWaitMs));
        const auto result = thought[0][0].value<ai::SearchResult>();
        QVERIFY(Position::start().isLegal(result.best));
        QVERIFY(result.stopped);
    }

    // The review's mistakes are explained as part of the review: its answers come through.
    void aReviewAndItsMistakesAreOneRequest() {
        ThreadedEngineHub hub;
        QSignalSpy reviewed(&hub, &EngineHub::reviewed);
        QSignalSpy explained(&hub, &EngineHub::mistakeExplained);
        const Position afterF5 = Position::start().play(*Square::parse("f5"));
        hub.review({Position::start(), afterF5}, ai::Limits::atDepth(2));
        QTRY_COMPARE_WITH_TIMEOUT(reviewed.count(), 2, kWaitMs);
        QCOMPARE(reviewed[0][0].toInt(), 0);
        QCOMPARE(reviewed[1][0].toInt(), 1);
        const Move d6 = *Square::parse("d6");
        hub.explainMistakes({afterF5}, {d6}, {}, 2);
        QVERIFY(explained.wait(kWaitMs));
        QCOMPARE(explained[0][0].toInt(), 0);
        QCOMPARE(explained[0][1].value<ai::Explanation>().moves.played, d6);
    }

    // The endgame drills' request: each position's every move scored to the end, as a plain
    // minimax scores it, best first, in the positions' order.
    void solvedPositionsAreScoredExactly() {
        std::vector<Position> positions;
        for (const unsigned seed : {1u, 2u}) {
            std::mt19937_64 random(seed);
            const GameRecord game = test::randomGame(random);
            for (int ply = 0; ply <= game.length(); ++ply) {
                const Position& p = game.positionAt(ply);
                if (p.emptyCount() <= 9 && p.legalMoves() != 0) {
                    positions.push_back(p);
                    break;
                }
            }
        }
        QCOMPARE(positions.size(), std::size_t(2));
        ThreadedEngineHub hub;
        QSignalSpy solved(&hub, &EngineHub::solved);
        hub.solve(positions);
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 2, kWaitMs);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(solved[i][0].toInt(), i);
            const auto scores = solved[i][1].value<Evaluations>();
            const Position& p = positions[std::size_t(i)];
            QCOMPARE(int(scores.size()), bb::count(p.legalMoves()));
            QCOMPARE(scores.front().score, test::minimax(p));
            for (const ai::MoveEvaluation& e : scores) {
                QVERIFY(e.exact);
                QCOMPARE(e.score, -test::minimax(p.play(e.move)));
            }
        }
    }

    // The evaluation graph's request: a search of the position to the depth asked, answered as
    // scored(), never as the computer's move; at 8 empties a depth of 8 solves it, so the score
    // is the minimax's.
    void aScoreIsTheSearchsAndNotAMove() {
        std::mt19937_64 random(3);
        const GameRecord game = test::randomGame(random);
        Position p;
        for (int ply = 0; ply <= game.length(); ++ply) {
            p = game.positionAt(ply);
            if (p.emptyCount() <= 8 && p.legalMoves() != 0) break;
        }
        QVERIFY(p.emptyCount() <= 8 && p.legalMoves() != 0);
        ThreadedEngineHub hub;
        QSignalSpy scored(&hub, &EngineHub::scored);
        QSignalSpy thought(&hub, &EngineHub::thought);
        QSignalSpy progress(&hub, &EngineHub::progress);
        hub.score(p, 8);
        QVERIFY(scored.wait(kWaitMs));
        const auto result = scored[0][0].value<ai::SearchResult>();
        QVERIFY(result.exact);
        QCOMPARE(result.score, test::minimax(p));
        QCOMPARE(progress.count(), 0);  // the computer does not think
        // A think after it is answered as a move again.
        hub.think(p, ai::Limits::atDepth(1));
        QVERIFY(thought.wait(kWaitMs));
        QCOMPARE(scored.count(), 1);
    }

    // "My mistakes"' request: a library that cannot be opened is said, with its file.
    void anOwnGamesAnalysisSaysWhyTheLibraryCannotBeUsed() {
        ThreadedEngineHub hub;
        QSignalSpy progress(&hub, &EngineHub::ownGamesProgress);
        QSignalSpy analysed(&hub, &EngineHub::ownGamesAnalysed);
        hub.analyseOwnGames("/nonexistent-folder/games.db", "tester", {});
        QVERIFY(analysed.wait(kWaitMs));
        QCOMPARE(progress.count(), 0);
        QVERIFY(analysed[0][0].value<library::MistakesListing>().games.empty());
        QVERIFY2(analysed[0][1].toString().contains("nonexistent-folder"),
                 qPrintable(analysed[0][1].toString()));
    }
};

QTEST_MAIN(TestEngineHub)
#include "tst_engine_hub.moc"
