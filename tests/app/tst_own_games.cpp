// The user's own games in the games library: what is kept of a game played in the window, the
// recorder writing it away from the window's thread, and the window keeping a game when it
// ends or when it closes on it.

#include <sqlite3.h>

#include <QtTest>

#include "board_view.h"
#include "core/notation.h"
#include "library/games_library.h"
#include "main_window.h"
#include "modal.h"
#include "own_game.h"
#include "own_games_recorder.h"
#include "result_message.h"
#include "test_settings_store.h"
#include "window_actions.h"

using namespace hasami;
using namespace hasami::gui;
using library::GamesLibrary;

namespace {

// The shortest game there is (tests/engine/tst_gtp_session.cpp replays it by hand): black
// wins 13 to 0 with 51 squares empty, so +64 with the empty squares to the winner.
constexpr const char* kShortestGame = "e6f4e3f6g5d6e7f5c5";
const QDate kDay(2026, 3, 7);

GameRecord line(const char* transcript) {
    return GameRecord::fromTranscript(transcript).value();
}

Settings againstLevel6() {
    Settings s;
    s.seats = {Seat::Human, Seat::Computer};
    s.level = 6;
    return s;
}

// The library's games of `player`, or -1 when it cannot be read.
int gamesOf(const QString& path, const char* player) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadOnly);
    int total = -1;
    if (games && !games->find({player, "", 0}, 1, &total)) total = -1;
    return games ? total : -1;
}

// The games the explorer counts from the start.
int explored(const QString& path) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadOnly);
    const auto e = games ? valueOf(games->explore(Position::start())) : std::nullopt;
    return e ? e->games : -1;
}

// The user's own games in the library, newest first, as transcripts; {"?"} when it cannot be
// read.
QStringList ownTranscripts(const QString& path) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadOnly);
    const auto own = games ? valueOf(games->ownGames(100)) : std::nullopt;
    if (!own) return {"?"};
    QStringList transcripts;
    for (const library::LibraryGame& game : *own)
        transcripts << QString::fromStdString(formatTranscript(game.moves));
    return transcripts;
}

// Every gameAdded of the window's recorder, which addOwnGame answers with false for a game the
// library has already: a game sent twice shows as a false.
struct AddedGames {
    explicit AddedGames(MainWindow& window)
        : spy(window.findChild<OwnGamesRecorder*>(), &OwnGamesRecorder::gameAdded) {}
    int count() const { return int(spy.count()); }
    bool allNew() const {
        return std::all_of(spy.begin(), spy.end(), [](const auto& a) { return a.at(0).toBool(); });
    }
    QSignalSpy spy;
};

// The library at `path`, and two people at one board, for the next windows.
void twoPlayersKeepingIn(const QString& path) {
    QSettings().setValue("library/path", path);
    QSettings().setValue("game/computerPlaysWhite", false);
}

void click(MainWindow& window, Square square) {
    BoardView& board = window.board();
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(square).center().toPoint());
}

void play(MainWindow& window, const char* transcript) {
    const std::vector<Move> moves = parseTranscript(transcript).value();
    for (const Move m : moves)
        click(window, m.square());
}

}  // namespace

class TestOwnGames : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        useTestSettings("HasamiOwnGamesTest");
        qputenv("USER", "alice");
    }

    void theComputerIsNamedAsItPlays() {
        Settings s = againstLevel6();
        QCOMPARE(playerName(s, Color::Black, "alice"), QString("alice"));
        // The ratings the ladder measured for level 6 of each engine (docs/human-model.md, Re-rated
        // with blended labels).
        QCOMPARE(playerName(s, Color::White, "alice"), QString("Hasami level 6 (about 1539 Elo)"));
        s.engine = ai::EngineKind::MonteCarlo;
        QCOMPARE(playerName(s, Color::White, "alice"),
                 QString("Hasami Monte Carlo level 6 (about 1534 Elo)"));
        s.strength = PlaySettings::StrengthKind::Seconds;
        s.secondsPerMove = 2.5;
        QCOMPARE(playerName(s, Color::White, "alice"), QString("Hasami 2.5 s a move"));
        s.strength = PlaySettings::StrengthKind::HumanLike;
        s.humanRating = 1700;
        QCOMPARE(playerName(s, Color::White, "alice"), QString("Hasami rated 1700"));
        QCOMPARE(userName(), QString("alice"));
    }

    void anEndedOrStoppedGameIsKeptWithItsResult() {
        const auto ended = ownGame(line(kShortestGame), againstLevel6(), "alice", kDay);
        QVERIFY(ended);
        QVERIFY(ended->complete);
        QCOMPARE(ended->result, 64);
        QCOMPARE(formatTranscript(ended->moves), std::string(kShortestGame));
        QCOMPARE(ended->black, std::string("alice"));
        QCOMPARE(ended->white, std::string("Hasami level 6 (about 1539 Elo)"));
        QCOMPARE(ended->year, 2026);
        QCOMPARE(ended->date, std::string("2026-03-07"));
        // After e6 f4 e3 (e6 turns e5, f4 e4, e3 e4 back): black d5 e3 e4 e5 e6, white d4 f4.
        const auto stopped = ownGame(line("e6f4e3"), againstLevel6(), "alice", kDay);
        QVERIFY(stopped);
        QVERIFY(!stopped->complete);
        QCOMPARE(stopped->result, 3);
    }

    void gamesThatAreNotTheUsersAreNotKept() {
        Settings computers = againstLevel6();
        computers.seats.black = Seat::Computer;
        QVERIFY(!ownGame(line(kShortestGame), computers, "alice", kDay));
        QVERIFY(!ownGame(line(""), againstLevel6(), "alice", kDay));
        const Position edited = *parseBoard("XO------" + std::string(56, '-') + " X");
        GameRecord fromEdited(edited);
        QVERIFY(fromEdited.play(Move(*Square::parse("c1"))));
        QVERIFY(!ownGame(fromEdited, againstLevel6(), "alice", kDay));
    }

    void theRecorderAddsOnceAndCreatesTheLibrary() {
        const QString path = dir_.filePath("created.db");
        OwnGamesRecorder recorder;
        recorder.setLibraryPath(path);
        QSignalSpy added(&recorder, &OwnGamesRecorder::gameAdded);
        const auto game = ownGame(line(kShortestGame), againstLevel6(), "alice", kDay).value();
        recorder.add(game);
        recorder.add(game);
        QVERIFY(added.wait());
        if (added.count() < 2) QVERIFY(added.wait());
        QCOMPARE(added.at(0).at(0).toBool(), true);
        QCOMPARE(added.at(1).at(0).toBool(), false);
        QCOMPARE(gamesOf(path, "alice"), 1);
        QCOMPARE(explored(path), 1);
    }

    // Another program's write holds the library: the recorder waits for it on its own thread
    // (add() returns at once), then adds the game.
    void aLockedLibraryIsWaitedForAwayFromTheWindow() {
        const QString path = dir_.filePath("locked.db");
        { QVERIFY(GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadWrite)); }
        sqlite3* other = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &other), SQLITE_OK);
        QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        OwnGamesRecorder recorder;
        recorder.setLibraryPath(path);
        QSignalSpy added(&recorder, &OwnGamesRecorder::gameAdded);
        QSignalSpy failed(&recorder, &OwnGamesRecorder::failed);
        recorder.add(ownGame(line(kShortestGame), againstLevel6(), "alice", kDay).value());
        // Queued to this thread, so nothing can have come while the lock is held and the
        // events were not processed.
        QCOMPARE(added.count() + failed.count(), 0);
        QCOMPARE(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(other);
        QVERIFY(added.wait(2 * GamesLibrary::kBusyMilliseconds));
        QCOMPARE(failed.count(), 0);
        QCOMPARE(gamesOf(path, "alice"), 1);
    }

    void aDamagedLibraryIsSaidAndLeftAlone() {
        const QString path = dir_.filePath("damaged.db");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        OwnGamesRecorder recorder;
        recorder.setLibraryPath(path);
        QSignalSpy failed(&recorder, &OwnGamesRecorder::failed);
        recorder.add(ownGame(line(kShortestGame), againstLevel6(), "alice", kDay).value());
        QVERIFY(failed.wait());
        QVERIFY2(failed.at(0).at(0).toString().contains("not a database"),
                 qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray(4096, 'x'));
    }

    // In the window, two people at one board: the game goes to the library when it ends, and
    // the next one, unfinished, when the window closes; neither is kept without a library.
    void theWindowKeepsEndedAndUnfinishedGames() {
        const QString path = dir_.filePath("window.db");
        twoPlayersKeepingIn(path);
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            play(window, kShortestGame);
            QVERIFY(window.controller().record().current().isGameOver());
            QTRY_COMPARE(explored(path), 1);
            QCOMPARE(gamesOf(path, "alice"), 1);
        }
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            play(window, "f5d6c3");
            QCOMPARE(window.controller().record().ply(), 3);
            window.close();  // waits for the game to be in the library
            QCOMPARE(gamesOf(path, "alice"), 2);
            QCOMPARE(explored(path), 1);  // unfinished: not counted
        }
        QSettings().setValue("library/path", QString());
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            play(window, "f5d6c3d3");
            window.close();
        }
        QCOMPARE(gamesOf(path, "alice"), 2);
    }

    // A game replaced by a new one or by an opened one is kept unfinished, as one the window
    // closes on; the new game, where nobody played, is not kept, and nothing goes twice.
    void aGameReplacedIsKeptUnfinished() {
        const QString path = dir_.filePath("replaced.db");
        const QString opened = dir_.filePath("opened.txt");
        QFile file(opened);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("f5f6e6f4\n");
        file.close();
        twoPlayersKeepingIn(path);
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            AddedGames added(window);
            play(window, "f5d6c3");
            answer(QMessageBox::Discard);  // not saved: the window asks
            action(window, "&New game")->trigger();
            QCOMPARE(window.controller().record().length(), 0);
            QTRY_COMPARE(ownTranscripts(path), QStringList{"f5d6c3"});
            QCOMPARE(explored(path), 0);  // unfinished

            action(window, "&New game")->trigger();  // nobody played: nothing to keep
            play(window, "f5f4e3");
            answer(QMessageBox::Discard);
            window.openFile(opened);
            QCOMPARE(window.controller().record().length(), 4);
            QTRY_COMPARE(ownTranscripts(path), (QStringList{"f5f4e3", "f5d6c3"}));
            window.close();  // the opened game, not played on, is someone else's
            QCOMPARE(ownTranscripts(path), (QStringList{"f5f4e3", "f5d6c3"}));
            QTRY_COMPARE(added.count(), 2);
            QVERIFY(added.allNew());
        }
    }

    // A game the user saved and left unfinished is theirs still: kept when the window closes
    // (saving once made the window forget that the user played it). Opened again from its
    // file and closed without a move, it is not sent again.
    void aSavedUnfinishedGameIsKeptWhenTheWindowCloses() {
        const QString path = dir_.filePath("saved.db");
        const QString file = dir_.filePath("saved.txt");
        twoPlayersKeepingIn(path);
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            play(window, "f5d6c3");
            chooseFile(file);
            action(window, "Save &As…")->trigger();
            QVERIFY(!window.controller().document().isModified());
            window.close();
        }
        QCOMPARE(ownTranscripts(path), QStringList{"f5d6c3"});
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            AddedGames added(window);
            window.openFile(file);
            QCOMPARE(window.controller().record().length(), 3);
            window.close();
            QCoreApplication::sendPostedEvents();
            QCOMPARE(added.count(), 0);
        }
        QCOMPARE(ownTranscripts(path), QStringList{"f5d6c3"});
    }

    // An ended game is in the library when it ends: a new game after it does not send it
    // again. A game where only the computer moved is not the user's.
    void anEndedGameIsNotSentAgainNorOneTheUserNeverPlayed() {
        const QString path = dir_.filePath("ended.db");
        twoPlayersKeepingIn(path);
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            AddedGames added(window);
            play(window, kShortestGame);
            QTRY_COMPARE(added.count(), 1);
            answer(QMessageBox::Discard);
            action(window, "&New game")->trigger();
            QCOMPARE(window.controller().record().length(), 0);
            window.close();
            QCoreApplication::sendPostedEvents();
            QCOMPARE(added.count(), 1);
            QVERIFY(added.allNew());
            QCOMPARE(gamesOf(path, "alice"), 1);
            QCOMPARE(explored(path), 1);
        }
        const QString untouched = dir_.filePath("computer.db");
        QSettings().setValue("library/path", untouched);
        QSettings().setValue("game/computerPlaysBlack", true);
        QSettings().setValue("engine/level", 1);
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_COMPARE(window.controller().record().length(), 1);  // the computer's opening
            answer(QMessageBox::Discard);
            action(window, "&New game")->trigger();
            QTRY_COMPARE(window.controller().record().length(), 1);
            window.close();
        }
        QSettings().setValue("game/computerPlaysBlack", false);
        QVERIFY(!QFile::exists(untouched));  // no game was sent, so none created it
    }
};

QTEST_MAIN(TestOwnGames)
#include "tst_own_games.moc"
