// ai::explain: the scores come from one analysis, the lines are legal and start with the
// opponent's reply, bad moves are refused, and on a real game every reason of every mistake is
// checked against its refutation with the naive board of tests/support (no code shared).

#include <QtTest>

#include <stdexcept>

#include "ai/engine.h"
#include "ai/explanation.h"
#include "core/game_record.h"
#include "core/ggf.h"
#include "core/notation.h"
#include "core/read_file.h"
#include "printing.h"
#include "reference_board.h"

using namespace hasami;
using ai::ReasonTag;

namespace {

constexpr int kDepth = 4;

bool isLegalLine(Position p, const std::vector<Move>& line) {
    for (const Move m : line) {
        if (!p.isLegal(m)) return false;
        p = p.play(m);
    }
    return true;
}

test::ReferenceBoard reference(const Position& p) {
    return test::ReferenceBoard(p.player(), p.opponent());
}

// The moves of the side to move of `p` and of the other side, by the naive board.
int movesOf(const Position& p, test::ReferenceBoard::Cell who) {
    return std::popcount(reference(p).moves(who));
}

// The discs of `discs` with an empty square among their eight neighbours, square by square.
int frontierCount(Bitboard discs, Bitboard empties) {
    int count = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (!bb::has(discs, sq)) continue;
        bool open = false;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                const int r = sq / 8 + dr, c = sq % 8 + dc;
                if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 8 && bb::has(empties, r * 8 + c))
                    open = true;
            }
        count += open;
    }
    return count;
}

bool isCorner(Square s) {
    return (s.row() == 0 || s.row() == 7) && (s.column() == 0 || s.column() == 7);
}

bool onEdge(Square s) {
    return s.row() == 0 || s.row() == 7 || s.column() == 0 || s.column() == 7;
}

// Checks one reason of `e`, explained in `p`, against the lines and the naive board.
void checkReason(const Position& p, const ai::Explanation& e, const ai::Reason& r) {
    const ai::ComparedMoves& m = e.moves;
    const Position afterPlayed = p.play(m.played);
    const Position afterBest = p.play(m.best);
    const Square played = m.played.square();
    switch (r.tag) {
        case ReasonTag::Result:
            QVERIFY(m.exact);
            QVERIFY((m.bestScore > 0 && m.playedScore <= 0) ||
                    (m.bestScore == 0 && m.playedScore < 0));
            break;
        case ReasonTag::Corner:
            for (const Square corner : r.squares) {
                QVERIFY(isCorner(corner));
                // Legal for the opponent at once, or played by it (even plies) in the refutation.
                bool taken = reference(afterPlayed).moves() >> corner.index() & 1;
                for (std::size_t i = 0; i < m.refutation.size(); i += 2)
                    taken = taken || m.refutation[i] == Move(corner);
                QVERIFY2(taken, qPrintable(QString::fromStdString(corner.name())));
            }
            break;
        case ReasonTag::XSquare:
        case ReasonTag::CSquare: {
            QCOMPARE(int(r.squares.size()), 2);
            QVERIFY(r.squares[0] == played || r.squares[1] == played);
            const Square corner = r.squares[0] == played ? r.squares[1] : r.squares[0];
            QVERIFY(isCorner(corner));
            QVERIFY(bb::has(p.empties(), corner.index()));
            QVERIFY(std::abs(corner.row() - played.row()) <= 1);
            QVERIFY(std::abs(corner.column() - played.column()) <= 1);
            const bool diagonal =
                corner.row() != played.row() && corner.column() != played.column();
            QCOMPARE(diagonal, r.tag == ReasonTag::XSquare);
            break;
        }
        case ReasonTag::Edge:
            QVERIFY(!r.squares.empty());
            for (const Square s : r.squares)
                QVERIFY(onEdge(s));
            break;
        case ReasonTag::Stable:
            QVERIFY((r.mover.best - r.mover.played) + (r.opponent.played - r.opponent.best) >=
                    ai::kStableMargin);
            break;
        case ReasonTag::Parity:
            QVERIFY(p.emptyCount() <= ai::kParityEmpties);
            QCOMPARE(r.mover.played % 2, 0);
            QCOMPARE(r.mover.best % 2, 1);
            QCOMPARE(int(r.squares.size()), r.mover.played - 1);
            break;
        case ReasonTag::Mobility: {
            // After a move the opponent is to move: the mover's moves are the other side's.
            const ai::Comparison mine{movesOf(afterBest, test::ReferenceBoard::Theirs),
                                      movesOf(afterPlayed, test::ReferenceBoard::Theirs)};
            const ai::Comparison theirs{movesOf(afterBest, test::ReferenceBoard::Mine),
                                        movesOf(afterPlayed, test::ReferenceBoard::Mine)};
            QCOMPARE(r.mover, mine);
            QCOMPARE(r.opponent, theirs);
            QVERIFY((mine.best - mine.played) + (theirs.played - theirs.best) >=
                    ai::kMobilityMargin);
            break;
        }
        case ReasonTag::Frontier: {
            const ai::Comparison frontier{
                frontierCount(afterBest.opponent(), afterBest.empties()),
                frontierCount(afterPlayed.opponent(), afterPlayed.empties())};
            QCOMPARE(r.mover, frontier);
            QVERIFY(frontier.played - frontier.best >= ai::kFrontierMargin);
            break;
        }
    }
}

// A game of the shipped evaluation against the simple one (white), which lost by 36: mistakes.
GgfGame shippedGame() {
    const auto text = readFile(HASAMI_TEST_DATA "/archives/good.ggf", 1 << 20);
    if (!text) qFatal("%s", text.error().message.c_str());
    auto game = parseGgf(*text);
    if (!game) qFatal("%s", game.error().message().c_str());
    return *game;
}

}  // namespace

class TestExplanation : public QObject {
    Q_OBJECT
  private slots:
    void refusesWhatIsNotALegalMove() {
        ai::Engine engine(16);
        const Position start = Position::start();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ai::explain(engine, start, *Square::parse("a1"), kDepth));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ai::explain(engine, start, Move::pass(), kDepth));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ai::explain(engine, start, *Square::parse("d3"), 0));
    }

    void scoresAreTheAnalysisAndLinesStartWithTheReply() {
        // After f5 d6 c3 d3 c4: black to move.
        const auto game = GameRecord::fromTranscript("f5d6c3d3c4");
        QVERIFY(game);
        const Position p = game->current();
        ai::Engine analyser(16);
        const auto scores = analyser.analyse(p, ai::Limits::atDepth(kDepth));
        for (const ai::MoveEvaluation& s : scores) {
            ai::Engine engine(16);
            const auto e = ai::explain(engine, p, s.move, kDepth);
            QVERIFY(e);
            QCOMPARE(e->moves.playedScore, s.score);
            QCOMPARE(e->moves.best, scores.front().move);
            QCOMPARE(e->moves.bestScore, scores.front().score);
            QCOMPARE(e->depth, kDepth);
            QVERIFY(!e->moves.refutation.empty());
            QVERIFY(isLegalLine(p.play(s.move), e->moves.refutation));
            QVERIFY(isLegalLine(p.play(e->moves.best), e->moves.bestLine));
            if (s.score >= scores.front().score) QVERIFY(e->reasons.empty());
        }
    }

    // Scores found before (the hints') stand as given, whatever depth found them, and an
    // explanation that searched them gives the scores it found.
    void givenScoresStandAsTheyAre() {
        const auto game = GameRecord::fromTranscript("f5d6c3d3c4");
        QVERIFY(game);
        const Position p = game->current();
        ai::Engine analyser(16);
        const auto deep = analyser.analyse(p, ai::Limits::atDepth(kDepth + 2));
        const Move worst = deep.back().move;
        ai::Engine engine(16);
        const auto e = ai::explain(engine, p, worst, deep, kDepth);
        QVERIFY(e);
        QCOMPARE(e->scores, deep);
        QCOMPARE(e->moves.playedScore, deep.back().score);
        QCOMPARE(e->moves.best, deep.front().move);
        QCOMPARE(e->moves.bestScore, deep.front().score);
        QCOMPARE(e->depth, kDepth + 2);
        QVERIFY(isLegalLine(p.play(worst), e->moves.refutation));
        QVERIFY(isLegalLine(p.play(e->moves.best), e->moves.bestLine));
        ai::Engine fresh(16);
        const auto searched = ai::explain(fresh, p, worst, kDepth);
        QVERIFY(searched);
        ai::Engine other(16);
        QCOMPARE(searched->scores, other.analyse(p, ai::Limits::atDepth(kDepth)));
        // Scores that leave the move out explain nothing.
        const std::vector<ai::MoveEvaluation> others(deep.begin(), deep.end() - 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ai::explain(engine, p, worst, others, kDepth));
    }

    void solvedNearTheEnd() {
        // 8 empties, searched 10 plies deep: every score is exact.
        const GgfGame game = shippedGame();
        Position p = game.start;
        for (int ply = 0; ply < 52; ++ply)
            p = p.play(game.moves[std::size_t(ply)]);
        QCOMPARE(p.emptyCount(), 8);
        ai::Engine engine(16);
        const Move move = Square::fromIndex(bb::lowestIndex(p.legalMoves()));
        const auto e = ai::explain(engine, p, move, 10);
        QVERIFY(e);
        QVERIFY(e->moves.exact);
        QCOMPARE(e->depth, 8);
    }

    void everyReasonOfARealGameHoldsOnItsLines() {
        const GgfGame game = shippedGame();
        ai::Engine engine(16);
        int mistakes = 0;
        int reasons = 0;
        Position p = game.start;
        for (const Move move : game.moves) {
            if (!move.isPass()) {
                const auto e = ai::explain(engine, p, move, kDepth);
                QVERIFY(e);
                QVERIFY(isLegalLine(p.play(move), e->moves.refutation));
                if (e->moves.bestScore - e->moves.playedScore >= 6) {
                    ++mistakes;
                    reasons += int(e->reasons.size());
                }
                for (const ai::Reason& r : e->reasons)
                    checkReason(p, *e, r);
            }
            p = p.play(move);
        }
        // At depth 4 the game's 10 mistakes of 6 discs or more have 7 reasons among them.
        QVERIFY(mistakes >= 5);
        QVERIFY(reasons >= 5);
    }
};

QTEST_APPLESS_MAIN(TestExplanation)
#include "tst_explanation.moc"
