// The review as the engines run it, with a fake hub answering by hand: the positions asked, the
// progress, the mistakes sent to be explained and the summary, counted by hand.

#include <QtTest>

#include <bit>

#include "core/game_lines.h"
#include "core/notation.h"
#include "fake_engine_hub.h"
#include "printing.h"
#include "review_run.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// Every legal move of `p` scores 0 at `depth`, but `worse`, which loses 6 discs.
Evaluations scored(const Position& p, int depth, std::optional<Move> worse = {}) {
    Evaluations moves;
    for (Bitboard b = p.legalMoves(); b; b &= b - 1) {
        const Move m = Square::fromIndex(std::countr_zero(b));
        moves.push_back({.move = m, .score = m == worse ? -6 : 0, .depth = depth});
    }
    std::ranges::stable_sort(moves, std::greater<>{}, &ai::MoveEvaluation::score);
    return moves;
}

// f5 d6 c3 d3 c4: no pass, so each of the five positions before a move and the last one has
// a move to choose.
GameLines fiveMoves() {
    return GameLines(*GameRecord::fromTranscript("f5d6c3d3c4"));
}

struct Run {
    FakeEngineHub engines;
    GameAnalysis analysis;
    GameLines lines = fiveMoves();
    ReviewRun run{engines, analysis, lines};
    QSignalSpy progress{&run, &ReviewRun::progress};
    QSignalSpy scored{&run, &ReviewRun::scored};
    QSignalSpy reasons{&run, &ReviewRun::reasonsFound};
    QSignalSpy finished{&run, &ReviewRun::finished};

    ReviewSummary summary(int i = 0) const { return finished[i][0].value<ReviewSummary>(); }
};

}  // namespace

class TestReviewRun : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { qRegisterMetaType<ReviewSummary>(); }

    void asksForEveryPositionWithAChoiceThenExplainsTheMistakes() {
        Run r;
        r.run.start(8, 13);
        QVERIFY(r.run.isRunning());
        QCOMPARE(r.engines.last().kind, FakeEngineHub::Kind::Review);
        QCOMPARE(r.engines.last().limits.depth, 8);
        const GameRecord& game = r.lines.current();
        std::vector<Position> expected;
        for (int ply = 0; ply <= 5; ++ply)
            expected.push_back(game.positionAt(ply));
        QCOMPARE(r.engines.last().positions, expected);
        QCOMPARE(r.progress.count(), 1);
        QCOMPARE(r.progress[0], (QVariantList{0, 6}));
        // d3 (the fourth move, ply 4 after it) lost 6 discs.
        const Move d3 = game.moves()[3];
        for (int i = 0; i < 6; ++i) {
            const std::optional<Move> worse = i == 3 ? std::optional(d3) : std::nullopt;
            emit r.engines.reviewed(i, scored(expected[std::size_t(i)], 8, worse));
        }
        QCOMPARE(r.scored.count(), 6);
        QCOMPARE(r.progress.last(), (QVariantList{6, 6}));
        QCOMPARE(r.finished.count(), 0);
        // The one mistake, from the scores that judged it, at the depth of explanations.
        QCOMPARE(r.engines.mistakePositions, std::vector<Position>{expected[3]});
        QCOMPARE(r.engines.mistakeMoves, std::vector<Move>{d3});
        QCOMPARE(r.engines.mistakeScores, std::vector<Evaluations>{scored(expected[3], 8, d3)});
        QCOMPARE(r.engines.mistakeDepth, 8);
        ai::Explanation e;
        e.reasons.push_back({.tag = ai::ReasonTag::Corner});
        emit r.engines.mistakeExplained(0, e);
        QCOMPARE(r.reasons.count(), 1);
        QCOMPARE(r.finished.count(), 1);
        QCOMPARE(r.summary().end, ReviewSummary::End::Done);
        QCOMPARE(r.summary().mistakes, 1);
        using Count = std::pair<ai::ReasonTag, int>;
        QCOMPARE(r.summary().byReason, (std::vector<Count>{{ai::ReasonTag::Corner, 1}}));
        QVERIFY(!r.run.isRunning());
        QVERIFY(r.run.session().explanationOf(expected[3], d3));
    }

    void explainsNoDeeperThanAsked() {
        Run r;
        r.run.start(16, 13);
        const GameRecord& game = r.lines.current();
        for (int i = 0; i < 6; ++i) {
            const std::optional<Move> worse =
                i == 0 ? std::optional(game.moves()[0]) : std::nullopt;
            emit r.engines.reviewed(i, scored(game.positionAt(i), 16, worse));
        }
        QCOMPARE(r.engines.mistakeDepth, 13);
    }

    void withoutMistakesItEndsOnceAllIsScored() {
        Run r;
        r.run.start(4, 13);
        for (int i = 0; i < 6; ++i)
            emit r.engines.reviewed(i, scored(r.lines.current().positionAt(i), 4));
        QVERIFY(r.engines.mistakePositions.empty());
        QCOMPARE(r.finished.count(), 1);
        QCOMPARE(r.summary().end, ReviewSummary::End::Done);
        QCOMPARE(r.summary().mistakes, 0);
    }

    void positionsAlreadyScoredAsDeepAreNotAskedAgain() {
        Run r;
        const GameRecord& game = r.lines.current();
        for (int ply = 0; ply <= 5; ++ply)
            r.analysis.addMoves(game.positionAt(ply), scored(game.positionAt(ply), 10), true);
        r.run.start(8, 13);
        // Nothing left to search: the request only explains, and there is nothing to explain.
        QVERIFY(r.engines.last().positions.empty());
        QCOMPARE(r.progress.last(), (QVariantList{6, 6}));
        QCOMPARE(r.finished.count(), 1);
        QCOMPARE(r.summary().end, ReviewSummary::End::Done);
    }

    void aFullBoardHasNothingToReview() {
        Run r;
        r.lines = GameLines(GameRecord(*parseBoard(std::string(64, 'X') + " X")));
        r.run.start(4, 13);
        QVERIFY(!r.run.isRunning());
        QCOMPARE(r.engines.requests.size(), std::size_t{0});
        QCOMPARE(r.progress.last(), (QVariantList{0, 0}));
        QCOMPARE(r.finished.count(), 1);
        QCOMPARE(r.summary().end, ReviewSummary::End::NothingToReview);
    }

    void stoppingCancelsAndSaysWhy() {
        Run r;
        r.run.start(4, 13);
        QVERIFY(r.engines.running);
        emit r.engines.reviewed(0, scored(r.lines.current().positionAt(0), 4));
        r.run.stop(ReviewSummary::End::GameChanged);
        QVERIFY(!r.engines.running);
        QVERIFY(!r.run.isRunning());
        QCOMPARE(r.finished.count(), 1);
        QCOMPARE(r.summary().end, ReviewSummary::End::GameChanged);
        // A late answer changes nothing; stopping again says nothing.
        emit r.engines.reviewed(1, scored(r.lines.current().positionAt(1), 4));
        QCOMPARE(r.scored.count(), 1);
        r.run.stop(ReviewSummary::End::Cancelled);
        QCOMPARE(r.finished.count(), 1);
    }
};

QTEST_MAIN(TestReviewRun)
#include "tst_review_run.moc"
