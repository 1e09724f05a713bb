// The opening trainer's schedule: intervals and eases worked out by hand from SM-2's rules, a
// clock given by the test.

#include <QtTest>

#include "library/review_schedule.h"

using namespace hasami::library;

namespace {

constexpr std::int64_t day(int n) {
    return n * kSecondsPerDay;
}

}  // namespace

class TestReviewSchedule : public QObject {
    Q_OBJECT
  private slots:
    void gradesByDiscsLost() {
        QCOMPARE(gradeOfLoss(0), Grade::Perfect);
        QCOMPARE(gradeOfLoss(1), Grade::Good);
        QCOMPARE(gradeOfLoss(2), Grade::Good);
        QCOMPARE(gradeOfLoss(3), Grade::Hard);
        QCOMPARE(gradeOfLoss(4), Grade::Hard);
        QCOMPARE(gradeOfLoss(5), Grade::Missed);
        QCOMPARE(gradeOfLoss(64), Grade::Missed);
    }

    // Ease changes by 0.1 - (5 - q)(0.08 + (5 - q) 0.02) with q = 1, 3, 4, 5 for Missed, Hard,
    // Good, Perfect: -0.54, -0.14, 0, +0.1. Intervals: 1 day, 6, then the last times the ease
    // the position had before the answer, rounded; a miss goes back to 1 day.
    void intervalsGrowWithGoodAnswersAndRestartWithAMiss() {
        ReviewState s;  // a new position: ease 2.5 (easePercent 250)
        s = nextReview(s, Grade::Missed, day(0));
        QCOMPARE(s, (ReviewState{0, 196, 1, day(1)}));
        s = nextReview(s, Grade::Perfect, day(1));
        QCOMPARE(s, (ReviewState{1, 206, 1, day(2)}));
        s = nextReview(s, Grade::Perfect, day(2));
        QCOMPARE(s, (ReviewState{2, 216, 6, day(8)}));
        s = nextReview(s, Grade::Good, day(8));  // 6 x 2.16 = 12.96
        QCOMPARE(s, (ReviewState{3, 216, 13, day(21)}));
        s = nextReview(s, Grade::Hard, day(21));  // 13 x 2.16 = 28.08
        QCOMPARE(s, (ReviewState{4, 202, 28, day(49)}));
        s = nextReview(s, Grade::Missed, day(49));
        QCOMPARE(s, (ReviewState{0, 148, 1, day(50)}));
        // The ease stops at 1.3 (148 - 0.54 would be 0.94).
        s = nextReview(s, Grade::Missed, day(50) + 7);
        QCOMPARE(s, (ReviewState{0, 130, 1, day(51) + 7}));
    }
};

QTEST_GUILESS_MAIN(TestReviewSchedule)
#include "tst_review_schedule.moc"
