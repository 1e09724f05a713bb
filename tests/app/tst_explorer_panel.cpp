// The opening explorer beside the move list: what it lists at a position, a click playing a
// move, and a library that cannot be read never stopping a game.

#include <QtTest>

#include <QTableWidget>
#include <QTranslator>

#include "ai/book.h"
#include "board_view.h"
#include "core/archive.h"
#include "core/game_record.h"
#include "explorer_panel.h"
#include "main_window.h"
#include "result_message.h"
#include "test_settings_store.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Position after(const char* transcript) {
    return GameRecord::fromTranscript(transcript)->current();
}

QStringList rows(const ExplorerPanel& panel) {
    const auto* table = panel.findChild<QTableWidget*>("explorerMoves");
    QStringList result;
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < table->columnCount(); ++column)
            cells << table->item(row, column)->text();
        result << cells.join(' ').trimmed();  // without a book score, the last cell is empty
    }
    return result;
}

void clickMove(ExplorerPanel& panel, int row) {
    auto* table = panel.findChild<QTableWidget*>("explorerMoves");
    const QRect cell = table->visualItemRect(table->item(row, ExplorerPanel::MoveColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
}

}  // namespace

class TestExplorerPanel : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString library_;      // tests/data/library/games.pgn imported
    QTranslator english_;  // the plural forms, as the app shows them in English

  private slots:
    void initTestCase() {
        useTestSettings("HasamiExplorerTest");
        QVERIFY(english_.load(":/i18n/hasami_en.qm"));
        QVERIFY(QCoreApplication::installTranslator(&english_));
        QLocale::setDefault(QLocale::c());
        library_ = dir_.filePath("games.db");
        const auto archive = hasami::readArchiveFile(HASAMI_TEST_DATA "/library/games.pgn");
        QVERIFY2(archive, messageOf(archive));
        auto games = library::GamesLibrary::open(library_.toStdString(),
                                                 library::GamesLibrary::Access::ReadWrite);
        QVERIFY2(games, messageOf(games));
        QVERIFY(games->import(archive->games));
    }

    // The counts of tests/data/library/games.pgn are read by hand in tst_games_library. Here
    // they are seen from the side to move: after f5 d6 black wins both games of c3 (+16, +2)
    // and loses both of c5 (-4, -24); after f5, white's d6 (4 games: -16, +4, +24, -2 for
    // white) scores 2 wins of 4 and +2.5 on average, f6 one draw.
    void listsTheMovesFromTheMoversView() {
        ExplorerPanel panel;
        QVERIFY(panel.status().contains("Settings"));
        panel.setLibraryPath(library_);
        panel.showPosition(after("f5d6"));
        QCOMPARE(panel.status(), QString("4 games from this position"));
        QCOMPARE(rows(panel), (QStringList{"c3 2 100 % +9.0", "c5 2 0 % -14.0"}));
        panel.showPosition(after("f5"));
        QCOMPARE(rows(panel), (QStringList{"d6 4 50 % +2.5", "f6 1 50 % 0.0"}));
        panel.showPosition(after("f5d6c3d3c4"));
        QCOMPARE(panel.status(), QString("0 games from this position"));
        QCOMPARE(rows(panel), QStringList{});
        panel.showPosition(after("f5d6c3d3"));
        QCOMPARE(panel.status(), QString("1 game from this position"));
        QCOMPARE(rows(panel), QStringList{"c4 1 100 % +16.0"});
    }

    // A book made here: after f5 d6 it scores c3 +3 and c5 -1 for black, and has e3, which no
    // game played (the explorer lists the games' moves only). After f5 d6 c3 d3 it has
    // nothing for c4. Scores are the mover's, as the book keeps them.
    void showsTheBooksScoreBesideTheGames() {
        auto book = std::make_shared<ai::Book>();
        const auto at = [](const char* square) { return Move(*Square::parse(square)); };
        book->add(after("f5d6"),
                  {{at("c3"), 3, 20, false}, {at("c5"), -1, 20, false}, {at("e3"), -6, 20, false}});
        book->add(after("f5d6c3d3"), {{at("b4"), 0, 20, false}});
        ExplorerPanel panel;
        panel.setLibraryPath(library_);
        panel.showPosition(after("f5d6"));
        panel.setBook(book);
        QCOMPARE(rows(panel), (QStringList{"c3 2 100 % +9.0 +3", "c5 2 0 % -14.0 -1"}));
        // In another orientation (d3 c5 is f5 d6 about the h1-a8 diagonal: c3 is f6, c5 d6).
        panel.showPosition(after("d3c5"));
        QCOMPARE(rows(panel), (QStringList{"d6 2 0 % -14.0 -1", "f6 2 100 % +9.0 +3"}));
        panel.showPosition(after("f5d6c3d3"));
        QCOMPARE(rows(panel), QStringList{"c4 1 100 % +16.0"});
        panel.setBook(nullptr);
        panel.showPosition(after("f5d6"));
        QCOMPARE(rows(panel), (QStringList{"c3 2 100 % +9.0", "c5 2 0 % -14.0"}));
    }

    void aClickAsksToPlayTheMove() {
        ExplorerPanel panel;
        panel.setLibraryPath(library_);
        panel.showPosition(after("f5d6"));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy picked(&panel, &ExplorerPanel::movePicked);
        clickMove(panel, 1);
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).value<Square>(), *Square::parse("c5"));
    }

    void anUnreadableLibraryIsSaidAndListsNothing() {
        const QString damaged = dir_.filePath("damaged.db");
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        ExplorerPanel panel;
        panel.setLibraryPath(damaged);
        panel.showPosition(after("f5d6"));
        QVERIFY2(
            panel.status().contains("cannot be read") && panel.status().contains("not a database"),
            qPrintable(panel.status()));
        QCOMPARE(rows(panel), QStringList{});
    }

    // In the window: the library of the settings, a move played from the explorer, the panel
    // following the game; with a damaged library the game goes on.
    void theWindowPlaysFromTheExplorer() {
        for (const bool damaged : {false, true}) {
            QSettings().setValue("library/path", damaged ? dir_.filePath("damaged.db") : library_);
            QSettings().setValue("game/computerPlaysWhite", false);
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* panel = window.findChild<ExplorerPanel*>("explorer");
            QVERIFY(panel);
            if (damaged) {
                QVERIFY(panel->status().contains("not a database"));
                BoardView& board = window.board();
                QTest::mouseClick(&board, Qt::LeftButton, {},
                                  board.squareRect(*Square::parse("f5")).center().toPoint());
            } else {
                QCOMPARE(panel->status(), QString("5 games from this position"));
                clickMove(*panel, 0);  // f5, played in 3 games
            }
            QTRY_COMPARE(window.controller().record().ply(), 1);
            QCOMPARE(window.controller().record().transcript(), std::string("f5"));
            // With the shipped book's score, +1 (`hasami-engine book probe --moves f5`).
            if (!damaged) QCOMPARE(rows(*panel).first(), QString("d6 4 50 % +2.5 +1"));
        }
    }
};

QTEST_MAIN(TestExplorerPanel)
#include "tst_explorer_panel.moc"
