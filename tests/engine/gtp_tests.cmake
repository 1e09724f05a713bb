# hasami-engine gtp: the protocol session (tst_gtp_session), its clock (tst_gtp_clock), sessions
# read from tests/data/gtp as a GTP client sends them, bad input, and games against GRhino.

if(Qt6Test_FOUND)
  hasami_add_qtest(tst_gtp_session tst_gtp_session.cpp LIBS hasami_cli LABEL engine)
  hasami_add_qtest(tst_gtp_clock tst_gtp_clock.cpp LIBS hasami_cli LABEL engine)
  hasami_add_qtest(tst_protocol_input tst_protocol_input.cpp LIBS hasami_cli LABEL engine)
  set_tests_properties(tst_protocol_input PROPERTIES TIMEOUT 60)
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
# A side moves only in its turn: white at the start, where black has moves, is refused (play,
# genmove, pass), and the board is still the start's.
hasami_gtp_test(turn_order ${gtp_data}/turn-order.txt
                "^[?]1 illegal move\n\n[?]2 illegal move\n\n[?]3 illegal move\n\n[?]4 illegal move\n\n=5\n  A B C D E F G H\n[^\n]*\n[^\n]*\n[^\n]*\n4 [.] [.] [.] O X [.] [.] [.] 4\n5 [.] [.] [.] X O [.] [.] [.] 5\n[^\n]*\n[^\n]*\n[^\n]*\n  A B C D E F G H\nblack [(]X[)] 2, white [(]O[)] 2; black to move\n\n$")
# A line of a megabyte is refused whole, and the next is answered.
set(long_line ${CMAKE_CURRENT_BINARY_DIR}/gtp-long-line.txt)
file(WRITE ${long_line} "1 play b ${megabyte}\n2 name\n")
hasami_gtp_test(long_line ${long_line} "^[?]1 line too long\n\n=2 Hasami\n\n$")
# The end of input stops a search, as in NBoard: a move on an hour's clock (minutes of search)
# is answered at once with the best move found so far, and the program ends.
add_test(NAME engine_gtp_end_during_genmove
         COMMAND ${CMAKE_COMMAND} -DEXPECT_STATUS=0 -DINPUT=${gtp_data}/end-during-genmove.txt
                 "-DEXPECT_OUTPUT=^=1\n\n=2 (D3|C4|F5|E6)\n\n$"
                 "-DCOMMAND=$<TARGET_FILE:hasami-engine>;gtp;--hash;1;--book;off"
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
set_tests_properties(engine_gtp_end_during_genmove PROPERTIES LABELS engine TIMEOUT 60)
hasami_engine_test(gtp_bad_level 2 "^hasami-engine gtp: --level takes a whole number from 1 to 20, not '0' \\(usage: gtp \\[--level L\\]" gtp --level 0)
hasami_engine_test(gtp_unexpected_argument 2 "^hasami-engine gtp: unexpected 'fast' \\(usage" gtp fast)

# The match's referee against faulty GTP engines: a fault loses the game (the second move of
# each game here), is reported with the last lines exchanged, and the match goes on with a fresh
# engine.
add_executable(fake_gtp_engine fake_gtp_engine.cpp)
target_link_libraries(fake_gtp_engine PRIVATE hasami::core)
hasami_warnings(fake_gtp_engine)
set(fake_gtp $<TARGET_FILE:fake_gtp_engine>)
set(gtp_fast --games 2 --depth 1 --hash 1 --plies 0)
hasami_tools_test(match_gtp_illegal_move 0
                  "A wins 0, draws 0, loses 2;.*forfeits: A 2, B 0.*game 1: A \\(black\\) forfeits: illegal move d4 at move 3\n.*  > [0-9]+ genmove black\n  < =[0-9]+ D4\n.*game 2: A \\(white\\) forfeits: illegal move d4"
                  match --a-cmd "${fake_gtp} illegal" --a-protocol gtp --b shipped ${gtp_fast} --move-timeout 2)
hasami_tools_test(match_gtp_engine_exits 0
                  "forfeits: A 2, B 0.*game 1: A \\(black\\) forfeits: the engine exited with status 3 \\(awaiting the answer to genmove\\).*game 2: A \\(white\\) forfeits: the engine exited"
                  match --a-cmd "${fake_gtp} exit" --a-protocol gtp --b shipped ${gtp_fast} --move-timeout 2)
hasami_tools_test(match_gtp_engine_hangs 0
                  "A wins 2, draws 0, loses 0;.*forfeits: A 0, B 2.*game 1: B \\(white\\) forfeits: no answer to genmove within 0.5 s.*game 2: B \\(black\\) forfeits: no answer to genmove within 0.5 s"
                  match --a shipped --b-cmd "${fake_gtp} hang" --b-protocol gtp ${gtp_fast} --move-timeout 0.5)
# An engine's bytes are escaped in the report: no escape sequence, NUL or broken character
# reaches the terminal.
hasami_tools_test(match_gtp_engine_garbage 0
                  "game 1: A \\(black\\) forfeits: answered '\\\\x1B\\[2J\\\\x00\\\\xFF': not a move\n.*  < =[0-9]+ \\\\x1B\\[2J\\\\x00\\\\xFF\n"
                  match --a-cmd "${fake_gtp} garbage" --a-protocol gtp --b shipped ${gtp_fast} --move-timeout 2)
# GTP has no report of a search's nodes: the side's speed is none, the other's is given.
hasami_tools_test(match_gtp_search_speed 0
                  "forfeits: A 2, B 0;[^\n]*\nnodes per second: A none, B [0-9]+\\.[0-9][0-9] M\n"
                  match --a-cmd "${fake_gtp} illegal" --a-protocol gtp --b shipped ${gtp_fast} --move-timeout 2)
hasami_tools_test(match_gtp_wrong_id 0
                  "game 1: A \\(black\\) forfeits: answered '=999 A1' to genmove [0-9]+: not its GTP answer\n"
                  match --a-cmd "${fake_gtp} wrong-id" --a-protocol gtp --b shipped ${gtp_fast} --move-timeout 2)
# Hasami as a GTP engine against itself in this process, at level 1 and on a clock: every
# move legal, no fault.
set(hasami_gtp "$<TARGET_FILE:hasami-engine> gtp --hash 1 --level 1")
hasami_tools_test(match_gtp_hasami 0
                  "A 'Hasami' vs B shipped, depth 1, 4 games from 2 openings:\n.*\nforfeits: A 0, B 0;"
                  match --a-cmd ${hasami_gtp} --a-protocol gtp --b shipped --games 4 --depth 1 --hash 1)
hasami_tools_test(match_gtp_clock 0 "A shipped vs B 'Hasami', clock 4 s, 2 games from 1 openings:\n.*\nforfeits: A 0, B 0;"
                  match --a shipped --b-cmd "$<TARGET_FILE:hasami-engine> gtp --hash 1" --b-protocol gtp --games 2 --clock 4 --hash 1)
# Bad input: one line and exit status 2.
hasami_tools_test(match_bad_protocol 2 "--a-protocol: 'uci' is not nboard or gtp"
                  match --a-cmd ${fake_gtp} --a-protocol uci)
hasami_tools_test(match_protocol_alone 2 "--b-protocol needs --b-cmd" match --b-protocol gtp)

# Hasami as a GTP engine against GRhino's (Debian's grhino, installed by scripts/dev.sh) from the
# start, each with both colours: every move legal, no protocol error.
find_program(GTP_RHINO gtp-rhino PATHS /usr/games)
if(GTP_RHINO)
  hasami_tools_test(match_gtp_grhino 0
                    "A 'Hasami' vs B 'GTP GRhino', depth [0-9]+, 2 games from 1 openings:\n.*\nforfeits: A 0, B 0;"
                    match --a-cmd ${hasami_gtp} --a-protocol gtp --b-cmd "${GTP_RHINO} --level 1"
                    --b-protocol gtp --games 2 --plies 0 --hash 1 --move-timeout 30 --verbose)
else()
  message(STATUS "gtp-rhino not found (Debian package grhino): the games against GRhino are not tested")
endif()
