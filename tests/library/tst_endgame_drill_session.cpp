// A sitting of endgame drills without a window (library/endgame_drill_session.h), its solves
// answered by a plain minimax, and once by the engine's solver checked against it: grades by
// the discs lost, the verdict kept on its position, the schedule, the solver's best defence
// to the end, Stop, and the drills of the user's own games only.

#include <QTemporaryDir>
#include <QtTest>

#include "core/symmetry.h"
#include "library/endgame_drill_session.h"
#include "library/games_library.h"
#include "minimax.h"
#include "random_games.h"
#include "result_message.h"

using namespace hasami;
using namespace hasami::library;
using test::minimax;
using State = EndgameDrillSession::State;

namespace {

constexpr std::int64_t kDay = kSecondsPerDay;
using Solver = std::function<std::vector<ai::MoveEvaluation>(const Position&)>;

// Every legal move scored by minimax, best first, as solveExactly gives them.
std::vector<ai::MoveEvaluation> minimaxScores(const Position& p) {
    std::vector<ai::MoveEvaluation> scores;
    bb::forEachBit(p.legalMoves(), [&](int sq) {
        const Move m(Square::fromIndex(sq));
        scores.push_back({.move = m, .score = -minimax(p.play(m)), .exact = true});
    });
    std::ranges::stable_sort(scores, std::greater{}, &ai::MoveEvaluation::score);
    return scores;
}

// Answers every solve the session waits for, as the window's engine service does; the
// solver's last reply, if any.
std::optional<DrillReply> solveAll(EndgameDrillSession& session, const Solver& solver) {
    while (!session.pending().empty()) {
        auto reply = session.solved(solver(session.pending().front()));
        if (reply) return reply;
    }
    return std::nullopt;
}

// The first position of a random game at 10 empties where the best and the worst move differ
// by 5 discs or more (by minimax).
Position drillPosition() {
    for (unsigned seed = 1;; ++seed) {
        Position p = Position::start();
        for (const Move move : test::randomGameMoves(seed)) {
            p = p.mustPass() ? p.passed().play(move) : p.play(move);
            if (p.emptyCount() != 10) continue;
            const auto scores = minimaxScores(p);
            if (scores.size() >= 2 && scores.front().score - scores.back().score >= 5) return p;
            break;
        }
    }
}

EndgameDrillSession dueSession(DrillKind kind, const Position& p, GamesLibrary* schedule,
                               std::int64_t now = 0) {
    return EndgameDrillSession(kind, {{p, Move::pass(), {}}}, false, schedule,
                               [now] { return now; });
}

}  // namespace

class TestEndgameDrillSession : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    GamesLibrary library(const char* name) {
        auto games =
            GamesLibrary::open(dir_.filePath(name).toStdString(), GamesLibrary::Access::ReadWrite);
        if (!games) qFatal("%s", games.error().message.c_str());
        return std::move(*games);
    }

  private slots:
    // The worst move by minimax is Missed, by its loss; the verdict stays on the drill's
    // position with every move's score; the schedule brings it back a day later.
    void aMissIsGradedExactlyAndScheduled() {
        const Position p = drillPosition();
        const auto expected = minimaxScores(p);
        GamesLibrary games = library("miss.db");
        EndgameDrillSession session = dueSession(DrillKind::BestMove, p, &games);
        QCOMPARE(session.state(), State::Searching);
        QCOMPARE(session.pending(), std::vector<Position>{p});
        QVERIFY(!solveAll(session, minimaxScores));
        QCOMPARE(session.state(), State::Asking);
        QCOMPARE(session.position(), p);
        QCOMPARE(session.target(), expected.front().score);

        QVERIFY(!session.answer(Move::pass()));  // not legal: nothing changes
        QCOMPARE(session.state(), State::Asking);
        const auto answer = session.answer(expected.back().move);
        QVERIFY(answer && answer->verdict);
        const int lost = expected.front().score - expected.back().score;
        QCOMPARE(answer->lost, lost);
        QCOMPARE(answer->best.score, expected.front().score);
        QCOMPARE(answer->verdict->grade, Grade::Missed);  // 5 discs or more
        QCOMPARE(answer->verdict->position, p);
        QCOMPARE(answer->verdict->scores.size(), expected.size());
        QVERIFY(!answer->verdict->notKept);
        QCOMPARE(session.state(), State::Over);
        QVERIFY(!session.answer(expected.front().move));  // graded: no second answer
        QCOMPARE(games.dueReviews(kDay - 1, 10, kDrillEmpties)->size(), std::size_t(0));
        QCOMPARE(games.dueReviews(kDay, 10, kDrillEmpties)->size(), std::size_t(1));

        // Found the next day: Perfect.
        EndgameDrillSession again = dueSession(DrillKind::BestMove, p, &games, kDay);
        solveAll(again, minimaxScores);
        QCOMPARE(again.answer(expected.front().move)->verdict->grade, Grade::Perfect);
    }

    // Two drills: the verdict of the first stays (Answered) until next() asks the second.
    void theVerdictStaysUntilNext() {
        const Position p = drillPosition();
        const Position q = transform(p, Symmetry::Rotate180);
        EndgameDrillSession session(DrillKind::BestMove,
                                    {{p, Move::pass(), {}}, {q, Move::pass(), {}}}, false, nullptr,
                                    [] { return std::int64_t(0); });
        solveAll(session, minimaxScores);
        QCOMPARE(session.drills().size(), std::size_t(2));
        const auto best = minimaxScores(p).front();
        QCOMPARE(session.answer(best.move)->verdict->grade, Grade::Perfect);
        QCOMPARE(session.state(), State::Answered);
        QCOMPARE(session.position(), p);
        QVERIFY(!session.answer(best.move));
        session.next();
        QCOMPARE(session.state(), State::Asking);
        QCOMPARE(session.position(), q);
        QCOMPARE(session.drills().size(), std::size_t(1));
    }

    // Keeping the result with minimax's moves: each reply of the solver (the engine's, checked
    // here) is a best one by minimax, the user's scores are minimax's, and the game ends with
    // the drill's value: Perfect.
    void keepingTheResultToTheEndPasses() {
        ai::Engine engine(1);
        const Solver solver = [&](const Position& p) { return solveExactly(engine, p); };
        const Position p = drillPosition();
        const int value = minimax(p);
        EndgameDrillSession session = dueSession(DrillKind::KeepResult, p, nullptr);
        solveAll(session, solver);
        const Color user = p.sideToMove();
        int moves = 0;
        std::optional<DrillVerdict> verdict;
        while (!verdict) {
            const Position at = session.position();
            QCOMPARE(at.sideToMove(), user);
            const auto expected = minimaxScores(at);
            QCOMPARE(session.scores().size(), expected.size());
            for (const ai::MoveEvaluation& e : session.scores())
                QCOMPARE(e.score, -minimax(at.play(e.move)));
            QCOMPARE(expected.front().score, value);
            const auto answer = session.answer(expected.front().move);
            QVERIFY(answer);
            ++moves;
            if (answer->verdict) {
                verdict = answer->verdict;
                break;
            }
            QCOMPARE(session.state(), State::Replying);
            Position before = at.play(expected.front().move);
            const auto reply = solveAll(session, solver);
            QVERIFY(reply);
            for (const Move m : reply->moves) {
                if (before.mustPass()) before = before.passed();  // the user passes
                QVERIFY(before.sideToMove() != user);
                QCOMPARE(-minimax(before.play(m)), minimax(before));  // a best reply
                before = before.play(m);
            }
            if (reply->verdict) {
                QCOMPARE(*reply->result, value);
                verdict = reply->verdict;
            }
        }
        QVERIFY(moves >= 2);  // 10 empties: the user has several moves
        QCOMPARE(verdict->grade, Grade::Perfect);
        QVERIFY(verdict->position.isGameOver());
        QCOMPARE(finalResultFor(verdict->position, user), value);
        QCOMPARE(session.state(), State::Over);
    }

    // The first move that loses discs, the user's second here, ends the drill, graded by the
    // loss over the position it was played in.
    void droppingTheResultFailsAtThatMove() {
        const Position p = drillPosition();
        GamesLibrary games = library("drop.db");
        EndgameDrillSession session = dueSession(DrillKind::KeepResult, p, &games);
        solveAll(session, minimaxScores);
        for (bool first = true;; first = false) {
            const Position at = session.position();
            const auto expected = minimaxScores(at);
            const bool worse = expected.back().score < expected.front().score;
            if (!first && worse) {
                const auto answer = session.answer(expected.back().move);
                const int lost = expected.front().score - expected.back().score;
                QCOMPARE(answer->lost, lost);
                QCOMPARE(answer->verdict->grade, gradeOfLoss(lost));
                QCOMPARE(answer->verdict->position, at);
                QCOMPARE(answer->verdict->scores.size(), expected.size());
                // The drill's own position goes into the schedule (in one of its
                // orientations), not the one played to.
                const Position due = games.dueReviews(kDay, 10, kDrillEmpties)->front();
                QVERIFY(std::ranges::any_of(
                    kAllSymmetries, [&](Symmetry turn) { return transform(p, turn) == due; }));
                return;
            }
            const auto answer = session.answer(expected.front().move);
            QVERIFY(answer && !answer->verdict);
            const auto reply = solveAll(session, minimaxScores);
            QVERIFY2(reply && !reply->verdict, "no move of the user after the first lost discs");
        }
    }

    // Stop while the drills are solved asks those found so far; while the solver replies it
    // ends the drill ungraded.
    void stopKeepsWhatIsFound() {
        const Position p = drillPosition();
        const Position q = transform(p, Symmetry::Rotate180);
        EndgameDrillSession session(DrillKind::BestMove,
                                    {{p, Move::pass(), {}}, {q, Move::pass(), {}}}, false, nullptr,
                                    [] { return std::int64_t(0); });
        QVERIFY(!session.solved(minimaxScores(p)));
        QCOMPARE(session.pending(), std::vector<Position>{q});
        session.stop();
        QCOMPARE(session.state(), State::Asking);
        QCOMPARE(session.drills().size(), std::size_t(1));
        QVERIFY(session.pending().empty());

        GamesLibrary games = library("stop.db");
        EndgameDrillSession keep = dueSession(DrillKind::KeepResult, p, &games);
        solveAll(keep, minimaxScores);
        QVERIFY(!keep.answer(minimaxScores(p).front().move)->verdict);
        QCOMPARE(keep.state(), State::Replying);
        keep.stop();
        QCOMPARE(keep.state(), State::Over);
        QVERIFY(keep.drills().empty());
        QCOMPARE(games.dueReviews(kDay, 10, kDrillEmpties)->size(), std::size_t(0));
    }

    // Tester played black in one game and both sides in none: the candidates are black's
    // positions of that game within the drills' empties; only those whose move lost discs (by
    // minimax) are drills. Bob's game gives none.
    void theDrillsAreTheUsersMistakes() {
        GamesLibrary games = library("own.db");
        const std::vector<Move> mine = test::randomGameMoves(5);
        ArchiveGame own;
        own.moves = mine;
        own.black = "Tester";
        own.white = "Hasami level 6";
        QVERIFY(games.addOwnGame(own));
        ArchiveGame bobs;
        bobs.moves = test::randomGameMoves(6);
        bobs.black = "Bob";
        bobs.white = "Hasami level 6";
        QVERIFY(games.addOwnGame(bobs));

        std::vector<Position> candidates;
        std::vector<Position> drills;
        Position p = Position::start();
        for (const Move move : mine) {
            if (move.isPass()) {
                p = p.passed();
                continue;
            }
            if (p.mustPass()) p = p.passed();
            if (p.sideToMove() == Color::Black && kDrillEmpties.contains(p)) {
                candidates.push_back(p);
                // Only the ten last empties are solved here: minimax is slow at 20.
                if (p.emptyCount() <= 10 && minimax(p) + minimax(p.play(move)) > 0)
                    drills.push_back(p);
            }
            p = p.play(move);
        }
        auto session = EndgameDrillSession::fromMistakes(DrillKind::BestMove, games, "Tester",
                                                         [] { return std::int64_t(0); });
        QVERIFY2(session, messageOf(session));
        QCOMPARE(session->pending(), candidates);
        // Those over 10 empties are answered as if the move played were the only one.
        while (!session->pending().empty()) {
            const Position at = session->pending().front();
            if (at.emptyCount() <= 10) {
                session->solved(minimaxScores(at));
            } else {
                session->solved(
                    {{.move = Move(Square::fromIndex(std::countr_zero(at.legalMoves()))),
                      .exact = true}});
            }
        }
        QVERIFY(!drills.empty());
        QCOMPARE(session->drills().size(), drills.size());
        for (std::size_t i = 0; i < drills.size(); ++i)
            QCOMPARE(session->drills()[i].position, drills[i]);
    }

    // Hand-counted. A full board, black on the first five rows (40), white on the rest (24):
    // +16 for black, -16 for white. Black's 60 discs and 4 empty squares, no white disc: the
    // empty squares go to the winner, +64.
    void theFinalResultIsTheSidesOwn() {
        const Bitboard firstFiveRows = (Bitboard(1) << 40) - 1;
        const Position full = Position::fromColors(firstFiveRows, ~firstFiveRows, Color::White);
        QVERIFY(full.isGameOver());
        QCOMPARE(finalResultFor(full, Color::Black), 16);
        QCOMPARE(finalResultFor(full, Color::White), -16);
        const Position emptied = Position::fromColors((Bitboard(1) << 60) - 1, 0, Color::Black);
        QVERIFY(emptied.isGameOver());
        QCOMPARE(finalResultFor(emptied, Color::Black), 64);
        QCOMPARE(finalResultFor(emptied, Color::White), -64);
    }
};

QTEST_APPLESS_MAIN(TestEndgameDrillSession)
#include "tst_endgame_drill_session.moc"
