// "Keep the result to the end": the solver's replies in random endgames checked against a
// plain minimax (each one a best move for the defender), and the user's next position scored
// as minimax scores it, to the end of the game.

#include <QtTest>

#include "library/best_defence.h"
#include "minimax.h"
#include "random_games.h"

using namespace hasami;
using namespace hasami::library;
using test::minimax;

namespace {

// The position at `empties` empty squares of a random game, with a legal move.
Position positionAt(unsigned seed, int empties) {
    std::mt19937_64 random(seed);
    const GameRecord game = test::randomGame(random);
    for (int ply = 0; ply <= game.length(); ++ply) {
        const Position& p = game.positionAt(ply);
        if (p.emptyCount() <= empties && p.legalMoves() != 0) return p;
    }
    return game.positionAt(game.length());
}

// A move of the side to move that keeps minimax's value.
Move bestByMinimax(const Position& p) {
    const int value = minimax(p);
    Move best = Move::pass();
    bb::forEachBit(p.legalMoves(), [&](int sq) {
        const Move m(Square::fromIndex(sq));
        if (best.isPass() && -minimax(p.play(m)) == value) best = m;
    });
    return best;
}

}  // namespace

class TestBestDefence : public QObject {
    Q_OBJECT
  private slots:
    // The user keeps the value with minimax's moves; the solver's replies never let it rise,
    // so the game ends with exactly the value minimax gave the first position.
    void theDefenceHoldsTheUserToTheExactResult() {
        ai::Engine engine;
        for (const unsigned seed : {1u, 2u, 3u, 4u}) {
            Position p = positionAt(seed, 10);
            const Color user = p.sideToMove();
            const int value = minimax(p);
            int userMoves = 0;
            while (!p.isGameOver()) {
                QCOMPARE(p.sideToMove(), user);
                p = p.play(bestByMinimax(p));
                ++userMoves;
                Position before = p;
                const Defence defence = bestDefence(engine, p, user);
                QVERIFY(!defence.stopped);
                for (const Move reply : defence.replies) {
                    if (before.mustPass()) before = before.passed();  // the user passes
                    QVERIFY(before.sideToMove() != user);
                    // A best reply: the defender's value after it is minimax's of the position.
                    QCOMPARE(-minimax(before.play(reply)), minimax(before));
                    before = before.play(reply);
                }
                if (before.mustPass()) before = before.passed();  // the defender passes
                QVERIFY(before.isGameOver() || before.sideToMove() == user);
                QCOMPARE(defence.position, before);
                p = defence.position;
                if (p.isGameOver()) {
                    QVERIFY(defence.scores.empty());
                    break;
                }
                // The user's moves there, each scored as minimax scores it, best first.
                QCOMPARE(int(defence.scores.size()), bb::count(p.legalMoves()));
                for (const ai::MoveEvaluation& e : defence.scores)
                    QCOMPARE(e.score, -minimax(p.play(e.move)));
                QCOMPARE(defence.scores.front().score, value);
            }
            QVERIFY(userMoves > 0);
            QCOMPARE(finalResultFor(p, user), value);
        }
    }

    // Hand-counted. A full board, black on the first five rows (40), white on the rest (24):
    // +16 for black, -16 for white. Black's 60 discs and 4 empty squares, no white disc: the
    // empty squares go to the winner, +64.
    void theFinalResultIsTheSidesOwn() {
        const Bitboard firstFiveRows = (Bitboard(1) << 40) - 1;
        const Position full = Position::fromColors(firstFiveRows, ~firstFiveRows, Color::White);
        QVERIFY(full.isGameOver());
        QCOMPARE(finalResultFor(full, Color::Black), 16);
        QCOMPARE(finalResultFor(full, Color::White), -16);
        const Position emptied = Position::fromColors((Bitboard(1) << 60) - 1, 0, Color::Black);
        QVERIFY(emptied.isGameOver());
        QCOMPARE(finalResultFor(emptied, Color::Black), 64);
        QCOMPARE(finalResultFor(emptied, Color::White), -64);
    }

    void aStoppedEngineSaysSo() {
        ai::Engine engine;
        const std::uint64_t stops = engine.stopRequests();
        engine.stop();
        Position p = positionAt(1, 12);
        const Defence defence =
            bestDefence(engine, p.play(bestByMinimax(p)), p.sideToMove(), stops);
        QVERIFY(defence.stopped);
        QVERIFY(defence.scores.empty());
    }
};

QTEST_MAIN(TestBestDefence)
#include "tst_best_defence.moc"
