// Legal moves and flips against the reference board, on many positions from random games.
// Both the portable and the vector versions (where this file's build has one) are checked;
// tst_kernels checks each kernel level's copy.

#include <QtTest>

#include <random>

#include "core/last_move.h"
#include "core/moves.h"
#include "core/notation.h"
#include "printing.h"
#include "random_games.h"
#include "reference_board.h"

using namespace hasami;

class TestMoves : public QObject {
    Q_OBJECT
  private slots:
    void startPosition() {
        const Position start = Position::start();
        Bitboard expected = 0;
        for (const char* name : {"d3", "c4", "f5", "e6"})
            expected |= Square::parse(name)->bit();
        QCOMPARE(start.legalMoves(), expected);
        QCOMPARE(flippedDiscs(start.player(), start.opponent(), Square::parse("f5")->index()),
                 Square::parse("e5")->bit());
    }

    void longestRunsAndEdges() {
        // A black disc on a1 and a full row of white from b1 to g1: h1 flips six discs.
        const auto p = parseBoard("XOOOOOO-" + std::string(56, '-') + " X");
        QVERIFY(p.ok());
        QCOMPARE(p->legalMoves(), Square::parse("h1")->bit());
        QCOMPARE(flippedDiscs(p->player(), p->opponent(), 7), Bitboard{0x7E});
        // The same run must not wrap from h1 to a2.
        const auto wrap = parseBoard(
            "------OO"
            "X-------" +
            std::string(48, '-') + " X");
        QVERIFY(wrap.ok());
        QCOMPARE(wrap->legalMoves() & Square::parse("e1")->bit(), Bitboard{0});
    }

    void agreeWithReferenceOnRandomPositions() {
        const auto positions = test::randomPositions(100'000, 20261122);
        QVERIFY(positions.size() >= 100'000);
        std::size_t checkedFlips = 0;
        for (const Position& p : positions) {
            const test::ReferenceBoard reference(p.player(), p.opponent());
            const Bitboard moves = reference.moves();
            if (p.legalMoves() != moves ||
                detail::legalMovesPortable(p.player(), p.opponent()) != moves) {
                QFAIL(qPrintable(QString("moves differ on %1").arg(formatBoard(p).c_str())));
            }
            for (int i = 0; i < 64; ++i) {
                if (!bb::has(p.empties(), i)) continue;
                const Bitboard expected = reference.flips(i / 8, i % 8);
                if (flippedDiscs(p.player(), p.opponent(), i) != expected ||
                    detail::flippedDiscsPortable(p.player(), p.opponent(), i) != expected) {
                    QFAIL(qPrintable(QString("flips at %1 differ on %2")
                                         .arg(Square::fromIndex(i).name().c_str())
                                         .arg(formatBoard(p).c_str())));
                }
                ++checkedFlips;
            }
        }
        QVERIFY(checkedFlips > 1'000'000);
    }

    void lastMoveFlipCountOnFullBoards() {
        // Random full boards (every square but one): the count must equal the reference's
        // flips for both sides, including the boards where the move is illegal (0).
        std::uint64_t state = 20261123;
        const auto next = [&] {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return state >> 11;
        };
        int legal = 0;
        for (int n = 0; n < 200'000; ++n) {
            const int x = int(next() % 64);
            const Bitboard p = next() & ~bb::bit(x);
            const Bitboard o = ~p & ~bb::bit(x);
            for (const auto& [mover, other] : {std::pair{p, o}, std::pair{o, p}}) {
                const int expected =
                    bb::count(test::ReferenceBoard(mover, other).flips(x / 8, x % 8));
                if (lastMoveFlipCount(mover, x) != expected) {
                    QFAIL(qPrintable(
                        QString("count at %1 differs on %2: %3, expected %4")
                            .arg(Square::fromIndex(x).name().c_str())
                            .arg(formatBoard(Position::fromPlayers(mover, other, Color::Black))
                                     .c_str())
                            .arg(lastMoveFlipCount(mover, x))
                            .arg(expected)));
                }
                legal += expected > 0;
            }
        }
        QVERIFY(legal > 100'000);
        // The longest run: h1 on a row of six white discs between a black a1 and h1.
        const Bitboard black = bb::bit(0) | (bb::kFull << 8);
        QCOMPARE(lastMoveFlipCount(black, 7), 6);
        QCOMPARE(lastMoveFlipCount(~black & ~bb::bit(7), 7), 0);
    }

    void playedPositionMatchesReference() {
        const auto positions = test::randomPositions(20'000, 7);
        for (const Position& p : positions) {
            bb::forEachBit(p.legalMoves(), [&](int i) {
                const Position next = p.play(Square::fromIndex(i));
                const test::ReferenceBoard expected =
                    test::ReferenceBoard(p.player(), p.opponent()).played(i / 8, i % 8);
                const test::ReferenceBoard actual(next.player(), next.opponent());
                QCOMPARE(actual.moves(), expected.moves());
                QCOMPARE(bb::count(next.player() | next.opponent()),
                         bb::count(p.player() | p.opponent()) + 1);
                QCOMPARE(next.sideToMove(), opposite(p.sideToMove()));
            });
        }
    }

    void passAndGameEnd() {
        // White (to move) has no move; black can still play: a forced pass.
        const auto pass = parseBoard("XO------" + std::string(56, '-') + " O");
        QVERIFY(pass.ok());
        QVERIFY(pass->mustPass());
        QVERIFY(!pass->isGameOver());
        QVERIFY(pass->isLegal(Move::pass()));
        QVERIFY(!Position::start().isLegal(Move::pass()));
        const auto over = parseBoard("XX" + std::string(62, '-') + " O");
        QVERIFY(over->isGameOver());
        QVERIFY(!over->mustPass());
    }

    void finalScoreGivesEmptiesToTheWinner() {
        const auto p = parseBoard("XXXO" + std::string(60, '-') + " X");
        QCOMPARE(p->finalScore(), 3 - 1 + 60);
        QCOMPARE(p->passed().finalScore(), -(3 - 1 + 60));
        const auto draw = parseBoard("XO" + std::string(62, '-') + " O");
        QCOMPARE(draw->finalScore(), 0);
        const auto full = parseBoard(std::string(40, 'X') + std::string(24, 'O') + " O");
        QCOMPARE(full->finalScore(), 24 - 40);
    }

    // bb::gather (pext where the build has it) against a bit-by-bit reading.
    void gatherTakesTheMaskedBitsInOrder() {
        QCOMPARE(bb::gather(0b1011'0110, 0b1111'0000), std::uint64_t{0b1011});
        QCOMPARE(bb::gather(bb::kFull, bb::kCorners), std::uint64_t{0b1111});
        std::mt19937_64 random(7);
        for (int i = 0; i < 10000; ++i) {
            const Bitboard b = random();
            const Bitboard mask = random() & random();
            QCOMPARE(bb::gather(b, mask), test::referenceGather(b, mask));
        }
    }
};

QTEST_APPLESS_MAIN(TestMoves)
#include "tst_moves.moc"
