// "My mistakes" as the user sees it: the user's own games analysed off the window's thread and
// kept (each game once), the list and its filters as the library keeps the mistakes, a mistake
// opened in the main window just before the move, and a damaged library said.

#include <QtTest>

#include <QComboBox>
#include <QStatusBar>
#include <QTableWidget>

#include "board_view.h"
#include "core/notation.h"
#include "library/games_library.h"
#include "main_window.h"
#include "mistakes_dialog.h"
#include "random_games.h"
#include "result_message.h"
#include "test_settings_store.h"
#include "threaded_engine_hub.h"
#include "window_actions.h"

using namespace hasami;
using namespace hasami::gui;
using library::GamesLibrary;

namespace {

// The analysis on a loaded machine, with room to spare: the wait ends with the signal.
constexpr int kAnalysisWait = 240000;
const QString kUser = "Tester";
// Quick: what the analysis finds is tst_mistakes's; this is what the dialog does with it.
constexpr library::MistakeSearch kQuick{.depth = 2, .exactEmpties = 8, .minimumLoss = 4};

// A library at `path` with the user's game `moves`, played to its end or not, with its
// players (by default the user plays both sides) and result.
bool withOwnGame(const QString& path, const std::vector<Move>& moves, bool complete = true,
                 const QString& black = kUser, const QString& white = kUser, int result = 0) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadWrite);
    hasami::ArchiveGame own;
    own.moves = moves;
    own.complete = complete;
    own.black = black.toStdString();
    own.white = white.toStdString();
    own.result = result;
    own.date = "2026-03-07";
    return games && games->addOwnGame(own).value_or(false);
}

std::vector<library::Mistake> kept(const QString& path) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadWrite);
    const auto mistakes = games ? valueOf(games->mistakes()) : std::nullopt;
    return mistakes.value_or(std::vector<library::Mistake>{});
}

// The moves of the library's newest own game: as it keeps them, turned to start with f5.
std::vector<Move> storedMoves(const QString& path) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadOnly);
    const auto own = games ? valueOf(games->ownGames(1)) : std::nullopt;
    return own && !own->empty() ? own->front().moves : std::vector<Move>{};
}

int shownRows(QTableWidget& table) {
    int shown = 0;
    for (int row = 0; row < table.rowCount(); ++row)
        shown += !table.isRowHidden(row);
    return shown;
}

QString text(QTableWidget& table, int row, int column) {
    return table.item(row, column)->text();
}

}  // namespace

class TestMistakesDialog : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        useTestSettings("HasamiMistakesDialogTest");
        qputenv("USER", kUser.toUtf8());  // the window names the user by the login
    }

    void theListIsWhatTheLibraryKeepsAndFilters() {
        const QString path = dir_.filePath("list.db");
        QVERIFY(withOwnGame(path, test::randomGameMoves(3)));
        std::vector<library::Mistake> stored;
        {
            MistakesDialog dialog(new ThreadedEngineHub, path, kUser, kQuick);
            QSignalSpy listed(&dialog, &MistakesDialog::listed);
            QVERIFY(listed.wait(kAnalysisWait));
            QCOMPARE(listed.at(0).at(0).toInt(), 1);  // the one game, analysed now
            stored = kept(path);
            QVERIFY(stored.size() >= 2);  // random moves lose discs
            QTableWidget& table = dialog.table();
            QCOMPARE(table.rowCount(), int(stored.size()));
            for (int row = 0; row < table.rowCount(); ++row) {
                const library::Mistake& m = stored[std::size_t(row)];
                QCOMPARE(text(table, row, MistakesDialog::DateColumn), QString("2026-03-07"));
                QCOMPARE(text(table, row, MistakesDialog::OpponentColumn), QString("Yourself"));
                QCOMPARE(text(table, row, MistakesDialog::ResultColumn), QString("Draw"));
                QCOMPARE(text(table, row, MistakesDialog::MoveNumberColumn),
                         QString::number(m.ply + 1));
                QCOMPARE(text(table, row, MistakesDialog::MoveColumn),
                         QString::fromStdString(m.played.name()));
                QCOMPARE(text(table, row, MistakesDialog::LossColumn), QString::number(-m.loss));
                QCOMPARE(text(table, row, MistakesDialog::BestColumn),
                         QString::fromStdString(m.best.name()));
                // The phases by the empty squares before the move, counted here.
                const char* phase = m.empties > 40   ? "Opening"
                                    : m.empties > 20 ? "Midgame"
                                                     : "Endgame";
                QCOMPARE(text(table, row, MistakesDialog::PhaseColumn), QString(phase));
            }
            auto* phase = dialog.findChild<QComboBox*>("mistakePhase");
            phase->setCurrentIndex(MistakesDialog::EndgameItem);
            QCOMPARE(shownRows(table), int(std::ranges::count_if(
                                           stored, [](const auto& m) { return m.empties <= 20; })));
            phase->setCurrentIndex(MistakesDialog::AllPhases);
            auto* reason = dialog.findChild<QComboBox*>("mistakeReason");
            const library::Mistake& first = stored.front();
            const int item =
                first.reason ? reason->findData(int(*first.reason)) : reason->count() - 1;
            reason->setCurrentIndex(item);
            QCOMPARE(shownRows(table),
                     int(std::ranges::count(stored, first.reason, &library::Mistake::reason)));
            QVERIFY(!table.isRowHidden(0));
        }
        // Opened again: nothing to analyse, the same list.
        MistakesDialog again(new ThreadedEngineHub, path, kUser, kQuick);
        QSignalSpy listed(&again, &MistakesDialog::listed);
        QVERIFY(listed.wait(kAnalysisWait));
        QCOMPARE(listed.at(0).at(0).toInt(), 0);
        QCOMPARE(again.table().rowCount(), int(stored.size()));
    }

    // Each mistake's game by its day, the user's opponent and the result from the user's side:
    // newest game first. The results are given here, not played out.
    void eachMistakeSaysItsGame() {
        const QString path = dir_.filePath("games.db");
        QVERIFY(withOwnGame(path, test::randomGameMoves(3), true, kUser, "Hasami level 7", 10));
        QVERIFY(withOwnGame(path, test::randomGameMoves(5), true, "Hasami level 2", kUser, 12));
        QVERIFY(withOwnGame(path, test::randomGameMoves(6), true, "Hasami level 4", kUser, -2));
        std::vector<Move> stopped = test::randomGameMoves(7);
        stopped.resize(50);
        QVERIFY(withOwnGame(path, stopped, false, kUser, "Hasami level 9", -3));
        MistakesDialog dialog(new ThreadedEngineHub, path, kUser, kQuick);
        QSignalSpy listed(&dialog, &MistakesDialog::listed);
        QVERIFY(listed.wait(kAnalysisWait));
        QTableWidget& table = dialog.table();
        QStringList games;
        for (int row = 0; row < table.rowCount(); ++row) {
            const QString game = text(table, row, MistakesDialog::OpponentColumn) + ": " +
                                 text(table, row, MistakesDialog::ResultColumn);
            if (games.isEmpty() || games.back() != game) games << game;
        }
        QCOMPARE(games, (QStringList{"Hasami level 9: Unfinished", "Hasami level 4: Won by 2",
                                     "Hasami level 2: Lost by 12", "Hasami level 7: Won by 10"}));
    }

    // A game kept under another name (the login changed) is not analysed, nor marked so: under
    // the user's name it is analysed then.
    void anotherNamesGameWaitsForItsUser() {
        const QString path = dir_.filePath("names.db");
        QVERIFY(withOwnGame(path, test::randomGameMoves(5)));
        {
            MistakesDialog dialog(new ThreadedEngineHub, path, "Someone else", kQuick);
            QSignalSpy listed(&dialog, &MistakesDialog::listed);
            QVERIFY(listed.wait(kAnalysisWait));
            QCOMPARE(listed.at(0).at(0).toInt(), 0);
            QCOMPARE(dialog.table().rowCount(), 0);
        }
        MistakesDialog dialog(new ThreadedEngineHub, path, kUser, kQuick);
        QSignalSpy listed(&dialog, &MistakesDialog::listed);
        QVERIFY(listed.wait(kAnalysisWait));
        QCOMPARE(listed.at(0).at(0).toInt(), 1);
        QVERIFY(dialog.table().rowCount() >= 2);  // random moves lose discs
    }

    // From the window's Analysis menu: Enter on a mistake loads its game, at the position just
    // before the move (replayed here), the whole game after it.
    void aMistakeOpensInTheWindow() {
        const QString path = dir_.filePath("window.db");
        std::vector<Move> played = test::randomGameMoves(4);
        played.resize(24);  // the depth-8 analysis of the menu's, on few moves
        QVERIFY(withOwnGame(path, played, false));
        const std::vector<Move> moves = storedMoves(path);
        QCOMPARE(moves.size(), played.size());
        QSettings().setValue("library/path", path);
        QSettings().setValue("game/computerPlaysWhite", false);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* open = action(window, "My &mistakes…");
        QVERIFY(open);
        open->trigger();
        auto* dialog = window.findChild<MistakesDialog*>();
        QVERIFY(dialog);
        QSignalSpy listed(dialog, &MistakesDialog::listed);
        QVERIFY(listed.wait(kAnalysisWait));
        QTableWidget& table = dialog->table();
        QVERIFY2(table.rowCount() > 0, qPrintable(dialog->status()));
        const int row = table.rowCount() - 1;
        const int ply = text(table, row, MistakesDialog::MoveNumberColumn).toInt() - 1;
        Position before = Position::start();
        for (int i = 0; i < ply; ++i)
            before = moves[std::size_t(i)].isPass() ? before.passed()
                                                    : before.play(moves[std::size_t(i)]);
        table.setFocus();
        table.setCurrentCell(row, 0);
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(window.controller().record().current(), before);
        QCOMPARE(QString::fromStdString(moves[std::size_t(ply)].name()),
                 text(table, row, MistakesDialog::MoveColumn));
        QCOMPARE(window.controller().record().fullTranscript(), formatTranscript(moves));
        // Nothing was played: the window asks nothing when another mistake replaces it.
        QVERIFY(!window.controller().document().isModified());
        // The board shows the move played, Down the best one; the list leaves the board.
        auto* board = window.findChild<BoardView*>();
        QVERIFY(board->ghostLine());
        QCOMPARE(board->ghostLine()->moves(), std::vector<Move>{moves[std::size_t(ply)]});
        QTest::keyClick(board, Qt::Key_Down);
        QCOMPARE(QString::fromStdString(board->ghostLine()->moves().at(0).name()),
                 text(table, row, MistakesDialog::BestColumn));
        QVERIFY(!dialog->isVisible());
        QVERIFY(window.statusBar()->currentMessage().startsWith(
            QString("Move %1, %2, lost ")
                .arg(ply + 1)
                .arg(text(table, row, MistakesDialog::MoveColumn))));
    }

    void aDamagedLibraryIsSaid() {
        const QString path = dir_.filePath("damaged.db");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        MistakesDialog dialog(new ThreadedEngineHub, path, kUser, kQuick);
        QSignalSpy listed(&dialog, &MistakesDialog::listed);
        QVERIFY(listed.wait(kAnalysisWait));
        QVERIFY2(dialog.status().startsWith("The games library cannot be used: ") &&
                     dialog.status().contains("not a database"),
                 qPrintable(dialog.status()));
        QCOMPARE(dialog.table().rowCount(), 0);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray(4096, 'x'));

        MistakesDialog none(new ThreadedEngineHub, {}, kUser, kQuick);
        QVERIFY(none.status().startsWith("No games library"));
    }
};

QTEST_MAIN(TestMistakesDialog)
#include "tst_mistakes_dialog.moc"
