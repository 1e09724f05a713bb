// The controller as the window uses it: signals with their arguments for moves, passes, the
// end of the game, undo and redo, and the computer's moves through the worker thread.

#include <QtTest>

#include <bit>

#include "core/notation.h"
#include "core/symmetry.h"
#include "game_controller.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Square sq(const char* name) {
    return *Square::parse(name);
}

Settings humans() {
    Settings s;
    s.computerPlaysBlack = false;
    s.computerPlaysWhite = false;
    return s;
}

// A new game in which the computer plays white, searching to `level` or, if `seconds` is set,
// for that long a move.
void playAgainstWhite(GameController& c, int level, double seconds = 0) {
    Settings s;
    s.level = level;
    s.secondsPerMove = seconds;
    s.computerPlaysWhite = true;
    c.setSettings(s);
    c.newGame();
}

// Black to move; after black's c1 white has no move but black still has: white passes.
Position passAfterC1() {
    return *parseBoard(
        "XO------"
        "O-------" +
        std::string(32, '-') +
        "X-------"
        "-------- X");
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT
  private slots:
    void aMoveEmitsEverySignalWithItsArguments() {
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy legal(&c, &GameController::legalMovesChanged);
        QSignalSpy score(&c, &GameController::scoreChanged);
        QSignalSpy history(&c, &GameController::historyChanged);
        c.playSquare(sq("f5"));
        QCOMPARE(position.count(), 1);
        const Position after = Position::start().play(sq("f5"));
        QCOMPARE(position[0][0].value<Position>(), after);
        QCOMPARE(position[0][1].value<Bitboard>(), sq("e5").bit());  // the disc that flipped
        QCOMPARE(position[0][2].value<std::optional<Square>>(), std::optional<Square>(sq("f5")));
        QCOMPARE(legal.count(), 1);
        QCOMPARE(legal[0][0].value<Bitboard>(), after.legalMoves());
        QCOMPARE(score[0][0].toInt(), 4);
        QCOMPARE(score[0][1].toInt(), 1);
        QCOMPARE(history[0][0].toStringList(), QStringList{"f5"});
        QCOMPARE(history[0][1].toInt(), 1);
    }

    void theOpeningIsNamedAsTheGameGoes() {
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy opening(&c, &GameController::openingChanged);
        const auto last = [&] { return opening.last().at(0).toString(); };
        c.playSquare(sq("f5"));
        QCOMPARE(opening.count(), 1);
        QCOMPARE(last(), QString());  // one first move up to symmetry: no name yet
        c.playSquare(sq("d6"));
        QCOMPARE(last(), QString("Perpendicular"));
        for (const char* move : {"c3", "d3", "c4"})
            c.playSquare(sq(move));
        QCOMPARE(opening.count(), 5);
        QCOMPARE(last(), QString("Tiger"));
        c.playSquare(sq("f4"));  // no name of its own: still the Tiger
        QCOMPARE(last(), QString("Tiger"));
        c.playSquare(sq("f6"));
        QCOMPARE(last(), QString("Stephenson"));
        c.undo();
        QCOMPARE(last(), QString("Tiger"));
        c.jumpTo(4);
        QCOMPARE(last(), QString("Perpendicular"));
        c.redo();
        QCOMPARE(last(), QString("Tiger"));
        c.newGame();
        QCOMPARE(last(), QString());
    }

    void theOpeningIsNamedInAnyOrientation() {
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy opening(&c, &GameController::openingChanged);
        // The Tiger mirrored in the h1-a8 diagonal.
        const auto tiger = parseTranscript("f5d6c3d3c4");
        std::string mirrored;
        for (const Move m : *tiger)
            mirrored += transform(m, Symmetry::FlipAntiDiagonal).name();
        QCOMPARE(mirrored, std::string("d3c5f6f5e6"));
        for (std::size_t i = 0; i < mirrored.size(); i += 2)
            c.playSquare(*Square::parse(mirrored.substr(i, 2)));
        QCOMPARE(opening.last().at(0).toString(), QString("Tiger"));
        // A game opened from a file: the Buffalo turned a half turn, by the other move order.
        const auto buffalo = parseTranscript("f5f6e6d6c3");
        std::string rotated;
        for (const Move m : *buffalo)
            rotated += transform(m, Symmetry::Rotate180).name();
        QCOMPARE(rotated, std::string("c4c3d3e3f6"));
        c.loadGame(*GameRecord::fromTranscript(rotated));
        QCOMPARE(opening.last().at(0).toString(), QString("Buffalo"));
        // Not from the standard start: no opening.
        c.newGameFrom(GameRecord::fromTranscript("f5d6")->current());
        QCOMPARE(opening.last().at(0).toString(), QString());
    }

    void anIllegalClickChangesNothing() {
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy notice(&c, &GameController::notice);
        c.playSquare(sq("a1"));
        c.playSquare(sq("d4"));  // occupied
        QCOMPARE(position.count(), 0);
        QCOMPARE(notice.count(), 2);
        QCOMPARE(c.record().ply(), 0);
    }

    void aForcedPassIsAnnouncedAndUndoneWithItsMove() {
        GameController c;
        c.setSettings(humans());
        const Position start = passAfterC1();
        QVERIFY(start.isLegal(sq("c1")));
        QVERIFY(start.play(sq("c1")).mustPass());
        c.newGameFrom(start);
        QSignalSpy passed(&c, &GameController::passed);
        QSignalSpy history(&c, &GameController::historyChanged);
        c.playSquare(sq("c1"));
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed[0][0].value<Color>(), Color::White);
        QCOMPARE(history.last()[0].toStringList(), (QStringList{"c1", "pass"}));
        QCOMPARE(c.record().current().sideToMove(), Color::Black);  // black moves again
        c.undo();
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(c.record().current(), start);
        QCOMPARE(passed.count(), 1);  // undo does not announce the pass again
        c.redo();
        QCOMPARE(c.record().ply(), 2);
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
    }

    void theEndOfTheGameIsAnnouncedAndUndoStaysAvailable() {
        GameController c;
        c.setSettings(humans());
        // White to move must pass; black's c1 then ends the game 3-0.
        QSignalSpy passed(&c, &GameController::passed);
        c.newGameFrom(*parseBoard("XO------" + std::string(56, '-') + " O"));
        // Nobody can click a pass: the controller plays the forced one itself.
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed[0][0].value<Color>(), Color::White);
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QSignalSpy over(&c, &GameController::gameOver);
        c.playSquare(sq("c1"));
        QCOMPARE(over.count(), 1);
        QCOMPARE(over[0][0].toString(), QString("Black wins 3–0"));
        QVERIFY(c.record().canUndo());
        c.undo();
        QVERIFY(!c.record().current().isGameOver());
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        // Redo reaches the end again and says so again.
        c.redo();
        QVERIFY(c.record().current().isGameOver());
        QCOMPARE(over.count(), 2);
        QCOMPARE(over[1][0].toString(), QString("Black wins 3–0"));
        QVERIFY(!c.record().canRedo());
    }

    void undoAndRedoTakeTheComputersReplyWithTheMoveItAnswered() {
        GameController c;
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        const std::vector<Move> played = c.record().moves();
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.undo();
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(position.count(), 1);
        QCOMPARE(position[0][0].value<Position>(), Position::start());
        c.redo();
        QCOMPARE(c.record().ply(), 2);  // black's move and white's recorded reply
        QCOMPARE(c.record().moves(), played);
        QCOMPARE(position[1][0].value<Position>(), c.record().positionAt(2));
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QVERIFY(!c.isThinking());
        QCOMPARE(thinking.count(), 0);  // the computer did not search again
    }

    void theComputerAnswers() {
        GameController c;
        playAgainstWhite(c, 1);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QVERIFY(!c.isThinking());
        QVERIFY(thinking.count() >= 2);
        QCOMPARE(thinking.first()[0].toBool(), true);
        QCOMPARE(thinking.last()[0].toBool(), false);
    }

    void lookingBackAtTheComputersTurnKeepsTheGame() {
        GameController c;
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        c.playSquare(Square::fromIndex(std::countr_zero(c.record().current().legalMoves())));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 4, 10000);
        const std::vector<Move> played = c.record().moves();
        QSignalSpy notice(&c, &GameController::notice);
        c.jumpTo(1);  // white, the computer, to move
        QVERIFY(!c.isThinking());
        QCOMPARE(notice.count(), 1);
        QCOMPARE(notice[0][0].toString(),
                 QString("White (the computer) plays on from the last position."));
        QTest::qWait(800);
        QCOMPARE(c.record().ply(), 1);
        QCOMPARE(c.record().moves(), played);
        // Forward to black's turn, then back to the end: the game is as it was.
        c.redo();
        QCOMPARE(c.record().ply(), 2);
        c.goToEnd();
        QCOMPARE(c.record().ply(), 4);
        QCOMPARE(c.record().moves(), played);
        QVERIFY(!c.isThinking());
    }

    void theGraphGetsTheComputersScores() {
        GameController c;
        playAgainstWhite(c, 3);
        QSignalSpy scores(&c, &GameController::scoresChanged);
        c.playSquare(sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        const auto black = scores.last()[0].value<std::vector<std::optional<int>>>();
        QCOMPARE(black.size(), std::size_t{3});
        QCOMPARE(scores.last()[1].toInt(), 2);
        QVERIFY(!black[0]);             // nobody searched the start (hints are off)
        QVERIFY(black[1].has_value());  // white's search, turned to black's view
        QVERIFY(std::abs(*black[1]) <= 64);
    }

    void reviewSearchesEveryPositionOfARealGame() {
        // A game from Logistello's collection (logbook.gam).
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/games/logistello-1000.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        GameController c;
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript(file.readAll().trimmed().toStdString()));
        QSignalSpy progress(&c, &GameController::reviewProgress);
        QSignalSpy finished(&c, &GameController::reviewFinished);
        QSignalSpy scores(&c, &GameController::scoresChanged);
        QSignalSpy mistakes(&c, &GameController::mistakesChanged);
        c.startReview(4);
        QVERIFY(c.isReviewing());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished[0][0].toBool(), true);
        const int total = progress.last()[1].toInt();
        QCOMPARE(progress.last()[0].toInt(), total);
        QVERIFY(total >= 55);
        // Every position of the game now has a score on the graph.
        const auto black = scores.last()[0].value<std::vector<std::optional<int>>>();
        for (int ply = 0; ply <= c.record().length(); ++ply) {
            if (!c.record().positionAt(ply).mustPass())
                QVERIFY2(black[ply].has_value(), qPrintable(QString::number(ply)));
        }
        // Each mistake is a move after which the mover's score fell by more than the limit.
        for (const int ply : mistakes.last()[0].value<QList<int>>()) {
            const bool blackMoved = c.record().positionAt(ply - 1).sideToMove() == Color::Black;
            const int before = *black[ply - 1] * (blackMoved ? 1 : -1);
            int next = ply;
            while (!black[next])
                ++next;
            const int after = *black[next] * (blackMoved ? 1 : -1);
            QVERIFY(before - after > GameController::kMistakeDiscs);
        }
    }

    void aReviewCanBeCancelled() {
        GameController c;
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        QSignalSpy finished(&c, &GameController::reviewFinished);
        c.startReview(20);
        QTest::qWait(100);
        QElapsedTimer timer;
        timer.start();
        c.cancelReview();
        QVERIFY(timer.elapsed() < 50);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished[0][0].toBool(), false);
        QVERIFY(!c.isReviewing());
    }

    void computerAgainstComputerPlaysAWholeGame() {
        GameController c;
        Settings s;
        s.level = 1;
        s.computerPlaysBlack = true;
        s.computerPlaysWhite = true;
        c.setSettings(s);
        QSignalSpy over(&c, &GameController::gameOver);
        c.newGame();
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 60000);
        QVERIFY(c.record().current().isGameOver());
        // The graph ends with the final disc difference.
        QSignalSpy scores(&c, &GameController::scoresChanged);
        c.goToStart();
        c.goToEnd();
        const auto black = scores.last()[0].value<std::vector<std::optional<int>>>();
        const Position& end = c.record().current();
        QCOMPARE(black.back(),
                 std::optional<int>(end.discCount(Color::Black) - end.discCount(Color::White)));
        QVERIFY(c.record().length() >= 9);
    }

    void undoAndNewGameWhileThinkingDropTheStaleMoveAndNeverBlock() {
        GameController c;
        playAgainstWhite(c, 1, 30);  // a search that would run long
        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        QTest::qWait(200);
        QElapsedTimer timer;
        timer.start();
        c.undo();
        QVERIFY2(timer.elapsed() < 50, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!c.isThinking());
        QCOMPARE(c.record().ply(), 0);
        // Nothing arrives later from the cancelled search.
        QSignalSpy position(&c, &GameController::positionChanged);
        QTest::qWait(800);
        QCOMPARE(position.count(), 0);
        QCOMPARE(c.record().ply(), 0);

        c.playSquare(sq("f5"));
        QTest::qWait(100);
        timer.restart();
        c.newGame();
        QVERIFY2(timer.elapsed() < 50, qPrintable(QString::number(timer.elapsed())));
        QTest::qWait(800);
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(c.record().current(), Position::start());

        // And the event loop stays responsive while the engine thinks.
        c.playSquare(sq("f5"));
        for (int i = 0; i < 10; ++i) {
            timer.restart();
            QTest::qWait(20);
            QVERIFY2(timer.elapsed() < 20 + 50, qPrintable(QString::number(timer.elapsed())));
        }
    }

    void changingSettingsWhileThinkingRestartsTheSearch() {
        GameController c;
        playAgainstWhite(c, 1, 30);
        c.playSquare(sq("f5"));
        QTest::qWait(100);
        Settings quick = c.settings();
        quick.secondsPerMove = 0;
        c.setSettings(quick);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 5000);
    }
};

QTEST_MAIN(TestGameController)
#include "tst_game_controller.moc"
