// "My mistakes": the phases counted by hand, the user's losing moves of random games checked
// against a plain minimax where it can solve them, and a stop.

#include <QtTest>

#include "library/mistakes.h"
#include "minimax.h"
#include "random_games.h"

using namespace hasami;
using namespace hasami::library;
using test::minimax;

namespace {

// Solved to the end from 10 empties, where minimax is quick; a 1-ply search before, which
// this test does not check.
constexpr MistakeSearch kSearch{.depth = 1, .exactEmpties = 10, .minimumLoss = 4};

const auto kNever = [] { return false; };

}  // namespace

class TestMistakes : public QObject {
    Q_OBJECT
  private slots:
    void phasesAreCountedInEmptySquares() {
        QCOMPARE(phaseOf(60), Phase::Opening);
        QCOMPARE(phaseOf(41), Phase::Opening);
        QCOMPARE(phaseOf(40), Phase::Midgame);
        QCOMPARE(phaseOf(21), Phase::Midgame);
        QCOMPARE(phaseOf(20), Phase::Endgame);
        QCOMPARE(phaseOf(1), Phase::Endgame);
    }

    // At 10 empties or fewer: exactly the user's moves that lose 4 discs or more against
    // minimax's best, with the loss, a best move by minimax, and "result" first when the best
    // move's result (win, draw) is better than the played one's.
    void theUsersLosingMovesAreTheMistakes() {
        ai::Engine engine;
        int checked = 0;
        for (const unsigned seed : {1u, 2u, 3u}) {
            const std::vector<Move> game = test::randomGameMoves(seed);
            for (const Color user : {Color::Black, Color::White}) {
                const auto found = findMistakes(engine, game, user, kSearch, kNever);
                QVERIFY(found);
                std::vector<Mistake> late;
                for (const Mistake& m : *found) {
                    if (m.empties <= kSearch.exactEmpties) late.push_back(m);
                }
                std::vector<Mistake> expected;
                Position p = Position::start();
                for (std::size_t ply = 0; ply < game.size(); ++ply) {
                    if (game[ply].isPass()) {
                        p = p.passed();
                        continue;
                    }
                    if (p.sideToMove() == user && p.emptyCount() <= kSearch.exactEmpties &&
                        bb::count(p.legalMoves()) > 1) {
                        const int best = minimax(p);
                        const int played = -minimax(p.play(game[ply]));
                        if (best - played >= 4) {
                            const bool result =
                                (best > 0 && played <= 0) || (best == 0 && played < 0);
                            expected.push_back({.ply = int(ply),
                                                .played = game[ply],
                                                .best = {},  // any of the best moves: not compared
                                                .loss = best - played,
                                                .empties = p.emptyCount(),
                                                .reason = result
                                                              ? std::optional(ai::ReasonTag::Result)
                                                              : std::nullopt});
                        }
                    }
                    p = p.play(game[ply]);
                }
                QCOMPARE(late.size(), expected.size());
                for (std::size_t i = 0; i < expected.size(); ++i) {
                    QCOMPARE(late[i].ply, expected[i].ply);
                    QCOMPARE(late[i].played, expected[i].played);
                    QCOMPARE(late[i].loss, expected[i].loss);
                    QCOMPARE(late[i].empties, expected[i].empties);
                    QCOMPARE(late[i].phase(), Phase::Endgame);
                    if (expected[i].reason) QCOMPARE(late[i].reason, expected[i].reason);
                    // The best move named is one of minimax's best.
                    Position at = Position::start();
                    for (int k = 0; k < late[i].ply; ++k)
                        at = game[k].isPass() ? at.passed() : at.play(game[k]);
                    QCOMPARE(-minimax(at.play(late[i].best)), minimax(at));
                    ++checked;
                }
                // Every mistake is the user's and loses enough.
                for (const Mistake& m : *found) {
                    QVERIFY(m.loss >= 4);
                    QVERIFY(!m.played.isPass());
                }
            }
        }
        QVERIFY(checked >= 3);  // random games make mistakes to check
    }

    void aStopEndsTheSearch() {
        ai::Engine engine;
        QVERIFY(!findMistakes(engine, test::randomGameMoves(1), Color::Black, kSearch,
                              [] { return true; }));
    }
};

QTEST_MAIN(TestMistakes)
#include "tst_mistakes.moc"
