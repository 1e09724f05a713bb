#include <QtTest>

#include "core/move_timer.h"

using namespace hasami;

// The time comes from a source the test moves by hand: no wall clock.
class TestMoveTimer : public QObject {
    Q_OBJECT
  private slots:
    void countsOnlyWhileRunning() {
        double now = 100;
        MoveTimer timer([&] { return now; });
        now += 5;
        QCOMPARE(timer.seconds(), 0.0);  // not started
        timer.setRunning(true);
        now += 2;
        QCOMPARE(timer.seconds(), 2.0);
        timer.setRunning(false);  // held: paused, or looking back
        now += 30;
        QCOMPARE(timer.seconds(), 2.0);
        timer.setRunning(true);
        now += 1.5;
        QCOMPARE(timer.seconds(), 3.5);
        QVERIFY(timer.isRunning());
    }

    void restartsForANewMove() {
        double now = 0;
        MoveTimer timer([&] { return now; });
        timer.setRunning(true);
        now += 4;
        timer.restart();
        now += 1;
        QCOMPARE(timer.seconds(), 1.0);
        timer.setRunning(false);
        timer.restart();
        now += 1;
        QCOMPARE(timer.seconds(), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestMoveTimer)
#include "tst_move_timer.moc"
