// The endgame drills found in random games by the session (endgame_drill_session.h) with the
// engine's solver, checked against a plain minimax: every position the user was to move in,
// within the drills' empties, whose move loses discs against the best, with every move's exact
// score.

#include <QtTest>

#include "core/notation.h"
#include "library/endgame_drill_session.h"
#include "minimax.h"
#include "random_games.h"

using namespace hasami;
using namespace hasami::library;
using test::minimax;

namespace {

// The drills of `user` in `game` within `range`, as a sitting finds them with the solver.
std::vector<EndgameDrill> drillsOf(ai::Engine& engine, const std::vector<Move>& game, Color user,
                                   EmptiesRange range) {
    EndgameDrillSession session(DrillKind::BestMove, drillCandidates(game, user, range), true,
                                nullptr, [] { return std::int64_t(0); });
    while (!session.pending().empty())
        session.solved(solveExactly(engine, session.pending().front()));
    return session.drills();
}

ai::MoveEvaluation scored(const char* square, int score) {
    return {.move = Move(*Square::parse(square)), .score = score, .exact = true};
}

}  // namespace

class TestEndgameDrill : public QObject {
    Q_OBJECT
  private slots:
    void discsLostAreCountedFromTheBestMove() {
        const std::vector<ai::MoveEvaluation> scores{scored("a1", 6), scored("b2", 6),
                                                     scored("c3", -2)};
        QCOMPARE(discsLost(scores, Move(*Square::parse("a1"))), std::optional(0));
        QCOMPARE(discsLost(scores, Move(*Square::parse("b2"))), std::optional(0));
        QCOMPARE(discsLost(scores, Move(*Square::parse("c3"))), std::optional(8));
        QVERIFY(!discsLost(scores, Move(*Square::parse("h8"))));
    }

    // The range is cut to 8-10 empties so that the minimax finishes in the test's time; the
    // solver is the same at 20.
    void theUsersLosingMovesAreTheDrills() {
        const EmptiesRange range{8, 10};
        for (const unsigned seed : {1u, 2u, 3u}) {
            const std::vector<Move> game = test::randomGameMoves(seed);
            for (const Color user : {Color::Black, Color::White}) {
                std::vector<EndgameDrill> expected;
                Position position = Position::start();
                for (const Move move : game) {
                    if (move.isPass()) {
                        position = position.passed();
                        continue;
                    }
                    if (position.mustPass()) position = position.passed();
                    if (position.sideToMove() == user && range.contains(position)) {
                        EndgameDrill drill{position, move, {}};
                        int best = -64;
                        int played = 0;
                        for (Bitboard m = position.legalMoves(); m; m &= m - 1) {
                            const Move option(Square::fromIndex(std::countr_zero(m)));
                            const int score = -minimax(position.play(option));
                            drill.scores.push_back({.move = option, .score = score, .exact = true});
                            best = std::max(best, score);
                            if (option == move) played = score;
                        }
                        if (played < best) expected.push_back(drill);
                    }
                    position = position.play(move);
                }
                ai::Engine engine(1);
                const std::vector<EndgameDrill> drills = drillsOf(engine, game, user, range);
                QCOMPARE(drills.size(), expected.size());
                for (std::size_t i = 0; i < drills.size(); ++i) {
                    QCOMPARE(drills[i].position, expected[i].position);
                    QCOMPARE(drills[i].played, expected[i].played);
                    QCOMPARE(drills[i].scores.size(), expected[i].scores.size());
                    for (const ai::MoveEvaluation& want : expected[i].scores) {
                        const auto got = std::ranges::find(drills[i].scores, want.move,
                                                           &ai::MoveEvaluation::move);
                        QVERIFY(got != drills[i].scores.end());
                        QCOMPARE(got->score, want.score);
                        QVERIFY(got->exact);
                    }
                }
            }
        }
    }

    // Random play loses discs somewhere in 8-10 empties: the test above is not empty.
    void randomGamesHaveDrills() {
        ai::Engine engine(1);
        std::size_t found = 0;
        for (const unsigned seed : {1u, 2u, 3u})
            found += drillsOf(engine, test::randomGameMoves(seed), Color::Black, {8, 10}).size();
        QVERIFY(found > 0);
    }
};

QTEST_APPLESS_MAIN(TestEndgameDrill)
#include "tst_endgame_drill.moc"
