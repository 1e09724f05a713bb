// Playing without a mouse: the board's keyboard cursor, and what the board tells a screen
// reader through Qt's accessibility interfaces.

#include <QtTest>

#include <QAccessible>

#include "board_view.h"
#include "main_window.h"
#include "printing.h"
#include "test_settings_store.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Square square(const char* name) {
    return *Square::parse(name);
}

// After f5: white to move, with d6, f4 and f6 to play.
void showAfterF5(BoardView& board) {
    const Position p = Position::start().play(square("f5"));
    board.setPosition(p);
    board.setHighlightedMoves(p.legalMoves());
    board.setLastMove(square("f5"));
}

QAccessibleInterface* squareOf(QAccessibleInterface* board, const char* name) {
    return board->child(square(name).index());
}

}  // namespace

class TestBoardAccessibility : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { useTestSettings(); }

    // Issue #43: the board could not be played from the keyboard.
    void arrowsMoveTheCursorAndEnterOrSpacePlays() {
        BoardView board;
        board.resize(400, 400);
        showAfterF5(board);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setFocus();
        QSignalSpy clicked(&board, &BoardView::squareClicked);
        QVERIFY(!board.cursor());
        // The first arrow shows the cursor on the first legal move; the next ones move it.
        QTest::keyClick(&board, Qt::Key_Down);
        QCOMPARE(board.cursor(), square("f4"));
        QTest::keyClick(&board, Qt::Key_Down);
        QTest::keyClick(&board, Qt::Key_Down);
        QCOMPARE(board.cursor(), square("f6"));
        QTest::keyClick(&board, Qt::Key_Left);
        QTest::keyClick(&board, Qt::Key_Left);
        QCOMPARE(board.cursor(), square("d6"));
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.last().at(0).value<Square>(), square("d6"));
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Space);
        QCOMPARE(clicked.size(), 2);
        QCOMPARE(clicked.last().at(0).value<Square>(), square("f6"));
        // The edges hold it.
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(&board, Qt::Key_Up);
        QCOMPARE(board.cursor(), square("f1"));
        // A click is the mouse's turn: the cursor goes, until the next arrow.
        QTest::mouseClick(&board, Qt::LeftButton, {},
                          board.squareRect(square("a1")).center().toPoint());
        QVERIFY(!board.cursor());
        // Reached with Tab, the board shows it at once.
        board.clearFocus();
        QFocusEvent tabbedIn(QEvent::FocusIn, Qt::TabFocusReason);
        QApplication::sendEvent(&board, &tabbedIn);
        QCOMPARE(board.cursor(), square("f4"));
    }

    // In the window Left and Right step through the game, unless the cursor is on the board.
    void theCursorTakesLeftAndRightFromTheGame() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        Settings s = window.settings();
        s.seats.white = Seat::Human;
        window.changeSettings(s);
        window.controller().loadGame(*GameRecord::fromTranscript("f5d6"));
        BoardView& board = window.board();
        board.setFocus();
        QTest::keyClick(&board, Qt::Key_Left);
        QCOMPARE(window.controller().record().ply(), 1);
        QTest::keyClick(&board, Qt::Key_Right);
        QCOMPARE(window.controller().record().ply(), 2);
        QTest::keyClick(&board, Qt::Key_Down);  // the cursor, on c3 (black's first move)
        QCOMPARE(board.cursor(), square("c3"));
        QTest::keyClick(&board, Qt::Key_Left);
        QCOMPARE(window.controller().record().ply(), 2);
        QCOMPARE(board.cursor(), square("b3"));
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(window.controller().record().fullTranscript(), std::string("f5d6c3"));
        // Alt+Left and Alt+Right step through the game whatever has the focus.
        QTest::keyClick(&board, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(window.controller().record().ply(), 2);
        QTest::keyClick(&board, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(window.controller().record().ply(), 3);
        // Escape puts the cursor away, and Left is the game's again.
        QTest::keyClick(&board, Qt::Key_Escape);
        QVERIFY(!board.cursor());
        QTest::keyClick(&board, Qt::Key_Left);
        QCOMPARE(window.controller().record().ply(), 2);
    }

    // Issue #43: nothing told a screen reader what is on the board.
    void theBoardDescribesItselfToScreenReaders() {
        BoardView board;
        board.resize(400, 400);
        showAfterF5(board);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QAccessibleInterface* a11y = QAccessible::queryAccessibleInterface(&board);
        QVERIFY(a11y && a11y->isValid());
        QCOMPARE(a11y->childCount(), 64);
        QCOMPARE(a11y->text(QAccessible::Name), QString("Board"));
        QCOMPARE(a11y->text(QAccessible::Description),
                 QString("White to move. Last move: f5. Black 4, White 1."));

        QAccessibleInterface* f5 = squareOf(a11y, "f5");
        QVERIFY(f5 && f5->isValid());
        QCOMPARE(f5->text(QAccessible::Name), QString("f5"));
        QCOMPARE(f5->text(QAccessible::Description), QString("black disc"));
        QCOMPARE(f5->role(), QAccessible::Cell);
        QCOMPARE(f5->parent(), a11y);
        QCOMPARE(a11y->indexOfChild(f5), square("f5").index());
        QCOMPARE(squareOf(a11y, "d4")->text(QAccessible::Description), QString("white disc"));
        QCOMPARE(squareOf(a11y, "f6")->text(QAccessible::Description), QString("legal move"));
        QCOMPARE(squareOf(a11y, "a1")->text(QAccessible::Description), QString("empty"));
        // Where the square is on the screen, for a magnifier or a braille display's routing.
        const QRect f5OnScreen = f5->rect();
        const QPoint f5Centre = board.squareRect(square("f5")).center().toPoint();
        QVERIFY(f5OnScreen.contains(board.mapToGlobal(f5Centre)));
        QVERIFY(qAbs(f5OnScreen.width() - board.squareRect(square("f5")).width()) <= 1);
        QCOMPARE(a11y->childAt(f5OnScreen.center().x(), f5OnScreen.center().y()), f5);

        // The cursor's square has the focus, and the reader is told when it moves.
        board.setFocus();
        QTest::keyClick(&board, Qt::Key_Down);
        QAccessibleInterface* f4 = squareOf(a11y, "f4");
        QVERIFY(f4->state().focused);
        QVERIFY(!f5->state().focused);
        QCOMPARE(a11y->focusChild(), f4);

        // A new position is described anew.
        const Position p = Position::start().play(square("f5")).play(square("f6"));
        board.setPosition(p);
        board.setLastMove(square("f6"));
        QCOMPARE(a11y->text(QAccessible::Description),
                 QString("Black to move. Last move: f6. Black 3, White 3."));
        QCOMPARE(squareOf(a11y, "f6")->text(QAccessible::Description), QString("white disc"));
    }
};

QTEST_MAIN(TestBoardAccessibility)
#include "tst_board_accessibility.moc"
