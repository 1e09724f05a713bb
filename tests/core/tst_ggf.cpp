#include <QtTest>

#include "core/ggf.h"
#include "core/notation.h"
#include "printing.h"
#include "random_games.h"

using namespace hasami;

class TestGgf : public QObject {
    Q_OBJECT
  private slots:
    void readsAServerGame() {
        const char* text =
            "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[Saio]PW[Zebra]RE[+4.000]"
            "TI[15:00//02:00]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- "
            "-------- -------- *]B[f5//0.01]W[d6/-1.50/3.2]B[C3]W[d3]C[a comment \\] inside];)";
        const auto game = parseGgf(text);
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().message().c_str());
        QCOMPARE(game->black, std::string("Saio"));
        QCOMPARE(game->white, std::string("Zebra"));
        QCOMPARE(game->result, std::string("+4.000"));
        QCOMPARE(game->timeControl, std::string("15:00//02:00"));
        QCOMPARE(game->start, Position::start());
        QCOMPARE(formatTranscript(game->moves), std::string("f5d6c3d3"));
    }

    void roundTripsRandomGamesWithPasses() {
        std::mt19937_64 rng(12);
        for (int i = 0; i < 500; ++i) {
            const GameRecord record = test::randomGame(rng);
            GgfGame game;
            game.moves = record.moves();
            game.black = "Black player";
            game.white = "White ] player";
            const auto back = parseGgf(formatGgf(game));
            QVERIFY(back.ok());
            QCOMPARE(back->moves, game.moves);
            QCOMPARE(back->white, game.white);
        }
    }

    // An NBoard engine learns its clock from TI and the time of each move.
    void writesTheClock() {
        GgfGame game;
        game.timeControl = "1:00";
        game.moves = {*Square::parse("f5"), *Square::parse("d6")};
        game.seconds = {1.5, 0.25};
        const std::string text = formatGgf(game);
        QVERIFY2(text.find("TI[1:00]") != std::string::npos, text.c_str());
        QVERIFY2(text.find("B[f5//1.500]W[d6//0.250];)") != std::string::npos, text.c_str());
        const auto back = parseGgf(text);
        QVERIFY(back.ok());
        QCOMPARE(back->moves, game.moves);
        QCOMPARE(back->timeControl, game.timeControl);
    }

    void keepsAnotherStartPosition() {
        GgfGame game;
        game.start = *parseBoard("XO------" + std::string(56, '-') + " O");
        game.moves = {Move::pass(), *Square::parse("c1")};
        const auto back = parseGgf(formatGgf(game));
        QVERIFY(back.ok());
        QCOMPARE(back->start, game.start);
        QCOMPARE(back->moves, game.moves);
        // A forced pass left out by the writer is put back.
        const auto implicitPass =
            parseGgf("(;GM[Othello]BO[8 *O------ " + std::string(56, '-') + " O]B[c1];)");
        QVERIFY(implicitPass.ok());
        QCOMPARE(implicitPass->moves, game.moves);
    }

    void rejectsBadGames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << ""
                               << "no GGF game '(;' found";
        QTest::newRow("chess") << "(;GM[Chess];)"
                               << "not an Othello game";
        QTest::newRow("10x10") << "(;GM[Othello]TY[10];)"
                               << "only 8x8 Othello is supported";
        QTest::newRow("short board") << "(;GM[Othello]BO[8 ---- *];)"
                                     << "BO is not an 8x8 board with a side to move";
        QTest::newRow("illegal") << "(;GM[Othello]B[a1];)"
                                 << "not a legal move";
        QTest::newRow("wrong turn") << "(;GM[Othello]W[f5];)"
                                    << "it is not this side's turn";
        QTest::newRow("bad square") << "(;GM[Othello]B[z9];)"
                                    << "not a square or PA";
        QTest::newRow("needless pass") << "(;GM[Othello]B[PA];)"
                                       << "not a legal move";
        QTest::newRow("unterminated") << "(;GM[Othello]B[f5]"
                                      << "the game does not end with ';)'";
        QTest::newRow("open value") << "(;GM[Othello]B[f5"
                                    << "the value is not closed by ']'";
        QTest::newRow("garbage") << "(;GM[Othello]xyz;)"
                                 << "expected a property NAME[value]";
    }
    void rejectsBadGames() {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const auto game = parseGgf(text.toStdString());
        QVERIFY(!game.ok());
        QCOMPARE(QString::fromStdString(game.error().reason), reason);
    }
};

QTEST_APPLESS_MAIN(TestGgf)
#include "tst_ggf.moc"
