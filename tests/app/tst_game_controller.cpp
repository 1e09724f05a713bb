// The controller as the window uses it: signals with their arguments for moves, passes, the
// end of the game, undo and redo, and the computer's moves. The engines are a fake whose
// answers the tests send by hand (fake_engine_hub.h); one test plays against the real ones.

#include <QtTest>

#include <bit>

#include "ai/book_file.h"
#include "ai/levels.h"
#include "core/ggf.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "fake_engine_hub.h"
#include "game_controller.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Square sq(const char* name) {
    return *Square::parse(name);
}

// Without the opening book: most tests are about searches, which the book would skip in the
// opening (the book's own tests turn it on).
Settings humans() {
    Settings s;
    s.useBook = false;
    s.seats = {Seat::Human, Seat::Human};
    return s;
}

// The user plays black against a human-like opponent, whose moves come without a search.
Settings againstHumanLike() {
    Settings s = humans();
    s.strength = PlaySettings::StrengthKind::HumanLike;
    s.seats.white = Seat::Computer;
    return s;
}

// A new game in which the computer plays the sides asked, searching to `level` or, if
// `seconds` is set, for that long a move.
void startGame(GameController& c, bool computerBlack, bool computerWhite, int level,
               double seconds = 0) {
    Settings s;
    s.useBook = false;
    s.level = level;
    s.strength =
        seconds > 0 ? PlaySettings::StrengthKind::Seconds : PlaySettings::StrengthKind::Level;
    if (seconds > 0) s.secondsPerMove = seconds;
    s.seats = {computerBlack ? Seat::Computer : Seat::Human,
               computerWhite ? Seat::Computer : Seat::Human};
    c.setSettings(s);
    c.newGame();
}

void playAgainstWhite(GameController& c, int level, double seconds = 0) {
    startGame(c, false, true, level, seconds);
}

Square firstLegal(const Position& p) {
    return Square::fromIndex(std::countr_zero(p.legalMoves()));
}

// The engines answer the computer's search with `best`, scored `score` at `depth`.
void answer(FakeEngineHub& engines, Move best, int score = 0, int depth = 1) {
    QVERIFY(engines.running);
    QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Think);
    emit engines.thought({.best = best, .score = score, .depth = depth, .pv = {best}});
}

// The computer to move at `c`'s position plays its first legal move; the move comes after
// ComputerMove::kMinimumReplyMs.
void computerPlaysFirstMove(GameController& c, FakeEngineHub& engines) {
    const int ply = c.record().ply();
    answer(engines, firstLegal(c.record().current()));
    QTRY_VERIFY_WITH_TIMEOUT(c.record().ply() > ply, 1000);
}

// Every legal move of `p` searched to `depth`, best first: `worse` loses `loss` discs against
// the others, which score `best`.
Evaluations scored(const Position& p, int depth, int best = 0, std::optional<Move> worse = {},
                   int loss = 0) {
    Evaluations moves;
    for (Bitboard b = p.legalMoves(); b; b &= b - 1) {
        const Move m = Square::fromIndex(std::countr_zero(b));
        moves.push_back({.move = m, .score = m == worse ? best - loss : best, .depth = depth});
    }
    std::ranges::stable_sort(moves, std::greater<>{}, &ai::MoveEvaluation::score);
    return moves;
}

// The review of `c`'s game asked of the engines answered: every move of every position scores 0
// at `depth`, but the moves played at `mistakes` (plies after them) lose 6 discs.
void answerReview(GameController& c, FakeEngineHub& engines, int depth,
                  const std::vector<int>& mistakes) {
    QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Review);
    const std::vector<Position> positions = engines.last().positions;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        std::optional<Move> worse;
        for (const int ply : mistakes) {
            if (c.record().positionAt(ply - 1) == positions[i])
                worse = c.record().moves()[std::size_t(ply - 1)];
        }
        emit engines.reviewed(int(i), scored(positions[i], depth, 0, worse, 6));
    }
}

// Black to move; after black's c1 white has no move but black still has: white passes.
Position passAfterC1() {
    return *parseBoard(
        "XO------"
        "O-------" +
        std::string(32, '-') +
        "X-------"
        "-------- X");
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT
  private slots:
    void aMoveEmitsEverySignalWithItsArguments() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.newGame();
        QSignalSpy position(&c, &GameController::positionShown);
        QSignalSpy legal(&c, &GameController::clickableSquaresChanged);
        c.playSquare(sq("f5"));
        QCOMPARE(position.count(), 1);
        const Position after = Position::start().play(sq("f5"));
        const auto shown = position[0][0].value<PositionShown>();
        QCOMPARE(shown.position, after);
        QCOMPARE(shown.flipped, sq("e5").bit());  // the disc that flipped
        QCOMPARE(shown.lastMove, std::optional<Square>(sq("f5")));
        QCOMPARE(legal.count(), 1);
        QCOMPARE(legal[0][0].value<Bitboard>(), after.legalMoves());
        QCOMPARE(shown.position.discCount(Color::Black), 4);
        QCOMPARE(shown.position.discCount(Color::White), 1);
        QCOMPARE(shown.moves, std::vector<Move>{sq("f5")});
        QCOMPARE(shown.ply, 1);
        QCOMPARE(shown.firstMover, Color::Black);
        QVERIFY(shown.canGoBack);
        QVERIFY(!shown.canGoForward);
    }

    void theOpeningIsNamedAsTheGameGoes() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.newGame();
        QSignalSpy opening(&c, &GameController::openingChanged);
        const auto last = [&] {
            return QString::fromStdString(opening.last().at(0).value<OpeningStatus>().name);
        };
        c.playSquare(sq("f5"));
        QCOMPARE(opening.count(), 1);
        QCOMPARE(last(), QString());  // one first move up to symmetry: no name yet
        c.playSquare(sq("d6"));
        QCOMPARE(last(), QString("Perpendicular"));
        for (const char* move : {"c3", "d3", "c4"})
            c.playSquare(sq(move));
        QCOMPARE(opening.count(), 5);
        QCOMPARE(last(), QString("Tiger"));
        c.playSquare(sq("f4"));  // no name of its own: still the Tiger
        QCOMPARE(last(), QString("Tiger"));
        c.playSquare(sq("f6"));
        QCOMPARE(last(), QString("Stephenson"));
        c.undo();
        QCOMPARE(last(), QString("Tiger"));
        c.jumpTo(4);
        QCOMPARE(last(), QString("Perpendicular"));
        c.redo();
        QCOMPARE(last(), QString("Tiger"));
        c.newGame();
        QCOMPARE(last(), QString());
    }

    void theOpeningIsNamedInAnyOrientation() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.newGame();
        QSignalSpy opening(&c, &GameController::openingChanged);
        // The Tiger mirrored in the h1-a8 diagonal.
        const auto tiger = parseTranscript("f5d6c3d3c4");
        std::string mirrored;
        for (const Move m : *tiger)
            mirrored += transform(m, Symmetry::FlipAntiDiagonal).name();
        QCOMPARE(mirrored, std::string("d3c5f6f5e6"));
        for (std::size_t i = 0; i < mirrored.size(); i += 2)
            c.playSquare(*Square::parse(mirrored.substr(i, 2)));
        QCOMPARE(opening.last().at(0).value<OpeningStatus>().name, std::string("Tiger"));
        // A game opened from a file: the Buffalo turned a half turn, by the other move order.
        const auto buffalo = parseTranscript("f5f6e6d6c3");
        std::string rotated;
        for (const Move m : *buffalo)
            rotated += transform(m, Symmetry::Rotate180).name();
        QCOMPARE(rotated, std::string("c4c3d3e3f6"));
        c.loadGame(*GameRecord::fromTranscript(rotated));
        QCOMPARE(opening.last().at(0).value<OpeningStatus>().name, std::string("Buffalo"));
        // Not from the standard start: no opening.
        c.newGameFrom(GameRecord::fromTranscript("f5d6")->current());
        QCOMPARE(opening.last().at(0).value<OpeningStatus>().name, std::string());
    }

    void anIllegalClickChangesNothing() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.newGame();
        QSignalSpy position(&c, &GameController::positionShown);
        QSignalSpy notice(&c, &GameController::notice);
        c.playSquare(sq("a1"));
        c.playSquare(sq("d4"));  // occupied
        QCOMPARE(position.count(), 0);
        QCOMPARE(notice.count(), 2);
        QCOMPARE(notice[0][0].value<Notice>(), (Notice{Notice::Kind::IllegalMove, sq("a1")}));
        QCOMPARE(notice[1][0].value<Notice>(), (Notice{Notice::Kind::IllegalMove, sq("d4")}));
        QCOMPARE(c.record().ply(), 0);
    }

    void aForcedPassIsAnnouncedAndUndoneWithItsMove() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        const Position start = passAfterC1();
        QVERIFY(start.isLegal(sq("c1")));
        QVERIFY(start.play(sq("c1")).mustPass());
        c.newGameFrom(start);
        QSignalSpy passed(&c, &GameController::passed);
        QSignalSpy history(&c, &GameController::positionShown);
        c.playSquare(sq("c1"));
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed[0][0].value<Color>(), Color::White);
        QCOMPARE(history.last()[0].value<PositionShown>().moves,
                 (std::vector<Move>{sq("c1"), Move::pass()}));
        QCOMPARE(c.record().current().sideToMove(), Color::Black);  // black moves again
        c.undo();
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(c.record().current(), start);
        QCOMPARE(passed.count(), 1);  // undo does not announce the pass again
        c.redo();
        QCOMPARE(c.record().ply(), 2);
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
    }

    void theEndOfTheGameIsAnnouncedAndUndoStaysAvailable() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        // White to move must pass; black's c1 then ends the game 3-0, 64-0 with the empties.
        QSignalSpy passed(&c, &GameController::passed);
        c.newGameFrom(*parseBoard("XO------" + std::string(56, '-') + " O"));
        // Nobody can click a pass: the controller plays the forced one itself.
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed[0][0].value<Color>(), Color::White);
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QSignalSpy over(&c, &GameController::gameOver);
        c.playSquare(sq("c1"));
        QCOMPARE(over.count(), 1);
        QCOMPARE(over[0][0].value<GameResult>(), (GameResult{.black = 64, .white = 0}));
        QVERIFY(c.record().canUndo());
        c.undo();
        QVERIFY(!c.record().current().isGameOver());
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        // Redo reaches the end again and says so again.
        c.redo();
        QVERIFY(c.record().current().isGameOver());
        QCOMPARE(over.count(), 2);
        QCOMPARE(over[1][0].value<GameResult>(), (GameResult{.black = 64, .white = 0}));
        QVERIFY(!c.record().canRedo());
    }

    void undoAndRedoTakeTheComputersReplyWithTheMoveItAnswered() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        QCOMPARE(engines.last().position, Position::start().play(sq("f5")));
        computerPlaysFirstMove(c, engines);
        QCOMPARE(c.record().ply(), 2);
        const std::vector<Move> played = c.record().moves();
        QSignalSpy position(&c, &GameController::positionShown);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        const std::size_t requests = engines.requests.size();
        c.undo();
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(position.count(), 1);
        QCOMPARE(position[0][0].value<PositionShown>().position, Position::start());
        c.redo();
        QCOMPARE(c.record().ply(), 2);  // black's move and white's recorded reply
        QCOMPARE(c.record().moves(), played);
        QCOMPARE(position[1][0].value<PositionShown>().position, c.record().positionAt(2));
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QVERIFY(!c.isThinking());
        QCOMPARE(thinking.count(), 0);  // the computer did not search again
        QCOMPARE(engines.requests.size(), requests);
    }

    // With Hasami's engines on their threads: the one test of the controller that waits for a
    // real search, at the weakest level.
    void theComputerAnswers() {
        GameController c;
        playAgainstWhite(c, 1);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QVERIFY(!c.isThinking());
        QVERIFY(thinking.count() >= 2);
        QCOMPARE(thinking.first()[0].toBool(), true);
        QCOMPARE(thinking.last()[0].toBool(), false);
    }

    // A human-like opponent (PlaySettings::StrengthKind::HumanLike) is asked for a move at its
    // rating, with a seed of its own each time (its moves are drawn) and the moves it made lately.
    void aHumanLikeOpponentIsAskedAtItsRating() {
        FakeEngineHub engines;
        GameController c(engines);
        Settings s = humans();
        s.strength = PlaySettings::StrengthKind::HumanLike;
        s.humanRating = 1500;
        s.seats.white = Seat::Computer;
        c.setSettings(s);
        c.newGame();
        c.playSquare(sq("f5"));
        QCOMPARE(engines.count(FakeEngineHub::Kind::Think), 1);
        const ai::Limits first = engines.last().limits;
        QCOMPARE(first.humanRating, 1500);
        computerPlaysFirstMove(c, engines);
        c.playSquare(firstLegal(c.record().current()));
        QCOMPARE(engines.count(FakeEngineHub::Kind::Think), 2);
        QCOMPARE(engines.last().limits.humanRating, 1500);
        QVERIFY(engines.last().limits.seed != first.seed);
    }

    // #66: a human-like opponent's moves come without a search, so the engines, when idle,
    // score each position played for the graph: one shallow search at a time, given up as soon
    // as the computer is to move.
    void aGameAgainstAHumanLikeOpponentIsScoredForTheGraph() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(againstHumanLike());
        QSignalSpy analysis(&c, &GameController::analysisChanged);
        c.newGame();
        QCOMPARE(c.activity(), Activity::Scoring);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Score);
        QCOMPARE(engines.last().position, Position::start());
        QCOMPARE(engines.last().depth, GraphScores::kDepth);
        const int asked = engines.count(FakeEngineHub::Kind::Score);
        emit engines.scored({.score = 0, .depth = GraphScores::kDepth, .pv = {}});
        QCOMPARE(analysis.last()[0].value<AnalysisShown>().blackScores[0], std::optional(0));
        QCOMPARE(c.activity(), Activity::Idle);  // nothing else to score
        c.playSquare(sq("f5"));
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Think);
        // The human-like move: no search, no score.
        emit engines.thought({.best = sq("d6"), .pv = {sq("d6")}});
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);
        // The user to move: the position white moved from, then this one.
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Score);
        QCOMPARE(engines.last().position, c.record().positionAt(1));
        emit engines.scored({.score = -3, .depth = GraphScores::kDepth, .pv = {}});
        QCOMPARE(engines.last().position, c.record().positionAt(2));
        emit engines.scored({.score = 2, .depth = GraphScores::kDepth, .pv = {}});
        const auto black = analysis.last()[0].value<AnalysisShown>().blackScores;
        QCOMPARE(black, (std::vector<std::optional<int>>{0, 3, 2}));  // white's -3 is black's 3
        QCOMPARE(engines.count(FakeEngineHub::Kind::Score), asked + 2);
        // Browsing asks nothing more: every position has its score.
        c.undo();
        c.redo();
        QCOMPARE(engines.count(FakeEngineHub::Kind::Score), asked + 2);
    }

    void scoringGivesWayToTheComputersMove() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(againstHumanLike());
        c.newGame();
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Score);
        const int cancels = engines.cancels;
        c.playSquare(sq("f5"));
        QVERIFY(engines.cancels > cancels);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Think);
        QVERIFY(c.isThinking());
        // A late score of the start position is not taken as the computer's move.
        emit engines.scored({.best = sq("f5"), .score = 0, .depth = GraphScores::kDepth, .pv = {}});
        QCOMPARE(c.record().ply(), 1);
        QVERIFY(c.isThinking());
    }

    void anOpponentThatSearchesLeavesTheEnginesIdle() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        computerPlaysFirstMove(c, engines);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Score), 0);
        QCOMPARE(c.activity(), Activity::Idle);
    }

    void lookingBackAtTheComputersTurnKeepsTheGame() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        computerPlaysFirstMove(c, engines);
        c.playSquare(firstLegal(c.record().current()));
        computerPlaysFirstMove(c, engines);
        QCOMPARE(c.record().ply(), 4);
        const std::vector<Move> played = c.record().moves();
        QSignalSpy waiting(&c, &GameController::waitingChanged);
        c.jumpTo(1);  // white, the computer, to move
        QVERIFY(!c.isThinking());
        QVERIFY(c.computerWaits());
        QCOMPARE(waiting.count(), 1);
        QCOMPARE(waiting[0][0].toBool(), true);
        const auto why = waiting[0][1].value<WaitingStatus>();
        QCOMPARE(why.reason, WaitingStatus::Reason::LookingBack);
        QCOMPARE(why.side, Color::White);
        QCOMPARE(c.record().ply(), 1);
        QCOMPARE(c.record().moves(), played);
        // Forward to black's turn, then back to the end: the game is as it was.
        c.redo();
        QCOMPARE(c.record().ply(), 2);
        c.goToEnd();
        QCOMPARE(c.record().ply(), 4);
        QCOMPARE(c.record().moves(), played);
        QVERIFY(!c.isThinking());
    }

    void theGraphGetsTheComputersScores() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 3);
        QSignalSpy scores(&c, &GameController::analysisChanged);
        c.playSquare(sq("f5"));
        // White's search says white leads by 3 at depth 3: black trails by 3 on the graph.
        answer(engines, sq("d6"), 3, 3);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);
        const auto black = scores.last()[0].value<AnalysisShown>().blackScores;
        QCOMPARE(black.size(), std::size_t{3});
        QCOMPARE(scores.last()[0].value<AnalysisShown>().ply, 2);
        QVERIFY(!black[0]);  // nobody searched the start (hints are off)
        QCOMPARE(black[1], std::optional<int>(-3));
        QVERIFY(!black[2]);
    }

    void reviewSearchesEveryPositionOfARealGame() {
        // A game from Logistello's collection (logbook.gam).
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/games/logistello-1000.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript(file.readAll().trimmed().toStdString()));
        QSignalSpy progress(&c, &GameController::reviewProgress);
        QSignalSpy finished(&c, &GameController::reviewFinished);
        QSignalSpy scores(&c, &GameController::analysisChanged);
        QSignalSpy mistakes(&c, &GameController::analysisChanged);
        c.startReview(4);
        QVERIFY(c.isReviewing());
        // Every position with a move to choose, in the game's order, to depth 4.
        std::vector<Position> expected;
        for (int ply = 0; ply <= c.record().length(); ++ply) {
            const Position& p = c.record().positionAt(ply);
            if (!p.isGameOver() && !p.mustPass()) expected.push_back(p);
        }
        QCOMPARE(engines.last().positions, expected);
        QCOMPARE(engines.last().limits.depth, 4);
        QVERIFY(expected.size() >= 55);
        answerReview(c, engines, 4, {13});
        const int total = int(expected.size());
        QCOMPARE(progress.last()[0].toInt(), total);
        QCOMPARE(progress.last()[1].toInt(), total);
        // Every position of the game now has a score on the graph.
        const auto black = scores.last()[0].value<AnalysisShown>().blackScores;
        for (int ply = 0; ply <= c.record().length(); ++ply) {
            if (!c.record().positionAt(ply).mustPass())
                QVERIFY2(black[ply].has_value(), qPrintable(QString::number(ply)));
        }
        // Every move was judged by the review's search of the position before it; the one
        // mistake is the move that lost 6.
        const auto judged = c.analysis().judge(c.record());
        for (int ply = 0; ply < c.record().length(); ++ply)
            QVERIFY(c.record().moves()[ply].isPass() || judged[ply].has_value());
        QCOMPARE(judged[12]->loss(), 6);
        QCOMPARE(mistakes.last()[0].value<AnalysisShown>().mistakes, QList<int>{13});
        // Then the mistake is explained, still as part of the review.
        QCOMPARE(finished.count(), 0);
        QCOMPARE(engines.mistakePositions, std::vector<Position>{c.record().positionAt(12)});
        QCOMPARE(engines.mistakeMoves, std::vector<Move>{c.record().moves()[12]});
        QCOMPARE(engines.mistakeDepth, 4);
        // From the scores that judged it: the review's own.
        QCOMPARE(engines.mistakeScores,
                 std::vector<Evaluations>{
                     scored(c.record().positionAt(12), 4, 0, c.record().moves()[12], 6)});
        emit engines.mistakeExplained(0, ai::Explanation{});
        QCOMPARE(finished.count(), 1);
        QVERIFY(finished[0][0].value<ReviewSummary>().completed());
        QVERIFY(!c.isReviewing());
    }

    void aReviewExplainsItsMistakesAndCountsThemByReason() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        QSignalSpy finished(&c, &GameController::reviewFinished);
        c.startReview(16);
        answerReview(c, engines, 16, {3, 7, 10});
        // Explained at the depth of explanations at most.
        QCOMPARE(engines.mistakeDepth, HintsRun::kMaxExplanationDepth);
        QCOMPARE(engines.mistakeMoves.size(), std::size_t{3});
        const auto explanation = [&](int index, std::optional<ai::ReasonTag> tag) {
            ai::Explanation e;
            e.moves.played = engines.mistakeMoves[std::size_t(index)];
            e.moves.playedScore = -6;
            if (tag) e.reasons.push_back({.tag = *tag});
            return e;
        };
        emit engines.mistakeExplained(0, explanation(0, ai::ReasonTag::Mobility));
        emit engines.mistakeExplained(2, explanation(2, ai::ReasonTag::Corner));
        QCOMPARE(finished.count(), 0);
        emit engines.mistakeExplained(1, explanation(1, ai::ReasonTag::Corner));
        QCOMPARE(finished.count(), 1);
        // Counted by first reason, the most frequent first.
        const auto summary = finished[0][0].value<ReviewSummary>();
        QCOMPARE(summary.end, ReviewSummary::End::Done);
        QCOMPARE(summary.mistakes, 3);
        using Count = std::pair<ai::ReasonTag, int>;
        QCOMPARE(summary.byReason,
                 (std::vector<Count>{{ai::ReasonTag::Corner, 2}, {ai::ReasonTag::Mobility, 1}}));
        const auto judged = c.analysis().judge(c.record());
        QCOMPARE(judged[9]->reason, std::optional(ai::ReasonTag::Corner));

        // Why? on a reviewed mistake shows the review's explanation at once: no search.
        const Move played = c.record().moves()[6];
        c.jumpTo(6);
        c.setHintsEnabled(true);
        QSignalSpy ready(&c, &GameController::explanationReady);
        c.explainMove(played.square());
        QCOMPARE(ready.count(), 1);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Explain), 0);
        QCOMPARE(ready[0][1].value<ai::Explanation>().moves.played, played);
        QCOMPARE(ready[0][1].value<ai::Explanation>().reasons.front().tag, ai::ReasonTag::Corner);
        // Another move is explained from the review's scores, 16 plies deep: only its lines are
        // searched.
        const Bitboard others = c.record().current().legalMoves() & ~played.square().bit();
        c.explainMove(Square::fromIndex(std::countr_zero(others)));
        QCOMPARE(engines.count(FakeEngineHub::Kind::Explain), 0);
        QCOMPARE(engines.count(FakeEngineHub::Kind::ExplainFrom), 1);
        QCOMPARE(engines.last().scores, c.analysis().moves(c.record().current()));
        QCOMPARE(engines.last().scores.front().depth, 16);
        QCOMPARE(engines.last().depth, c.explanationDepth());
    }

    // #66 item 2: one search of a position serves hints and Why?. Why? on a hinted position
    // sends the hints' scores with the request, so that only the lines are searched and its
    // scores are the hints'; its answer then stands for the hints, which are not searched again.
    void whyAfterHintsTakesTheHintsScores() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());  // hints at level 18: 13 plies deep
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4"));
        c.setHintsEnabled(true);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Hint), 1);
        const Position p = c.record().current();
        const Move worse = firstLegal(p);
        const Evaluations hints = scored(p, 13, -2, worse, 12);
        emit engines.analysed(hints, true);
        QSignalSpy ready(&c, &GameController::explanationReady);
        c.explainMove(worse.square());
        QCOMPARE(engines.count(FakeEngineHub::Kind::Explain), 0);
        QCOMPARE(engines.count(FakeEngineHub::Kind::ExplainFrom), 1);
        QCOMPARE(engines.last().position, p);
        QCOMPARE(engines.last().move, worse);
        QCOMPARE(engines.last().scores, hints);
        QCOMPARE(engines.last().depth, 13);
        ai::Explanation e;
        e.moves.played = worse;
        e.moves.playedScore = -14;
        e.moves.best = hints.front().move;
        e.moves.bestScore = -2;
        e.depth = 13;
        e.scores = hints;
        emit engines.explained(e);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Hint), 1);  // the hints stand
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::ExplainFrom);
    }

    // Hints still deepening (7 of 13 plies) are too shallow for Why?, which searches every move
    // itself; its scores then are the hints (the players' shares not asked for).
    void whyBeforeTheHintsAreDeepServesThem() {
        FakeEngineHub engines;
        GameController c(engines);
        Settings s = humans();
        s.hintHumanChances = false;
        c.setSettings(s);
        c.loadGame(*GameRecord::fromTranscript("f5d6c3"));
        c.setHintsEnabled(true);
        const Position p = c.record().current();
        emit engines.analysed(scored(p, 7), false);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        c.explainMove(firstLegal(p));
        QCOMPARE(engines.count(FakeEngineHub::Kind::Explain), 1);
        QVERIFY(engines.last().scores.empty());
        ai::Explanation e;
        e.moves.played = firstLegal(p);
        e.moves.best = firstLegal(p);
        e.depth = 13;
        e.scores = scored(p, 13, 3);
        emit engines.explained(e);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Hint), 1);
        QCOMPARE(hints.last()[0].value<Evaluations>(), e.scores);
        QCOMPARE(hints.last()[1].toBool(), true);
    }

    // Complete hints (the book's here, 11 plies behind them) stay when Why? searched on its own:
    // its scores lack the players' shares the hints show.
    void whyLeavesCompleteHintsAsTheyAre() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3"));
        c.setHintsEnabled(true);
        const Position p = c.record().current();
        Evaluations hints = scored(p, 11);
        for (ai::MoveEvaluation& h : hints) {
            h.book = true;
            h.humanChance = 0.25;
        }
        emit engines.analysed(hints, true);
        c.explainMove(firstLegal(p));
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Explain);
        ai::Explanation e;
        e.moves.played = firstLegal(p);
        e.moves.best = firstLegal(p);
        e.depth = 13;
        e.scores = scored(p, 13);
        emit engines.explained(e);
        QCOMPARE(c.analysis().moves(p), hints);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Hint), 1);
    }

    // A review takes the hints of the positions hinted as deep as it searches: only the others
    // are searched, and the progress counts the hinted ones as done.
    void aReviewTakesTheHintsAlreadyFound() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        c.setHintsEnabled(true);
        emit engines.analysed(scored(c.record().current(), 13), true);
        c.jumpTo(3);
        const Position third = c.record().current();
        emit engines.analysed(scored(third, 13, 0, c.record().moves()[3], 8), true);
        c.jumpTo(5);
        emit engines.analysed(scored(c.record().current(), 5), false);  // shallower: searched
        QSignalSpy progress(&c, &GameController::reviewProgress);
        c.startReview(10);
        std::vector<Position> expected;
        for (int ply = 0; ply < c.record().length(); ++ply) {
            if (ply != 3) expected.push_back(c.record().positionAt(ply));
        }
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Review);
        QCOMPARE(engines.last().positions, expected);
        QCOMPARE(progress[0][0].toInt(), 2);
        QCOMPARE(progress[0][1].toInt(), 19);
        answerReview(c, engines, 10, {});
        QCOMPARE(progress.last()[0].toInt(), 19);
        // The fourth move is judged by the hints: it lost 8, explained from those scores.
        QCOMPARE(c.analysis().judge(c.record())[3]->loss(), 8);
        QCOMPARE(engines.mistakePositions, std::vector<Position>{third});
        QCOMPARE(engines.mistakeScores,
                 std::vector<Evaluations>{scored(third, 13, 0, c.record().moves()[3], 8)});
    }

    // And the other way: hints where a review searched as deep are the review's.
    void hintsTakeTheReviewsScores() {
        FakeEngineHub engines;
        GameController c(engines);
        Settings s = humans();
        s.hintHumanChances = false;  // a review does not find the players' shares
        c.setSettings(s);
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        c.startReview(14);
        answerReview(c, engines, 14, {});
        QVERIFY(!c.isReviewing());
        QSignalSpy hints(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        c.jumpTo(4);
        QCOMPARE(engines.count(FakeEngineHub::Kind::Hint), 0);
        QCOMPARE(hints.last()[0].value<Evaluations>(), scored(c.record().current(), 14));
        QCOMPARE(hints.last()[1].toBool(), true);
        // A review less deep than the hints does not do: they are searched.
        c.loadGame(*GameRecord::fromTranscript("e6f4"));
        c.startReview(6);
        answerReview(c, engines, 6, {});
        QVERIFY(!c.isReviewing());
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Hint);
        QCOMPARE(engines.last().position, c.record().current());
        QVERIFY(engines.running);
    }

    void aReviewCanBeCancelled() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        QSignalSpy finished(&c, &GameController::reviewFinished);
        c.startReview(20);
        QVERIFY(c.isReviewing());
        c.cancelReview();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished[0][0].value<ReviewSummary>().end, ReviewSummary::End::Cancelled);
        QVERIFY(!finished[0][0].value<ReviewSummary>().completed());
        QVERIFY(!c.isReviewing());
    }

    void computerAgainstComputerPlaysAWholeGame() {
        FakeEngineHub engines;
        GameController c(engines);
        QSignalSpy over(&c, &GameController::gameOver);
        Settings s = humans();
        s.seats = {Seat::Computer, Seat::Computer};
        c.setSettings(s);
        // The last three plies of a game from Logistello's collection.
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/games/logistello-1000.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto game = GameRecord::fromTranscript(file.readAll().trimmed().toStdString());
        const Position start = game->positionAt(game->length() - 3);
        c.newGameFrom(start);
        while (!c.record().current().isGameOver())
            computerPlaysFirstMove(c, engines);
        QCOMPARE(over.count(), 1);
        // The graph ends with the final disc difference.
        QSignalSpy scores(&c, &GameController::analysisChanged);
        c.goToStart();
        c.goToEnd();
        const auto black = scores.last()[0].value<AnalysisShown>().blackScores;
        const Position& end = c.record().current();
        const int sign = end.sideToMove() == Color::Black ? 1 : -1;
        QCOMPARE(black.back(), std::optional<int>(sign * end.finalScore()));
    }

    void undoAndNewGameWhileThinkingDropTheStaleMove() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1, 30);
        QSignalSpy position(&c, &GameController::positionShown);
        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        c.undo();
        QVERIFY(!c.isThinking());
        QVERIFY(!engines.running);  // the search was cancelled: its answer never comes
        QCOMPARE(c.record().ply(), 0);

        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        c.newGame();
        QVERIFY(!c.isThinking());
        QVERIFY(!engines.running);
        QCOMPARE(engines.clears, 2);  // each new game: the engine forgets the old one
        QCOMPARE(c.record().current(), Position::start());

        // A move found but not played yet (it waits for kMinimumReplyMs) is dropped too: the
        // next search's move is the one played.
        c.playSquare(sq("f5"));
        answer(engines, sq("d6"));
        c.undo();
        QVERIFY(!c.isThinking());
        c.playSquare(sq("f5"));
        answer(engines, sq("f6"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);
        QCOMPARE(c.record().moves()[1], Move(sq("f6")));
        // f5, undo, f5, new game, f5, undo, f5, f6: the dropped d6 never showed.
        QCOMPARE(position.count(), 8);
    }

    void changingSettingsWhileThinkingRestartsTheSearch() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1, 30);
        c.playSquare(sq("f5"));
        QCOMPARE(engines.last().limits.seconds, 30.0);
        PlaySettings quick = c.settings();
        quick.strength = PlaySettings::StrengthKind::Level;
        quick.threads = 3;
        c.setSettings(quick);
        QCOMPARE(engines.threads, std::optional(3));
        QCOMPARE(engines.count(FakeEngineHub::Kind::Think), 2);
        QCOMPARE(engines.last().position, Position::start().play(sq("f5")));
        QCOMPARE(engines.last().limits.level, 1);
        QCOMPARE(engines.last().limits.seconds, 0.0);
        QVERIFY(c.isThinking());
        computerPlaysFirstMove(c, engines);
        QCOMPARE(c.record().ply(), 2);
    }

    void moveNowPlaysTheBestMoveFoundSoFar() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1, 600);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        emit engines.progress(
            {.depth = 7, .score = -2, .pv = {sq("d6"), sq("c3")}, .nodes = 12345});
        // The status says what the search found: white's depth, nodes and best line.
        const auto status = thinking.last()[1].value<ThinkingStatus>();
        QVERIFY(thinking.last()[0].toBool());
        QCOMPARE(status.stage, ThinkingStatus::Stage::Searching);
        QCOMPARE(status.side, Color::White);
        QCOMPARE(status.progress.depth, 7);
        QCOMPARE(status.progress.score, -2);
        QCOMPARE(status.progress.nodes, std::uint64_t{12345});
        QCOMPARE(status.progress.pv, (std::vector<Move>{sq("d6"), sq("c3")}));
        c.moveNow();
        QCOMPARE(engines.hurries, 1);
        answer(engines, sq("d6"), -2, 7);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);
        QCOMPARE(c.record().moves()[1], Move(sq("d6")));
        QVERIFY(!c.isThinking());
        c.moveNow();  // nothing to hurry
        QCOMPARE(engines.hurries, 1);
    }

    // Monte Carlo, chosen in the settings: the engines are told, the status says its chance to
    // win, and its hints, in chances and visits, replace the alpha-beta ones.
    void theMonteCarloEngineThinksInChancesToWin() {
        FakeEngineHub engines;
        GameController c(engines);
        startGame(c, false, true, 1, 600);
        PlaySettings s = c.settings();
        s.engine = ai::EngineKind::MonteCarlo;
        c.setSettings(s);
        QCOMPARE(engines.engineKind, std::optional(ai::EngineKind::MonteCarlo));
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        emit engines.progress({.pv = {sq("d6")}, .winProbability = 0.25});
        const auto status = thinking.last()[1].value<ThinkingStatus>();
        QCOMPARE(status.progress.winProbability, std::optional(0.25));
        answer(engines, sq("d6"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);

        QSignalSpy hints(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Hint);
        Evaluations chances = scored(c.record().current(), 1);
        for (ai::MoveEvaluation& e : chances) {
            e.winProbability = 0.5;
            e.visits = 100;
        }
        emit engines.analysed(chances, true);
        QCOMPARE(hints.last()[0].value<Evaluations>(), chances);
        QCOMPARE(hints.last()[1].toBool(), true);
        // Back to alpha-beta: the chances are not its scores, and the hints search again.
        s.engine = ai::EngineKind::AlphaBeta;
        c.setSettings(s);
        QCOMPARE(engines.engineKind, std::optional(ai::EngineKind::AlphaBeta));
        QCOMPARE(engines.count(FakeEngineHub::Kind::Hint), 2);
        QVERIFY(hints.last()[0].value<Evaluations>().empty());
    }

    // A move from the book comes without a search: the status says so.
    void theComputerOpensFromTheBook() {
        FakeEngineHub engines;
        GameController c(engines);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        Settings s;
        s.seats = {Seat::Computer, Seat::Human};
        c.setSettings(s);
        QCOMPARE(engines.bookEnabled, std::optional(true));
        c.newGame();
        emit engines.thought({.best = sq("f5"), .pv = {sq("f5")}, .fromBook = true});
        QCOMPARE(thinking.last()[0].toBool(), true);
        const auto status = thinking.last()[1].value<ThinkingStatus>();
        QCOMPARE(status.stage, ThinkingStatus::Stage::FromBook);
        QCOMPARE(status.side, Color::Black);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, 1000);
        QCOMPARE(c.record().moves()[0], Move(sq("f5")));
    }

    // The panel says the game is in the book until it leaves it; with the book off, it is never
    // in it, and the hints are searched again (the book's give way to searches).
    void hintsInTheBookAreTheBooksMoves() {
        FakeEngineHub engines;
        GameController c(engines);
        Settings s = humans();
        s.useBook = true;
        c.setSettings(s);
        QCOMPARE(engines.bookEnabled, std::optional(true));
        QSignalSpy hints(&c, &GameController::hintsChanged);
        QSignalSpy inBook(&c, &GameController::openingChanged);
        c.newGame();
        QCOMPARE(inBook.last()[0].value<OpeningStatus>().inBook, true);
        c.setHintsEnabled(true);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Hint);
        emit engines.analysed(scored(Position::start(), 20), true);
        QCOMPARE(hints.last()[1].toBool(), true);
        // The book ends at 12 plies.
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6"));
        QCOMPARE(inBook.last()[0].value<OpeningStatus>().inBook, false);
        c.goToStart();
        QCOMPARE(inBook.last()[0].value<OpeningStatus>().inBook, true);
        QVERIFY(!engines.running);  // complete: the start's hints are not searched again
        s.useBook = false;
        c.setSettings(s);
        QCOMPARE(engines.bookEnabled, std::optional(false));
        QCOMPARE(inBook.last()[0].value<OpeningStatus>().inBook, false);
        QVERIFY(engines.running);
        QCOMPARE(engines.last().kind, FakeEngineHub::Kind::Hint);
        QCOMPARE(engines.last().position, Position::start());
    }

    // Defect: hints showed c3 and c4 best at +4, yet c3 turned red, because the computer's
    // shallow score of the next position was compared with the hints' deep one.
    void bestMovesByTheHintsAreNeverMistakes() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1);
        QSignalSpy mistakes(&c, &GameController::analysisChanged);
        c.setHintsEnabled(true);
        // The hints, 12 deep: every first move draws.
        emit engines.analysed(scored(Position::start(), 12), true);
        c.playSquare(sq("f5"));
        // White's shallow search thinks white leads by 8 after black's f5.
        answer(engines, sq("d6"), 8, 1);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 1000);
        const auto judged = c.analysis().judge(c.record());
        QVERIFY(judged[0]);
        QCOMPARE(judged[0]->loss(), 0);  // black played the hints' best move
        QVERIFY(mistakes.last()[0].value<AnalysisShown>().mistakes.isEmpty());
    }

    // Defect: a forced pass at the start was played again when going back to the start, which
    // cut the game to one move.
    void aPassAtTheStartSurvivesBrowsing() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        // Black to move has no move; white has.
        const Position start = *parseBoard("OX------" + std::string(56, '-') + " X");
        QVERIFY(start.mustPass());
        QSignalSpy passed(&c, &GameController::passed);
        c.loadGame(GameRecord(start));
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed[0][0].value<Color>(), Color::Black);
        QCOMPARE(c.record().current().sideToMove(), Color::White);
        c.playSquare(sq("c1"));
        QVERIFY(c.record().current().isGameOver());
        const std::vector<Move> played = c.record().moves();
        QCOMPARE(played.size(), std::size_t{2});
        c.goToStart();
        QCOMPARE(c.record().moves(), played);
        QVERIFY(c.record().canRedo());
        c.undo();
        c.undo();
        QCOMPARE(c.record().moves(), played);
        c.jumpTo(0);
        QCOMPARE(c.record().moves(), played);
        c.goToEnd();
        QVERIFY(c.record().current().isGameOver());
        QCOMPARE(passed.count(), 1);  // browsing never announces it again
    }

    // Defect: looking at another move stopped a running review.
    void browsingKeepsTheReviewRunningAndAMoveStopsIt() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        QSignalSpy progress(&c, &GameController::reviewProgress);
        QSignalSpy finished(&c, &GameController::reviewFinished);
        c.startReview(3);
        c.jumpTo(3);
        c.stepBack();
        c.undo();
        c.goToEnd();
        c.goToStart();
        QVERIFY(c.isReviewing());
        QCOMPARE(finished.count(), 0);
        QVERIFY(engines.running);
        answerReview(c, engines, 3, {});
        QCOMPARE(finished.count(), 1);
        QVERIFY(finished[0][0].value<ReviewSummary>().completed());
        QCOMPARE(progress.last()[0].toInt(), 19);
        // A move changes the game: that stops a review, and says so.
        QCOMPARE(c.record().ply(), 0);
        c.startReview(20);
        c.playSquare(sq("f5"));  // the recorded move: only a step forward
        QVERIFY(c.isReviewing());
        c.goToStart();
        c.playSquare(sq("d3"));  // another first move
        QCOMPARE(finished.count(), 2);
        QCOMPARE(finished[1][0].value<ReviewSummary>().end, ReviewSummary::End::GameChanged);
    }

    // Defect: a click at move 32 of a finished game dropped moves 33-60.
    void aMoveInThePastKeepsTheOldLine() {
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/games/logistello-1000.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript(file.readAll().trimmed().toStdString()));
        const GameRecord whole = c.record();
        QSignalSpy lines(&c, &GameController::linesChanged);
        c.jumpTo(32);
        const Move recorded = whole.moves()[32];
        Bitboard others = c.record().current().legalMoves() & ~recorded.square().bit();
        QVERIFY(others != 0);
        c.playSquare(Square::fromIndex(std::countr_zero(others)));
        QCOMPARE(c.record().ply(), 33);
        QCOMPARE(c.lines().count(), 2);
        const auto branches = lines.last()[0].value<std::vector<LineBranch>>();
        QCOMPARE(branches.size(), std::size_t{2});
        QCOMPARE(branches[1], (LineBranch{32, c.record().moves()[32]}));
        QCOMPARE(lines.last()[1].toInt(), 1);
        c.selectLine(0);
        QCOMPARE(c.record().moves(), whole.moves());
        QCOMPARE(c.record().ply(), 32);
    }

    // Defect: a wipe-out with empty squares was announced 60-0 (GGF says -64).
    void emptySquaresGoToTheWinner() {
        FakeEngineHub engines;
        GameController c(engines);
        c.setSettings(humans());
        // White's c1 takes black's last disc with four squares left empty.
        const Position p = *parseBoard("OX-----O" + std::string(56, 'O') + " O");
        QSignalSpy over(&c, &GameController::gameOver);
        QSignalSpy scores(&c, &GameController::analysisChanged);
        c.newGameFrom(p);
        c.playSquare(sq("c1"));
        QCOMPARE(over.count(), 1);
        QCOMPARE(over[0][0].value<GameResult>(), (GameResult{.black = 0, .white = 64}));
        QCOMPARE(scores.last()[0].value<AnalysisShown>().blackScores.back(),
                 std::optional<int>(-64));
    }

    // Defect: playing white, two undos left the computer silently to move at the start.
    void theComputerWaitsVisiblyAndPlaysFromHere() {
        FakeEngineHub engines;
        GameController c(engines);
        startGame(c, true, false, 1);
        computerPlaysFirstMove(c, engines);
        c.playSquare(firstLegal(c.record().current()));
        computerPlaysFirstMove(c, engines);
        QCOMPARE(c.record().ply(), 3);
        QSignalSpy waiting(&c, &GameController::waitingChanged);
        c.undo();
        c.undo();
        QCOMPARE(c.record().ply(), 0);
        QVERIFY(!c.isThinking());
        QVERIFY(c.computerWaits());
        QCOMPARE(waiting.last()[0].toBool(), true);
        // The game goes on after the start: the user looks back in it.
        const auto why = waiting.last()[1].value<WaitingStatus>();
        QCOMPARE(why.reason, WaitingStatus::Reason::LookingBack);
        QCOMPARE(why.side, Color::Black);
        c.playFromHere();
        QVERIFY(c.isThinking());
        QCOMPARE(engines.last().position, Position::start());
        QCOMPARE(waiting.last()[0].toBool(), false);
        computerPlaysFirstMove(c, engines);
        QCOMPARE(c.record().ply(), 1);
    }

    // #66 item 14: the window closes with the computer thinking; its search stops at once.
    void stopEnginesCancelsTheSearch() {
        FakeEngineHub engines;
        GameController c(engines);
        playAgainstWhite(c, 1, 600);
        c.playSquare(sq("f5"));
        QVERIFY(engines.running);
        c.stopEngines();
        QVERIFY(!engines.running);
        QVERIFY(!c.isThinking());
    }

    void pauseHoldsComputerAgainstComputer() {
        FakeEngineHub engines;
        GameController c(engines);
        startGame(c, true, true, 1);
        QVERIFY(c.isThinking());
        c.setPaused(true);
        QVERIFY(!c.isThinking());
        QVERIFY(!engines.running);
        QVERIFY(c.computerWaits());
        const int asked = engines.count(FakeEngineHub::Kind::Think);
        c.setPaused(false);
        QVERIFY(c.isThinking());
        QCOMPARE(engines.count(FakeEngineHub::Kind::Think), asked + 1);
        computerPlaysFirstMove(c, engines);
        QVERIFY(c.isThinking());  // and the other side's turn
        QCOMPARE(engines.last().position, c.record().current());
    }
};

QTEST_MAIN(TestGameController)
#include "tst_game_controller.moc"
