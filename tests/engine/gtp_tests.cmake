# hasami-engine gtp: the protocol session (tst_gtp_session), its clock (tst_gtp_clock), sessions
# read from tests/data/gtp as a GTP client sends them, bad input, and games against GRhino.

if(Qt6Test_FOUND)
  hasami_add_qtest(tst_gtp_session tst_gtp_session.cpp LIBS hasami_cli LABEL engine)
  hasami_add_qtest(tst_gtp_clock tst_gtp_clock.cpp LIBS hasami_cli LABEL engine)
endif()

set(gtp_data ${PROJECT_SOURCE_DIR}/tests/data/gtp)
# hasami_gtp_test(NAME INPUT REGEX [ARGS...]): hasami-engine gtp at level 1 without the book,
# with INPUT on its standard input.
function(hasami_gtp_test name input regex)
  add_test(NAME engine_gtp_${name}
           COMMAND ${CMAKE_COMMAND} -DEXPECT_STATUS=0 -DINPUT=${input} "-DEXPECT_OUTPUT=${regex}"
                   "-DCOMMAND=$<TARGET_FILE:hasami-engine>;gtp;--hash;1;--book;off;--level;1;${ARGN}"
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
  set_tests_properties(engine_gtp_${name} PROPERTIES LABELS engine TIMEOUT 60)
endfunction()

# A whole session as Quarry opens it, then moves: black d3 turns d4 (4 discs to 1), white's
# answer, an illegal c3 after it or a legal one, undo; nothing is read after quit.
set(board_after_d3 "=3\n  A B C D E F G H\n1 [.] [.] [.] [.] [.] [.] [.] [.] 1\n2 [.] [.] [.] [.] [.] [.] [.] [.] 2\n3 [.] [.] [.] X [.] [.] [.] [.] 3\n4 [.] [.] [.] X X [.] [.] [.] 4\n5 [.] [.] [.] X O [.] [.] [.] 5\n")
hasami_gtp_test(session ${gtp_data}/session.txt
                "^= 2\n\n=1 Hasami\n\n= Othello\n\n=\n\n=\n\n=2\n\n${board_after_d3}[^\n]*\n[^\n]*\n[^\n]*\n  A B C D E F G H\nblack [(]X[)] 4, white [(]O[)] 1; white to move\n\n=4 [A-H][1-8]\n\n(=5|[?]5 illegal move)\n\n=\n\n[?] cannot score: the game is not over\n\n=\n\n$")
# Bad input is answered with "?" and changes nothing; lines without a command are not answered;
# control bytes are dropped (a NUL inside "name" leaves "name").
hasami_gtp_test(bad_input ${gtp_data}/bad-input.txt
                "^[?] unknown command\n\n[?]7 syntax error: 'z9' is not a vertex [^\n]*\n\n[?] syntax error: play takes a colour and a vertex\n\n[?] unacceptable size\n\n[?] illegal move\n\n[?] unknown command\n\n=8 Hasami\n\n=\n\n[?] unknown command\n\n= false\n\n$")
# A line of a megabyte is refused whole, and the next is answered.
set(long_line ${CMAKE_CURRENT_BINARY_DIR}/gtp-long-line.txt)
string(REPEAT "x" 1048576 megabyte)
file(WRITE ${long_line} "1 play b ${megabyte}\n2 name\n")
hasami_gtp_test(long_line ${long_line} "^[?]1 line too long\n\n=2 Hasami\n\n$")
hasami_engine_test(gtp_bad_level 2 "^hasami-engine gtp: --level takes a whole number from 1 to 20, not '0' \\(usage: gtp \\[--level L\\]" gtp --level 0)
hasami_engine_test(gtp_unexpected_argument 2 "^hasami-engine gtp: unexpected 'fast' \\(usage" gtp fast)
