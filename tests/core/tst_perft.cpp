// Perft from the start (OEIS A124004) and from other positions against the reference board.

#include <QtTest>

#include "core/notation.h"
#include "core/perft.h"
#include "printing.h"
#include "random_games.h"
#include "reference_board.h"

using namespace hasami;

class TestPerft : public QObject {
    Q_OBJECT
  private slots:
    void fromStart_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("leaves");
        const quint64 table[] = {1,    4,     12,     56,      244,      1396,
                                 8200, 55092, 390216, 3005288, 24571284, 212258800};
        for (int depth = 0; depth <= 11; ++depth) {
            QTest::addRow("depth %d", depth) << depth << table[depth];
        }
    }
    void fromStart() {
        QFETCH(int, depth);
        QFETCH(quint64, leaves);
        QCOMPARE(quint64(perft(Position::start(), depth)), leaves);
    }

    void agreesWithReference_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("depth");
        // Late positions, where passes and early game ends are frequent.
        std::mt19937_64 rng(42);
        for (int i = 0; i < 12; ++i) {
            const GameRecord game = test::randomGame(rng);
            const int ply = std::max(0, game.length() - 6 - 4 * i);
            const std::string board = formatBoard(game.positionAt(ply));
            QTest::addRow("game %d ply %d", i, ply) << QString::fromStdString(board) << 5;
        }
        QTest::addRow("ffo 1")
            << "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" << 4;
        QTest::addRow("white to move, midgame")
            << "---------------------------OX------XXO-----XO------------------- O" << 5;
    }
    void agreesWithReference() {
        QFETCH(QString, board);
        QFETCH(int, depth);
        const auto position = parseBoard(board.toStdString());
        QVERIFY2(position.ok(), position.ok() ? "" : position.error().message().c_str());
        const test::ReferenceBoard reference(position->player(), position->opponent());
        for (int d = 1; d <= depth; ++d) {
            QCOMPARE(perft(*position, d), reference.perft(d));
        }
    }

    void passIsAPlyAndGameEndIsALeaf() {
        // White to move must pass, then black has exactly one move, which ends the game.
        const auto p = parseBoard("XO------" + std::string(56, '-') + " O");
        QCOMPARE(perft(*p, 1), quint64(1));  // the pass
        QCOMPARE(perft(*p, 2), quint64(1));  // black's c1
        QCOMPARE(perft(*p, 5), quint64(1));  // then the game is over: still one leaf
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
