#include <QtTest>

#include "ai/engine.h"
#include "gtp_session.h"

using namespace hasami;
using namespace hasami::cli;

namespace {

// The boards as drawn by hand from the rules, row 1 at the top (Othello's notation, Quarry's
// and GRhino's GTP vertices). Start: white d4 e5, black e4 d5.
const char* const kStartBoard =
    "=\n"
    "  A B C D E F G H\n"
    "1 . . . . . . . . 1\n"
    "2 . . . . . . . . 2\n"
    "3 . . . . . . . . 3\n"
    "4 . . . O X . . . 4\n"
    "5 . . . X O . . . 5\n"
    "6 . . . . . . . . 6\n"
    "7 . . . . . . . . 7\n"
    "8 . . . . . . . . 8\n"
    "  A B C D E F G H\n"
    "black (X) 2, white (O) 2; black to move\n\n";

// Black d3 turns d4 (between d3 and d5): black d3 d4 d5 e4, white e5.
const char* const kAfterD3 =
    "=\n"
    "  A B C D E F G H\n"
    "1 . . . . . . . . 1\n"
    "2 . . . . . . . . 2\n"
    "3 . . . X . . . . 3\n"
    "4 . . . X X . . . 4\n"
    "5 . . . X O . . . 5\n"
    "6 . . . . . . . . 6\n"
    "7 . . . . . . . . 7\n"
    "8 . . . . . . . . 8\n"
    "  A B C D E F G H\n"
    "black (X) 4, white (O) 1; white to move\n\n";

// The shortest game there is, black wins 13 to 0 with 51 squares empty; replayed by hand:
// e6 turns e5; f4 e4; e3 e4; f6 e5; g5 f4; d6 d5 e6; e7 e6 e5 f6; f5 e5; c5 d5 e5 f5 d4 d6.
const char* const kShortestGame[] = {"play b e6", "play w f4", "play b e3",
                                     "play w f6", "play b g5", "play w d6",
                                     "play b e7", "play w f5", "play b c5"};

// Black then has no move while white has c5 and f6 (found with a move generator of its own,
// checked by hand):
//   1 X . O . . . . .
//   2 . O O . . . . .
//   3 O . X . . . . .
//   4 . . X X X . . .
//   5 . . . X X . . .
//   6 . . . . X . . .
const char* const kBlackMustPass[] = {"play b c4", "play w c3", "play b c2", "play w b2",
                                      "play b e6", "play w c1", "play b a1", "play w a3"};

}  // namespace

class TestGtpSession : public QObject {
    Q_OBJECT
  private:
    // A small table and level 1: quick searches; the same seed each run.
    ai::Engine engine_{1};

    template <std::size_t n>
    void playMoves(GtpSession& session, const char* const (&lines)[n]) {
        for (const char* line : lines)
            QCOMPARE(session.respond(line), std::string("=\n\n"));
    }

  private slots:
    // "=" or "?", the id given, a space and the text, then an empty line.
    void answersInGtpForm() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("protocol_version"), std::string("= 2\n\n"));
        QCOMPARE(session.respond("12 protocol_version"), std::string("=12 2\n\n"));
        QCOMPARE(session.respond("name"), std::string("= Hasami\n\n"));
        QCOMPARE(session.respond("3 frobnicate"), std::string("?3 unknown command\n\n"));
        QCOMPARE(session.respond("frobnicate"), std::string("? unknown command\n\n"));
    }

    // GTP's preprocessing: no answer to a line without a command; comments, control
    // characters (a NUL included) and tabs do not change a command.
    void ignoresWhatIsNotACommand() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond(""), std::string());
        QCOMPARE(session.respond("  \t "), std::string());
        QCOMPARE(session.respond("# a comment"), std::string());
        QCOMPARE(session.respond("name # why"), std::string("= Hasami\n\n"));
        QCOMPARE(session.respond(std::string("na\0me", 6)), std::string("= Hasami\n\n"));
        QCOMPARE(session.respond("\tknown_command\tplay"), std::string("= true\n\n"));
        QCOMPARE(session.respond("\xff\xfe play"), std::string("? unknown command\n\n"));
    }

    void knowsItsCommands() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("known_command genmove"), std::string("= true\n\n"));
        QCOMPARE(session.respond("known_command fly"), std::string("= false\n\n"));
        const std::string list = session.respond("list_commands");
        QVERIFY(list.starts_with("= "));
        QVERIFY(list.ends_with("\n\n"));
        // One name a line, no empty line inside the answer.
        const QStringList names =
            QString::fromStdString(list.substr(2, list.size() - 4)).split('\n');
        for (const char* name :
             {"protocol_version", "name", "version", "known_command", "list_commands", "quit",
              "boardsize", "clear_board", "play", "genmove", "undo", "showboard", "final_score",
              "time_settings", "time_left", "hasami-level", "list_games", "set_game"}) {
            QVERIFY2(names.contains(name), name);
        }
        QVERIFY(!names.contains(""));
    }

    void acceptsOnlyTheOthelloBoard() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("boardsize 8"), std::string("=\n\n"));
        QCOMPARE(session.respond("boardsize 19"), std::string("? unacceptable size\n\n"));
        QCOMPARE(session.respond("boardsize 0"), std::string("? unacceptable size\n\n"));
        QVERIFY(session.respond("boardsize eight").starts_with("? syntax error"));
        QVERIFY(session.respond("boardsize").starts_with("? syntax error"));
        QCOMPARE(session.respond("list_games"), std::string("= Othello\n\n"));
        QCOMPARE(session.respond("set_game Othello"), std::string("=\n\n"));
        QCOMPARE(session.respond("set_game Go"), std::string("? unsupported game\n\n"));
    }

    void drawsTheBoard() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("showboard"), std::string(kStartBoard));
        QCOMPARE(session.respond("play b d3"), std::string("=\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kAfterD3));
        QCOMPARE(session.respond("clear_board"), std::string("=\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kStartBoard));
        // Either case, either spelling of the colour.
        QCOMPARE(session.respond("play BLACK D3"), std::string("=\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kAfterD3));
    }

    // An illegal or malformed move is refused and changes nothing.
    void refusesBadMoves() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("play b a1"), std::string("? illegal move\n\n"));
        QCOMPARE(session.respond("play b d4"), std::string("? illegal move\n\n"));
        QCOMPARE(session.respond("play b pass"), std::string("? illegal move\n\n"));
        for (const char* bad : {"play b z9", "play b d9", "play b d", "play purple d3", "play b",
                                "play", "play b d3 e3", "play b d33"}) {
            QVERIFY2(session.respond(bad).starts_with("? syntax error"), bad);
        }
        QCOMPARE(session.respond("showboard"), std::string(kStartBoard));
    }

    // A side moves only in its turn: at the start, where black has moves, white is refused (e3
    // and the others would be its moves had black passed), and nothing changes.
    void refusesMovesOutOfTurn() {
        GtpSession session(engine_, 1);
        for (const char* early : {"play w e3", "play w f4", "play w pass", "genmove w"})
            QCOMPARE(session.respond(early), std::string("? illegal move\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kStartBoard));
        QVERIFY(session.respond("genmove b").starts_with("= "));
        QCOMPARE(session.respond("genmove b"), std::string("? illegal move\n\n"));
        QVERIFY(
            session.respond("showboard").ends_with("black (X) 4, white (O) 1; white to move\n\n"));
    }

    // A pass may be left unsaid when it is forced: after these moves black has none, and
    // white's c5 turns c4 and c3 (c5 to c2).
    void takesAnUnsaidForcedPass() {
        GtpSession session(engine_, 1);
        playMoves(session, kBlackMustPass);
        QVERIFY(session.respond("showboard")
                    .ends_with("black (X) 8, white (O) 4; black to move (it has no move: it "
                               "passes)\n\n"));
        QCOMPARE(session.respond("play w c5"), std::string("=\n\n"));
        const std::string board = session.respond("showboard");
        QVERIFY(board.find("3 O . O . . . . . 3\n4 . . O X X . . . 4\n5 . . O X X . . . 5\n") !=
                std::string::npos);
        QVERIFY(board.ends_with("black (X) 6, white (O) 7; black to move\n\n"));
        // One undo takes back the move and the pass before it.
        QCOMPARE(session.respond("undo"), std::string("=\n\n"));
        QVERIFY(session.respond("showboard")
                    .ends_with("black to move (it has no move: it passes)\n\n"));
        const std::string move = session.respond("genmove w");
        QVERIFY2(move == "= C5\n\n" || move == "= F6\n\n", move.c_str());
    }

    void undoesOneMoveAtATime() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("undo"), std::string("? cannot undo\n\n"));
        QCOMPARE(session.respond("play b d3"), std::string("=\n\n"));
        // c3 turns d4 (between c3 and e5).
        QCOMPARE(session.respond("play w c3"), std::string("=\n\n"));
        QVERIFY(
            session.respond("showboard").ends_with("black (X) 3, white (O) 3; black to move\n\n"));
        QCOMPARE(session.respond("undo"), std::string("=\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kAfterD3));
        QCOMPARE(session.respond("undo"), std::string("=\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kStartBoard));
        QCOMPARE(session.respond("undo"), std::string("? cannot undo\n\n"));
    }

    // The start's four moves are one under symmetry; each leaves black 4 discs, white 1.
    void generatesALegalMove() {
        GtpSession session(engine_, 1);
        const std::string move = session.respond("5 genmove black");
        QVERIFY2(move == "=5 D3\n\n" || move == "=5 C4\n\n" || move == "=5 F5\n\n" ||
                     move == "=5 E6\n\n",
                 move.c_str());
        QVERIFY(
            session.respond("showboard").ends_with("black (X) 4, white (O) 1; white to move\n\n"));
        QVERIFY(session.respond("genmove w").starts_with("= "));
        QVERIFY(session.respond("showboard").ends_with("; black to move\n\n"));
    }

    void scoresAFinishedGame() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("final_score"),
                 std::string("? cannot score: the game is not over\n\n"));
        playMoves(session, kShortestGame);
        // 13 to 0, the 51 empty squares to the winner.
        QCOMPARE(session.respond("final_score"), std::string("= B+64\n\n"));
        QVERIFY(session.respond("showboard").ends_with("black (X) 13, white (O) 0; game over\n\n"));
        // No move is left: both sides pass, and only then.
        QCOMPARE(session.respond("genmove w"), std::string("= pass\n\n"));
        QCOMPARE(session.respond("genmove b"), std::string("= pass\n\n"));
        QCOMPARE(session.respond("play w pass"), std::string("=\n\n"));
        QCOMPARE(session.respond("play b c4"), std::string("? illegal move\n\n"));
        // A new game goes on after the first move: no score yet.
        QCOMPARE(session.respond("clear_board"), std::string("=\n\n"));
        QCOMPARE(session.respond("play b f5"), std::string("=\n\n"));
        QCOMPARE(session.respond("final_score"),
                 std::string("? cannot score: the game is not over\n\n"));
    }

    void takesALevel() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("hasami-level 3"), std::string("=\n\n"));
        QCOMPARE(session.respond("hasami-level 20"), std::string("=\n\n"));
        for (const char* bad :
             {"hasami-level 0", "hasami-level 21", "hasami-level x", "hasami-level"})
            QVERIFY2(session.respond(bad).starts_with("? syntax error"), bad);
        QCOMPARE(session.respond("hasami-level 1"), std::string("=\n\n"));
        QVERIFY(session.respond("genmove b").starts_with("= "));
    }

    // The clock is read; a move on it is still a legal one.
    void takesTheClock() {
        GtpSession session(engine_, 0);
        QCOMPARE(session.respond("time_settings 300 0 0"), std::string("=\n\n"));
        QCOMPARE(session.respond("time_left black 2 0"), std::string("=\n\n"));
        QCOMPARE(session.respond("time_left w 30 5"), std::string("=\n\n"));
        QCOMPARE(session.respond("komi 0"), std::string("=\n\n"));
        for (const char* bad :
             {"time_settings -1 0 0", "time_settings 300 0", "time_settings a b c",
              "time_left purple 1 0", "time_left b 1", "time_left b -3 0", "komi much"}) {
            QVERIFY2(session.respond(bad).starts_with("? syntax error"), bad);
        }
        QVERIFY(session.respond("genmove b").starts_with("= "));
    }

    // A time beyond a year (365 * 24 * 3600 s) is refused with the range it must be in.
    void saysTheClocksRange() {
        GtpSession session(engine_, 0);
        QCOMPARE(session.respond("time_settings 31536000 0 1000"), std::string("=\n\n"));
        QCOMPARE(session.respond("time_settings 31536001 0 0"),
                 std::string("? syntax error: time_settings takes main time and byo-yomi time "
                             "(whole seconds from 0 to 31536000) and stones (a whole number from "
                             "0 to 1000)\n\n"));
        QCOMPARE(session.respond("time_left b 31536001 0"),
                 std::string("? syntax error: time_left takes a colour, the time left (whole "
                             "seconds from 0 to 31536000) and stones (a whole number from 0 to "
                             "1000)\n\n"));
    }

    void quits() {
        GtpSession session(engine_, 1);
        QVERIFY(!session.quitRequested());
        QCOMPARE(session.respond("9 quit"), std::string("=9\n\n"));
        QVERIFY(session.quitRequested());
    }

    // A cut line is refused whole: no part of it is obeyed.
    void refusesALineTooLong() {
        GtpSession session(engine_, 1);
        QCOMPARE(session.respond("4 play b d3", true), std::string("?4 line too long\n\n"));
        // Its beginning may hold no command (a line of NULs), and it is still answered.
        QCOMPARE(session.respond(std::string(100, '\0'), true), std::string("? line too long\n\n"));
        QCOMPARE(session.respond("showboard"), std::string(kStartBoard));
    }
};

QTEST_APPLESS_MAIN(TestGtpSession)
#include "tst_gtp_session.moc"
