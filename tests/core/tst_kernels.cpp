// Every kernel level this processor runs (core/kernels.h), each through its own table, against
// the reference board: moves, flips, pattern gathering and perft. On a processor with AVX-512
// that is the portable code, x86-64-v3 (pext) and x86-64-v4 (vectors) of one build.

#include <QtTest>

#include <random>

#include "core/kernels.h"
#include "core/notation.h"
#include "printing.h"
#include "random_games.h"
#include "reference_board.h"

using namespace hasami;

Q_DECLARE_METATYPE(hasami::KernelLevel)

namespace {

void addLevelRows() {
    QTest::addColumn<KernelLevel>("level");
    for (const KernelLevel level : availableKernelLevels())
        QTest::newRow(std::string(kernelLevelName(level)).c_str()) << level;
}

}  // namespace

class TestKernels : public QObject {
    Q_OBJECT
  private slots:
    void theFastestLevelIsChosen() {
        const std::vector<KernelLevel>& levels = availableKernelLevels();
        QVERIFY(!levels.empty());
        QCOMPARE(levels.front(), KernelLevel::Portable);
        if (qEnvironmentVariableIsEmpty("HASAMI_KERNELS"))
            QCOMPARE(activeKernelLevel(), levels.back());
        QCOMPARE(kernelLevelName(KernelLevel::X86_64_V4), std::string_view("x86-64-v4"));
    }

    void movesAndFlipsAgreeWithReference_data() { addLevelRows(); }
    void movesAndFlipsAgreeWithReference() {
        QFETCH(KernelLevel, level);
        const CoreKernels& k = coreKernels(level);
        std::size_t checkedFlips = 0;
        for (const Position& p : test::randomPositions(20'000, 20261123)) {
            const test::ReferenceBoard reference(p.player(), p.opponent());
            if (k.legalMoves(p.player(), p.opponent()) != reference.moves())
                QFAIL(qPrintable(QString("moves differ on %1").arg(formatBoard(p).c_str())));
            bb::forEachBit(p.empties(), [&](int i) {
                if (k.flippedDiscs(p.player(), p.opponent(), i) != reference.flips(i / 8, i % 8)) {
                    QFAIL(qPrintable(QString("flips at %1 differ on %2")
                                         .arg(Square::fromIndex(i).name().c_str())
                                         .arg(formatBoard(p).c_str())));
                }
                ++checkedFlips;
            });
        }
        QVERIFY(checkedFlips > 500'000);
    }

    void gatherTakesTheMaskedBitsInOrder_data() { addLevelRows(); }
    void gatherTakesTheMaskedBitsInOrder() {
        QFETCH(KernelLevel, level);
        const CoreKernels& k = coreKernels(level);
        QCOMPARE(k.gather(0b1011'0110, 0b1111'0000), std::uint64_t{0b1011});
        std::mt19937_64 random(8);
        for (int i = 0; i < 10000; ++i) {
            const Bitboard b = random();
            const Bitboard mask = random() & random();
            QCOMPARE(k.gather(b, mask), test::referenceGather(b, mask));
        }
    }

    void perftFromStart_data() { addLevelRows(); }
    void perftFromStart() {
        QFETCH(KernelLevel, level);
        const quint64 table[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
        const Position start = Position::start();
        for (int depth = 0; depth <= 9; ++depth)
            QCOMPARE(quint64(coreKernels(level).perft(start.player(), start.opponent(), depth)),
                     table[depth]);
    }

    // Late positions, where passes and early game ends are frequent.
    void perftAgreesWithReference_data() { addLevelRows(); }
    void perftAgreesWithReference() {
        QFETCH(KernelLevel, level);
        std::mt19937_64 rng(43);
        for (int i = 0; i < 12; ++i) {
            const GameRecord game = test::randomGame(rng);
            const Position p = game.positionAt(std::max(0, game.length() - 6 - 4 * i));
            const test::ReferenceBoard reference(p.player(), p.opponent());
            QCOMPARE(coreKernels(level).perft(p.player(), p.opponent(), 5), reference.perft(5));
        }
    }
};

QTEST_APPLESS_MAIN(TestKernels)
#include "tst_kernels.moc"
