// The analysis store: moves are judged only within one search, the graph takes the deepest.

#include <QtTest>

#include "core/notation.h"
#include "ffo.h"
#include "game_analysis.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

ai::MoveEvaluation eval(const char* move, int score, int depth) {
    return {*Square::parse(move), score, depth, false, false};
}

}  // namespace

class TestGameAnalysis : public QObject {
    Q_OBJECT
  private slots:
    void aMoveIsJudgedByTheSearchOfThePositionBeforeIt() {
        const GameRecord game = *GameRecord::fromTranscript("f5d6c3");
        GameAnalysis a;
        // The position after d6 scored by the hints: c3 and c4 equal.
        a.addMoves(game.positionAt(2), {eval("c3", 4, 13), eval("c4", 4, 13), eval("c5", -6, 13)},
                   true);
        // A shallow search of the next position says something else: it must not count.
        a.addScore(game.positionAt(3), {-12, 3, false, false});
        const auto judged = a.judge(game);
        QCOMPARE(judged.size(), std::size_t{3});
        QVERIFY(!judged[0] && !judged[1]);  // nothing searched every move there
        QVERIFY(judged[2]);
        QCOMPARE(judged[2]->score, 4);
        QCOMPARE(judged[2]->loss(), 0);
        QVERIFY(GameAnalysis::mistakes(judged).empty());
        // c5 instead would have lost ten discs in that search: a mistake.
        const GameRecord other = *GameRecord::fromTranscript("f5d6c5");
        QCOMPARE(GameAnalysis::mistakes(a.judge(other)), std::vector<int>{3});
    }

    void mistakesCarryTheirFirstReasonAndAreCountedByIt() {
        // After f5 d6: c3 best (+4), c5 and c4 ten and six discs worse: two mistakes.
        const GameRecord game = *GameRecord::fromTranscript("f5d6");
        GameAnalysis a;
        a.addMoves(game.positionAt(2), {eval("c3", 4, 13), eval("c4", -2, 13), eval("c5", -6, 13)},
                   true);
        const GameRecord c5 = *GameRecord::fromTranscript("f5d6c5");
        const GameRecord c4 = *GameRecord::fromTranscript("f5d6c4");
        QVERIFY(!a.judge(c5)[2]->reason);  // not explained yet
        a.addReasons(game.positionAt(2), *Square::parse("c5"),
                     {ai::ReasonTag::Corner, ai::ReasonTag::Mobility});
        a.addReasons(game.positionAt(2), *Square::parse("c4"), {ai::ReasonTag::Mobility});
        QCOMPARE(a.judge(c5)[2]->reason, std::optional(ai::ReasonTag::Corner));
        QCOMPARE(a.judge(c4)[2]->reason, std::optional(ai::ReasonTag::Mobility));
        // One game with both mistakes is not possible here; count each game's.
        using Counts = std::vector<std::pair<ai::ReasonTag, int>>;
        QCOMPARE(GameAnalysis::mistakesByReason(a.judge(c5)), (Counts{{ai::ReasonTag::Corner, 1}}));
        // Two judgements side by side: the most frequent reason first.
        auto judged = a.judge(c5);
        judged.push_back(a.judge(c4)[2]);
        judged.push_back(a.judge(c4)[2]);
        QCOMPARE(GameAnalysis::mistakesByReason(judged),
                 (Counts{{ai::ReasonTag::Mobility, 2}, {ai::ReasonTag::Corner, 1}}));
        // An explanation with no reason leaves the judgement without one.
        a.addReasons(game.positionAt(2), *Square::parse("c5"), {});
        QVERIFY(!a.judge(c5)[2]->reason);
        a.clear();
        QVERIFY(a.judge(c5).back() == std::nullopt);
    }

    void theGraphKeepsTheDeepestScoreOfEachPosition() {
        const GameRecord game = *GameRecord::fromTranscript("f5d6");
        GameAnalysis a;
        a.addScore(game.positionAt(1), {3, 12, false, false});  // white to move: black's -3
        a.addScore(game.positionAt(1), {9, 5, false, false});   // shallower: ignored
        a.addMoves(game.positionAt(2), {eval("c3", 2, 8)}, false);
        a.addScore(game.positionAt(2), {-1, 4, false, false});  // shallower than the hints
        const auto black = a.blackScores(game);
        QCOMPARE(black[0], std::optional<int>());
        QCOMPARE(black[1], std::optional<int>(-3));
        QCOMPARE(black[2], std::optional<int>(2));
        a.addScore(game.positionAt(2), {6, 20, true, false});  // exact beats any depth
        QCOMPARE(a.blackScores(game)[2], std::optional<int>(6));
    }

    void aShallowReviewDoesNotReplaceDeeperHints() {
        const GameRecord game = *GameRecord::fromTranscript("f5");
        GameAnalysis a;
        a.addMoves(game.positionAt(1), {eval("d6", 0, 14), eval("f6", -2, 14)}, true);
        // Two of the three moves hinted: the position is searched all the same.
        const auto positions = a.startReview(game, 4);
        QCOMPARE(positions.size(), std::size_t{2});
        QCOMPARE(a.reviewed(1, {eval("f6", 1, 4), eval("d6", -1, 4)}), 1);
        QCOMPARE(a.moves(game.positionAt(1)).front().depth, 14);
        QVERIFY(a.complete(game.positionAt(1)));
        a.markIncomplete();
        QVERIFY(!a.complete(game.positionAt(1)));
    }

    // #66 item 2: moves known from a search as deep as one asked for stand for it. After f5,
    // white has d6, f4, f6; 59 empties, so levels and depths ask a midgame depth there.
    void movesSearchedAsDeepCoverASearch() {
        const Position p = GameRecord::fromTranscript("f5")->current();
        GameAnalysis a;
        QVERIFY(!a.covers(p, ai::Limits::atDepth(1)));  // nothing known
        a.addMoves(p, {eval("d6", 0, 14), eval("f6", -2, 14)}, true);
        QVERIFY(!a.covers(p, ai::Limits::atDepth(4)));  // f4 missing
        a.addMoves(p, {eval("d6", 0, 14), eval("f4", 0, 14), eval("f6", -2, 14)}, true);
        QVERIFY(a.covers(p, ai::Limits::atDepth(4)));
        QVERIFY(a.covers(p, ai::Limits::atDepth(14)));
        QVERIFY(!a.covers(p, ai::Limits::atDepth(15)));
        QVERIFY(a.covers(p, ai::Limits::atLevel(18)));     // 13 plies
        QVERIFY(!a.covers(p, ai::Limits::atLevel(20)));    // 22 plies
        QVERIFY(!a.covers(p, ai::Limits::forSeconds(1)));  // its depth is not known
        ai::Limits chances = ai::Limits::atLevel(18);
        chances.humanChancesRating = 1500;
        QVERIFY(!a.covers(p, chances));  // the players' shares were not found
        auto withShares = a.moves(p);
        for (ai::MoveEvaluation& m : withShares)
            m.humanChance = 0.3;
        a.addMoves(p, withShares, true);
        QVERIFY(a.covers(p, chances));
    }

    // Near the end a depth or a level asks for the exact score: a midgame depth does not do.
    void nearTheEndOnlyExactScoresCover() {
        const Position p = test::ffoEntries("fforum-1-19.obf")[0].position;
        QCOMPARE(p.emptyCount(), 14);
        GameAnalysis a;
        std::vector<ai::MoveEvaluation> midgame;
        for (Bitboard b = p.legalMoves(); b; b &= b - 1)
            midgame.push_back({.move = Square::fromIndex(std::countr_zero(b)), .depth = 20});
        QVERIFY(!midgame.empty());
        a.addMoves(p, midgame, true);
        QVERIFY(!a.covers(p, ai::Limits::atDepth(14)));  // 14 empties: exact asked
        auto exact = midgame;
        for (ai::MoveEvaluation& m : exact) {
            m.exact = true;
            m.depth = 14;
        }
        a.addMoves(p, exact, true);
        QVERIFY(a.covers(p, ai::Limits::atDepth(14)));
        QVERIFY(a.covers(p, ai::Limits::atLevel(18)));  // exact from 19 empties
    }
};

QTEST_APPLESS_MAIN(TestGameAnalysis)
#include "tst_game_analysis.moc"
