// The hints and Why? as the engines run them, with a fake hub answering by hand: what is asked,
// what the analysis keeps, and what is shown.

#include <QtTest>

#include <bit>

#include "ai/levels.h"
#include "fake_engine_hub.h"
#include "hints_run.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// Every legal move of `p` scores `score` at `depth`.
Evaluations scored(const Position& p, int depth, int score = 0) {
    Evaluations moves;
    for (Bitboard b = p.legalMoves(); b; b &= b - 1)
        moves.push_back(
            {.move = Square::fromIndex(std::countr_zero(b)), .score = score, .depth = depth});
    return moves;
}

PlaySettings atHintLevel(int level) {
    PlaySettings s;
    s.hintLevel = level;
    s.hintHumanChances = false;
    return s;
}

}  // namespace

class TestHintsRun : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { qRegisterMetaType<Evaluations>(); }

    void hintsDeepenUntilCompleteAndAreKept() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        const PlaySettings settings = atHintLevel(5);
        HintsRun hints(engines, analysis, settings);
        QSignalSpy shown(&hints, &HintsRun::hintsChanged);
        const GameRecord game = *GameRecord::fromTranscript("f5");
        hints.start(game);
        // Nothing known yet: shown empty, then searched at the hint level.
        QCOMPARE(shown.count(), 1);
        QVERIFY(shown[0][0].value<Evaluations>().empty());
        QVERIFY(hints.isHinting(game.current()));
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Hint);
        QCOMPARE(engines.last().limits.level, 5);
        QCOMPARE(hints.started(), 1);
        emit engines.analysed(scored(game.current(), 4), false);
        QVERIFY(hints.isHinting());
        emit engines.analysed(scored(game.current(), 6, 2), true);
        QVERIFY(!hints.isHinting());
        QCOMPARE(shown.last()[0].value<Evaluations>(), scored(game.current(), 6, 2));
        QCOMPARE(shown.last()[1].toBool(), true);
        QCOMPARE(analysis.moves(game.current()), scored(game.current(), 6, 2));
        // Complete: shown at once the next time, with no search.
        hints.start(game);
        QCOMPARE(engines.requests.size(), std::size_t{1});
        QCOMPARE(shown.last()[1].toBool(), true);
        QCOMPARE(hints.started(), 1);
    }

    void hintsAsDeepAsTheLevelAreNotSearchedAgain() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        const PlaySettings settings = atHintLevel(5);
        HintsRun hints(engines, analysis, settings);
        const GameRecord game = *GameRecord::fromTranscript("f5d6");
        // A review searched every move as deep as level 5's midgame depth.
        const int depth = ai::level(5).midgameDepth;
        analysis.addMoves(game.current(), scored(game.current(), depth), false);
        hints.start(game);
        QVERIFY(engines.requests.empty());
        QVERIFY(analysis.complete(game.current()));
    }

    void whyIsExplainedFromTheHintsWhenAsDeep() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        const PlaySettings settings = atHintLevel(18);
        HintsRun hints(engines, analysis, settings);
        QCOMPARE(hints.explanationDepth(), HintsRun::kMaxExplanationDepth);
        QSignalSpy started(&hints, &HintsRun::explanationStarted);
        QSignalSpy ready(&hints, &HintsRun::explanationReady);
        QSignalSpy analysed(&hints, &HintsRun::analysed);
        const GameRecord game = *GameRecord::fromTranscript("f5");
        const Position& p = game.current();
        const Square d6 = *Square::parse("d6");
        // Nothing known: a search of every move, then the lines.
        hints.explain(p, d6);
        QCOMPARE(started.count(), 1);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Explain);
        QCOMPARE(engines.last().depth, HintsRun::kMaxExplanationDepth);
        ai::Explanation e;
        e.scores = scored(p, HintsRun::kMaxExplanationDepth);
        emit engines.explained(e);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready[0][0].value<Position>(), p);
        // Its scores stand for the hints that were not complete.
        QCOMPARE(analysed.count(), 1);
        QCOMPARE(analysis.moves(p), e.scores);
        QVERIFY(!hints.isExplaining());
        // Now known as deep: only the lines are searched.
        hints.explain(p, d6);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::ExplainFrom);
        QCOMPARE(engines.last().scores, e.scores);
    }

    void theHintEnginesFailureIsSaidOnce() {
        FakeEngineHub engines;
        GameAnalysis analysis;
        PlaySettings settings = atHintLevel(5);
        settings.engines = {{.name = "edax", .command = "edax", .folder = {}}};
        settings.hintSource = "edax";
        HintsRun hints(engines, analysis, settings);
        QSignalSpy failed(&hints, &HintsRun::failed);
        const GameRecord game = *GameRecord::fromTranscript("f5d6c3");
        hints.start(game);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::HintWithHintEngine);
        QCOMPARE(engines.last().moves, game.moves());
        emit engines.hintsFailed("edax quit");
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed[0][0].toString(), QString("edax quit"));
        QVERIFY(!hints.isHinting());
        emit engines.hintsFailed("edax quit");
        QCOMPARE(failed.count(), 1);
    }
};

QTEST_MAIN(TestHintsRun)
#include "tst_hints_run.moc"
