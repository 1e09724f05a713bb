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
        // Every move gets a time once one has: 0 for those without.
        QCOMPARE(game->seconds, (std::vector<double>{0.01, 3.2, 0, 0}));
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
        QCOMPARE(back->seconds, game.seconds);
        QVERIFY(parseGgf("(;GM[Othello]B[f5];)")->seconds.empty());
    }

    void readsClocks_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("seconds");
        QTest::newRow("seconds") << "90" << 90.0;
        QTest::newRow("decimals") << "1.25" << 1.25;
        QTest::newRow("minutes") << "5:00" << 300.0;
        QTest::newRow("ten seconds") << "0:10" << 10.0;
        QTest::newRow("hours") << "1:02:03.5" << 3723.5;
    }
    void readsClocks() {
        QFETCH(QString, text);
        QFETCH(double, seconds);
        const auto clock = parseClock(text.toStdString());
        QVERIFY(clock.ok());
        QCOMPARE(*clock, seconds);
    }

    // Written as GGF servers write them, and read back to the same seconds.
    void writesClocks_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("minutes") << 300.0 << "5:00";
        QTest::newRow("ten seconds") << 10.0 << "0:10";
        QTest::newRow("hundredths") << 1.25 << "0:01.25";
        QTest::newRow("hours") << 3725.5 << "1:02:05.50";
    }
    void writesClocks() {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatClock(seconds)), text);
        QCOMPARE(*parseClock(formatClock(seconds)), seconds);
    }
    void writesTimeControls() {
        QCOMPARE(formatTimeControl({60, 0}), std::string("1:00"));
        QCOMPARE(formatTimeControl({60, 2}), std::string("1:00/0:02"));
        QCOMPARE(*parseTimeControl(formatTimeControl({900, 2.5})), (TimeControl{900, 2.5}));
    }

    void rejectsBadClocks_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("letters") << "5:xx";
        QTest::newRow("negative") << "-5";
        QTest::newRow("four fields") << "1:2:3:4";
        QTest::newRow("decimal minutes") << "1.5:00";
        QTest::newRow("two points") << "1.2.3";
        QTest::newRow("too long") << "1234567890";
        QTest::newRow("empty minutes") << ":30";
    }
    void rejectsBadClocks() {
        QFETCH(QString, text);
        QVERIFY(!parseClock(text.toStdString()).ok());
    }

    void readsTimeControls() {
        const auto plain = parseTimeControl("5:00");
        QVERIFY(plain.ok());
        QCOMPARE(plain->seconds, 300.0);
        QCOMPARE(plain->increment, 0.0);
        // GGS: 15 minutes, no increment, a 2-minute extension (not counted on).
        const auto server = parseTimeControl("15:00//2:00");
        QVERIFY(server.ok());
        QCOMPARE(server->seconds, 900.0);
        QCOMPARE(server->increment, 0.0);
        const auto increment = parseTimeControl("1:00/2");
        QVERIFY(increment.ok());
        QCOMPARE(increment->increment, 2.0);
        const auto bad = parseTimeControl("1:00/x");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().index, 5);
        QVERIFY(!parseTimeControl("1:00///").ok());
        QVERIFY(!parseTimeControl("").ok());
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
        QTest::newRow("bad time") << "(;GM[Othello]B[f5//soon];)"
                                  << "the time is not a clock [[h:]m:]s";
    }
    void rejectsBadGames() {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const auto game = parseGgf(text.toStdString());
        QVERIFY(!game.ok());
        QCOMPARE(QString::fromStdString(game.error().reason), reason);
    }

    // A GUI's game keeps its moves whatever their times: a time that is not a clock (a
    // rounding's "-0.00") is taken as 0 and listed; a bad square is still refused.
    void guiGamesTakeOddTimesAsZero() {
        const auto game =
            parseGgf("(;GM[Othello]B[f5//-0.00]W[d6//1.5]B[c3//soon];)", OddTimes::TakeAsZero);
        QVERIFY(game.ok());
        QCOMPARE(game->moves.size(), std::size_t(3));
        QCOMPARE(game->seconds, (std::vector<double>{0, 1.5, 0}));
        QCOMPARE(game->timesTakenAsZero,
                 (std::vector<std::string>{"'B[f5//-0.00]': the time is not a clock [[h:]m:]s",
                                           "'B[c3//soon]': the time is not a clock [[h:]m:]s"}));
        QVERIFY(!parseGgf("(;GM[Othello]B[z9//-0.00];)", OddTimes::TakeAsZero).ok());
    }
};

QTEST_APPLESS_MAIN(TestGgf)
#include "tst_ggf.moc"
