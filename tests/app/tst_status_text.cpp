// The status line of a thinking computer: the words the view writes from the controller's typed
// state, with figures written out by hand.

#include <QtTest>

#include "core/square.h"
#include "status_text.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// The moves named two characters each, "f5d6" (the text does not judge them).
std::vector<Move> line(std::string_view names) {
    std::vector<Move> moves;
    for (std::size_t i = 0; i + 1 < names.size(); i += 2)
        moves.emplace_back(*Square::parse(names.substr(i, 2)));
    return moves;
}

}  // namespace

class TestStatusText : public QObject {
    Q_OBJECT
  private slots:
    void startedNamesTheSideAndAnExternalEngine() {
        QCOMPARE(thinkingText(ThinkingStatus::started(Color::White)),
                 QString("White is thinking…"));
        QCOMPARE(thinkingText(ThinkingStatus::started(Color::Black, "Edax")),
                 QString("Black (Edax) is thinking…"));
    }

    void aSearchSaysItsDepthScoreNodesTimeAndLine() {
        ai::Progress p;
        p.depth = 12;
        p.score = 4;
        p.nodes = 3'240'000;
        p.seconds = 1.46;
        p.pv = line("f5d6c3");
        QCOMPARE(
            thinkingText(ThinkingStatus::searching(Color::White, p)),
            QString("White is thinking: depth 12, score +4, 3.2\u00a0M\u00a0nodes, 1.5\u00a0s\n"
                    "Best line: f5 d6 c3"));
        p.score = -6;
        p.exact = true;
        p.nodes = 850'000;
        QCOMPARE(thinkingText(ThinkingStatus::searching(Color::Black, p)),
                 QString("Black is thinking: exact, score -6, 850\u00a0k\u00a0nodes, 1.5\u00a0s\n"
                         "Best line: f5 d6 c3"));
        p.exact = false;
        p.winLossDraw = true;
        p.score = 0;
        QVERIFY(thinkingText(ThinkingStatus::searching(Color::Black, p))
                    .startsWith("Black is thinking: win/loss, score 0,"));
    }

    void monteCarloSaysItsChanceToWin() {
        ai::Progress p;
        p.winProbability = 0.625;
        p.nodes = 40'000;
        p.seconds = 2;
        p.pv = line("f5");
        QCOMPARE(thinkingText(ThinkingStatus::searching(Color::White, p)),
                 QString("White is thinking: 63% to win, 40\u00a0k\u00a0simulations, 2.0\u00a0s\n"
                         "Best line: f5"));
    }

    void aLongLineShowsItsFirstTwelveMoves() {
        ai::Progress p;
        p.pv = line("f5d6c3d3c4f4f6f3e6e7d7c5b6");  // 13 moves
        QVERIFY(thinkingText(ThinkingStatus::searching(Color::Black, p))
                    .endsWith("Best line: f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 c5 …"));
    }

    void theWaitingComputerSaysWhyAndWhatToDo() {
        using Reason = WaitingStatus::Reason;
        QCOMPARE(waitingText({Reason::Paused, Color::Black}),
                 QString("Paused: Black (the computer) is to move."));
        QCOMPARE(waitingText({Reason::ForReview, Color::White}),
                 QString("White (the computer) waits for the review to end."));
        QCOMPARE(waitingText({Reason::LookingBack, Color::White}),
                 QString("White (the computer) waits while you look back. Play from here to let "
                         "it move."));
        QCOMPARE(waitingText({Reason::Held, Color::Black}),
                 QString("Black (the computer) is to move. Play from here to let it move."));
    }

    void theBookIsNamed() {
        QCOMPARE(thinkingText(ThinkingStatus::fromBook(Color::Black)),
                 QString("Black plays from the opening book."));
    }
};

QTEST_MAIN(TestStatusText)
#include "tst_status_text.moc"
