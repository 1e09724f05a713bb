#include <QtTest>

#include "core/game_record.h"
#include "core/notation.h"
#include "printing.h"
#include "random_games.h"

using namespace hasami;

class TestNotation : public QObject {
    Q_OBJECT
  private slots:
    void squares() {
        QCOMPARE(Square::parse("a1")->index(), 0);
        QCOMPARE(Square::parse("H8")->index(), 63);
        QCOMPARE(Square::parse("h1")->index(), 7);
        QCOMPARE(Square::parse("a8")->index(), 56);
        QCOMPARE(Square::fromIndex(37).name(), std::string("f5"));
        for (const char* bad : {"", "a", "a0", "a9", "i1", "11", "a1 ", "aa"}) {
            QVERIFY2(!Square::parse(bad), bad);
        }
    }

    void transcriptIsCaseInsensitiveAndIgnoresSpaces() {
        const auto moves = parseTranscript("F5d6 C3\td3\nc4");
        QVERIFY(moves.ok());
        QCOMPARE(moves->size(), std::size_t{5});
        QCOMPARE(formatTranscript(*moves), std::string("f5d6c3d3c4"));
    }

    void transcriptRejectsBadTokensWithTheirIndex_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not a square") << "f5d6z9"
                                      << "z9" << 2 << "not a square or a pass";
        QTest::newRow("occupied") << "f5d6f5"
                                  << "f5" << 2 << "it is not a legal move here";
        QTest::newRow("illegal") << "f5a1"
                                 << "a1" << 1 << "it is not a legal move here";
        QTest::newRow("odd length") << "f5d"
                                    << "d" << 1 << "not a square or a pass";
        QTest::newRow("needless pass") << "f5pa"
                                       << "pa" << 1 << "a pass while a move is possible";
        QTest::newRow("dash pass") << "--"
                                   << "--" << 0 << "a pass while a move is possible";
    }
    void transcriptRejectsBadTokensWithTheirIndex() {
        QFETCH(QString, text);
        QFETCH(QString, token);
        QFETCH(int, index);
        QFETCH(QString, reason);
        const auto moves = parseTranscript(text.toStdString());
        QVERIFY(!moves.ok());
        QCOMPARE(QString::fromStdString(moves.error().token), token);
        QCOMPARE(moves.error().index, index);
        QCOMPARE(QString::fromStdString(moves.error().reason), reason);
        QVERIFY(moves.error().message().find(token.toStdString()) != std::string::npos);
    }

    void passesAreInferredAndAccepted() {
        // From a position where white must pass, black's move may be written with or
        // without the pass.
        const auto start = parseBoard("XO------" + std::string(56, '-') + " O");
        const auto implicitPass = parseTranscript("c1", *start);
        QVERIFY(implicitPass.ok());
        QCOMPARE(implicitPass->size(), std::size_t{2});
        QVERIFY((*implicitPass)[0].isPass());
        for (const char* text : {"pac1", "--c1", "PA c1"}) {
            const auto explicitPass = parseTranscript(text, *start);
            QVERIFY2(explicitPass.ok(), text);
            QCOMPARE(*explicitPass, *implicitPass);
        }
        const auto afterEnd = parseTranscript("c1d1", *start);
        QVERIFY(!afterEnd.ok());
        QCOMPARE(afterEnd.error().reason, std::string("the game is over"));
        QCOMPARE(afterEnd.error().index, 1);
    }

    void transcriptRoundTripsOnRandomGames() {
        std::mt19937_64 rng(5);
        for (int i = 0; i < 2000; ++i) {
            const GameRecord game = test::randomGame(rng);
            const std::string text = game.transcript();
            const auto parsed = GameRecord::fromTranscript(text);
            QVERIFY(parsed.ok());
            QCOMPARE(parsed->moves(), game.moves());  // passes re-inferred at the same plies
            QCOMPARE(parsed->current(), game.current());
            QCOMPARE(parsed->transcript(), text);
        }
    }

    void boardStrings() {
        const auto start =
            parseBoard("---------------------------OX------XO--------------------------- X");
        QVERIFY(start.ok());
        QCOMPARE(*start, Position::start());
        QCOMPARE(formatBoard(Position::start()),
                 std::string("---------------------------OX------XO--------------------------- X"));
        const auto alt =
            parseBoard("  ...........................o*......*o........................... o  ");
        QVERIFY(alt.ok());
        QCOMPARE(*alt, Position::start().passed());  // the same discs, white to move
        const auto positions = test::randomPositions(5000, 11);
        for (const Position& p : positions)
            QCOMPARE(*parseBoard(formatBoard(p)), p);
    }

    void boardStringsRejectBadInput_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("index");
        const QString start = "---------------------------OX------XO---------------------------";
        QTest::newRow("short") << start.left(63) + " X"
                               << " " << 63;
        QTest::newRow("bad cell") << QString(start).replace(10, 1, "Z") + " X"
                                  << "Z" << 10;
        QTest::newRow("no side") << start << "" << 64;
        QTest::newRow("bad side") << start + " Y"
                                  << "Y" << 65;
        QTest::newRow("trailing") << start + " X extra"
                                  << "extra" << 67;
        QTest::newRow("empty") << ""
                               << "" << 0;
    }
    void boardStringsRejectBadInput() {
        QFETCH(QString, text);
        QFETCH(QString, token);
        QFETCH(int, index);
        const auto p = parseBoard(text.toStdString());
        QVERIFY(!p.ok());
        QCOMPARE(QString::fromStdString(p.error().token), token);
        QCOMPARE(p.error().index, index);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
