// The lines of a game: a different move in the past starts a new line and keeps the old one.

#include <QtTest>

#include "core/game_lines.h"
#include "printing.h"

using namespace hasami;
using Played = GameLines::Played;

namespace {

Move mv(const char* name) {
    return *Square::parse(name);
}

GameRecord game(const char* transcript) {
    return *GameRecord::fromTranscript(transcript);
}

}  // namespace

class TestGameLines : public QObject {
    Q_OBJECT
  private slots:
    void playingAtTheEndExtendsTheLine() {
        GameLines lines(game("f5d6"));
        QVERIFY(lines.play(mv("c3")) == Played::Added);
        QCOMPARE(lines.count(), 1);
        QCOMPARE(lines.current().fullTranscript(), std::string("f5d6c3"));
    }

    void anotherMoveInThePastKeepsTheOldLine() {
        GameLines lines(game("f5d6c3d3c4f4"));
        lines.current().jumpTo(2);
        QVERIFY(lines.play(mv("c5")) == Played::Added);
        QCOMPARE(lines.count(), 2);
        QCOMPARE(lines.currentIndex(), 1);
        QCOMPARE(lines.branchPly(1), 2);
        QCOMPARE(lines.current().fullTranscript(), std::string("f5d6c5"));
        QCOMPARE(lines.line(0).fullTranscript(), std::string("f5d6c3d3c4f4"));
        // The old line comes back whole, at the ply where the two part.
        QVERIFY(lines.select(0));
        QCOMPARE(lines.current().ply(), 2);
        QCOMPARE(lines.current().fullTranscript(), std::string("f5d6c3d3c4f4"));
    }

    void theRecordedMoveFollowsTheLine() {
        GameLines lines(game("f5d6c3d3"));
        lines.current().jumpTo(2);
        QVERIFY(lines.play(mv("c3")) == Played::Followed);
        QCOMPARE(lines.count(), 1);
        QCOMPARE(lines.current().ply(), 3);
        QCOMPARE(lines.current().length(), 4);
    }

    void aMoveAnotherLineHasFollowsThatLine() {
        GameLines lines(game("f5d6c3d3"));
        lines.current().jumpTo(2);
        QVERIFY(lines.play(mv("c5")) == Played::Added);
        QVERIFY(lines.play(mv("f4")) == Played::Added);
        QVERIFY(lines.select(0));
        QCOMPARE(lines.current().ply(), 2);
        QVERIFY(lines.play(mv("c5")) == Played::Followed);  // the second line's: no third
        QCOMPARE(lines.count(), 2);
        QCOMPARE(lines.currentIndex(), 1);
        QCOMPARE(lines.current().ply(), 3);
        QCOMPARE(lines.current().fullTranscript(), std::string("f5d6c5f4"));
    }

    void selectingALineKeepsThePlyWhereTheyAgree() {
        GameLines lines(game("f5d6c3d3c4"));
        lines.current().jumpTo(2);
        QVERIFY(lines.play(mv("c5")) == Played::Added);
        lines.current().jumpTo(1);
        QVERIFY(lines.select(0));
        QCOMPARE(lines.current().ply(), 1);
        QVERIFY(!lines.select(2));
        QVERIFY(!lines.select(-1));
        QCOMPARE(lines.currentIndex(), 0);
    }

    void anIllegalMoveChangesNothing() {
        GameLines lines(game("f5d6c3"));
        lines.current().jumpTo(1);
        QVERIFY(lines.play(mv("a1")) == Played::Illegal);
        QCOMPARE(lines.count(), 1);
        QCOMPARE(lines.current().ply(), 1);
        QCOMPARE(lines.current().length(), 3);
    }
};

QTEST_APPLESS_MAIN(TestGameLines)
#include "tst_game_lines.moc"
