// The window's layout: what comes and goes in the side panel has a place of its own, the board
// and the graph share the height, and the move list keeps the current move in view.

#include <QtTest>

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>

#include <random>

#include "autosave.h"
#include "board_view.h"
#include "evaluation_graph.h"
#include "main_window.h"
#include "random_games.h"
#include "test_settings_store.h"
#include "window_size.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

void playTwoHumans(MainWindow& window) {
    Settings s = window.settings();
    s.seats = {Seat::Human, Seat::Human};
    window.changeSettings(s);
}

// The window at 900 x 700 on the screen, two humans playing; false if it never showed.
bool showForTwoHumans(MainWindow& window) {
    window.resize(900, 700);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    playTwoHumans(window);
    return true;
}

// A widget's place in the window, after every pending layout change.
QRect placeInWindow(const QWidget& widget) {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    return {widget.mapTo(widget.window(), QPoint(0, 0)), widget.size()};
}

}  // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { useTestSettings(); }

    void init() { QDir(Autosave::defaultFolder()).removeRecursively(); }

    // Issue #43: the book note, the waiting note with its button and the lines box came and
    // went and pushed the move list 20-60 px, inviting clicks on the wrong row.
    void theMoveListStaysPutWhileNotesComeAndGo() {
        MainWindow window;
        QVERIFY(showForTwoHumans(window));
        GameController& c = window.controller();
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7"));
        emit c.openingChanged({.name = "Tiger", .inBook = false});
        const QRect place = placeInWindow(window.moveList());
        QVERIFY(place.height() > 100);

        emit c.openingChanged({.name = "Tiger", .inBook = true});
        QCOMPARE(placeInWindow(window.moveList()), place);
        emit c.openingChanged({.name = "Tiger", .inBook = false});
        QCOMPARE(placeInWindow(window.moveList()), place);

        emit c.waitingChanged(true, {WaitingStatus::Reason::LookingBack, Color::White});
        QCOMPARE(placeInWindow(window.moveList()), place);
        emit c.waitingChanged(false, {});
        QCOMPARE(placeInWindow(window.moveList()), place);

        ai::Progress progress;
        progress.depth = 14;
        progress.score = 3;
        progress.nodes = 12'500'000;
        progress.seconds = 3.2;
        for (const char* name :
             {"c5", "b4", "a3", "b3", "c2", "d2", "e3", "g4", "h3", "f2", "g3", "h4", "h5"}) {
            progress.pv.emplace_back(*Square::parse(name));
        }
        emit c.thinkingChanged(true, ThinkingStatus::searching(Color::White, progress));
        QCOMPARE(placeInWindow(window.moveList()), place);
        emit c.thinkingChanged(false, ThinkingStatus());
        QCOMPARE(placeInWindow(window.moveList()), place);

        // A second line of the game, made as the user makes one.
        c.jumpTo(2);
        c.playSquare(*Square::parse("c5"));
        QCOMPARE(c.lines().count(), 2);
        const auto* lines = window.findChild<QComboBox*>("lines");
        QVERIFY(lines && lines->isVisible() && lines->isEnabled());
        QCOMPARE(lines->count(), 2);
        QCOMPARE(placeInWindow(window.moveList()), place);
        c.newGame();
        QVERIFY(!lines->isEnabled());
        QCOMPARE(placeInWindow(window.moveList()), place);
    }

    // Issue #43's game clocks: they come with a timed game and count down beside the disc
    // counts without moving the move list, or themselves, whatever time they show.
    void theClocksKeepTheirPlace() {
        MainWindow window;
        QVERIFY(showForTwoHumans(window));
        GameController& c = window.controller();
        auto* black = window.findChild<QLabel*>("blackClock");
        auto* white = window.findChild<QLabel*>("whiteClock");
        QVERIFY(black && white);
        QVERIFY(black->isHidden());
        const QRect place = placeInWindow(window.moveList());

        emit c.clocksChanged(true, 3599, 60, true, false);
        QVERIFY(!black->isHidden() && !white->isHidden());
        QCOMPARE(black->text(), QString("59:59"));
        QCOMPARE(placeInWindow(window.moveList()), place);
        const QRect blackPlace = placeInWindow(*black);
        const QRect whitePlace = placeInWindow(*white);
        for (const double left : {7200.0, 600.0, 59.0, 9.5, 0.0}) {
            emit c.clocksChanged(true, left, left, false, true);
            QCOMPARE(placeInWindow(*black), blackPlace);
            QCOMPARE(placeInWindow(*white), whitePlace);
            QCOMPARE(placeInWindow(window.moveList()), place);
        }
        emit c.clocksChanged(false, 0, 0, false, false);
        QVERIFY(black->isHidden());
        QCOMPARE(placeInWindow(window.moveList()), place);
    }

    // Issue #43: a tall window left an empty band between the board and the graph.
    void theBoardAndTheGraphShareATallWindow() {
        MainWindow window;
        window.resize(900, 1200);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const BoardView& board = window.board();
        const auto* graph = window.findChild<EvaluationGraph*>();
        QVERIFY(graph);
        const QRect boardPlace = placeInWindow(board);
        const QRect graphPlace = placeInWindow(*graph);
        // The board is as tall as it is wide: no band above or below its squares...
        QCOMPARE(boardPlace.height(), boardPlace.width());
        QVERIFY(board.squareRect(*Square::parse("a8")).bottom() > board.height() * 0.9);
        // ...the graph starts right under it and takes the rest of the height.
        QVERIFY2(graphPlace.top() - boardPlace.bottom() <= 12,
                 qPrintable(QString("%1 px between").arg(graphPlace.top() - boardPlace.bottom())));
        QVERIFY(graphPlace.height() > graph->sizeHint().height());

        // In a wide window the board takes the height the graph leaves it.
        window.resize(1200, 700);
        const QRect wideBoard = placeInWindow(board);
        const QRect wideGraph = placeInWindow(*graph);
        QVERIFY(wideBoard.width() > wideBoard.height());
        QCOMPARE(wideGraph.height(), graph->sizeHint().height());
        QVERIFY(wideGraph.top() - wideBoard.bottom() <= 12);
    }

    // Issue #43: after Home or End the move list still showed the rows it showed before.
    // Issue #66: at 150 % on a 1366 x 768 laptop (910 x 512, less a task bar and the frame: about
    // 894 x 445 for the window) the window
    // opened taller than the screen, its status bar below the edge; at 800 x 600 too.
    void theWindowFitsSmallScreens() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= 780 && minimum.height() <= 445,
                 qPrintable(QString("%1 x %2").arg(minimum.width()).arg(minimum.height())));
        QCOMPARE(firstWindowSize({1904, 1040}, minimum), QSize(900, 680));
        QCOMPARE(firstWindowSize({894, 445}, minimum), QSize(894, 445));
        QCOMPARE(firstWindowSize({784, 560}, minimum), QSize(784, 560));
        // Shown at the laptop's size, the move list keeps two rows and the board its squares;
        // at the first size of a larger screen, ten rows (at 150 % on the laptop it had two:
        // rows of the style's height under a computer status of four lines and its button).
        const QTableView& list = window.moveList();
        const int row = list.verticalHeader()->defaultSectionSize();
        QVERIFY(row >= list.fontMetrics().height());
        const auto rowsShown = [&](QSize size) {
            window.resize(size);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            return list.viewport()->height() / row;
        };
        QVERIFY(rowsShown({900, 680}) >= 10);
        QVERIFY(rowsShown({894, 445}) >= 2);
        QVERIFY(window.findChild<BoardView*>()->height() >= 240);
    }

    // The explanation, the move list and the explorer are sized by the user, and stay so.
    void thePanelsPartsAreSizedAndKept() {
        QByteArray kept;
        {
            MainWindow window;
            QVERIFY(showForTwoHumans(window));
            auto* parts = window.findChild<QSplitter*>("panelParts");
            QVERIFY(parts);
            QCOMPARE(parts->count(), 3);
            QVERIFY(!parts->childrenCollapsible());
            QList<int> sizes = parts->sizes();
            sizes[1] -= 40;
            sizes[2] += 40;
            parts->setSizes(sizes);
            kept = parts->saveState();
            window.close();
        }
        MainWindow again;
        QVERIFY(showForTwoHumans(again));
        QCOMPARE(again.findChild<QSplitter*>("panelParts")->saveState(), kept);
    }

    void homeAndEndKeepTheCurrentMoveInView() {
        MainWindow window;
        window.resize(900, 560);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        playTwoHumans(window);
        std::mt19937_64 rng(43);
        const GameRecord game = test::randomGame(rng);
        QVERIFY(game.length() > 50);
        window.controller().loadGame(game);
        QTableView& list = window.moveList();
        const auto inView = [&list](int row) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const QRect rect = list.visualRect(list.model()->index(row, 0));
            return rect.isValid() && list.viewport()->rect().contains(rect);
        };
        // The list is shorter than the game, or the test would prove nothing.
        QVERIFY(!inView(0) || !inView(game.length() - 1));

        window.board().setFocus();
        QTest::keyClick(&window.board(), Qt::Key_Home);
        QCOMPARE(window.controller().record().ply(), 0);
        QVERIFY(inView(0));
        QTest::keyClick(&window.board(), Qt::Key_End);
        QCOMPARE(window.controller().record().ply(), game.length());
        QVERIFY(inView(game.length() - 1));
        QTest::keyClick(&window.board(), Qt::Key_Home);
        QVERIFY(inView(0));
        // The same keys in the list itself.
        list.setFocus();
        QTest::keyClick(&list, Qt::Key_End);
        QCOMPARE(window.controller().record().ply(), game.length());
        QVERIFY(inView(game.length() - 1));
        QTest::keyClick(&list, Qt::Key_Home);
        QVERIFY(inView(0));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
