#include <QtTest>

#include "gtp_clock.h"

using namespace hasami;
using namespace hasami::cli;

namespace {

bool same(const std::optional<ai::MoveTime>& a, const ai::MoveTime& b) {
    return a && a->soft == b.soft && a->hard == b.hard;
}

}  // namespace

// Which of the time manager's rules a GTP clock gives a move, and with what time left.
class TestGtpClock : public QObject {
    Q_OBJECT
  private slots:
    // No time_settings, and GTP's "no limit" (byo-yomi time without stones): no time limit.
    void hasNoLimitUntilSet() {
        GtpClock clock;
        QVERIFY(!clock.moveTime(Color::Black, 60));
        clock.set(0, 1, 0);  // as Quarry says "no limit"
        QVERIFY(!clock.moveTime(Color::Black, 60));
        clock.set(0, 0, 0);
        QVERIFY(!clock.moveTime(Color::White, 60));
    }

    // Absolute time: a share of what is left, less each of the side's own moves.
    void sharesTheMainTime() {
        GtpClock clock;
        clock.set(300, 0, 0);
        QVERIFY(same(clock.moveTime(Color::Black, 60), ai::clockMoveTime(300, 60)));
        clock.spent(Color::Black, 12.5);
        QVERIFY(same(clock.moveTime(Color::Black, 58), ai::clockMoveTime(287.5, 58)));
        QVERIFY(same(clock.moveTime(Color::White, 59), ai::clockMoveTime(300, 59)));
        // The client's count replaces the engine's.
        clock.setLeft(Color::Black, 100, 0);
        QVERIFY(same(clock.moveTime(Color::Black, 40), ai::clockMoveTime(100, 40)));
        // A new game has the whole clock again.
        clock.restart();
        QVERIFY(same(clock.moveTime(Color::Black, 60), ai::clockMoveTime(300, 60)));
    }

    // Canadian byo-yomi: 30 s for 10 moves is 3 s a move; 20 s for the last 4 is 5 s.
    void budgetsEachByoYomiMove() {
        GtpClock clock;
        clock.set(0, 30, 10);
        QVERIFY(same(clock.moveTime(Color::White, 50), ai::moveTimeFor(3)));
        clock.setLeft(Color::White, 20, 4);
        QVERIFY(same(clock.moveTime(Color::White, 50), ai::moveTimeFor(5)));
        // 2 s of the 20: 18 s for the 3 moves left.
        clock.spent(Color::White, 2);
        QVERIFY(same(clock.moveTime(Color::White, 48), ai::moveTimeFor(6)));
    }

    // Main time spent runs into the byo-yomi: 10 s, then 30 s for 5 moves; 12 s used 2 of them.
    void entersTheByoYomi() {
        GtpClock clock;
        clock.set(10, 30, 5);
        QVERIFY(same(clock.moveTime(Color::Black, 60), ai::clockMoveTime(10, 60)));
        clock.spent(Color::Black, 12);
        QVERIFY(same(clock.moveTime(Color::Black, 58), ai::moveTimeFor(28.0 / 5)));
    }
};

QTEST_APPLESS_MAIN(TestGtpClock)
#include "tst_gtp_clock.moc"
