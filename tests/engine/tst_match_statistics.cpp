#include <QtTest>

#include "match_statistics.h"

using namespace hasami::cli;

namespace {

Tally tally(int wins, int draws, int losses) {
    return {wins, draws, losses};
}

Sprt sprt(double elo0, double elo1) {
    Sprt test;
    test.elo0 = elo0;
    test.elo1 = elo1;
    return test;
}

}  // namespace

// Expected values computed by hand (Python) from the formulas in match_statistics.h.
class TestMatchStatistics : public QObject {
    Q_OBJECT
  private slots:
    void scoresAndMargin() {
        const Tally t = tally(60, 20, 40);
        QCOMPARE(t.games(), 120);
        QVERIFY(qAbs(t.score() - 0.583333) < 1e-6);
        QVERIFY(qAbs(t.margin95() - 0.0802940) < 1e-6);
        QCOMPARE(Tally{}.margin95(), 0.0);
    }

    void eloOfAScore() {
        QVERIFY(qAbs(eloFromScore(0.5)) < 1e-9);
        QVERIFY(qAbs(eloFromScore(0.75) - 190.8485) < 1e-3);
        QVERIFY(qAbs(eloFromScore(0.25) + 190.8485) < 1e-3);
        // Clamped: a clean sweep is a large but finite difference.
        QVERIFY(qAbs(eloFromScore(1.0) - 1199.826) < 0.001);
    }

    void sprtBounds() {
        const Sprt test = sprt(0, 10);
        QVERIFY(qAbs(test.lowerBound() + 2.944439) < 1e-6);
        QVERIFY(qAbs(test.upperBound() - 2.944439) < 1e-6);
    }

    void sprtLikelihoodRatio() {
        const Sprt test = sprt(0, 10);
        QVERIFY(qAbs(test.llr(tally(60, 20, 40)) - 0.652729) < 1e-5);
        QVERIFY(qAbs(test.llr(tally(40, 20, 60)) + 0.776067) < 1e-5);
        QCOMPARE(test.decide(tally(60, 20, 40)), Sprt::Decision::Continue);
        // Points that do not vary say nothing yet.
        QCOMPARE(test.llr(tally(10, 0, 0)), 0.0);
        QCOMPARE(test.llr(Tally{}), 0.0);
    }

    void sprtDecides() {
        const Sprt test = sprt(0, 100);
        QVERIFY(qAbs(test.llr(tally(30, 5, 5)) - 11.218155) < 1e-5);
        QCOMPARE(test.decide(tally(30, 5, 5)), Sprt::Decision::AcceptH1);
        QVERIFY(qAbs(test.llr(tally(5, 5, 30)) + 17.698490) < 1e-5);
        QCOMPARE(test.decide(tally(5, 5, 30)), Sprt::Decision::AcceptH0);
    }
};

QTEST_APPLESS_MAIN(TestMatchStatistics)
#include "tst_match_statistics.moc"
