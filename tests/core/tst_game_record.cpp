#include <QtTest>

#include "core/game_record.h"
#include "core/notation.h"
#include "printing.h"
#include "random_games.h"

using namespace hasami;

namespace {

// White to move has no move; black's only move c1 then ends the game.
Position whiteMustPass() {
    return *parseBoard("XO------" + std::string(56, '-') + " O");
}

Square sq(const char* name) {
    return *Square::parse(name);
}

}  // namespace

class TestGameRecord : public QObject {
    Q_OBJECT
  private slots:
    void playUndoRedo() {
        GameRecord record;
        QVERIFY(!record.canUndo());
        QVERIFY(!record.undo());
        QVERIFY(record.play(sq("f5")));
        QVERIFY(record.play(sq("d6")));
        QCOMPARE(record.ply(), 2);
        QCOMPARE(record.current().sideToMove(), Color::Black);
        QVERIFY(!record.play(sq("a1")));  // illegal: nothing changes
        QCOMPARE(record.ply(), 2);
        QVERIFY(record.undo());
        QCOMPARE(record.ply(), 1);
        QCOMPARE(record.current().sideToMove(), Color::White);
        QVERIFY(record.canRedo());
        QVERIFY(record.redo());
        QCOMPARE(record.transcript(), std::string("f5d6"));
        QVERIFY(!record.redo());
    }

    void playingAfterUndoDropsTheRedoTail() {
        GameRecord record = *GameRecord::fromTranscript("f5d6c3d3c4");
        QVERIFY(record.jumpTo(2));
        QVERIFY(record.play(sq("c5")));
        QCOMPARE(record.length(), 3);
        QVERIFY(!record.canRedo());
        QCOMPARE(record.transcript(), std::string("f5d6c5"));
    }

    void jumpTo() {
        GameRecord record = *GameRecord::fromTranscript("f5d6c3d3c4");
        QVERIFY(record.jumpTo(0));
        QCOMPARE(record.current(), Position::start());
        QVERIFY(record.jumpTo(5));
        QCOMPARE(record.transcript(), std::string("f5d6c3d3c4"));
        QVERIFY(!record.jumpTo(6));
        QVERIFY(!record.jumpTo(-1));
        QCOMPARE(record.ply(), 5);
    }

    void aForcedPassAtTheStartIsRecordedOnceAndNeverPlayedAgain() {
        GameRecord record(whiteMustPass());
        // Nobody can choose the pass: the record holds it from the start.
        QCOMPARE(record.length(), 1);
        QCOMPARE(record.ply(), 1);
        QVERIFY(record.moves()[0].isPass());
        QCOMPARE(record.current().sideToMove(), Color::Black);
        QVERIFY(!record.play(Move::pass()));  // no second pass
        QVERIFY(record.play(sq("c1")));
        QVERIFY(record.current().isGameOver());
        QCOMPARE(record.current().discCount(Color::Black), 3);
        QVERIFY(record.undo());
        QCOMPARE(record.ply(), 1);  // before c1, black to move: the pass stays played
        QVERIFY(!record.canUndo());
        QVERIFY(!record.undo());
        // Browsing back to the start keeps every move.
        QVERIFY(record.jumpTo(0));
        QCOMPARE(record.ply(), 1);
        QCOMPARE(record.length(), 2);
        QVERIFY(record.redo());
        QVERIFY(record.current().isGameOver());
        QCOMPARE(record.fullTranscript(), std::string("c1"));
    }

    void theWholeGameIsCopiedWhereverTheCursorIs() {
        GameRecord record = *GameRecord::fromTranscript("f5d6c3d3c4");
        QVERIFY(record.jumpTo(2));
        QCOMPARE(record.transcript(), std::string("f5d6"));
        QCOMPARE(record.fullTranscript(), std::string("f5d6c3d3c4"));
    }

    void aPassInTheMiddleGoesBackAndForthWithItsMove() {
        // Random games until one has a forced pass with moves after it.
        std::mt19937_64 rng(3);
        GameRecord game;
        int passPly = -1;
        while (passPly < 0) {
            game = test::randomGame(rng);
            for (int i = 1; i + 1 < game.length(); ++i) {
                if (game.moves()[i].isPass()) passPly = i;
            }
        }
        const Color mover = game.positionAt(passPly - 1).sideToMove();
        QVERIFY(game.jumpTo(passPly + 1));
        QCOMPARE(game.current().sideToMove(), mover);  // the same side moves again
        QVERIFY(game.undo());
        QCOMPARE(game.ply(), passPly - 1);  // the pass went back with the move that forced it
        QCOMPARE(game.current().sideToMove(), mover);
        QVERIFY(game.redo());
        QCOMPARE(game.ply(), passPly + 1);  // and comes forward with it
        QVERIFY(game.jumpTo(passPly));
        QCOMPARE(game.ply(), passPly + 1);  // a jump never rests where the mover must pass
        QVERIFY(!game.current().mustPass());
    }

    void gameEndKeepsUndo() {
        GameRecord record(whiteMustPass());
        QVERIFY(record.play(sq("c1")));
        QVERIFY(record.current().isGameOver());
        QVERIFY(!record.play(Move::pass()));
        QVERIFY(record.canUndo());
    }

    void badTranscriptLeavesNothing() {
        const auto record = GameRecord::fromTranscript("f5d6c3x9");
        QVERIFY(!record.ok());
        QCOMPARE(record.error().token, std::string("x9"));
        QCOMPARE(record.error().index, 3);
    }
};

QTEST_APPLESS_MAIN(TestGameRecord)
#include "tst_game_record.moc"
