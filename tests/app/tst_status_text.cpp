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

    void aClickThatPlaysNothingSaysWhy() {
        using Kind = Notice::Kind;
        QCOMPARE(noticeText({Kind::GameOver}), QString("The game is over."));
        QCOMPARE(noticeText({Kind::Paused}), QString("The game is paused."));
        QCOMPARE(noticeText({Kind::ComputersTurn}), QString("It is the computer's turn."));
        QCOMPARE(noticeText({Kind::IllegalMove, *Square::parse("a1")}),
                 QString("a1 is not a legal move here."));
    }

    // The winner first, with its discs; a draw as it is; a loss on time names the other side.
    void aResultNamesTheWinner() {
        QCOMPARE(resultText({.black = 40, .white = 24}), QString("Black wins 40–24"));
        QCOMPARE(resultText({.black = 0, .white = 64}), QString("White wins 64–0"));
        QCOMPARE(resultText({.black = 32, .white = 32}), QString("Draw 32–32"));
        QCOMPARE(resultText({.lostOnTime = Color::Black}), QString("White wins on time"));
        QCOMPARE(resultText({.black = 50, .white = 14, .lostOnTime = Color::White}),
                 QString("Black wins on time"));
    }

    // Untranslated, the plural stays "mistake(s)"; the counts come by reason as given.
    void aReviewSaysHowItEnded() {
        using End = ReviewSummary::End;
        QCOMPARE(
            reviewText({.end = End::Done,
                        .mistakes = 3,
                        .byReason = {{ai::ReasonTag::Corner, 2}, {ai::ReasonTag::Mobility, 1}}}),
            QString("Review done: 3 mistake(s). 2 gave a corner, 1 lost mobility"));
        QCOMPARE(reviewText({.end = End::Done, .mistakes = 0}),
                 QString("Review done: 0 mistake(s)."));
        QCOMPARE(reviewText({End::NothingToReview}), QString("There is nothing to review."));
        QCOMPARE(reviewText({End::Cancelled}), QString("Review cancelled."));
        QCOMPARE(reviewText({End::GameReplaced}),
                 QString("Review stopped: another game was started."));
        QCOMPARE(reviewText({End::GameChanged}), QString("Review stopped: the game changed."));
        QCOMPARE(reviewText({End::Editing}), QString("Review stopped: the board is being edited."));
        QVERIFY(ReviewSummary{End::NothingToReview}.completed());
        QVERIFY(!ReviewSummary{End::GameChanged}.completed());
    }

    void aFailedEngineSaysWhatTookOver() {
        QCOMPARE(engineFailureText({EngineFailure::Role::Opponent, "Edax quit."}),
                 QString("Edax quit. The game is kept, and Hasami's own engine plays on."));
        QCOMPARE(engineFailureText({EngineFailure::Role::Hints, "Edax quit."}),
                 QString("Edax quit. The game is kept, and the hints come from Hasami's own "
                         "engine again."));
    }

    // A line is named by its number, the move number where it leaves, and that move.
    void linesAndMovesAreNamed() {
        const Move c5 = *Square::parse("c5");
        QCOMPARE(lineLabels({{}, {16, c5}, {0, *Square::parse("d3")}}),
                 (QStringList{"Main line", "Line 2: 17. c5", "Line 3: 1. d3"}));
        QCOMPARE(moveText(c5), QString("c5"));
        QCOMPARE(moveText(Move::pass()), QString("pass"));
        QCOMPARE(bookProblemText("'book.bin': bad size"),
                 QString("Playing without the opening book: 'book.bin': bad size"));
    }
};

QTEST_MAIN(TestStatusText)
#include "tst_status_text.moc"
