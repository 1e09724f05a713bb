// Hint mode's Why?: the explanation is searched on the worker, its lines show on the board as
// numbered ghost discs that the arrows step through and Escape clears, its reasons in the
// panel, and the game is never changed by it.

#include <QtTest>

#include <QAction>
#include <QLabel>

#include "board_view.h"
#include "core/notation.h"
#include "explanation_panel.h"
#include "main_window.h"
#include "printing.h"
#include "test_settings_store.h"
#include "window_actions.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// X's b2 next to the empty a1 lets O take it along b2 c3 d4 e5 (O f6): the position of
// tests/engine's explain_corner, with X (black) to move.
Position cornerPosition() {
    return *parseBoard("------------------O-O-----XXXO----OXXX-----X-O------------------ X");
}

}  // namespace

class TestExplanationOverlay : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { useTestSettings(); }

    void whyShowsTheLinesAndReasonsAndLeavesTheGame() {
        MainWindow window;
        window.resize(900, 700);
        GameController& c = window.controller();
        PlaySettings s = c.settings();
        s.seats = {Seat::Human, Seat::Human};
        s.hintLevel = 5;  // depth 2: a quick search
        c.setSettings(s);
        c.newGameFrom(cornerPosition());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardView& board = window.board();
        QAction* why = action(window, MainWindow::tr("&Why this move?"));
        QVERIFY(why);
        QVERIFY(!why->isEnabled());  // only in hint mode
        action(window, MainWindow::tr("&Hints"))->setChecked(true);
        QVERIFY(why->isEnabled());

        // W with the keyboard cursor on b2.
        const std::string before = c.record().fullTranscript();
        const Position shown = board.position();
        QSignalSpy ready(&c, &GameController::explanationReady);
        board.setFocus();
        QTest::keyClick(&board, Qt::Key_Down);  // shows the cursor
        while (board.cursor() != Square::parse("b2")) {
            const Square at = *board.cursor();
            QTest::keyClick(&board, at.row() > 1      ? Qt::Key_Up
                                    : at.row() < 1    ? Qt::Key_Down
                                    : at.column() > 1 ? Qt::Key_Left
                                                      : Qt::Key_Right);
        }
        why->trigger();
        QVERIFY(ready.wait(30000));
        const auto e = ready.last()[1].value<ai::Explanation>();
        QCOMPARE(e.moves.played, Move(*Square::parse("b2")));
        QVERIFY(e.moves.playedScore < e.moves.bestScore);

        // Shown: the move and its refutation as ghost discs numbered from 1, b2 black's.
        QVERIFY(board.ghostLine());
        const GhostLine& line = *board.ghostLine();
        QVERIFY(!line.showsBestLine());
        const int length = int(e.moves.refutation.size()) + 1;
        QCOMPARE(line.shown(), length);
        const auto discs = line.discs();
        QCOMPARE(discs.front().square, *Square::parse("b2"));
        QCOMPARE(discs.front().color, Color::Black);
        QCOMPARE(discs.front().number, 1);
        QCOMPARE(discs[1].color, Color::White);  // the reply
        QCOMPARE(discs[1].square, e.moves.refutation.front().square());
        // The reasons, worded, in the panel.
        auto* panel = window.findChild<QLabel*>("explanation");
        QVERIFY(panel && panel->isVisible());
        QVERIFY(panel->text().contains("a1"));
        // b2 next to the empty a1 is an X-square, and the panel names the tag before its words.
        QVERIFY2(panel->text().contains("<b>X-square</b>: plays next to an empty corner (a1 b2)"),
                 qPrintable(panel->text()));

        // Stepped: Left hides the last disc, Right shows it again, Up shows the best line.
        QTest::keyClick(&board, Qt::Key_Left);
        QCOMPARE(board.ghostLine()->shown(), length - 1);
        QCOMPARE(int(board.ghostLine()->discs().size()), length - 1);
        QTest::keyClick(&board, Qt::Key_Right);
        QCOMPARE(board.ghostLine()->shown(), length);
        QTest::keyClick(&board, Qt::Key_Up);
        QVERIFY(board.ghostLine()->showsBestLine());
        QCOMPARE(board.ghostLine()->discs().front().square, e.moves.best.square());

        // The game never moved: the arrows were the overlay's, not the window's steps.
        QCOMPARE(c.record().fullTranscript(), before);
        QCOMPARE(board.position(), shown);
        QCOMPARE(c.record().current(), cornerPosition());

        // Cleared by Escape, with the panel.
        QSignalSpy cleared(&board, &BoardView::ghostLineCleared);
        QTest::keyClick(&board, Qt::Key_Escape);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!board.ghostLine());
        QVERIFY(!panel->isVisible());
        QCOMPARE(c.record().current(), cornerPosition());
        // The hints go on after the explanation.
        QTRY_VERIFY_WITH_TIMEOUT(!board.hints().empty(), 30000);
    }

    void aMovePlayedClearsTheLines() {
        MainWindow window;
        GameController& c = window.controller();
        PlaySettings s = c.settings();
        s.seats = {Seat::Human, Seat::Human};
        s.hintLevel = 5;
        c.setSettings(s);
        c.newGameFrom(cornerPosition());
        action(window, MainWindow::tr("&Hints"))->setChecked(true);
        QSignalSpy ready(&c, &GameController::explanationReady);
        c.explainMove(*Square::parse("b2"));
        QVERIFY(ready.wait(30000));
        QVERIFY(window.board().ghostLine());
        QSignalSpy cleared(&window.board(), &BoardView::ghostLineCleared);
        c.playSquare(*Square::parse("b2"));
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!window.board().ghostLine());
    }

    void notExplainedOutsideHintModeOrForAnIllegalSquare() {
        GameController c;
        PlaySettings s = c.settings();
        s.seats = {Seat::Human, Seat::Human};
        c.setSettings(s);
        c.newGameFrom(cornerPosition());
        QSignalSpy started(&c, &GameController::explanationStarted);
        c.explainMove(*Square::parse("b2"));  // hints are off
        c.setHintsEnabled(true);
        c.explainMove(*Square::parse("a1"));  // not a legal move
        QCOMPARE(started.count(), 0);
    }

    // #66 item 2: each score says how the search that found it was made, from the scores the
    // explanation carries: one label when both were found alike, one each when not (a book
    // move against a searched one), never the depth of another search.
    void eachScoreSaysHowItWasFound() {
        const Move c4 = *Square::parse("c4");
        const Move e3 = *Square::parse("e3");
        ai::Explanation e;
        e.moves.played = e3;
        e.moves.playedScore = -14;
        e.moves.best = c4;
        e.moves.bestScore = -11;
        e.depth = 12;  // not the scores' own: never shown
        e.scores = {{.move = c4, .score = -11, .depth = 13},
                    {.move = e3, .score = -14, .depth = 13}};
        ExplanationPanel panel;
        panel.showExplanation(e);
        QVERIFY2(panel.text().startsWith("<b>e3</b> −14, best <b>c4</b> −11 (depth 13)"),
                 qPrintable(panel.text()));
        e.scores = {{.move = c4, .score = -11, .depth = 14, .exact = true},
                    {.move = e3, .score = -14, .depth = 14, .exact = true}};
        panel.showExplanation(e);
        QVERIFY2(panel.text().startsWith("<b>e3</b> −14, best <b>c4</b> −11 (exact)"),
                 qPrintable(panel.text()));
        e.scores = {{.move = c4, .score = -11, .depth = 20, .book = true},
                    {.move = e3, .score = -14, .depth = 13}};
        panel.showExplanation(e);
        QVERIFY2(panel.text().startsWith("<b>e3</b> −14 (depth 13), best <b>c4</b> −11 (book)"),
                 qPrintable(panel.text()));
    }
};

QTEST_MAIN(TestExplanationOverlay)
#include "tst_explanation_overlay.moc"
