#include <QtTest>

#include "core/game_clock.h"

using namespace hasami;

class TestGameClock : public QObject {
    Q_OBJECT
  private slots:
    // Each side's time left is its time control less its own moves' times.
    void countsEachSidesMoves() {
        const auto game = parseGgf("(;GM[Othello]TI[0:10]B[f5//1.5]W[d6//2.25]B[c3//0.5]W[d3];)");
        QVERIFY(game.ok());
        const GameClock clock(*parseTimeControl(game->timeControl), *game);
        QCOMPARE(clock.remaining(Color::Black), 8.0);
        QCOMPARE(clock.remaining(Color::White), 7.75);
    }

    // A game without times leaves the clocks full; a move recorded later counts.
    void recordsMovesAfterTheGame() {
        const auto game = parseGgf("(;GM[Othello]B[f5];)");
        QVERIFY(game.ok());
        GameClock clock({.seconds = 60}, *game);
        QCOMPARE(clock.remaining(Color::Black), 60.0);
        clock.record(Color::White, 4);
        QCOMPARE(clock.remaining(Color::White), 56.0);
        QCOMPARE(clock.remaining(Color::Black), 60.0);
    }

    // An increment is added after each of the side's moves.
    void addsTheIncrement() {
        const auto game = parseGgf("(;GM[Othello]TI[1:00/2]B[f5//3]W[d6//1];)");
        QVERIFY(game.ok());
        const GameClock clock(*parseTimeControl(game->timeControl), *game);
        QCOMPARE(clock.remaining(Color::Black), 59.0);
        QCOMPARE(clock.remaining(Color::White), 61.0);
        QCOMPARE(clock.increment(), 2.0);
    }
};

QTEST_APPLESS_MAIN(TestGameClock)
#include "tst_game_clock.moc"
