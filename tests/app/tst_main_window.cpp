// The window as a user drives it: clicks on the board, the toolbar's actions, and what the
// status bar says.

#include <QtTest>

#include <QAccessible>
#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QToolBar>
#include <QTranslator>

#include "autosave.h"
#include "board_view.h"
#include "core/notation.h"
#include "default_library.h"
#include "editor_panel.h"
#include "explorer_panel.h"
#include "main_window.h"
#include "modal.h"
#include "printing.h"
#include "status_text.h"
#include "test_settings_store.h"
#include "unsaved_games_dialog.h"
#include "window_actions.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

void click(MainWindow& window, const char* square) {
    BoardView& board = window.board();
    QTest::mouseClick(&board, Qt::LeftButton, {},
                      board.squareRect(*Square::parse(square)).center().toPoint());
}

void playTwoHumans(MainWindow& window) {
    Settings s = window.settings();
    s.seats = {Seat::Human, Seat::Human};
    window.changeSettings(s);
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text);
    return path;
}

QString readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QPushButton* buttonNamed(QWidget* parent, const QString& text) {
    for (QPushButton* button : parent->findChildren<QPushButton*>()) {
        if (button->text() == text) return button;
    }
    return nullptr;
}

std::string transcript(const MainWindow& window) {
    return const_cast<MainWindow&>(window).controller().record().fullTranscript();
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { useTestSettings(); }

    void init() { QDir(Autosave::defaultFolder()).removeRecursively(); }

    // Issue #66: the first start had no library ("choose one in Settings", which could only
    // browse to an existing one): one is made, empty, and the explorer says how to fill it.
    void aFirstStartMakesAnEmptyLibrary() {
        QSettings().remove("library/path");
        QVERIFY(!QFileInfo::exists(defaultLibraryPath()));
        MainWindow window;
        QVERIFY(QFileInfo::exists(defaultLibraryPath()));
        QCOMPARE(QSettings().value("library/path").toString(), defaultLibraryPath());
        auto* explorer = window.findChild<ExplorerPanel*>();
        QVERIFY(explorer);
        QVERIFY2(explorer->status().startsWith("No games in the library yet: "),
                 qPrintable(explorer->status()));
        // A user who chose no library keeps none.
        QSettings().setValue("library/path", QString());
        QFile::remove(defaultLibraryPath());
        MainWindow none;
        QVERIFY(!QFileInfo::exists(defaultLibraryPath()));
        QVERIFY(none.findChild<ExplorerPanel*>()->status().startsWith("No games library"));
        QSettings().remove("library/path");
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
        QCOMPARE(window.statusBar()->currentMessage(), QString("Black wins 64–0"));
        QAction* undo = action(window, "&Undo");
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QVERIFY(!window.controller().record().current().isGameOver());
        QCOMPARE(window.statusBar()->currentMessage(), QString());
    }

    // An engine that cannot be run is said in a message box that does not stop the game:
    // Hasami's own engine answers, and it stays the computer's engine at the next start.
    void aFailedExternalEngineIsShownAndLeftForHasamis() {
        // The window stores the settings: the other tests play with Hasami's engine.
        const auto forget = qScopeGuard([] { QSettings().clear(); });
        Settings s;
        s.useBook = false;
        s.level = 1;
        s.engines = {{"Broken", "/no/such/engine", QString(), ExternalEngine::Protocol::NBoard}};
        s.opponent = "Broken";
        {
            QSettings store;
            s.save(store);
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.controller().settings().opponent, QString("Broken"));
        click(window, "f5");
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (box = window.findChild<QMessageBox*>("externalEngineProblem")) != nullptr, 30000);
        QVERIFY2(box->text().startsWith("Broken failed: cannot run '/no/such/engine'"),
                 qPrintable(box->text()));
        QTRY_COMPARE_WITH_TIMEOUT(window.controller().record().ply(), 2, 30000);
        QCOMPARE(window.controller().record().moves()[0], Move(*Square::parse("f5")));
        QSettings store;
        QCOMPARE(Settings::load(store).opponent, QString());
        QCOMPARE(Settings::load(store).engines, s.engines);
        box->accept();
    }

    // Issue #43: a timed game shows both clocks, and Pause, there for any players then, holds
    // them and says so.
    void pauseHoldsATimedGame() {
        // The window stores the settings: the other tests play without a clock.
        const auto forget = qScopeGuard([] { QSettings().clear(); });
        MainWindow window;
        Settings s = window.settings();
        s.useBook = false;
        s.seats = {Seat::Human, Seat::Computer};
        s.timeControl = true;
        s.clockMinutes = 1;
        window.changeSettings(s);
        window.controller().newGame();
        auto* black = window.findChild<QLabel*>("blackClock");
        auto* white = window.findChild<QLabel*>("whiteClock");
        QVERIFY(black && white && !black->isHidden() && !white->isHidden());
        QCOMPARE(white->text(), QString("1:00"));
        QVERIFY(window.controller().clockRuns());
        QAction* pause = action(window, "&Pause");
        QVERIFY(pause && pause->isEnabled());
        pause->trigger();
        QVERIFY(!window.controller().clockRuns());
        QCOMPARE(window.findChild<QLabel*>("turn")->text(), QString("Black to move: paused"));
        pause->trigger();
        QVERIFY(window.controller().clockRuns());
        QCOMPARE(window.findChild<QLabel*>("turn")->text(), QString("Black to move"));
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
        answer(QMessageBox::Discard);  // the game is in no file: the window asks
        newGame->trigger();
        QCOMPARE(window.controller().record().ply(), 0);
        QVERIFY(!window.controller().isComputer(Color::Black));
        QVERIFY(!window.controller().isComputer(Color::White));
        // And the choice of players is kept for the next start.
        QSettings store;
        QCOMPARE(Settings::load(store).seats, (Seats{Seat::Human, Seat::Human}));
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
        QString path;
        {
            MainWindow window;
            playTwoHumans(window);
            click(window, "f5");
            click(window, "d6");
            path = window.autosave().path();
            QVERIFY(QFile::exists(path));
        }  // gone without closing, as if killed
        MainWindow again;
        QVERIFY(again.unsavedGame());
        QCOMPARE(again.unsavedGame()->lines.current().fullTranscript(), std::string("f5d6"));
        QVERIFY(QFile::exists(path));  // kept until the user decides
        again.restoreUnsavedGame();
        QCOMPARE(transcript(again), std::string("f5d6"));
        QVERIFY(again.isWindowModified());
        QVERIFY(QFile::exists(again.autosave().path()));
        // Saved to a file: nothing left to keep safe.
        again.controller().setFilePath(QDir::temp().filePath("saved.txt"));
        QVERIFY(!QFile::exists(again.autosave().path()));
        QVERIFY(!QFile::exists(path));
    }

    void aDiscardedUnsavedGameIsGone() {
        QString path;
        {
            MainWindow window;
            playTwoHumans(window);
            click(window, "f5");
            path = window.autosave().path();
        }
        MainWindow again;
        QVERIFY(again.unsavedGame());
        again.discardUnsavedGame();
        QVERIFY(!again.unsavedGame());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(again.controller().record().length(), 0);
    }

    // Issue #43: the autosave kept only the line shown, without the review's scores.
    void theWholeGameSurvivesAKill() {
        std::map<GameAnalysis::Key, GameAnalysis::Entry> analysed;
        {
            MainWindow window;
            playTwoHumans(window);
            for (const char* square : {"f5", "d6", "c3"})
                click(window, square);
            window.controller().jumpTo(2);
            click(window, "c5");  // line 2: f5 d6 c5
            QCOMPARE(window.controller().lines().count(), 2);
            QSignalSpy reviewed(&window.controller(), &GameController::reviewFinished);
            window.controller().startReview(2);
            QVERIFY(reviewed.wait(20000));
            analysed = window.controller().analysis().entries();
            // Every position of the line shown, from the start to f5 d6 c5.
            QCOMPARE(analysed.size(), std::size_t(4));
        }
        MainWindow again;
        QVERIFY(again.unsavedGame());
        again.restoreUnsavedGame();
        const GameLines& lines = again.controller().lines();
        QCOMPARE(lines.count(), 2);
        QCOMPARE(lines.line(0).fullTranscript(), std::string("f5d6c3"));
        QCOMPARE(lines.line(1).fullTranscript(), std::string("f5d6c5"));
        QCOMPARE(lines.branchPly(1), 2);
        QCOMPARE(lines.currentIndex(), 1);
        QCOMPARE(again.controller().record().ply(), 3);
        QVERIFY(again.controller().analysis().entries() == analysed);
    }

    // Issue #43: two windows shared one autosave; the second offered the first's live game,
    // and after both crashed only one game was left.
    void eachWindowKeepsItsOwnGame() {
        {
            MainWindow first;
            playTwoHumans(first);
            click(first, "f5");
            MainWindow second;
            QVERIFY(!second.unsavedGame());  // the first's game is live, not left behind
            second.discardUnsavedGame();
            QVERIFY(QFile::exists(first.autosave().path()));
            QVERIFY(first.autosave().path() != second.autosave().path());
            playTwoHumans(second);
            click(second, "e6");
        }  // both gone, as if they crashed
        MainWindow again;
        QStringList games;
        for (const auto& left : again.unsavedGames())
            games << QString::fromStdString(left.game.lines.current().fullTranscript());
        games.sort();
        QCOMPARE(games, QStringList({"e6", "f5"}));
        // A window started meanwhile sees neither: they are this one's to offer.
        MainWindow other;
        QVERIFY(!other.unsavedGame());
    }

    // Issue #43: an autosave that could not be read was deleted at start without a word.
    void anUnreadableAutosaveIsKeptAndNamed() {
        QDir().mkpath(Autosave::defaultFolder());
        const QString path = QDir(Autosave::defaultFolder()).filePath("autosave-1.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"hasami-game\", \"ver");
        file.close();
        MainWindow window;
        QVERIFY(!window.unsavedGame());
        QCOMPARE(window.autosaveProblems().size(), 1);
        const QString kept = QDir(Autosave::defaultFolder()).filePath("unreadable/autosave-1.json");
        QVERIFY2(window.autosaveProblems().front().contains(kept),
                 qPrintable(window.autosaveProblems().front()));
        QCOMPARE(readFile(kept), QString("{\"format\": \"hasami-game\", \"ver"));
    }

    // Issue #43: New game, Open, Open recent and the editor's Play replaced an unsaved game
    // without asking, and its autosave went with it.
    void newGameAsksBeforeAnUnsavedGameGoes() {
        MainWindow window;
        playTwoHumans(window);
        click(window, "f5");
        click(window, "d6");
        QAction* newGame = action(window, "&New game");
        QString asked;
        bool autosaveKept = false;
        whenShown<QMessageBox>([&](QMessageBox* box) {
            asked = box->text();
            autosaveKept = QFile::exists(window.autosave().path());
            QVERIFY(box->button(QMessageBox::Save) && box->button(QMessageBox::Discard));
            box->button(QMessageBox::Cancel)->click();
        });
        newGame->trigger();
        QVERIFY(!asked.isEmpty());
        QVERIFY(autosaveKept);
        QCOMPARE(transcript(window), std::string("f5d6"));
        QVERIFY(QFile::exists(window.autosave().path()));

        answer(QMessageBox::Discard);
        newGame->trigger();
        QCOMPARE(transcript(window), std::string());
        QVERIFY(!QFile::exists(window.autosave().path()));
    }

    void saveAnswersTheQuestionWithTheGameInAFile() {
        MainWindow window;
        playTwoHumans(window);
        click(window, "f5");
        QTemporaryDir dir;
        const QString path = dir.filePath("kept.txt");
        answer(QMessageBox::Save);
        chooseFile(path);
        action(window, "&New game")->trigger();
        QCOMPARE(readFile(path), QString("f5\n"));
        QCOMPARE(transcript(window), std::string());
    }

    void openRecentAndTheEditorAskToo() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "recent.txt", "f5d6c3\n");
        MainWindow window;
        playTwoHumans(window);
        window.openFile(path);  // now a recent file
        window.controller().newGame();
        click(window, "f5");
        QMenu* recent = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>()) {
            if (menu->title() == "Open &recent") recent = menu;
        }
        QVERIFY(recent && !recent->actions().isEmpty());
        QAction* open = recent->actions().front();
        QString asked;
        answer(QMessageBox::Cancel, &asked);
        open->trigger();
        QVERIFY(!asked.isEmpty());
        QCOMPARE(transcript(window), std::string("f5"));

        action(window, "&Edit board")->trigger();
        QPushButton* play = nullptr;
        for (QPushButton* button : window.findChildren<QPushButton*>()) {
            if (button->text() == "Play") play = button;
        }
        QVERIFY(play);
        asked.clear();
        answer(QMessageBox::Cancel, &asked);
        play->click();
        QVERIFY(!asked.isEmpty());
        QCOMPARE(transcript(window), std::string("f5"));
        answer(QMessageBox::Discard);
        play->click();
        QCOMPARE(window.controller().record().length(), 0);
    }

    // Save writes to the game's own file and asks only for a game in no file; Save As, in the
    // Game menu, chooses another.
    void saveKeepsToItsFileAndSaveAsChoosesAnother() {
        MainWindow window;
        playTwoHumans(window);
        click(window, "f5");
        QTemporaryDir dir;
        const QString first = dir.filePath("first.txt");
        const QString second = dir.filePath("second.ggf");
        QAction* save = action(window, "&Save");
        QAction* saveAs = action(window, "Save &As…");
        QVERIFY(save && saveAs);
        QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QVERIFY(window.menuBar()->actions().front()->menu()->actions().contains(saveAs));
        chooseFile(first);  // a game in no file: Save asks where
        save->trigger();
        QCOMPARE(readFile(first), QString("f5\n"));
        click(window, "d6");
        save->trigger();  // now it writes that file without asking
        QCOMPARE(readFile(first), QString("f5d6\n"));
        QVERIFY(!window.isWindowModified());

        click(window, "c3");
        chooseFile(second);
        saveAs->trigger();
        QVERIFY2(readFile(second).contains("B[f5]") && readFile(second).contains("B[c3]"),
                 qPrintable(readFile(second)));
        QCOMPARE(readFile(first), QString("f5d6\n"));
        QCOMPARE(window.windowTitle(), QString("second.ggf[*] — Hasami"));
        QCOMPARE(window.controller().document().path(), second);
    }

    // Ctrl+Y redoes as Ctrl+Shift+Z does, as the shortcuts window and the user guide say.
    void ctrlYRedoesAsCtrlShiftZDoes() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        playTwoHumans(window);
        click(window, "f5");
        click(window, "d6");
        window.controller().goToStart();
        QTest::keyClick(&window, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(window.controller().record().ply(), 1);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.controller().record().ply(), 2);
    }

    // Issue #66: Help → Keyboard shortcuts was written by hand and lacked W, Escape, Ctrl+Q
    // and Pause. Every shortcut of every action is in it now, with the board's own keys.
    void theShortcutsHelpNamesEveryShortcut() {
        MainWindow window;
        QString help;
        whenShown<QMessageBox>([&help](QMessageBox* box) {
            help = box->text();
            box->accept();
        });
        action(window, "&Keyboard shortcuts")->trigger();
        QVERIFY(!help.isEmpty());
        int named = 0;
        for (QAction* a : window.findChildren<QAction*>()) {
            for (const QKeySequence& key : a->shortcuts()) {
                const QString text = key.toString(QKeySequence::NativeText).toHtmlEscaped();
                QVERIFY2(help.contains(text), qPrintable(text + " of " + a->text()));
                ++named;
            }
        }
        QVERIFY(named > 20);
        for (const Qt::Key key :
             {Qt::Key_W, Qt::Key_Escape, Qt::Key_Pause, Qt::Key_Up, Qt::Key_Enter}) {
            const QString text = QKeySequence(key).toString(QKeySequence::NativeText);
            QVERIFY2(help.contains("<td>" + text), qPrintable(text));
        }
        QVERIFY(help.contains("Why this move?"));
    }

    // The Edit menu shows the first of Redo's keys: Ctrl+Y, as the user guide says.
    void theMenuShowsRedoAsCtrlY() {
        MainWindow window;
        QAction* redo = action(window, "&Redo");
        QCOMPARE(redo->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Y));
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    }

    // Issue #66: once the move list or the explorer had rows, Tab only walked their cells and
    // the board could no longer be reached. Tab moves between widgets; arrows move in tables.
    void tabLeavesTheTablesForTheBoard() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        playTwoHumans(window);
        click(window, "f5");
        click(window, "d6");
        auto* explorer = window.findChild<QTableWidget*>("explorerMoves");
        for (QAbstractItemView* table : {static_cast<QAbstractItemView*>(&window.moveList()),
                                         static_cast<QAbstractItemView*>(explorer)}) {
            // Rows as a games library gives them, once the move list no longer shows another
            // position.
            if (table == explorer) {
                explorer->setRowCount(3);
                explorer->show();  // an empty library's explorer hides its table
            }
            QVERIFY(table->model()->rowCount() > 1);
            table->setFocus();
            QTRY_VERIFY(table->hasFocus());
            table->setCurrentIndex(table->model()->index(0, 0));
            QTest::keyClick(table, Qt::Key_Tab);
            QVERIFY2(!table->hasFocus(), qPrintable(table->objectName()));
            for (int tabs = 0; tabs < 30 && !window.board().hasFocus(); ++tabs)
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QVERIFY2(window.board().hasFocus(), qPrintable(table->objectName()));
        }
    }

    // Issue #66: the move list and the explorer had no accessible names, and a screen reader
    // read a move as "1. ● f5".
    void theTablesHaveNamesAndMovesReadAsWords() {
        MainWindow window;
        playTwoHumans(window);
        click(window, "f5");
        click(window, "d6");
        QAccessibleInterface* list = QAccessible::queryAccessibleInterface(&window.moveList());
        QVERIFY(list && list->tableInterface());
        QVERIFY(!list->text(QAccessible::Name).isEmpty());
        QAccessibleInterface* explorer =
            QAccessible::queryAccessibleInterface(window.findChild<QTableWidget*>("explorerMoves"));
        QVERIFY(explorer && !explorer->text(QAccessible::Name).isEmpty());
        QCOMPARE(list->tableInterface()->cellAt(0, 0)->text(QAccessible::Name),
                 QString("1, black, f5"));
        QCOMPARE(list->tableInterface()->cellAt(1, 0)->text(QAccessible::Name),
                 QString("2, white, d6"));
    }

    // Issue #43: opening a file in which the computer is to move made it play at once, and
    // the file was marked changed.
    void anOpenedGameWaitsForTheComputer() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "white-to-move.txt", "f5\n");
        MainWindow window;
        Settings s = window.settings();
        s.seats = {Seat::Human, Seat::Computer};
        window.changeSettings(s);
        window.openFile(path);
        QVERIFY(!window.controller().isThinking());
        QVERIFY(window.controller().computerWaits());
        QVERIFY(!window.isWindowModified());
        QAction* playFromHere = action(window, "Play from &here");
        QVERIFY(playFromHere && playFromHere->isEnabled());
        QSignalSpy moved(&window.controller(), &GameController::positionShown);
        playFromHere->trigger();
        QVERIFY(moved.wait(20000));
        QCOMPARE(window.controller().record().length(), 2);
        QVERIFY(window.isWindowModified());
    }

    // Issue #68: a picture of a board on the clipboard opens the board editor on the position
    // it shows (tests/data/images/README.md), squares in doubt marked; a click on a marked
    // square, or leaving the editor, takes the marks away.
    void aPastedPictureOpensTheBoardEditor() {
        MainWindow window;
        playTwoHumans(window);
        window.show();  // the board's clicks go to the editor while it shows
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage quarry(QString(HASAMI_TEST_DATA) + "/images/quarry-12.png");
        QVERIFY(!quarry.isNull());
        const std::string shown =
            "--------------O--XXXXO-----XXX--OOOOX-----O--X------------------ X";
        QAction* paste = action(window, "&Paste transcript or board");
        QApplication::clipboard()->setImage(quarry);
        paste->trigger();
        auto* editor = window.findChild<EditorPanel*>();
        QVERIFY(editor->isVisible());
        QCOMPARE(formatBoard(editor->editor().position()), shown);
        QCOMPARE(formatBoard(window.board().position()), shown);
        QCOMPARE(window.board().unsureSquares(), Bitboard(0));
        QVERIFY(window.statusBar()->currentMessage().contains("check it"));
        QCOMPARE(transcript(window), std::string());  // the game itself is left alone

        // A grey disc on a3 (Quarry's squares are 51 pixels from (52, 133), measured on the
        // screenshot), between the discs' colours.
        QImage doubtful = quarry.convertToFormat(QImage::Format_RGB32);
        {
            QPainter painter(&doubtful);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0x80, 0x80, 0x80));
            painter.drawEllipse(QPointF(52 + 25.5, 133 + 2.5 * 51), 21, 21);
        }
        QApplication::clipboard()->setImage(doubtful);
        paste->trigger();
        QCOMPARE(window.board().unsureSquares(), Square::parse("a3")->bit());
        QVERIFY(window.statusBar()->currentMessage().contains("marked squares"));
        click(window, "a3");
        QCOMPARE(window.board().unsureSquares(), Bitboard(0));
        QVERIFY(bb::has(editor->editor().position().black(), Square::parse("a3")->index()));

        QApplication::clipboard()->setImage(doubtful);
        paste->trigger();
        QCOMPARE(window.board().unsureSquares(), Square::parse("a3")->bit());
        action(window, "&Edit board")->trigger();  // leaves the editor
        QVERIFY(!editor->isVisible());
        QCOMPARE(window.board().unsureSquares(), Bitboard(0));

        // No board: said, and nothing opens.
        QApplication::clipboard()->setImage(
            QImage(QString(HASAMI_TEST_DATA) + "/images/no-board.png"));
        paste->trigger();
        QVERIFY(!editor->isVisible());
        QCOMPARE(window.statusBar()->currentMessage(),
                 QString("No Othello board was found in the picture."));
    }

    // Issue #66: a pasted game with the computer to move had it play at once, where an opened
    // one waits for Play from here.
    void aPastedGameWaitsForTheComputerAsAnOpenedOneDoes() {
        MainWindow window;
        Settings s = window.settings();
        s.seats = {Seat::Human, Seat::Computer};
        window.changeSettings(s);
        QApplication::clipboard()->setText("f5");
        action(window, "&Paste transcript or board")->trigger();
        QCOMPARE(transcript(window), std::string("f5"));
        QVERIFY(!window.controller().isThinking());
        QVERIFY(window.controller().computerWaits());
        QVERIFY(!window.isWindowModified());
        QVERIFY(action(window, "Play from &here")->isEnabled());
    }

    // Issue #66: the review of a pasted game left it unmarked and out of the autosave: the
    // next paste replaced it without asking, and a kill lost it.
    void aReviewIsKeptAndNotReplacedWithoutAsking() {
        std::map<GameAnalysis::Key, GameAnalysis::Entry> analysed;
        {
            MainWindow window;
            playTwoHumans(window);
            QAction* paste = action(window, "&Paste transcript or board");
            QApplication::clipboard()->setText("f5d6c3");
            paste->trigger();
            QVERIFY(!window.isWindowModified());
            QVERIFY(!QFile::exists(window.autosave().path()));
            QSignalSpy reviewed(&window.controller(), &GameController::reviewFinished);
            window.controller().startReview(2);
            QVERIFY(reviewed.wait(20000));
            QVERIFY(reviewed.last()[0].value<ReviewSummary>().completed());
            QVERIFY(window.isWindowModified());
            // Work on the game, not a move of the user's: not one of the user's own games.
            QVERIFY(!window.controller().document().userHasPlayed());
            analysed = window.controller().analysis().entries();
            // The start and the positions after f5, d6 and c3 each have every move scored.
            QCOMPARE(analysed.size(), std::size_t(4));
            QApplication::clipboard()->setText("e6f4");
            QString asked;
            answer(QMessageBox::Cancel, &asked);
            paste->trigger();
            QVERIFY(!asked.isEmpty());
            QCOMPARE(transcript(window), std::string("f5d6c3"));
        }  // gone without closing, as if killed
        MainWindow again;
        QVERIFY(again.unsavedGame());
        again.restoreUnsavedGame();
        QCOMPARE(transcript(again), std::string("f5d6c3"));
        QVERIFY(again.controller().analysis().entries() == analysed);
    }

    // Issue #66: at the end of a game the review's summary gave way at once to the result.
    void theReviewsSummaryOfAFinishedGameStays() {
        MainWindow window;
        playTwoHumans(window);
        // White never has a move; black's c1 and c2 take both white discs.
        window.controller().newGameFrom(
            *parseBoard("XO------XO------" + std::string(48, '-') + " X"));
        click(window, "c1");
        click(window, "c2");
        QVERIFY(window.controller().record().current().isGameOver());
        QCOMPARE(window.statusBar()->currentMessage(), QString("Black wins 64–0"));
        QSignalSpy reviewed(&window.controller(), &GameController::reviewFinished);
        window.controller().startReview(2);
        QVERIFY(reviewed.wait(20000));
        const QString summary = reviewText(reviewed.last()[0].value<ReviewSummary>());
        QVERIFY2(summary.startsWith("Review done"), qPrintable(summary));
        QCOMPARE(window.statusBar()->currentMessage(), summary);
        // The result stays where results go.
        QCOMPARE(window.findChild<QLabel*>("turn")->text(), QString("Game over: Black wins 64–0"));
        // Something else the user does replaces it.
        window.controller().undo();
        QCOMPARE(window.statusBar()->currentMessage(), QString());
    }

    // Issue #66: nothing said who plays which colour in a game against the computer. The
    // settings' sides show until a game with its players' names replaces them.
    void theSidePanelSaysWhoPlaysWhichColour() {
        MainWindow window;
        const auto players = [&] {
            const auto* label = window.findChild<QLabel*>("players");
            return label->isHidden() ? QString("(hidden)") : label->text();
        };
        Settings s = window.settings();
        s.seats = {Seat::Human, Seat::Computer};
        s.level = 6;
        s.strength = PlaySettings::StrengthKind::Level;
        s.timeControl = false;
        s.opponent.clear();
        window.changeSettings(s);
        QCOMPARE(players(), QString("● You  ○ Hasami level 6"));
        s.seats = {Seat::Computer, Seat::Human};
        s.strength = PlaySettings::StrengthKind::HumanLike;
        s.humanRating = 1500;
        window.changeSettings(s);
        QCOMPARE(players(), QString("● Hasami rated 1500  ○ You"));
        window.controller().loadGame(*GameRecord::fromTranscript("f5d6"), "Ann", "Bob");
        QCOMPARE(players(), QString("● Ann  ○ Bob"));
        window.controller().newGame();
        QCOMPARE(players(), QString("● Hasami rated 1500  ○ You"));
        playTwoHumans(window);
        QCOMPARE(players(), QString("(hidden)"));
    }

    // Issue #66: a restored game forgot its file: "New game*", and Save asked for a name.
    void aRestoredGameKeepsItsFile() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "game.ggf",
                                       "(;GM[Othello]PB[Ann]PW[Bob]BO[8 -------- -------- "
                                       "-------- ---O*--- ---*O--- -------- -------- "
                                       "-------- *]B[F5]W[D6];)\n");
        {
            MainWindow window;
            playTwoHumans(window);
            window.openFile(path);
            click(window, "c3");
        }  // gone without closing, as if killed
        MainWindow again;
        QVERIFY(again.unsavedGame());
        again.restoreUnsavedGame();
        QCOMPARE(again.controller().document().path(), path);
        QCOMPARE(again.windowTitle(), QString("game.ggf[*] — Hasami"));
        QVERIFY(again.isWindowModified());
        QCOMPARE(again.findChild<QLabel*>("players")->text(), QString("● Ann  ○ Bob"));
        action(again, "&Save")->trigger();  // no file dialog: the test would wait for ever
        QVERIFY(!again.isWindowModified());
        const QString saved = readFile(path);
        QVERIFY2(saved.contains("B[f5]") && saved.contains("B[c3]"), qPrintable(saved));
        // The players the game came with are saved, not "Player" for both.
        QVERIFY2(saved.contains("PB[Ann]") && saved.contains("PW[Bob]"), qPrintable(saved));
    }

    // Issue #66: with several games left behind, each start offered one, named neither its
    // file nor its game, and said nothing of the others.
    void everyUnsavedGameIsOfferedByName() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "game.txt", "f5d6\n");
        {
            MainWindow first;
            playTwoHumans(first);
            first.openFile(path);
            click(first, "c3");
            MainWindow second;
            playTwoHumans(second);
            click(second, "f5");
        }  // both gone, as if they crashed
        MainWindow again;
        QCOMPARE(again.unsavedGames().size(), std::size_t(2));
        QStringList offered;
        whenShown<UnsavedGamesDialog>([&](UnsavedGamesDialog* dialog) {
            QListWidget& list = dialog->list();
            for (int row = 0; row < list.count(); ++row)
                offered << list.item(row)->text();
            const auto rowOf = [&](const QString& name) {
                for (int row = 0; row < list.count(); ++row) {
                    if (list.item(row)->text().startsWith(name)) return row;
                }
                return -1;
            };
            list.setCurrentRow(rowOf("Unsaved game"));
            buttonNamed(dialog, "Discard")->click();
            list.setCurrentRow(rowOf("game.txt"));
            buttonNamed(dialog, "Continue")->click();
        });
        again.offerUnsavedGame();
        offered.sort();
        QCOMPARE(offered.size(), 2);
        QVERIFY2(offered[0].startsWith("Unsaved game: 1 move(s), "), qPrintable(offered[0]));
        QVERIFY2(offered[1].startsWith("game.txt: 3 move(s), "), qPrintable(offered[1]));
        QCOMPARE(transcript(again), std::string("f5d6c3"));
        QCOMPARE(again.controller().document().path(), path);
        QVERIFY(again.unsavedGames().empty());
        // The discarded game is gone, the restored one in this window's own autosave.
        QStringList files = QDir(Autosave::defaultFolder()).entryList({"autosave-*.json"});
        QCOMPARE(files, QStringList({QFileInfo(again.autosave().path()).fileName()}));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
