// Hint mode through the controller: exact scores near the end, the cache, and never a hint
// of another position.

#include <QtTest>

#include "core/notation.h"
#include "explanation_panel.h"
#include "ffo.h"
#include "game_controller.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Settings humans() {
    Settings s;
    s.seats = {Seat::Human, Seat::Human};
    return s;
}

// Waits for the complete hints of the current position.
Evaluations completeHints(QSignalSpy& spy) {
    while (spy.isEmpty() || !spy.last()[1].toBool()) {
        if (!spy.wait(60000)) return {};
    }
    return spy.last()[0].value<Evaluations>();
}

}  // namespace

class TestHints : public QObject {
    Q_OBJECT
  private slots:
    void hintsNearTheEndAreExactAndMatchTheFfoScores() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        GameController c;
        c.setSettings(humans());
        for (const int index : {1, 7}) {
            const ObfEntry& e = entries[index - 1];
            c.newGameFrom(e.position);
            QSignalSpy spy(&c, &GameController::hintsChanged);
            c.setHintsEnabled(true);
            const Evaluations hints = completeHints(spy);
            QCOMPARE(hints.size(), e.scores.size());
            for (const auto& expected : e.scores) {
                const auto h = std::find_if(hints.begin(), hints.end(),
                                            [&](const auto& x) { return x.move == expected.move; });
                QVERIFY(h != hints.end());
                QCOMPARE(h->score, expected.score);
                QVERIFY(h->exact);
            }
            c.setHintsEnabled(false);
            QCOMPARE(spy.last()[0].value<Evaluations>().size(), std::size_t{0});
        }
    }

    // #66 item 2: Why? on a position whose hints are exact (14 empties, solved at the hint level)
    // gives the hints' scores, exact and labelled so, not those of a 13-ply search of its own.
    void whyOnExactHintsIsExact() {
        const ObfEntry e = test::ffoEntries("fforum-1-19.obf").at(0);
        QCOMPARE(e.position.emptyCount(), 14);
        GameController c;
        c.setSettings(humans());
        c.newGameFrom(e.position);
        QSignalSpy spy(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        const Evaluations hints = completeHints(spy);
        QVERIFY(hints.front().exact);
        QSignalSpy ready(&c, &GameController::explanationReady);
        c.explainMove(hints.back().move.square());
        QVERIFY(ready.wait(60000));
        const auto why = ready[0][1].value<ai::Explanation>();
        QVERIFY(why.moves.exact);
        QCOMPARE(why.moves.best, hints.front().move);
        QCOMPARE(why.moves.bestScore, e.scores.front().score);
        QCOMPARE(why.moves.playedScore, hints.back().score);
        ExplanationPanel panel;
        panel.showExplanation(why);
        QVERIFY2(panel.text().contains("(exact)"), qPrintable(panel.text()));
        QCOMPARE(c.analysesStarted(), 1);
    }

    // Hints hold how often players of the chosen rating play each move (summing to 1 over the
    // legal moves); turned off, the hints are searched again without them.
    void hintsCarryThePlayersShares() {
        GameController c;
        Settings s = humans();
        s.hintLevel = 2;
        s.hintRating = 1900;
        c.setSettings(s);
        c.newGameFrom(Position::start().play(Move(*Square::parse("f5"))));
        QSignalSpy spy(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        Evaluations hints = completeHints(spy);
        QCOMPARE(hints.size(), std::size_t{3});
        double sum = 0;
        for (const auto& h : hints) {
            QVERIFY(h.humanChance);
            sum += *h.humanChance;
        }
        QVERIFY(std::abs(sum - 1) < 1e-9);
        spy.clear();
        s.hintHumanChances = false;
        c.setSettings(s);
        hints = completeHints(spy);
        QCOMPARE(hints.size(), std::size_t{3});
        for (const auto& h : hints)
            QVERIFY(!h.humanChance);
    }

    void aVisitedPositionIsNotSearchedAgain() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        GameController c;
        c.setSettings(humans());
        c.newGameFrom(entries[0].position);
        QSignalSpy spy(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        const Evaluations first = completeHints(spy);
        QCOMPARE(c.analysesStarted(), 1);
        c.playSquare(first.front().move.square());
        QVERIFY(completeHints(spy).size() > 0 || c.record().current().isGameOver());
        QCOMPARE(c.analysesStarted(), 2);
        spy.clear();
        c.undo();
        // The cached hints come back at once, without a search.
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy[0][0].value<Evaluations>(), first);
        QCOMPARE(spy[0][1].toBool(), true);
        QCOMPARE(c.analysesStarted(), 2);
        c.redo();
        QCOMPARE(c.analysesStarted(), 2);
    }

    void hintsNeverBelongToAnotherPosition() {
        GameController c;
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        int checked = 0;
        connect(&c, &GameController::hintsChanged, this, [&](const Evaluations& hints) {
            const Position& p = c.record().current();
            for (const auto& h : hints) {
                if (!p.isLegal(h.move)) {
                    QFAIL(qPrintable(QString("hint %1 shown for %2")
                                         .arg(h.move.name().c_str(), formatBoard(p).c_str())));
                }
            }
            ++checked;
        });
        c.setHintsEnabled(true);
        // Back and forth through the game faster than the hints complete.
        for (int round = 0; round < 3; ++round) {
            for (int ply = c.record().length(); ply >= 0; --ply) {
                c.jumpTo(ply);
                QCoreApplication::processEvents();  // results of earlier positions arrive
            }
            for (int ply = 0; ply <= c.record().length(); ply += 2) {
                c.jumpTo(ply);
                QCoreApplication::processEvents();
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(c.analysis().complete(c.record().current()), 60000);
        QVERIFY(checked > 40);
    }

    void theComputersTurnShowsNoHints() {
        GameController c;
        Settings s;
        s.level = 1;
        s.seats.white = Seat::Computer;
        c.setSettings(s);
        c.newGame();
        QSignalSpy spy(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        c.playSquare(*Square::parse("f5"));
        QVERIFY(c.isThinking());
        QCOMPARE(spy.last()[0].value<Evaluations>().size(), std::size_t{0});
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        // Back to the human: hints again.
        QTRY_VERIFY_WITH_TIMEOUT(!spy.last()[0].value<Evaluations>().empty(), 20000);
    }
};

QTEST_MAIN(TestHints)
#include "tst_hints.moc"
