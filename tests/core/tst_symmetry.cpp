#include <QtTest>

#include <set>

#include "core/notation.h"
#include "core/symmetry.h"
#include "printing.h"
#include "random_games.h"

using namespace hasami;

class TestSymmetry : public QObject {
    Q_OBJECT
  private slots:
    void bitboardAgreesWithSquareMapping() {
        for (const Symmetry s : kAllSymmetries) {
            for (int i = 0; i < 64; ++i) {
                const Square sq = Square::fromIndex(i);
                QCOMPARE(transform(sq.bit(), s), transform(sq, s).bit());
            }
        }
    }

    void knownImages() {
        const Square a1 = *Square::parse("a1");
        QCOMPARE(transform(a1, Symmetry::Rotate90).name(), std::string("h1"));
        QCOMPARE(transform(a1, Symmetry::Rotate180).name(), std::string("h8"));
        QCOMPARE(transform(a1, Symmetry::Rotate270).name(), std::string("a8"));
        QCOMPARE(transform(a1, Symmetry::FlipDiagonal).name(), std::string("a1"));
        QCOMPARE(transform(a1, Symmetry::FlipAntiDiagonal).name(), std::string("h8"));
        const Square b1 = *Square::parse("b1");
        QCOMPARE(transform(b1, Symmetry::FlipDiagonal).name(), std::string("a2"));
        QCOMPARE(transform(b1, Symmetry::FlipAntiDiagonal).name(), std::string("h7"));
        QCOMPARE(transform(b1, Symmetry::FlipHorizontal).name(), std::string("g1"));
        QCOMPARE(transform(b1, Symmetry::FlipVertical).name(), std::string("b8"));
    }

    void groupLaws() {
        std::set<Bitboard> images;
        const Bitboard asymmetric = 0x0000000000000302ULL;  // b1, a2, b2: no symmetry of its own
        for (const Symmetry s : kAllSymmetries) {
            QCOMPARE(transform(transform(asymmetric, s), inverse(s)), asymmetric);
            images.insert(transform(asymmetric, s));
        }
        QCOMPARE(images.size(), std::size_t{4});        // b1-a2-b2 is symmetric about a1-h8
        const Bitboard chiral = 0x0000000000000106ULL;  // b1, c1, a2
        images.clear();
        for (const Symmetry s : kAllSymmetries)
            images.insert(transform(chiral, s));
        QCOMPARE(images.size(), std::size_t{8});
        const Bitboard r90 = transform(chiral, Symmetry::Rotate90);
        QCOMPARE(transform(r90, Symmetry::Rotate90), transform(chiral, Symmetry::Rotate180));
        QCOMPARE(transform(transform(chiral, Symmetry::Rotate180), Symmetry::Rotate90),
                 transform(chiral, Symmetry::Rotate270));
    }

    void legalMovesAreSymmetric() {
        const auto positions = test::randomPositions(100'000, 99);
        for (const Position& p : positions) {
            const Bitboard moves = p.legalMoves();
            for (const Symmetry s : kAllSymmetries) {
                const Position image = transform(p, s);
                if (image.legalMoves() != transform(moves, s)) {
                    QFAIL(qPrintable(
                        QString("symmetry %1 of %2").arg(int(s)).arg(formatBoard(p).c_str())));
                }
            }
        }
    }

    void colorSwapKeepsTheDiscsAndChangesTheTurn() {
        const Position start = Position::start();
        const Position swapped = start.colorSwapped();
        QCOMPARE(swapped.sideToMove(), Color::White);
        QCOMPARE(swapped.black(), start.white());
        QCOMPARE(swapped.white(), start.black());
        QCOMPARE(swapped.legalMoves(), start.legalMoves());
        QCOMPARE(swapped.colorSwapped(), start);
    }

    void distinctMovesAreOnePerSymmetricSet() {
        QCOMPARE(distinctMoves(Position::start()), bb::bit(Square::parse("d3")->index()));
        // After f5 no symmetry is left: d6, f6 and f4 are three openings.
        const Position f5 = Position::start().play(*Square::parse("f5"));
        QCOMPARE(distinctMoves(f5), f5.legalMoves());
        QCOMPARE(std::popcount(f5.legalMoves()), 3);
    }
};

QTEST_APPLESS_MAIN(TestSymmetry)
#include "tst_symmetry.moc"
