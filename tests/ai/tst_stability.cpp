// Stable discs: never flipped in any continuation (checked on random playouts), and the
// obvious cases (corners, full boards, full edges) are found.

#include <QtTest>

#include "core/notation.h"
#include "printing.h"
#include "random_games.h"
#include "stability.h"

using namespace hasami;

class TestStability : public QObject {
    Q_OBJECT
  private slots:
    void obviousCases() {
        const auto corner = parseBoard("X" + std::string(62, '-') + "O X");
        QCOMPARE(ai::stableDiscs(corner->player(), corner->opponent()), Bitboard{1});
        QCOMPARE(ai::stableDiscs(corner->opponent(), corner->player()), bb::bit(63));
        // A full board: everything is stable.
        const auto full = parseBoard(std::string(30, 'X') + std::string(34, 'O') + " X");
        QCOMPARE(ai::stableDiscs(full->player(), full->opponent()), full->player());
        // A full top edge of one colour is stable; a lone inner disc is not.
        const auto edge =
            parseBoard(std::string(8, 'X') + "---O----" + std::string(48, '-') + " X");
        QCOMPARE(ai::stableDiscs(edge->player(), edge->opponent()), Bitboard{0xFF});
        QCOMPARE(ai::stableDiscs(edge->opponent(), edge->player()), Bitboard{0});
        // b1 next to an empty a1 can be flipped: X X on b1 c1 with a1 empty and O on d1.
        const auto open = parseBoard("-XXO" + std::string(60, '-') + " X");
        QCOMPARE(ai::stableDiscs(open->player(), open->opponent()), Bitboard{0});
    }

    void stableDiscsNeverFlip() {
        std::mt19937_64 rng(8);
        int checked = 0;
        for (int g = 0; g < 1500; ++g) {
            const GameRecord game = test::randomGame(rng);
            for (int ply = 20; ply < game.length(); ply += 4) {
                const Position p = game.positionAt(ply);
                const Bitboard stableBlack = ai::stableDiscs(p.black(), p.white());
                const Bitboard stableWhite = ai::stableDiscs(p.white(), p.black());
                QVERIFY((stableBlack & ~p.black()) == 0);
                // Several random continuations from this position.
                for (int k = 0; k < 3; ++k) {
                    const GameRecord rest = test::randomGame(rng, p);
                    const Position end = rest.current();
                    if ((end.black() & stableBlack) != stableBlack ||
                        (end.white() & stableWhite) != stableWhite) {
                        QFAIL(
                            qPrintable(QString("a stable disc flipped from %1 to %2")
                                           .arg(formatBoard(p).c_str(), formatBoard(end).c_str())));
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10000);
    }

    void lateGamePositionsHaveStableDiscs() {
        std::mt19937_64 rng(9);
        int withStable = 0;
        for (int g = 0; g < 200; ++g) {
            const Position end = test::randomGame(rng).current();
            withStable += ai::stableDiscs(end.player(), end.opponent()) != 0 ||
                          ai::stableDiscs(end.opponent(), end.player()) != 0;
        }
        QCOMPARE(withStable, 200);  // at the end of a game every disc is stable
    }
};

QTEST_APPLESS_MAIN(TestStability)
#include "tst_stability.moc"
