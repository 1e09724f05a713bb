// A seeded monkey drives the real window with random actions while the engine thinks with short
// limits; after every action the window must show the game as its record says, with nothing
// stale and nothing lost. HASAMI_MONKEY_ACTIONS and HASAMI_MONKEY_SEED set the run (CTest runs
// a short one; docs/testing.md reports a long one).

#include <QtTest>

#include <QAction>
#include <QClipboard>
#include <QTableView>
#include <random>

#include "autosave.h"
#include "board_view.h"
#include "core/notation.h"
#include "editor_panel.h"
#include "main_window.h"
#include "modal.h"
#include "printing.h"
#include "test_settings_store.h"
#include "window_actions.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

int environment(const char* name, int fallback) {
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok ? value : fallback;
}

const QStringList kPastes = {
    "f5d6c3d3c4f4f6f3e6e7",
    "---------------------------OX------XO--------------------------- X",
    "OX------" + QString(56, '-') + " X",  // black must pass at once
    "(;GM[Othello]PB[Ann]PW[Bob]RE[+2]TY[8]BO[8 ---------------------------O*------*O--------------"
    "------------- *]B[f5]W[d6]B[c3];)",
    "f5d6c3x9",
    "XXXX",
    "",
    "\xff\xfe garbage",
};

}  // namespace

class TestMonkey : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        useTestSettings("HasamiMonkey");
        QDir(Autosave::defaultFolder()).removeRecursively();
        // Replacing a changed game asks first; the monkey lets it go.
        answerEveryQuestion(QMessageBox::Discard);
    }

    void randomActionsNeverBreakTheGame() {
        const int actions = environment("HASAMI_MONKEY_ACTIONS", 1500);
        const int seed = environment("HASAMI_MONKEY_SEED", 1);
        std::mt19937 rng{std::uint32_t(seed)};
        const auto below = [&](int n) { return int(rng() % std::uint32_t(n)); };

        MainWindow window;
        window.resize(900, 680);
        Settings s = window.settings();
        s.level = 1;
        s.hintLevel = 2;
        s.threads = 1;
        s.animation = Animation::Off;
        window.changeSettings(s);
        GameController& c = window.controller();
        BoardView& board = window.board();
        auto* editor = window.findChild<EditorPanel*>();
        QVERIFY(editor);

        for (int i = 0; i < actions; ++i) {
            const int kind = below(20);
            QString what;
            switch (kind) {
                case 0:
                case 1:
                case 2:
                case 3: {
                    const Square square = Square::fromIndex(below(64));
                    what = "click " + QString::fromStdString(square.name());
                    QTest::mouseClick(&board, Qt::LeftButton, {},
                                      board.squareRect(square).center().toPoint());
                    break;
                }
                case 4:
                    what = "undo";
                    c.undo();
                    break;
                case 5:
                    what = "redo";
                    c.redo();
                    break;
                case 6:
                    what = "back/forward";
                    below(2) ? c.stepBack() : c.stepForward();
                    break;
                case 7:
                    what = "jump";
                    c.jumpTo(below(c.record().length() + 2) - 1);
                    break;
                case 8:
                    what = "first/last";
                    below(2) ? c.goToStart() : c.goToEnd();
                    break;
                case 9: {
                    what = "new game";
                    Settings n = window.settings();
                    n.seats = {below(2) ? Seat::Computer : Seat::Human,
                               below(2) ? Seat::Computer : Seat::Human};
                    window.changeSettings(n);
                    c.newGame();
                    break;
                }
                case 10:
                    what = "hints";
                    c.setHintsEnabled(!c.hintsEnabled());
                    break;
                case 11: {
                    what = "settings";
                    Settings n = window.settings();
                    n.level = 1 + below(2);
                    n.hintLevel = 1 + below(3);
                    n.strength = below(4) == 0 ? PlaySettings::StrengthKind::Seconds
                                               : PlaySettings::StrengthKind::Level;
                    n.secondsPerMove = 0.1;
                    window.changeSettings(n);
                    break;
                }
                case 12:
                    what = "review";
                    below(3) ? c.startReview(1 + below(2)) : c.cancelReview();
                    break;
                case 13:
                    what = "paste";
                    QApplication::clipboard()->setText(kPastes[below(int(kPastes.size()))]);
                    action(window, "&Paste transcript or board")->trigger();
                    break;
                case 14:
                    what = "editor";
                    action(window, "&Edit board")->trigger();
                    QTest::mouseClick(
                        &board, Qt::LeftButton, {},
                        board.squareRect(Square::fromIndex(below(64))).center().toPoint());
                    if (below(2)) {
                        emit editor->cancelled();
                    } else {
                        action(window, "&Edit board")->trigger();
                    }
                    break;
                case 15:
                    what = "line";
                    c.selectLine(below(c.lines().count() + 1));
                    break;
                case 16:
                    what = "move now / play from here";
                    below(2) ? c.moveNow() : c.playFromHere();
                    break;
                case 17:
                    what = "pause";
                    c.setPaused(!c.isPaused());
                    break;
                default:
                    // Let the engine's next answer arrive, whatever it is doing.
                    what = "engine answer";
                    waitForTheEngine(c);
                    break;
            }
            // Results of the engine come in as they are ready; nothing waits on time.
            QCoreApplication::processEvents();
            const QString context = QString("action %1 (%2), seed %3").arg(i).arg(what).arg(seed);
            checkShownAsRecorded(window, context);
            if (QTest::currentTestFailed()) return;
        }
    }

  private:
    static void waitForTheEngine(GameController& c) {
        switch (c.activity()) {
            case Activity::Thinking:
                QSignalSpy(&c, &GameController::positionShown).wait(5000);
                break;
            case Activity::Hinting:
                QSignalSpy(&c, &GameController::hintsChanged).wait(5000);
                break;
            case Activity::Reviewing:
                QSignalSpy(&c, &GameController::reviewProgress).wait(5000);
                break;
            case Activity::Explaining:
                QSignalSpy(&c, &GameController::explanationReady).wait(5000);
                break;
            case Activity::Scoring:
                QSignalSpy(&c, &GameController::analysisChanged).wait(5000);
                break;
            case Activity::Idle:
                break;
        }
    }

    // The window shows the record's position, and the record is a legal game from its start.
    void checkShownAsRecorded(MainWindow& window, const QString& context) {
        const GameRecord& r = window.controller().record();
        Position p = r.start();
        for (int ply = 0; ply < r.length(); ++ply) {
            QVERIFY2(p.isLegal(r.moves()[ply]), qPrintable(context));
            p = p.play(r.moves()[ply]);
            QVERIFY2(p == r.positionAt(ply + 1), qPrintable(context));
        }
        QVERIFY2(!r.current().mustPass(), qPrintable(context));
        if (window.findChild<EditorPanel*>()->isVisible()) return;
        const Position& shown = window.board().position();
        QVERIFY2(shown == r.current(), qPrintable(context));
        QVERIFY2((window.board().highlightedMoves() & ~shown.legalMoves()) == 0,
                 qPrintable(context));
        for (const auto& hint : window.board().hints())
            QVERIFY2(shown.isLegal(hint.move), qPrintable(context));
        QVERIFY2(window.moveList().model()->rowCount() == r.length(), qPrintable(context));
    }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
