// A game on a clock (issue #43): the controller runs the clock of the side to move, adds the
// increment, gives the computer its time manager's share, ends the game when a side runs out,
// holds the clocks while paused or looking back, and files keep the times. The time comes
// from a source the tests move by hand: nothing waits for the wall clock.

#include <QtTest>

#include <QLabel>
#include <QTemporaryDir>

#include "ai/time_manager.h"
#include "fake_engine_hub.h"
#include "game_controller.h"
#include "game_files.h"
#include "main_window.h"
#include "saved_game.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Square sq(const char* name) {
    return *Square::parse(name);
}

// One minute a side and two seconds a move; the computer plays the sides asked.
Settings timed(bool computerBlack, bool computerWhite) {
    Settings s;
    s.useBook = false;
    s.level = 1;
    s.seats = {computerBlack ? Seat::Computer : Seat::Human,
               computerWhite ? Seat::Computer : Seat::Human};
    s.timeControl = true;
    s.clockMinutes = 1;
    s.clockIncrement = 2;
    return s;
}

Settings untimed() {
    Settings s = timed(false, true);
    s.timeControl = false;
    return s;
}

// A controller whose clocks read `now`, playing black against the computer.
void start(GameController& c, double& now, const Settings& settings = timed(false, true)) {
    c.setTimeSource([&now] { return now; });
    c.setSettings(settings);
    c.newGame();
}

// Black plays f5 after five seconds; the computer, white, replies d6 after three (on a clock
// its move is played as soon as it comes).
void playFirstMoves(GameController& c, FakeEngineHub& engines, double& now) {
    now += 5;
    c.playSquare(sq("f5"));
    QCOMPARE(c.record().ply(), 1);
    now += 3;
    QVERIFY(engines.running);
    emit engines.thought({.best = sq("d6"), .depth = 1, .pv = {sq("d6")}});
    QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);
}

}  // namespace

class TestTimedGame : public QObject {
    Q_OBJECT
  private slots:
    void withoutATimeControlThereIsNoClock() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        start(c, now, untimed());
        QVERIFY(!c.timeLeft(Color::Black));
        QVERIFY(!c.timing());
        QVERIFY(!c.clockRuns());
    }

    // The clock of the side to move runs; a move's time is taken and the increment added.
    void theSideToMovesClockRuns() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 1000;
        QSignalSpy clocks(&c, &GameController::clocksChanged);
        start(c, now);
        QVERIFY(c.clockRuns());
        QCOMPARE(*c.timeLeft(Color::Black), 60.0);
        now += 2;
        QCOMPARE(*c.timeLeft(Color::Black), 58.0);
        QCOMPARE(*c.timeLeft(Color::White), 60.0);
        c.checkClock();
        const QList<QVariant> shown = clocks.last();
        QVERIFY(shown[0].toBool());
        QCOMPARE(shown[1].toDouble(), 58.0);
        QCOMPARE(shown[3].toBool(), true);  // black's runs
        QCOMPARE(shown[4].toBool(), false);
        playFirstMoves(c, engines, now);
        QCOMPARE(*c.timeLeft(Color::Black), 55.0);  // 60 - 7 + 2
        QCOMPARE(*c.timeLeft(Color::White), 59.0);  // 60 - 3 + 2
        QCOMPARE(c.timing()->seconds, (std::vector<double>{7, 3}));
        QVERIFY(c.clockRuns());
    }

    // The computer's search gets the time manager's share of its clock, as NBoard's does.
    void theComputerTakesItsTimeFromTheTimeManager() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        start(c, now, timed(true, false));
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Think);
        const ai::Limits limits = engines.last().limits;
        const ai::MoveTime expected = ai::clockMoveTime(60, 60, 2);
        QCOMPARE(limits.seconds, expected.hard);
        QCOMPARE(limits.softSeconds, expected.soft);
        QCOMPARE(limits.level, 0);
    }

    // Out of time: the game ends, lost on time, and the saved GGF game says so.
    void aSideOutOfTimeLoses() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        start(c, now);
        playFirstMoves(c, engines, now);
        QSignalSpy over(&c, &GameController::gameOver);
        QSignalSpy inBook(&c, &GameController::openingChanged);
        now += 56.9;
        c.checkClock();
        QVERIFY(over.isEmpty());
        now += 0.2;
        c.checkClock();
        QCOMPARE(over.count(), 1);
        QCOMPARE(over[0][0].value<GameResult>().lostOnTime, std::optional(Color::Black));
        // After two moves the game is in the book; lost on time, it is over (#66 item 9).
        QVERIFY(!inBook.isEmpty());
        QCOMPARE(inBook.last()[0].value<OpeningStatus>().inBook, false);
        QVERIFY(!c.clockRuns());
        QVERIFY(c.document().isModified());
        QSignalSpy notice(&c, &GameController::notice);
        c.playSquare(sq("f6"));
        QCOMPARE(c.record().ply(), 2);
        QCOMPARE(notice.count(), 1);
        QCOMPARE(notice[0][0].value<Notice>().kind, Notice::Kind::GameOver);
        QCOMPARE(c.timing()->lostOnTime, std::optional(Color::Black));

        QTemporaryDir dir;
        const QString path = dir.filePath("timed.ggf");
        QCOMPARE(writeGameFile(path, c.record(), GameFormat::Ggf, "Player", "Hasami", c.timing()),
                 QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("TI[1:00/0:02]"), text.constData());
        QVERIFY2(text.contains("RE[-64:t]"), text.constData());
        QVERIFY2(text.contains("B[f5//5.000]"), text.constData());
        QVERIFY2(text.contains("//3.000]"), text.constData());

        // Opened again, the game has its clock, its times and its result.
        const ReadGame read = readGameFile(path);
        QVERIFY(read.record && read.timing);
        QCOMPARE(*read.timing, *c.timing());
        FakeEngineHub againEngines;
        GameController again(againEngines);
        again.setTimeSource([&now] { return now; });
        again.openGame(read, path);
        QCOMPARE(*again.timeLeft(Color::White), 59.0);
        QVERIFY(!again.clockRuns());
    }

    // Pause holds the clock; so does looking back in the game, until the last position.
    void pauseAndBrowsingHoldTheClock() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        start(c, now);
        playFirstMoves(c, engines, now);
        now += 4;
        c.setPaused(true);
        QVERIFY(!c.clockRuns());
        now += 100;
        QCOMPARE(*c.timeLeft(Color::Black), 53.0);
        QSignalSpy notice(&c, &GameController::notice);
        c.playSquare(sq("f6"));  // no move while the clocks are held
        QCOMPARE(c.record().ply(), 2);
        QCOMPARE(notice.count(), 1);
        QCOMPARE(notice[0][0].value<Notice>().kind, Notice::Kind::Paused);
        c.setPaused(false);
        QVERIFY(c.clockRuns());
        now += 1;
        QCOMPARE(*c.timeLeft(Color::Black), 52.0);

        c.stepBack();
        QVERIFY(!c.clockRuns());
        now += 100;
        c.checkClock();  // no loss while held
        QVERIFY(c.timeLeft(Color::Black));
        c.goToEnd();
        QVERIFY(c.clockRuns());
        QCOMPARE(*c.timeLeft(Color::Black), 52.0);
    }

    // Replaying a recorded move while looking back takes nothing from the move in progress.
    void replayingAMoveKeepsTheClock() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        start(c, now, timed(false, false));
        now += 5;
        c.playSquare(sq("f5"));
        now += 3;
        c.playSquare(sq("d6"));
        now += 4;
        c.goToStart();
        c.playSquare(sq("f5"));  // as recorded: a step forward
        QCOMPARE(c.record().ply(), 1);
        c.goToEnd();
        QCOMPARE(*c.timeLeft(Color::Black), 53.0);  // 60 - 5 + 2 - 4
        QCOMPARE(c.timing()->seconds, (std::vector<double>{5, 3}));
    }

    // The autosave keeps the times, so that a crash does not reset the clocks.
    void theAutosaveKeepsTheClocks() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        start(c, now);
        playFirstMoves(c, engines, now);
        const auto read = parseSavedGame(formatSavedGame(c.savedGame()));
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(read.game->timing, c.timing());
        FakeEngineHub againEngines;
        GameController again(againEngines);
        again.setTimeSource([&now] { return now; });
        again.loadUnsavedGame(*read.game);
        QCOMPARE(*again.timeLeft(Color::Black), 57.0);
        QCOMPARE(*again.timeLeft(Color::White), 59.0);
    }

    // A time control chosen before the first move starts at once.
    void aNewTimeControlStartsAnUnbegunGame() {
        FakeEngineHub engines;
        GameController c(engines);
        double now = 0;
        Settings s = untimed();
        start(c, now, s);
        s.timeControl = true;
        s.clockMinutes = 3;
        c.setSettings(s);
        QCOMPARE(*c.timeLeft(Color::Black), 180.0);
        QVERIFY(c.clockRuns());
    }

    // The side panel's clock: its time for people, highlighted while it runs.
    void theClockShowsItsTime() {
        QCOMPARE(clockText(59.9), QString("0:59"));
        QCOMPARE(clockText(125), QString("2:05"));
        QCOMPARE(clockText(3720), QString("1:02:00"));
        QCOMPARE(clockText(9.46), QString("9.4"));
        QCOMPARE(clockText(-1), QString("0.0"));
        QLabel label;
        showClock(&label, true, 57, true);
        QCOMPARE(label.text(), QString("0:57"));
        QVERIFY(!label.isHidden());
        QVERIFY(label.styleSheet().contains("highlight"));
        showClock(&label, false, 0, false);
        QVERIFY(label.isHidden());
    }
};

QTEST_MAIN(TestTimedGame)
#include "tst_timed_game.moc"
