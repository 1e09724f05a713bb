// The window as a user drives it: clicks on the board, the toolbar's actions, and what the
// status bar says.

#include <QtTest>

#include <QAction>
#include <QClipboard>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QTranslator>

#include "autosave.h"
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

    void init() { Autosave().remove(); }

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
        QCOMPARE(window.statusBar()->currentMessage(), QString("Black wins 64–0"));
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

    // Defect: the list's highlight moved with the arrow keys and the board did not.
    void theMoveListAndTheKeysMoveThroughTheGameInStep() {
        MainWindow window;
        window.resize(900, 680);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        playTwoHumans(window);
        window.controller().loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7"));
        QTableView& list = window.moveList();
        list.setFocus();
        list.setCurrentIndex(list.model()->index(3, 0));  // a click on the fourth move
        QCOMPARE(window.controller().record().ply(), 4);
        QTest::keyClick(&list, Qt::Key_Down);
        QTest::keyClick(&list, Qt::Key_Down);
        QCOMPARE(window.controller().record().ply(), 6);
        QCOMPARE(list.currentIndex().row(), 5);
        QTest::keyClick(&list, Qt::Key_Up);
        QCOMPARE(window.controller().record().ply(), 5);
        // The same keys on the board: Left/Right one ply, Home/End the ends.
        window.board().setFocus();
        QTest::keyClick(&window.board(), Qt::Key_Left);
        QCOMPARE(window.controller().record().ply(), 4);
        QCOMPARE(list.currentIndex().row(), 3);
        QTest::keyClick(&window.board(), Qt::Key_Right);
        QCOMPARE(window.controller().record().ply(), 5);
        QTest::keyClick(&window.board(), Qt::Key_Home);
        QCOMPARE(window.controller().record().ply(), 0);
        QVERIFY(!list.currentIndex().isValid());
        QTest::keyClick(&window.board(), Qt::Key_End);
        QCOMPARE(window.controller().record().ply(), 10);
        QCOMPARE(list.currentIndex().row(), 9);
        QCOMPARE(window.board().position(), window.controller().record().current());
    }

    // Defect: Ctrl+C copied the game only up to the position shown.
    void copyTakesTheWholeGame() {
        MainWindow window;
        playTwoHumans(window);
        window.controller().loadGame(*GameRecord::fromTranscript("f5d6c3d3c4"));
        window.controller().jumpTo(2);
        QAction* copy = action(window, "Copy &game");
        QVERIFY(copy);
        QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
        copy->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QString("f5d6c3d3c4"));
        QCOMPARE(window.controller().record().ply(), 2);
    }

    void theTitleNamesTheFileAndMarksChanges() {
        MainWindow window;
        playTwoHumans(window);
        QTemporaryDir dir;
        const QString path = dir.filePath("game.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("f5d6\n");
        file.close();
        window.openFile(path);
        QCOMPARE(window.windowTitle(), QString("game.txt[*] — Hasami"));
        QVERIFY(!window.isWindowModified());
        window.controller().jumpTo(1);  // looking is no change
        QVERIFY(!window.isWindowModified());
        window.controller().goToEnd();
        click(window, "c3");
        QVERIFY(window.isWindowModified());
        QCOMPARE(QSettings().value("recentFiles").toStringList().value(0),
                 QFileInfo(path).absoluteFilePath());
    }

    // Defect: the Japanese toolbar showed the menus' accelerators, "新規対局(N)".
    void toolbarTextsHaveNoAccelerators() {
        QTranslator translator;
        QVERIFY(translator.load(":/i18n/hasami_ja.qm"));
        QCoreApplication::installTranslator(&translator);
        {
            MainWindow window;
            for (QToolBar* bar : window.findChildren<QToolBar*>()) {
                for (QAction* a : bar->actions()) {
                    if (a->isSeparator()) continue;
                    QVERIFY2(!a->iconText().contains('(') && !a->iconText().contains('&'),
                             qPrintable(a->iconText()));
                }
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }

    // Issue: a game in progress was lost with a crash or a kill.
    void anUnsavedGameSurvivesAKill() {
        {
            MainWindow window;
            playTwoHumans(window);
            click(window, "f5");
            click(window, "d6");
            QVERIFY(QFile::exists(Autosave().path()));
        }  // gone without closing, as if killed
        MainWindow again;
        QVERIFY(again.unsavedGame());
        QCOMPARE(again.unsavedGame()->fullTranscript(), std::string("f5d6"));
        QVERIFY(QFile::exists(Autosave().path()));  // kept until the user decides
        again.restoreUnsavedGame();
        QCOMPARE(again.controller().record().fullTranscript(), std::string("f5d6"));
        QVERIFY(again.isWindowModified());
        QVERIFY(QFile::exists(Autosave().path()));
        // Saved to a file: nothing left to keep safe.
        again.controller().setFilePath(QDir::temp().filePath("saved.txt"));
        QVERIFY(!QFile::exists(Autosave().path()));
    }

    void aDiscardedUnsavedGameIsGone() {
        {
            MainWindow window;
            playTwoHumans(window);
            click(window, "f5");
        }
        MainWindow again;
        QVERIFY(again.unsavedGame());
        again.discardUnsavedGame();
        QVERIFY(!again.unsavedGame());
        QVERIFY(!QFile::exists(Autosave().path()));
        QCOMPARE(again.controller().record().length(), 0);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
