// The exact solver against the FFO test positions, their symmetric copies, and small random
// endgames solved by plain minimax.

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <string>

#include "ai/engine.h"
#include "ai/evaluator.h"
#include "ai/levels.h"
#include "core/notation.h"
#include "core/symmetry.h"
#include "ffo.h"
#include "minimax.h"
#include "printing.h"
#include "random_games.h"
#include "reference_board.h"

using namespace hasami;
using test::minimax;

namespace {

// Negamax to the end of the game over the reference board (tests/support/reference_board.h),
// which shares no code with core/ or ai/: a pass when only the other side can move, the final
// score when neither can.
int referenceNegamax(const test::ReferenceBoard& board) {
    const std::uint64_t moves = board.moves();
    if (moves == 0) {
        if (board.moves(test::ReferenceBoard::Theirs) == 0) return board.finalScore();
        return -referenceNegamax(board.swapped());
    }
    int best = -65;
    for (int i = 0; i < 64; ++i)
        if (moves >> i & 1) best = std::max(best, -referenceNegamax(board.played(i / 8, i % 8)));
    return best;
}

// Whether `holds` is true of p or of some position a line of play from p reaches, passes
// included.
template <typename Holds>
bool somewhereFrom(const Position& p, Holds holds) {
    if (holds(p)) return true;
    if (p.isGameOver()) return false;
    if (p.mustPass()) return somewhereFrom(p.passed(), holds);
    bool found = false;
    bb::forEachBit(p.legalMoves(), [&](int sq) {
        found = found || somewhereFrom(p.play(Square::fromIndex(sq)), holds);
    });
    return found;
}

// A side must pass, or the game ends with empty squares left.
bool passOrEarlyEnd(const Position& p) {
    return p.mustPass() || (p.isGameOver() && p.emptyCount() > 0);
}

// A board whose corner a1, b1, a2 is empty and walled in: every line from those squares runs
// through black discs to the edge, so neither side can play there until a flip opens a line.
// The other squares are black, white or (2 to 4 of them) empty at random; either side to move.
Position aroundDeadCorner(std::mt19937_64& rng) {
    const Bitboard corner = bb::bit(0) | bb::bit(1) | bb::bit(8);
    Bitboard walls = 0;
    bb::forEachBit(corner, [&](int sq) {
        for (int dc = -1; dc <= 1; ++dc) {
            for (int dr = -1; dr <= 1; ++dr) {
                if (!dc && !dr) continue;
                for (int c = sq % 8 + dc, r = sq / 8 + dr; c >= 0 && c < 8 && r >= 0 && r < 8;
                     c += dc, r += dr) {
                    walls |= bb::bit(r * 8 + c);
                }
            }
        }
    });
    walls &= ~corner;
    Bitboard black = walls, white = 0;
    std::vector<int> open;
    bb::forEachBit(~walls & ~corner, [&](int sq) { open.push_back(sq); });
    std::shuffle(open.begin(), open.end(), rng);
    const std::size_t emptyOthers = 2 + rng() % 3;
    for (std::size_t i = emptyOthers; i < open.size(); ++i)
        (rng() & 1 ? black : white) |= bb::bit(open[i]);
    return Position::fromColors(black, white, rng() & 1 ? Color::Black : Color::White);
}

ai::SearchResult solve(ai::Engine& engine, const Position& p) {
    engine.clear();
    return engine.think(p, ai::Limits::atDepth(60));
}

// Solves `count` positions of random games, `fewest` to `most` plies before their end, that
// `keep` accepts, and compares each score with minimax's.
template <typename Keep>
void checkRandomEndgames(std::uint64_t seed, int count, int fewest, int most, Keep keep) {
    std::mt19937_64 rng(seed);
    ai::Engine engine(4);
    for (int checked = 0; checked < count;) {
        const GameRecord game = test::randomGame(rng);
        const int ply = game.length() - fewest - int(rng() % std::uint64_t(most - fewest + 1));
        const Position p = game.positionAt(std::max(0, ply));
        if (p.isGameOver() || p.mustPass() || !keep(p)) continue;
        const ai::SearchResult r = solve(engine, p);
        QCOMPARE(r.score, minimax(p));
        QVERIFY(r.exact);
        ++checked;
    }
}

void checkSolved(ai::Engine& engine, const ObfEntry& e, const char* what) {
    const ai::SearchResult r = solve(engine, e.position);
    QVERIFY2(r.exact, what);
    QCOMPARE(r.score, *e.bestScore());
    // The move chosen must be one that reaches the best score.
    bool bestMove = false;
    for (const auto& s : e.scores)
        bestMove |= s.move == r.best && s.score == r.score;
    QVERIFY2(bestMove,
             qPrintable(QString("%1: %2 is not a best move").arg(what).arg(r.best.name().c_str())));
}

}  // namespace

class TestEndgame : public QObject {
    Q_OBJECT
  private slots:
    void ffoFirstNineteen() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        QCOMPARE(entries.size(), std::size_t{19});
        ai::Engine engine(16);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            checkSolved(engine, entries[i], qPrintable(QString("FFO #%1").arg(i + 1)));
        }
    }

    void ffoSampleOfTwentyToThirtyNine() {
        const auto entries = test::ffoEntries("fforum-20-39.obf");
        QCOMPARE(entries.size(), std::size_t{20});
        ai::Engine engine(16);
        // The quicker half of the set (up to 20 empties; the whole set is a benchmark).
        for (const int index : {20, 21, 22, 23, 24, 25, 27, 29, 30, 31, 32}) {
            checkSolved(engine, entries[index - 20], qPrintable(QString("FFO #%1").arg(index)));
        }
    }

    // FFO #39 is a wipe-out at 26 empties: once a midgame iteration reaches the evaluation's
    // bound, deeper ones would only prove the bound again (iterations to depth 12 at +63 cost 4 M
    // nodes), so the solve follows at once.
    void wipeOutIsSolvedWithoutDeepMidgameIterations() {
        const auto entries = test::ffoEntries("fforum-20-39.obf");
        const Position& p = entries[39 - 20].position;
        QCOMPARE(p.emptyCount(), 26);
        ai::Engine engine(16);
        std::vector<ai::Progress> reports;
        const ai::SearchResult r = engine.think(
            p, ai::Limits::atDepth(60), [&](const ai::Progress& pr) { reports.push_back(pr); });
        QCOMPARE(r.score, 64);
        QVERIFY(r.exact);
        const auto atBound =
            std::find_if(reports.begin(), reports.end(), [](const ai::Progress& pr) {
                return !pr.exact && pr.score >= ai::Evaluator::kMaxEvaluation;
            });
        QVERIFY(atBound != reports.end());
        for (auto later = atBound + 1; later != reports.end(); ++later)
            QCOMPARE(later->depth, 26);  // the solve's, not a deeper midgame iteration's
        QVERIFY(atBound->depth < 12);
    }

    void severalThreadsSolveExactly() {
        ai::Engine engine(16);
        engine.setThreads(3);
        QCOMPARE(engine.threads(), 3);
        const auto easy = test::ffoEntries("fforum-1-19.obf");
        for (std::size_t i = 0; i < easy.size(); ++i)
            checkSolved(engine, easy[i], qPrintable(QString("FFO #%1, 3 threads").arg(i + 1)));
        const auto medium = test::ffoEntries("fforum-20-39.obf");
        for (const int index : {20, 25, 30}) {
            checkSolved(engine, medium[index - 20],
                        qPrintable(QString("FFO #%1, 3 threads").arg(index)));
        }
        // Back to one thread: deterministic again.
        engine.setThreads(1);
        const ai::SearchResult a = solve(engine, medium[0].position);
        const ai::SearchResult b = solve(engine, medium[0].position);
        QCOMPARE(a.nodes, b.nodes);
    }

    void symmetricCopiesHaveTheSameScore() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        ai::Engine engine(16);
        for (const int index : {1, 5, 12, 18}) {
            const ObfEntry& e = entries[index - 1];
            for (const Symmetry s : kAllSymmetries) {
                const ai::SearchResult r = solve(engine, transform(e.position, s));
                QCOMPARE(r.score, *e.bestScore());
                QVERIFY(r.exact);
            }
            // And with the colours swapped the scores are the same from the mover's view.
            QCOMPARE(solve(engine, e.position.colorSwapped()).score, *e.bestScore());
        }
    }

    void winLossDrawAgreesWithTheExactScore() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        ai::Engine engine(16);
        // A level that proves win/draw/loss, but not the exact score, at 14 empties.
        int level = 1;
        while (level < ai::kLevelCount &&
               !(ai::level(level).exactDepth < 14 && ai::level(level).wldDepth >= 14))
            ++level;
        QVERIFY(ai::level(level).exactDepth < 14 && ai::level(level).wldDepth >= 14);
        int checked = 0;
        for (const ObfEntry& e : entries) {
            if (e.position.emptyCount() != 14) continue;
            ++checked;
            engine.clear();
            const ai::SearchResult r = engine.think(e.position, ai::Limits::atLevel(level));
            QVERIFY(r.winLossDraw);
            QVERIFY(!r.exact);
            const int sign = (r.score > 0) - (r.score < 0);
            const int expected = (*e.bestScore() > 0) - (*e.bestScore() < 0);
            QCOMPARE(sign, expected);
        }
        QCOMPARE(checked, 7);
    }

    // tests/data/obf/must-pass.obf's score (the solve_must_pass test of hasami-engine) from a
    // negamax that shares nothing with the engine, the board read here square by square: the
    // side to move has no move, and passing loses by 52. Five empty squares: a plain search.
    void mustPassFileScoreIsTheReferenceNegamax() {
        std::ifstream file(HASAMI_TEST_DATA "/obf/must-pass.obf");
        std::string line;
        QVERIFY(std::getline(file, line));
        QVERIFY(line.size() > 66 && line[64] == ' ' && line[66] == ';');
        const char mover = line[65];
        QVERIFY(mover == 'X' || mover == 'O');
        std::uint64_t player = 0, opponent = 0;
        int empties = 0;
        for (int i = 0; i < 64; ++i) {
            const char c = line[std::size_t(i)];
            if (c == '-') {
                ++empties;
                continue;
            }
            QVERIFY(c == 'X' || c == 'O');
            (c == mover ? player : opponent) |= std::uint64_t{1} << i;
        }
        QCOMPARE(empties, 5);
        const test::ReferenceBoard board(player, opponent);
        QCOMPARE(board.moves(), std::uint64_t{0});
        QVERIFY(board.moves(test::ReferenceBoard::Theirs) != 0);
        QCOMPARE(line.substr(66), std::string("; PA:-52;"));
        QCOMPARE(referenceNegamax(board), -52);
    }

    void smallEndgamesAgreeWithMinimax() {
        // Positions 1 to 9 plies before the end, passes and early ends included.
        checkRandomEndgames(17, 300, 1, 9, [](const Position&) { return true; });
    }

    // The last empties have code of their own, passes included (a side that cannot move at 3
    // empties hands over to the other, or the game ends): endgames with a pass or an early end
    // inside, against minimax.
    void lastEmptiesWithPassesAgreeWithMinimax() {
        checkRandomEndgames(29, 200, 4, 7,
                            [](const Position& p) { return somewhereFrom(p, passOrEarlyEnd); });
        // Random games seldom end with empty squares this late: random boards around a corner
        // that no disc can reach, whose games mostly end with its 3 squares empty.
        std::mt19937_64 rng(31);
        ai::Engine engine(4);
        int endingEarly = 0;
        for (int checked = 0; checked < 150;) {
            const Position p = aroundDeadCorner(rng);
            if (p.isGameOver() || p.mustPass()) continue;
            QCOMPARE(solve(engine, p).score, minimax(p));
            endingEarly += somewhereFrom(
                p, [](const Position& q) { return q.isGameOver() && q.emptyCount() == 3; });
            ++checked;
        }
        QVERIFY2(endingEarly >= 40, qPrintable(QString("%1 of 150").arg(endingEarly)));
    }
};

QTEST_APPLESS_MAIN(TestEndgame)
#include "tst_endgame.moc"
