// The evaluation graph's scores against an opponent that does not search: which positions are
// asked for, one at a time, and what their answers fill in.

#include <QtTest>

#include "core/game_lines.h"
#include "core/notation.h"
#include "fake_engine_hub.h"
#include "graph_scores.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

class TestGraphScores : public QObject {
    Q_OBJECT
  private slots:
    void eachPositionWithoutAScoreIsAskedForInTurn() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        GameLines lines(*GameRecord::fromTranscript("f5d6c3"));
        const GameRecord& game = lines.current();
        // The position after d6 has a score already (the computer's own search, say).
        analysis.addScore(game.positionAt(2), {5, 12, false, false});
        GraphScores scores(engines, analysis, lines);
        QSignalSpy scored(&scores, &GraphScores::scored);
        scores.start();
        QVERIFY(scores.isRunning());
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Score);
        QCOMPARE(engines.last().position, game.positionAt(0));
        QCOMPARE(engines.last().depth, GraphScores::kDepth);
        emit engines.scored({.score = 1, .depth = GraphScores::kDepth, .pv = {}});
        QCOMPARE(scored.count(), 1);
        QCOMPARE(engines.last().position, game.positionAt(1));
        emit engines.scored({.score = -2, .depth = GraphScores::kDepth, .pv = {}});
        // Ply 2 is skipped; ply 3 is the last.
        QCOMPARE(engines.last().position, game.positionAt(3));
        emit engines.scored({.score = 4, .depth = GraphScores::kDepth, .pv = {}});
        QVERIFY(!scores.isRunning());
        QCOMPARE(engines.requests.size(), std::size_t{3});
        // From black's view: black moves at plies 0 and 2, white at 1 and 3.
        QCOMPARE(analysis.blackScores(game), (std::vector<std::optional<int>>{1, 2, 5, -4}));
    }

    void aForcedPassAndTheEndAreNotAskedFor() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        // Black to move; after black's c1 white has no move but black still has: white passes.
        const Position start = *parseBoard(
            "XO------"
            "O-------" +
            std::string(32, '-') +
            "X-------"
            "-------- X");
        GameRecord record(start);
        QVERIFY(record.play(*Square::parse("c1")));  // and white's pass after it
        QCOMPARE(record.length(), 2);
        QVERIFY(record.positionAt(1).mustPass());
        GameLines lines(record);
        GraphScores scores(engines, analysis, lines);
        scores.start();
        QCOMPARE(engines.last().position, start);
        emit engines.scored({.score = 10, .depth = GraphScores::kDepth, .pv = {}});
        // The position after the pass, not the one before it.
        QCOMPARE(engines.last().position, lines.current().positionAt(2));
        QCOMPARE(engines.requests.size(), std::size_t{2});
    }

    void aDroppedRequestsAnswerIsIgnored() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        GameLines lines(*GameRecord::fromTranscript("f5"));
        GraphScores scores(engines, analysis, lines);
        QSignalSpy scored(&scores, &GraphScores::scored);
        scores.start();
        scores.drop();
        emit engines.scored({.score = 1, .depth = GraphScores::kDepth, .pv = {}});
        QCOMPARE(scored.count(), 0);
        QVERIFY(!analysis.blackScores(lines.current())[0]);
    }
};

QTEST_MAIN(TestGraphScores)
#include "tst_graph_scores.moc"
