#include <QtTest>

#include "core/square.h"
#include "gui_latency.h"

using namespace hasami;
using namespace hasami::cli;

namespace {

Move at(const char* name) {
    return *Square::parse(name);
}

}  // namespace

// What the engine's moves cost beyond its thinking, from the times a GUI gives them.
class TestGuiLatency : public QObject {
    Q_OBJECT
  private slots:
    void untilAGuiSaysOtherwiseTheTimeManagersAllowance() {
        QCOMPARE(GuiLatency().overhead(), ai::kMoveOverheadSeconds);
    }

    void theGuisTimeLessTheEnginesIsTheLatency() {
        GuiLatency latency;
        latency.answered(10, at("f5"), 0.30);
        latency.charged(10, at("f5"), 0.45);
        QCOMPARE(latency.overhead(), 0.45 - 0.30);
        // The most seen stands: a quicker GUI move later does not lower it.
        latency.answered(12, at("c3"), 0.30);
        latency.charged(12, at("c3"), 0.35);
        QCOMPARE(latency.overhead(), 0.45 - 0.30);
    }

    void onlyTheEnginesOwnAnswerCounts() {
        GuiLatency latency;
        latency.answered(10, at("f5"), 0.1);
        latency.charged(9, at("d6"), 0.9);   // the opponent's move
        latency.charged(10, at("e6"), 0.9);  // another move than the one answered
        QCOMPARE(latency.overhead(), ai::kMoveOverheadSeconds);
        latency.charged(10, at("f5"), 0.2);
        QCOMPARE(latency.overhead(), 0.2 - 0.1);
        // Said again (a new "set game" with the same moves), it is not counted twice.
        latency.charged(10, at("f5"), 0.9);
        QCOMPARE(latency.overhead(), 0.2 - 0.1);
    }

    void aTimeFarBeyondTheAnswerIsNotBelieved() {
        GuiLatency latency;
        latency.answered(10, at("f5"), 0.1);
        latency.charged(10, at("f5"), 0.1 + GuiLatency::kMostBelieved + 0.5);
        QCOMPARE(latency.overhead(), ai::kMoveOverheadSeconds);
    }
};

QTEST_MAIN(TestGuiLatency)
#include "tst_gui_latency.moc"
