// The window as a user drives it: clicks on the board, the toolbar's actions, and what the
// status bar says.

#include <QtTest>

#include <QAction>
#include <QStatusBar>

#include "board_view.h"
#include "core/notation.h"
#include "main_window.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

QAction* action(MainWindow& window, const QString& text) {
    for (QAction* a : window.findChildren<QAction*>()) {
        if (a->text() == text) return a;
    }
    return nullptr;
}

void click(MainWindow& window, const char* square) {
    BoardView& board = window.board();
    QTest::mouseClick(&board, Qt::LeftButton, {},
                      board.squareRect(*Square::parse(square)).center().toPoint());
}

void playTwoHumans(MainWindow& window) {
    Settings s = window.controller().settings();
    s.computerPlaysBlack = false;
    s.computerPlaysWhite = false;
    window.controller().setSettings(s);
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        // The window reads and writes its settings: keep them away from the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("HasamiTest");
        QSettings().clear();
    }

    void theResultShowsAtTheEndAndGoesWithAnUndo() {
        MainWindow window;
        window.resize(800, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        playTwoHumans(window);
        // White must pass; black's c1 then ends the game.
        window.controller().newGameFrom(*parseBoard("XO------" + std::string(56, '-') + " O"));
        click(window, "c1");
        QVERIFY(window.controller().record().current().isGameOver());
        QCOMPARE(window.statusBar()->currentMessage(), QString("Black wins 3–0"));
        QAction* undo = action(window, "&Undo");
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QVERIFY(!window.controller().record().current().isGameOver());
        QCOMPARE(window.statusBar()->currentMessage(), QString());
    }

    void newGameKeepsThePlayers() {
        MainWindow window;
        playTwoHumans(window);
        click(window, "f5");
        click(window, "d6");  // white is a human too: the click plays
        QCOMPARE(window.controller().record().ply(), 2);
        QAction* newGame = action(window, "&New game");
        QVERIFY(newGame);
        QCOMPARE(newGame->shortcut(), QKeySequence(QKeySequence::New));
        newGame->trigger();
        QCOMPARE(window.controller().record().ply(), 0);
        QVERIFY(!window.controller().isComputer(Color::Black));
        QVERIFY(!window.controller().isComputer(Color::White));
        // And the choice of players is kept for the next start.
        QSettings store;
        QVERIFY(!Settings::load(store).computerPlaysWhite);
    }

    void aClickOutsideTheBoardOrOnAnIllegalSquareChangesNothing() {
        MainWindow window;
        playTwoHumans(window);
        QTest::mouseClick(&window.board(), Qt::LeftButton, {}, QPoint(1, 1));
        click(window, "a1");
        QCOMPARE(window.controller().record().ply(), 0);
        QCOMPARE(window.statusBar()->currentMessage(), QString("a1 is not a legal move here."));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
