// Another program as the computer's opponent or the hint source: Hasami's own console engine
// over the NBoard protocol and GTP plays moves in the app and scores every move, and faulty
// engines (the match runner's fake) are reported in words, their game kept, and Hasami's own
// engine plays on or gives the hints.

#include <QtTest>

#include "ai/engine.h"
#include "ai/levels.h"
#include "game_controller.h"
#include "status_text.h"

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
    s.seats = {computerBlack ? Seat::Computer : Seat::Human,
               !computerBlack ? Seat::Computer : Seat::Human};
    s.engines = {{"Other", command, QString(), protocol}};
    s.opponent = "Other";
    s.engineSecondsPerMove = seconds;
    return s;
}

// Hints from the NBoard engine `command`, searched `hintLevel`'s depth; nobody plays.
Settings hintsFrom(const QString& command, int hintLevel, double seconds) {
    Settings s;
    s.useBook = false;
    s.threads = 1;
    s.hintLevel = hintLevel;
    s.hintHumanChances = false;
    s.seats = {Seat::Human, Seat::Human};
    s.engines = {{"Other", command, QString(), ExternalEngine::Protocol::NBoard}};
    s.hintSource = "Other";
    s.engineSecondsPerMove = seconds;
    return s;
}

// The hints shown last, once they are complete and score every legal move.
bool allMovesHinted(const GameController& c, const QSignalSpy& hints) {
    if (hints.isEmpty() || !hints.last()[1].toBool()) return false;
    const auto shown = hints.last()[0].value<Evaluations>();
    return int(shown.size()) == bb::count(c.record().current().legalMoves());
}

// The faults of the fake and the words each is reported in: `awaited` is what it leaves
// unanswered when it hangs, `verb` what it did with d4, a square never empty.
void addFaults(const QString& awaited, const QString& verb) {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("words");
    QTest::newRow("crash") << "crash"
                           << "Other stopped: killed by signal 11";
    QTest::newRow("exit") << "exit"
                          << "Other stopped: exited with status 3";
    QTest::newRow("hang")
        << "hang" << QString("Other did not answer in time (no %1 within 2.4 s)").arg(awaited);
    QTest::newRow("illegal move") << "illegal"
                                  << QString("Other %1 an illegal move: d4.").arg(verb);
    QTest::newRow("garbage") << "garbage"
                             << "Other failed: answered";
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

    void aFaultyEngineIsReportedAndHasamiPlaysOn_data() { addFaults("move", "played"); }

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
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
        const QString message = engineFailureText(failed[0][0].value<EngineFailure>());
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
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
        const QString message = engineFailureText(failed[0][0].value<EngineFailure>());
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

    // An endgame with 12 empties, the hints searched to the end (level 20 looks 22 plies
    // ahead): every move's score is exact, the same as Hasami's own engine finds.
    void hasamisConsoleEngineGivesTheHints() {
        Position p = Position::start();
        while (p.emptyCount() > 12) {
            QVERIFY(!p.isGameOver());
            p = p.mustPass() ? p.passed()
                             : p.play(Square::fromIndex(bb::lowestIndex(p.legalMoves())));
        }
        if (p.mustPass()) p = p.passed();
        GameController c;
        QSignalSpy failed(&c, &GameController::externalEngineFailed);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        c.setSettings(hintsFrom(HASAMI_ENGINE " nboard --hash 1", 20, 30));
        c.newGameFrom(p);
        c.setHintsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(allMovesHinted(c, hints), kWaitMs);
        QCOMPARE(failed.count(), 0);
        // The scores are the console engine's, given once and complete (Hasami's own engine
        // gives them depth by depth).
        int given = 0;
        for (const QList<QVariant>& h : hints)
            given += !h[0].value<Evaluations>().empty();
        QCOMPARE(given, 1);
        const auto shown = hints.last()[0].value<Evaluations>();

        ai::Engine own;
        const auto expected = own.analyse(p, ai::Limits::atDepth(ai::level(20).midgameDepth));
        QCOMPARE(shown.size(), expected.size());
        for (const ai::MoveEvaluation& e : expected) {
            const auto same = std::find_if(shown.begin(), shown.end(),
                                           [&](const auto& h) { return h.move == e.move; });
            QVERIFY2(same != shown.end(), e.move.name().c_str());
            QCOMPARE(same->score, e.score);
            QVERIFY(same->exact);
        }
        // Best first, as Hasami's own hints.
        QCOMPARE(shown.front().score, expected.front().score);
        QCOMPARE(c.settings().hintSource, QString("Other"));
    }

    void aFaultyHintSourceIsReportedAndHasamiHints_data() { addFaults("hints", "scored"); }

    // The fake fails at its first "hint": the position stays, and Hasami's engine scores it.
    void aFaultyHintSourceIsReportedAndHasamiHints() {
        QFETCH(QString, mode);
        QFETCH(QString, words);
        GameController c;
        QSignalSpy failed(&c, &GameController::externalEngineFailed);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        c.setSettings(hintsFrom(HASAMI_FAKE_NBOARD " " + mode, 1, 0.2));
        c.newGame();
        playFirstLegalMove(c);
        const std::vector<Move> kept = movesOf(c);
        c.setHintsEnabled(true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
        const QString message = engineFailureText(failed[0][0].value<EngineFailure>());
        QVERIFY2(message.startsWith(words), qPrintable(message));
        QVERIFY2(message.endsWith("the hints come from Hasami's own engine again."),
                 qPrintable(message));
        QCOMPARE(c.settings().hintSource, QString());
        QTRY_VERIFY_WITH_TIMEOUT(allMovesHinted(c, hints), kWaitMs);
        QVERIFY(movesOf(c) == kept);
    }
};

QTEST_MAIN(TestExternalEngine)
#include "tst_external_engine.moc"
