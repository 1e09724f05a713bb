// The controller as the window uses it: signals with their arguments for moves, passes, the
// end of the game, undo and redo, and the computer's moves through the worker thread.

#include <QtTest>

#include <bit>

#include "ai/book_file.h"
#include "ai/levels.h"
#include "core/ggf.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "game_controller.h"
#include "printing.h"
#include "reason_text.h"

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
    s.computerPlaysBlack = false;
    s.computerPlaysWhite = false;
    return s;
}

// A new game in which the computer plays the sides asked, searching to `level` or, if
// `seconds` is set, for that long a move.
void startGame(GameController& c, bool computerBlack, bool computerWhite, int level,
               double seconds = 0) {
    Settings s;
    s.useBook = false;
    s.level = level;
    s.bySeconds = seconds > 0;
    if (seconds > 0) s.secondsPerMove = seconds;
    s.computerPlaysBlack = computerBlack;
    s.computerPlaysWhite = computerWhite;
    c.setSettings(s);
    c.newGame();
}

void playAgainstWhite(GameController& c, int level, double seconds = 0) {
    startGame(c, false, true, level, seconds);
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
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy legal(&c, &GameController::clickableSquaresChanged);
        QSignalSpy score(&c, &GameController::scoreChanged);
        QSignalSpy history(&c, &GameController::historyChanged);
        c.playSquare(sq("f5"));
        QCOMPARE(position.count(), 1);
        const Position after = Position::start().play(sq("f5"));
        QCOMPARE(position[0][0].value<Position>(), after);
        QCOMPARE(position[0][1].value<Bitboard>(), sq("e5").bit());  // the disc that flipped
        QCOMPARE(position[0][2].value<std::optional<Square>>(), std::optional<Square>(sq("f5")));
        QCOMPARE(legal.count(), 1);
        QCOMPARE(legal[0][0].value<Bitboard>(), after.legalMoves());
        QCOMPARE(score[0][0].toInt(), 4);
        QCOMPARE(score[0][1].toInt(), 1);
        QCOMPARE(history[0][0].toStringList(), QStringList{"f5"});
        QCOMPARE(history[0][1].toInt(), 1);
    }

    void theOpeningIsNamedAsTheGameGoes() {
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy opening(&c, &GameController::openingChanged);
        const auto last = [&] { return opening.last().at(0).toString(); };
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
        GameController c;
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
        QCOMPARE(opening.last().at(0).toString(), QString("Tiger"));
        // A game opened from a file: the Buffalo turned a half turn, by the other move order.
        const auto buffalo = parseTranscript("f5f6e6d6c3");
        std::string rotated;
        for (const Move m : *buffalo)
            rotated += transform(m, Symmetry::Rotate180).name();
        QCOMPARE(rotated, std::string("c4c3d3e3f6"));
        c.loadGame(*GameRecord::fromTranscript(rotated));
        QCOMPARE(opening.last().at(0).toString(), QString("Buffalo"));
        // Not from the standard start: no opening.
        c.newGameFrom(GameRecord::fromTranscript("f5d6")->current());
        QCOMPARE(opening.last().at(0).toString(), QString());
    }

    void anIllegalClickChangesNothing() {
        GameController c;
        c.setSettings(humans());
        c.newGame();
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy notice(&c, &GameController::notice);
        c.playSquare(sq("a1"));
        c.playSquare(sq("d4"));  // occupied
        QCOMPARE(position.count(), 0);
        QCOMPARE(notice.count(), 2);
        QCOMPARE(c.record().ply(), 0);
    }

    void aForcedPassIsAnnouncedAndUndoneWithItsMove() {
        GameController c;
        c.setSettings(humans());
        const Position start = passAfterC1();
        QVERIFY(start.isLegal(sq("c1")));
        QVERIFY(start.play(sq("c1")).mustPass());
        c.newGameFrom(start);
        QSignalSpy passed(&c, &GameController::passed);
        QSignalSpy history(&c, &GameController::historyChanged);
        c.playSquare(sq("c1"));
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed[0][0].value<Color>(), Color::White);
        QCOMPARE(history.last()[0].toStringList(), (QStringList{"c1", "pass"}));
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
        GameController c;
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
        QCOMPARE(over[0][0].toString(), QString("Black wins 64–0"));
        QVERIFY(c.record().canUndo());
        c.undo();
        QVERIFY(!c.record().current().isGameOver());
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        // Redo reaches the end again and says so again.
        c.redo();
        QVERIFY(c.record().current().isGameOver());
        QCOMPARE(over.count(), 2);
        QCOMPARE(over[1][0].toString(), QString("Black wins 64–0"));
        QVERIFY(!c.record().canRedo());
    }

    void undoAndRedoTakeTheComputersReplyWithTheMoveItAnswered() {
        GameController c;
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        const std::vector<Move> played = c.record().moves();
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.undo();
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(position.count(), 1);
        QCOMPARE(position[0][0].value<Position>(), Position::start());
        c.redo();
        QCOMPARE(c.record().ply(), 2);  // black's move and white's recorded reply
        QCOMPARE(c.record().moves(), played);
        QCOMPARE(position[1][0].value<Position>(), c.record().positionAt(2));
        QCOMPARE(c.record().current().sideToMove(), Color::Black);
        QVERIFY(!c.isThinking());
        QCOMPARE(thinking.count(), 0);  // the computer did not search again
    }

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

    // A human-like opponent (Settings::humanLike) answers with a legal move of its own, and
    // the game goes on to its end that way.
    void aHumanLikeOpponentPlaysLegalMoves() {
        GameController c;
        Settings s = humans();
        s.humanLike = true;
        s.humanRating = 1500;
        s.computerPlaysBlack = true;
        s.computerPlaysWhite = true;
        c.setSettings(s);
        c.newGame();
        QTRY_VERIFY_WITH_TIMEOUT(c.record().current().isGameOver(), 60000);
        Position p = Position::start();
        for (const Move m : c.record().moves()) {
            QVERIFY(p.isLegal(m));
            p = p.play(m);
        }
        QVERIFY(c.record().ply() >= 40);
    }

    void lookingBackAtTheComputersTurnKeepsTheGame() {
        GameController c;
        playAgainstWhite(c, 1);
        c.playSquare(sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        c.playSquare(Square::fromIndex(std::countr_zero(c.record().current().legalMoves())));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 4, 10000);
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
        GameController c;
        playAgainstWhite(c, 3);
        QSignalSpy scores(&c, &GameController::scoresChanged);
        c.playSquare(sq("f5"));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        const auto black = scores.last()[0].value<std::vector<std::optional<int>>>();
        QCOMPARE(black.size(), std::size_t{3});
        QCOMPARE(scores.last()[1].toInt(), 2);
        QVERIFY(!black[0]);             // nobody searched the start (hints are off)
        QVERIFY(black[1].has_value());  // white's search, turned to black's view
        QVERIFY(std::abs(*black[1]) <= 64);
    }

    void reviewSearchesEveryPositionOfARealGame() {
        // A game from Logistello's collection (logbook.gam).
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/games/logistello-1000.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        GameController c;
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript(file.readAll().trimmed().toStdString()));
        QSignalSpy progress(&c, &GameController::reviewProgress);
        QSignalSpy finished(&c, &GameController::reviewFinished);
        QSignalSpy scores(&c, &GameController::scoresChanged);
        QSignalSpy mistakes(&c, &GameController::mistakesChanged);
        c.startReview(4);
        QVERIFY(c.isReviewing());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished[0][0].toBool(), true);
        const int total = progress.last()[1].toInt();
        QCOMPARE(progress.last()[0].toInt(), total);
        QVERIFY(total >= 55);
        // Every position of the game now has a score on the graph.
        const auto black = scores.last()[0].value<std::vector<std::optional<int>>>();
        for (int ply = 0; ply <= c.record().length(); ++ply) {
            if (!c.record().positionAt(ply).mustPass())
                QVERIFY2(black[ply].has_value(), qPrintable(QString::number(ply)));
        }
        // Every move was judged by the review's search of the position before it, and each
        // mistake lost more than the limit in that search.
        const auto judged = c.analysis().judge(c.record());
        for (int ply = 0; ply < c.record().length(); ++ply)
            QVERIFY(c.record().moves()[ply].isPass() || judged[ply].has_value());
        for (const int ply : mistakes.last()[0].value<QList<int>>())
            QVERIFY(judged[ply - 1]->loss() > GameAnalysis::kMistakeDiscs);
    }

    void aReviewExplainsItsMistakesAndCountsThemByReason() {
        // The shipped evaluation against the simple one, which lost by 36 (tests/ai's
        // tst_explanation checks every reason of this game against its lines).
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/archives/good.ggf"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto ggf = parseGgf(file.readAll().toStdString());
        QVERIFY(ggf);
        GameRecord record(ggf->start);
        for (const Move m : ggf->moves) {
            if (!m.isPass()) QVERIFY(record.play(m));  // play() records forced passes itself
        }
        GameController c;
        c.setSettings(humans());
        c.loadGame(record);
        QSignalSpy finished(&c, &GameController::reviewFinished);
        c.startReview(4);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto judged = c.analysis().judge(c.record());
        const auto mistakes = GameAnalysis::mistakes(judged);
        QVERIFY(!mistakes.empty());
        int withReason = 0;
        for (const int ply : mistakes)
            withReason += judged[std::size_t(ply - 1)]->reason.has_value();
        QVERIFY(withReason > 0);
        // "Review done: 15 mistakes. 3 lost mobility, 1 gave a corner": the counts add up to
        // the mistakes with a reason (untranslated here: "mistake(s)").
        const QString message = finished[0][1].toString();
        QVERIFY2(message.startsWith(QString("Review done: %1 mistake").arg(mistakes.size())),
                 qPrintable(message));
        int counted = 0;
        for (const auto& [tag, count] : GameAnalysis::mistakesByReason(judged)) {
            QVERIFY2(message.contains(QString("%1 %2").arg(count).arg(reasonSummary(tag))),
                     qPrintable(message));
            counted += count;
        }
        QCOMPARE(counted, withReason);

        // Why? on a reviewed mistake shows the review's explanation at once: no search.
        const int ply = mistakes.front();
        const Move played = c.record().moves()[std::size_t(ply - 1)];
        c.jumpTo(ply - 1);
        c.setHintsEnabled(true);
        QSignalSpy requested(&c, &GameController::explanationRequested);
        QSignalSpy ready(&c, &GameController::explanationReady);
        c.explainMove(played.square());
        QCOMPARE(ready.count(), 1);
        QCOMPARE(requested.count(), 0);
        const auto e = ready[0][1].value<ai::Explanation>();
        QCOMPARE(e.moves.played, played);
        QVERIFY(e.moves.playedScore < e.moves.bestScore);
    }

    void aReviewCanBeCancelled() {
        GameController c;
        c.setSettings(humans());
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4"));
        QSignalSpy finished(&c, &GameController::reviewFinished);
        c.startReview(20);
        QVERIFY(c.isReviewing());
        c.cancelReview();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished[0][0].toBool(), false);
        QCOMPARE(finished[0][1].toString(), QString("Review cancelled."));
        QVERIFY(!c.isReviewing());
    }

    void computerAgainstComputerPlaysAWholeGame() {
        GameController c;
        QSignalSpy over(&c, &GameController::gameOver);
        startGame(c, true, true, 1);
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 60000);
        QVERIFY(c.record().current().isGameOver());
        // The graph ends with the final disc difference.
        QSignalSpy scores(&c, &GameController::scoresChanged);
        c.goToStart();
        c.goToEnd();
        const auto black = scores.last()[0].value<std::vector<std::optional<int>>>();
        const Position& end = c.record().current();
        const int sign = end.sideToMove() == Color::Black ? 1 : -1;
        QCOMPARE(black.back(), std::optional<int>(sign * end.finalScore()));
        QVERIFY(c.record().length() >= 9);
    }

    void undoAndNewGameWhileThinkingDropTheStaleMove() {
        GameController c;
        playAgainstWhite(c, 1, 30);  // a search that would run long
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        QVERIFY(thinking.wait(10000));  // the search has reported a depth: it runs
        c.undo();
        QVERIFY(!c.isThinking());
        QCOMPARE(c.record().ply(), 0);
        // Nothing arrives later from the cancelled search: the worker answers requests in turn,
        // so once the hints of the next request are complete, the old search is over.
        QSignalSpy position(&c, &GameController::positionChanged);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        PlaySettings s = c.settings();
        s.hintLevel = 2;
        c.setSettings(s);
        c.setHintsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!hints.isEmpty() && hints.last()[1].toBool(), 20000);
        QCOMPARE(position.count(), 0);
        QCOMPARE(c.record().ply(), 0);
        c.setHintsEnabled(false);

        c.playSquare(sq("f5"));
        QVERIFY(c.isThinking());
        c.newGame();
        QVERIFY(!c.isThinking());
        c.setHintsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!hints.isEmpty() && hints.last()[1].toBool(), 20000);
        QCOMPARE(c.record().ply(), 0);
        QCOMPARE(c.record().current(), Position::start());
    }

    void changingSettingsWhileThinkingRestartsTheSearch() {
        GameController c;
        playAgainstWhite(c, 1, 30);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        QVERIFY(thinking.wait(10000));
        PlaySettings quick = c.settings();
        quick.bySeconds = false;
        c.setSettings(quick);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
    }

    void moveNowPlaysTheBestMoveFoundSoFar() {
        GameController c;
        playAgainstWhite(c, 1, 600);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        QVERIFY(thinking.wait(10000));
        // The status says what the search found: white's depth, nodes and best line.
        const auto status = thinking.last()[1].value<ThinkingStatus>();
        QVERIFY(thinking.last()[0].toBool());
        QCOMPARE(status.stage, ThinkingStatus::Stage::Searching);
        QCOMPARE(status.side, Color::White);
        QVERIFY(status.progress.depth >= 1);
        QVERIFY(status.progress.nodes > 0);
        QVERIFY(!status.progress.pv.empty());
        QVERIFY(c.record().current().isLegal(status.progress.pv.front()));
        c.moveNow();
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);
        QVERIFY(!c.isThinking());
    }

    // Monte Carlo, chosen in the settings: the computer thinks in chances to win, says so while
    // it thinks, and plays; hints give every legal move a chance to win and its simulations.
    void theMonteCarloEngineThinksInChancesToWin() {
        GameController c;
        PlaySettings s = c.settings();
        startGame(c, false, true, 1, 600);
        s = c.settings();
        s.engine = ai::EngineKind::MonteCarlo;
        c.setSettings(s);
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playSquare(sq("f5"));
        const auto chance = [&] {
            return thinking.last()[1].value<ThinkingStatus>().progress.winProbability;
        };
        QVERIFY(thinking.wait(10000));
        while (!chance() && thinking.wait(10000)) {
        }
        QVERIFY(chance() && *chance() >= 0 && *chance() <= 1);
        const auto status = thinking.last()[1].value<ThinkingStatus>();
        QCOMPARE(status.side, Color::White);
        QVERIFY(!status.progress.pv.empty());
        QVERIFY(c.record().current().isLegal(status.progress.pv.front()));
        c.moveNow();
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 2, 10000);

        s.hintLevel = 6;  // 400 simulations
        c.setSettings(s);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        c.setHintsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!hints.isEmpty() && hints.last()[1].toBool(), 20000);
        const auto scored = hints.last()[0].value<Evaluations>();
        QCOMPARE(int(scored.size()), bb::count(c.record().current().legalMoves()));
        std::uint64_t visits = 0;
        for (const ai::MoveEvaluation& e : scored) {
            QVERIFY(e.winProbability && *e.winProbability >= 0 && *e.winProbability <= 1);
            visits += e.visits;
        }
        QVERIFY(visits >= 300);
    }

    // The strongest level answers the opening from the book at once, and says so.
    void theComputerOpensFromTheBook() {
        GameController c;
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        Settings s;
        s.level = ai::kLevelCount;
        s.computerPlaysBlack = true;
        s.computerPlaysWhite = false;
        c.setSettings(s);
        c.newGame();
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, 10000);
        QVERIFY(thinking.count() >= 2);
        const auto status = thinking[thinking.count() - 2][1].value<ThinkingStatus>();
        QCOMPARE(status.stage, ThinkingStatus::Stage::FromBook);
        QCOMPARE(status.side, Color::Black);
        const auto book = ai::shippedBook().value_or(nullptr);
        QVERIFY(book);
        const auto moves = book->probe(Position::start());
        QVERIFY(std::ranges::find(moves, c.record().moves()[0], &ai::BookMove::move) !=
                moves.end());
    }

    // Hints in the book are the book's moves, marked so; the panel says the game is in the
    // book until it leaves it; without the book, hints are searched.
    void hintsInTheBookAreTheBooksMoves() {
        GameController c;
        Settings s = humans();
        s.useBook = true;
        c.setSettings(s);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        QSignalSpy inBook(&c, &GameController::inBookChanged);
        c.newGame();
        QCOMPARE(inBook.last()[0].toBool(), true);
        c.setHintsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!hints.isEmpty() && hints.last()[1].toBool(), 10000);
        const auto atStart = hints.last()[0].value<Evaluations>();
        QCOMPARE(atStart.size(), std::size_t(4));
        for (const ai::MoveEvaluation& e : atStart) {
            QVERIFY(e.book);
            QCOMPARE(e.score, atStart.front().score);  // the four first moves are one
        }
        // The book ends at 12 plies.
        c.loadGame(*GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6"));
        QCOMPARE(inBook.last()[0].toBool(), false);
        c.goToStart();
        QCOMPARE(inBook.last()[0].toBool(), true);
        s.useBook = false;
        c.setSettings(s);
        QCOMPARE(inBook.last()[0].toBool(), false);
        QTRY_VERIFY_WITH_TIMEOUT(!hints.isEmpty() && hints.last()[1].toBool() &&
                                     !hints.last()[0].value<Evaluations>().empty() &&
                                     !hints.last()[0].value<Evaluations>().front().book,
                                 20000);
    }

    // Defect: hints showed c3 and c4 best at +4, yet c3 turned red, because the computer's
    // shallow score of the next position was compared with the hints' deep one.
    void bestMovesByTheHintsAreNeverMistakes() {
        GameController c;
        playAgainstWhite(c, 1);
        PlaySettings s = c.settings();
        s.hintLevel = 4;
        c.setSettings(s);
        QSignalSpy hints(&c, &GameController::hintsChanged);
        QSignalSpy mistakes(&c, &GameController::mistakesChanged);
        c.setHintsEnabled(true);
        for (int move = 0; move < 8 && !c.record().current().isGameOver(); ++move) {
            QTRY_VERIFY_WITH_TIMEOUT(!c.isComputer(c.record().current().sideToMove()) &&
                                         !hints.isEmpty() && hints.last()[1].toBool() &&
                                         !hints.last()[0].value<Evaluations>().empty(),
                                     20000);
            const int ply = c.record().ply();
            c.playSquare(hints.last()[0].value<Evaluations>().front().move.square());
            QTRY_VERIFY_WITH_TIMEOUT(
                c.record().ply() > ply + 1 || c.record().current().isGameOver(), 20000);
        }
        // A pass takes a ply of its own, so black's moves stay on the even plies. A weak white
        // can be wiped out before black's eighth move: every move black made is what counts.
        const auto judged = c.analysis().judge(c.record());
        const QByteArray game = QByteArray::fromStdString(c.record().transcript());
        int blackMoves = 0;
        for (int ply = 0; ply < c.record().length(); ply += 2) {
            if (c.record().moves()[ply].isPass()) continue;
            ++blackMoves;
            QVERIFY2(judged[ply], game);
            QCOMPARE(judged[ply]->loss(), 0);  // black played the hints' best move
        }
        QVERIFY2(blackMoves >= 5, game);  // the shortest wipe-out takes black 5 moves
        for (const int ply : mistakes.last()[0].value<QList<int>>())
            QVERIFY(ply % 2 == 0);  // only white's moves can be mistakes
    }

    // Defect: a forced pass at the start was played again when going back to the start, which
    // cut the game to one move.
    void aPassAtTheStartSurvivesBrowsing() {
        GameController c;
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
        GameController c;
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
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished[0][0].toBool(), true);
        QCOMPARE(progress.last()[0].toInt(), 19);
        // A move changes the game: that stops a review, and says so.
        QCOMPARE(c.record().ply(), 0);
        c.startReview(20);
        c.playSquare(sq("f5"));  // the recorded move: only a step forward
        QVERIFY(c.isReviewing());
        c.goToStart();
        c.playSquare(sq("d3"));  // another first move
        QCOMPARE(finished.count(), 2);
        QCOMPARE(finished[1][0].toBool(), false);
        QCOMPARE(finished[1][1].toString(), QString("Review stopped: the game changed."));
    }

    // Defect: a click at move 32 of a finished game dropped moves 33-60.
    void aMoveInThePastKeepsTheOldLine() {
        QFile file(QStringLiteral(HASAMI_TEST_DATA "/games/logistello-1000.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        GameController c;
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
        QCOMPARE(lines.last()[0].toStringList().size(), 2);
        QCOMPARE(lines.last()[1].toInt(), 1);
        c.selectLine(0);
        QCOMPARE(c.record().moves(), whole.moves());
        QCOMPARE(c.record().ply(), 32);
    }

    // Defect: a wipe-out with empty squares was announced 60-0 (GGF says -64).
    void emptySquaresGoToTheWinner() {
        GameController c;
        c.setSettings(humans());
        // White's c1 takes black's last disc with four squares left empty.
        const Position p = *parseBoard("OX-----O" + std::string(56, 'O') + " O");
        QSignalSpy over(&c, &GameController::gameOver);
        QSignalSpy scores(&c, &GameController::scoresChanged);
        c.newGameFrom(p);
        c.playSquare(sq("c1"));
        QCOMPARE(over.count(), 1);
        QCOMPARE(over[0][0].toString(), QString("White wins 64–0"));
        QCOMPARE(scores.last()[0].value<std::vector<std::optional<int>>>().back(),
                 std::optional<int>(-64));
    }

    // Defect: playing white, two undos left the computer silently to move at the start.
    void theComputerWaitsVisiblyAndPlaysFromHere() {
        GameController c;
        startGame(c, true, false, 1);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, 10000);
        c.playSquare(Square::fromIndex(std::countr_zero(c.record().current().legalMoves())));
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 3, 10000);
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
        QCOMPARE(waiting.last()[0].toBool(), false);
        QTRY_COMPARE_WITH_TIMEOUT(c.record().ply(), 1, 10000);
    }

    void pauseHoldsComputerAgainstComputer() {
        GameController c;
        startGame(c, true, true, 1);
        c.setPaused(true);
        QVERIFY(!c.isThinking());
        QVERIFY(c.computerWaits());
        const int ply = c.record().ply();
        c.setPaused(false);
        QVERIFY(c.isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(c.record().ply() > ply, 10000);
    }
};

QTEST_MAIN(TestGameController)
#include "tst_game_controller.moc"
