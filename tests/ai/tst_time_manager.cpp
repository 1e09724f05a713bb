#include <QtTest>

#include "ai/engine.h"
#include "ai/time_manager.h"

using namespace hasami;

class TestTimeManager : public QObject {
    Q_OBJECT
  private slots:
    // A budget per move is a promise: the hard limit stays within it, the soft one under it.
    void budgetPerMoveIsNeverExceeded() {
        for (const double seconds : {0.001, 0.05, 1.0, 10.0, 1000.0}) {
            const ai::MoveTime t = ai::moveTimeFor(seconds);
            QVERIFY(t.hard <= seconds || t.hard == 0.001);
            QVERIFY(t.hard > 0);
            QVERIFY(t.soft <= t.hard);
            QVERIFY(t.soft >= t.hard / 2);
        }
        QVERIFY(ai::moveTimeFor(1).hard >= 0.95);
    }

    // A whole game on a clock, each move taking its hard limit (the worst case) plus the
    // overhead the manager counts on: the clock never runs out.
    void clockIsNeverExceeded_data() {
        QTest::addColumn<double>("clock");
        QTest::addColumn<double>("increment");
        QTest::newRow("10 s") << 10.0 << 0.0;
        QTest::newRow("1 s") << 1.0 << 0.0;
        QTest::newRow("5 min") << 300.0 << 0.0;
        QTest::newRow("increment") << 60.0 << 2.0;
    }
    void clockIsNeverExceeded() {
        QFETCH(double, clock);
        QFETCH(double, increment);
        double remaining = clock;
        for (int empties = 60; empties > 0; empties -= 2) {
            const ai::MoveTime t = ai::clockMoveTime(remaining, empties, increment);
            QVERIFY(t.soft > 0);
            QVERIFY(t.soft <= t.hard);
            remaining -= t.hard + ai::kMoveOverheadSeconds;
            QVERIFY2(remaining > 0, qPrintable(QString("%1 empties").arg(empties)));
            remaining += increment;
        }
    }

    // A GUI that charges each move `overhead` seconds beyond the search: every move may take its
    // hard limit and the GUI its latency, and the clock is never out.
    void aGuisLatencyIsKeptBack_data() {
        QTest::addColumn<double>("clock");
        QTest::addColumn<double>("overhead");
        QTest::newRow("5 s, 50 ms") << 5.0 << 0.05;
        QTest::newRow("10 s, 100 ms") << 10.0 << 0.1;
        QTest::newRow("60 s, 500 ms") << 60.0 << 0.5;
    }
    void aGuisLatencyIsKeptBack() {
        QFETCH(double, clock);
        QFETCH(double, overhead);
        double remaining = clock;
        for (int empties = 60; empties > 0; empties -= 2) {
            const ai::MoveTime t = ai::clockMoveTime(remaining, empties, 0, overhead);
            remaining -= t.hard + overhead;
            QVERIFY2(remaining > 0, qPrintable(QString("%1 empties").arg(empties)));
        }
        // 10 s with 20 empties (10 moves to make): 5 % and 10 x 1.5 x 0.1 s kept back, 8 s
        // usable.
        QVERIFY(ai::clockMoveTime(10, 20, 0, 0.1).hard <= 8.0);
        // An overhead below the time manager's own is not believed.
        QCOMPARE(ai::clockMoveTime(10, 20, 0, 0).hard, ai::clockMoveTime(10, 20).hard);
    }

    // With nothing left, the least limit (0 would be none).
    void clockOutGetsTheLeast() {
        const ai::MoveTime t = ai::clockMoveTime(0, 30);
        QVERIFY(t.hard > 0);
        QVERIFY(t.hard <= 0.001);
        QVERIFY(ai::clockMoveTime(-5, 30).hard <= 0.001);
    }

    // Spent evenly over the moves left, the midgame gets more than the opening, and the last
    // move may use all but the reserve.
    void sharesFollowTheGame() {
        const double perMove = 0.5;
        const auto share = [&](int empties) {
            return ai::clockMoveTime(perMove * (empties + 1) / 2, empties).soft;
        };
        QVERIFY(share(36) > share(56));
        QVERIFY(share(30) > share(14));
        const ai::MoveTime last = ai::clockMoveTime(5, 1);
        QVERIFY(last.hard > 4);
        QVERIFY(last.hard < 5);
    }

    // A solve expected to fit gets the time to start and finish, within a part of the time
    // left; with a quarter less on the clock it would not fit, and the move gets its usual share.
    void solveThatFitsGetsTime() {
        const ai::MoveTime notYet = ai::clockMoveTime(45, 26);
        const ai::MoveTime solve = ai::clockMoveTime(60, 26);
        QVERIFY(solve.soft > notYet.soft);
        QVERIFY(solve.hard > 1.5 * notYet.hard);
        QVERIFY(solve.hard <= 60 * 0.4);
    }

    void iterationsStopAtTheSoftLimit() {
        const ai::MoveTime t{1, 4};
        QVERIFY(ai::startNextIteration(
            t, {.elapsed = 0.5, .lastSeconds = 0.2, .previousSeconds = 0.1}));
        QVERIFY(!ai::startNextIteration(
            t, {.elapsed = 1.1, .lastSeconds = 0.2, .previousSeconds = 0.1}));
        // Begun before the soft limit but predicted to end at 2.4 times it (0.8 + 0.4 * 4):
        // the hard limit would allow it, the plan for the move does not.
        QVERIFY(!ai::startNextIteration(
            t, {.elapsed = 0.8, .lastSeconds = 0.4, .previousSeconds = 0.1}));
        QVERIFY(ai::startNextIteration(
            t, {.elapsed = 0.8, .lastSeconds = 0.2, .previousSeconds = 0.1}));
    }

    // An unsettled search goes on past the soft limit, never past the hard one.
    void unsettledSearchesGoOn() {
        const ai::MoveTime t{1, 4};
        const ai::IterationReport changed{
            .elapsed = 1.1, .lastSeconds = 0.1, .previousSeconds = 0.05, .bestMoveChanged = true};
        QVERIFY(ai::startNextIteration(t, changed));
        const ai::IterationReport dropped{
            .elapsed = 1.1, .lastSeconds = 0.1, .previousSeconds = 0.05, .scoreDrop = 6};
        QVERIFY(ai::startNextIteration(t, dropped));
        // A drop within the noise of odd and even depths is not one.
        QVERIFY(!ai::startNextIteration(
            t, {.elapsed = 1.1, .lastSeconds = 0.1, .previousSeconds = 0.05, .scoreDrop = 2}));
        QVERIFY(!ai::startNextIteration(
            {1, 1.05}, {.elapsed = 1.06, .lastSeconds = 0.01, .bestMoveChanged = true}));
    }

    // An iteration that would end past the hard limit, by the growth of the last two, is not
    // started: it would be thrown away.
    void hopelessIterationsAreNotStarted() {
        const ai::MoveTime t{1, 2};
        QVERIFY(!ai::startNextIteration(
            t, {.elapsed = 0.6, .lastSeconds = 0.4, .previousSeconds = 0.1}));
        QVERIFY(ai::startNextIteration(
            t, {.elapsed = 0.6, .lastSeconds = 0.4, .previousSeconds = 0.2}));
    }

    // A move's time counts from when it was asked for, not from when the last of the threads
    // began: a request made 5 s before the search reports at least those 5 s, and a search out
    // of time already stops after its first iteration.
    void timeCountsFromTheRequest() {
        using namespace std::chrono;
        ai::Engine engine(1);
        const std::pair<ai::EngineKind, int> searches[] = {{ai::EngineKind::AlphaBeta, 1},
                                                           {ai::EngineKind::AlphaBeta, 3},
                                                           {ai::EngineKind::MonteCarlo, 2}};
        for (const auto& [kind, threads] : searches) {
            engine.setKind(kind);
            engine.setThreads(threads);
            ai::Limits limits = ai::Limits::forNodes(1000);
            limits.requested = steady_clock::now() - seconds(5);
            QVERIFY(engine.think(Position::start(), limits).seconds >= 5);
            limits = ai::Limits::forSeconds(1);
            limits.requested = steady_clock::now() - seconds(5);
            const ai::SearchResult late = engine.think(Position::start(), limits);
            QVERIFY(late.seconds >= 5);
            if (kind == ai::EngineKind::AlphaBeta) {
                QVERIFY2(late.depth <= 2, std::to_string(late.depth).c_str());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestTimeManager)
#include "tst_time_manager.moc"
