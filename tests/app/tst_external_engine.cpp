// Another program as the computer's opponent: Hasami's own console engine over the NBoard
// protocol and GTP plays moves in the app, and faulty engines (the match runner's fake) are
// reported in words, their game kept, and Hasami's own engine plays on.

#include <QtTest>

#include "game_controller.h"

using namespace hasami;
using namespace hasami::gui;

Q_DECLARE_METATYPE(ExternalEngine::Protocol)

namespace {

// Generous: the machines that run the tests are shared.
constexpr int kWaitMs = 30000;

// The computer plays `computerBlack` or white with the engine `command`, or with Hasami's own
// engine at its lowest level once that one fails.
Settings againstEngine(const QString& command, ExternalEngine::Protocol protocol,
                       bool computerBlack, double seconds = 0.2) {
    Settings s;
    s.useBook = false;
    s.level = 1;
    s.threads = 1;
    s.computerPlaysBlack = computerBlack;
    s.computerPlaysWhite = !computerBlack;
    s.engines = {{"Other", command, QString(), protocol}};
    s.opponent = "Other";
    s.engineSecondsPerMove = seconds;
    return s;
}

// The user's move: the first legal one.
void playFirstLegalMove(GameController& c) {
    const Position& p = c.record().current();
    QVERIFY(p.legalMoves() != 0);
    c.playSquare(Square::fromIndex(bb::lowestIndex(p.legalMoves())));
}

std::vector<Move> movesOf(const GameController& c) {
    const auto played = c.record().playedMoves();
    return {played.begin(), played.end()};
}

}  // namespace

class TestExternalEngine : public QObject {
    Q_OBJECT
  private slots:
    void hasamisConsoleEnginePlaysInTheApp_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<ExternalEngine::Protocol>("protocol");
        QTest::newRow("NBoard") << HASAMI_ENGINE " nboard --hash 1"
                                << ExternalEngine::Protocol::NBoard;
        QTest::newRow("GTP") << HASAMI_ENGINE " gtp --hash 1 --level 1"
                             << ExternalEngine::Protocol::Gtp;
    }

    void hasamisConsoleEnginePlaysInTheApp() {
        QFETCH(QString, command);
        QFETCH(ExternalEngine::Protocol, protocol);
        GameController c;
        QSignalSpy failed(&c, &GameController::externalEngineFailed);
        c.setSettings(againstEngine(command, protocol, false));
        c.newGame();
        // Two replies: the second one continues the game the engine was told of.
        for (int reply = 1; reply <= 2; ++reply) {
            playFirstLegalMove(c);
            QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2 * reply, kWaitMs);
        }
        QCOMPARE(failed.count(), 0);
        QCOMPARE(c.settings().opponent, QString("Other"));
    }

    void aFaultyEngineIsReportedAndHasamiPlaysOn_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("words");
        QTest::newRow("crash") << "crash"
                               << "Other stopped: killed by signal 11";
        QTest::newRow("exit") << "exit"
                              << "Other stopped: exited with status 3";
        QTest::newRow("hang") << "hang"
                              << "Other did not answer in time (no move within 2.4 s)";
        QTest::newRow("illegal move") << "illegal"
                                      << "Other played an illegal move: d4.";
        QTest::newRow("garbage") << "garbage"
                                 << "Other failed: answered";
    }

    // The fake plays the first move, the user the second, and the fake fails at the third.
    void aFaultyEngineIsReportedAndHasamiPlaysOn() {
        QFETCH(QString, mode);
        QFETCH(QString, words);
        GameController c;
        QSignalSpy failed(&c, &GameController::externalEngineFailed);
        c.setSettings(
            againstEngine(HASAMI_FAKE_NBOARD " " + mode, ExternalEngine::Protocol::NBoard, true));
        c.newGame();
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, kWaitMs);
        playFirstLegalMove(c);
        const std::vector<Move> kept = movesOf(c);
        QCOMPARE(kept.size(), std::size_t(2));
        QVERIFY(failed.wait(kWaitMs));
        QCOMPARE(failed.count(), 1);
        const QString message = failed[0][0].toString();
        QVERIFY2(message.startsWith(words), qPrintable(message));
        QVERIFY2(message.endsWith("Hasami's own engine plays on."), qPrintable(message));
        QCOMPARE(c.settings().opponent, QString());
        // Hasami's own engine plays the move the fake did not, after the moves kept.
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 3, kWaitMs);
        const std::vector<Move> after = movesOf(c);
        QVERIFY(std::equal(kept.begin(), kept.end(), after.begin()));
    }

    void anEngineThatCannotBeRunIsReported() {
        GameController c;
        QSignalSpy failed(&c, &GameController::externalEngineFailed);
        c.setSettings(againstEngine("/no/such/engine", ExternalEngine::Protocol::Gtp, true));
        c.newGame();
        QVERIFY(failed.wait(kWaitMs));
        const QString message = failed[0][0].toString();
        QVERIFY2(message.startsWith("Other failed: cannot run '/no/such/engine': No such file"),
                 qPrintable(message));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, kWaitMs);
        QCOMPARE(c.settings().opponent, QString());
    }

    // Undoing while the engine thinks drops its move at once: the hanging fake (given 600 s)
    // is not waited for, and the next move is asked of another engine, which answers it. (When
    // the undo comes before the worker even asked the fake, there is nothing to wait for.)
    void anUndoneMoveIsNotWaitedFor() {
        GameController c;
        QSignalSpy failed(&c, &GameController::externalEngineFailed);
        Settings s =
            againstEngine(HASAMI_FAKE_NBOARD " hang", ExternalEngine::Protocol::NBoard, true, 600);
        c.setSettings(s);
        c.newGame();
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, kWaitMs);
        playFirstLegalMove(c);
        QVERIFY(c.isThinking());
        c.undo();
        QCOMPARE(c.record().ply(), 1);
        QVERIFY(!c.isThinking());
        s.engines = {{"Hasami", HASAMI_ENGINE " nboard --hash 1", QString(),
                      ExternalEngine::Protocol::NBoard}};
        s.opponent = "Hasami";
        s.engineSecondsPerMove = 0.2;
        c.setSettings(s);
        playFirstLegalMove(c);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 3, kWaitMs);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(c.settings().opponent, QString("Hasami"));
    }
};

QTEST_MAIN(TestExternalEngine)
#include "tst_external_engine.moc"
