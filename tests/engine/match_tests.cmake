# hasami-tools match: its referee against faulty NBoard engines, Hasami against itself as an
# NBoard engine, the openings file, the statistics, and bad input.

add_executable(fake_nboard_engine fake_nboard_engine.cpp)
target_link_libraries(fake_nboard_engine PRIVATE hasami::core)
hasami_warnings(fake_nboard_engine)

if(Qt6Test_FOUND)
  hasami_add_qtest(tst_match_statistics tst_match_statistics.cpp LIBS hasami_tools LABEL tools)
  hasami_add_qtest(tst_programs tst_programs.cpp LIBS hasami_tools LABEL tools)
  hasami_add_qtest(tst_exchanged_clocks tst_exchanged_clocks.cpp LIBS hasami_external LABEL tools)
endif()

set(fake $<TARGET_FILE:fake_nboard_engine>)
set(hasami_nboard "$<TARGET_FILE:hasami-engine> nboard --hash 1")
set(fast --games 2 --depth 1 --hash 1)

# A fault loses the game (the second move of each game here), is reported with the last lines
# exchanged on the standard error (after the summary in the output checked), and the match goes
# on with a fresh engine.
hasami_tools_test(match_illegal_move 0
                  "A wins 0, draws 0, loses 2;.*forfeits: A 2, B 0.*game 1: A \\(black\\) forfeits: illegal move d4 at move 11\n.*  > go\n  < === d4/0/0\ngame 2: A \\(white\\) forfeits: illegal move d4"
                  match --a-cmd "${fake} illegal" --b shipped ${fast} --move-timeout 2)
# An engine's bytes are escaped in the log: no escape sequence, NUL or broken character reaches
# the terminal.
hasami_tools_test(match_engine_garbage 0
                  "game 1: A \\(black\\) forfeits: answered '=== \\\\x1B\\[2J\\\\x00\\\\xFF': not a move\n.*  > go\n  < === \\\\x1B\\[2J\\\\x00\\\\xFF\n"
                  match --a-cmd "${fake} garbage" --b shipped ${fast} --move-timeout 2)
hasami_tools_test(match_engine_exits 0
                  "forfeits: A 2, B 0.*game 1: A \\(black\\) forfeits: the engine exited with status 3 \\(awaiting move\\).*game 2: A \\(white\\) forfeits: the engine exited"
                  match --a-cmd "${fake} exit" --b shipped ${fast} --move-timeout 2)
hasami_tools_test(match_engine_hangs 0
                  "A wins 2, draws 0, loses 0;.*forfeits: A 0, B 2.*game 1: B \\(white\\) forfeits: no move within 0.5 s.*game 2: B \\(black\\) forfeits: no move within 0.5 s"
                  match --a shipped --b-cmd "${fake} hang" ${fast} --move-timeout 0.5)
# Monte Carlo tree search against alpha-beta in one process, and over NBoard.
hasami_tools_test(match_mcts 0 "A shipped mcts vs B shipped, depth 1, 2 games.*forfeits: A 0, B 0"
                  match --a shipped --a-engine mcts --b shipped ${fast})
hasami_tools_test(match_mcts_nboard 0 "forfeits: A 0, B 0"
                  match --a-cmd "${hasami_nboard} --engine mcts" --b shipped ${fast})
hasami_tools_test(match_engine_with_command 2 "--a-engine and --a-cmd exclude each other"
                  match --a-cmd "${fake}" --a-engine mcts ${fast})
# A move 1.5 s late on a clock of 1 s: lost on time (or a hang, on a machine stalled for long).
hasami_tools_test(match_lost_on_time 0
                  "forfeits: A 2, B 0.*game 1: A \\(black\\) forfeits: (lost on time: [0-9.]+ s for a move with [0-9.]+ s left|no move within [0-9.]+ s)"
                  match --a-cmd "${fake} slow" --b shipped --games 2 --clock 1 --depth 1 --hash 1)

# Each side's nodes a second, from the nodestats lines of an NBoard engine (the fake's 3,000
# nodes in 1.5 ms a move) and from the searches in this process (gtp_tests.cmake: none from a
# GTP engine).
hasami_tools_test(match_search_speed 0
                  "forfeits: A 0, B 0;[^\n]*\nnodes per second: A 2\\.00 M, B [0-9]+\\.[0-9][0-9] M \\(A/B [0-9]+\\.[0-9][0-9][0-9]\\)\n"
                  match --a-cmd "${fake} needs-depth" --b shipped ${fast})

# The sides searched here solve from --exact's empties, which the summary names; a clock plans
# its own solve.
hasami_tools_test(match_exact_from 0 "A shipped vs B shipped, depth 1, exact from 12, 2 games.*forfeits: A 0, B 0"
                  match --a shipped --b shipped ${fast} --exact 12)
hasami_tools_test(match_exact_on_clock 2 "--exact E goes with a fixed depth: a clock plans its own solve"
                  match --a shipped --b shipped --clock 2 --exact 12)
hasami_tools_test(match_exact_only_commands 2 "--exact E is for the sides searched here \\(--a, --b\\)"
                  match --a-cmd "${fake}" --b-cmd "${fake}" ${fast} --exact 12)

# On a clock with no depth, an engine that moves only once a depth is set gets one.
hasami_tools_test(match_clock_sets_a_depth 0 "clock 2 s, 2 games.*\nforfeits: A 0, B 0"
                  match --a-cmd "${fake} needs-depth" --b shipped --games 2 --clock 2 --hash 1)

# An engine that budgets from its opponent's clock (NTest) is sent the clocks exchanged: the
# first two moves, the opening's, carry the two sides' times (each at least the 0.5 s latency
# charged to a move), which the report of the engine's fault shows in its last "set game".
hasami_tools_test(match_exchanged_clocks 0
                  "game 1: A \\(black\\) forfeits: illegal move d4.*\n  > set game \\(;GM\\[Othello\\][^\n]*\\*\\]B\\[[a-h][1-8]//(0\\.[5-9]|[1-9])[0-9.]*\\]W\\[[a-h][1-8]//(0\\.[5-9]|[1-9])[0-9.]*\\]"
                  match --a-cmd "${fake} illegal" --a-exchange-clocks --b shipped --games 2
                  --clock 5 --latency 0.5 --hash 1)
hasami_tools_test(match_exchanged_clocks_need_a_clock 2 "exchanging an engine's clocks needs --clock"
                  match --a-cmd "${fake}" --a-exchange-clocks ${fast})
hasami_tools_test(match_exchanged_clocks_of_a_side_here 2
                  "--b-exchange-clocks is for an NBoard engine's --b-cmd"
                  match --b shipped --b-exchange-clocks --clock 5)
hasami_tools_test(match_exchanged_clocks_over_gtp 2
                  "--a-exchange-clocks is for an NBoard engine's --a-cmd"
                  match --a-cmd "${fake}" --a-protocol gtp --a-exchange-clocks --clock 5)

# Hasami as an NBoard engine against itself in this process, at a fixed depth and with a clock.
hasami_tools_test(match_nboard_hasami 0
                  "A 'Hasami' vs B shipped, depth 2, 4 games from 2 openings:\nA wins [0-4], draws [0-4], loses [0-4]; score [0-9.]+% \\+- [0-9.]+% \\(95%\\), Elo [-+][0-9]+ \\[[-+][0-9]+, [-+][0-9]+\\]; mean disc difference [-+][0-9.]+\nforfeits: A 0, B 0; time per move: A [0-9.]+ ms, B [0-9.]+ ms\n"
                  match --a-cmd ${hasami_nboard} --b shipped --games 4 --depth 2 --hash 1)
hasami_tools_test(match_nboard_both_sides 0 "A 'Hasami' vs B 'Hasami', depth 1, 2 games"
                  match --a-cmd ${hasami_nboard} --b-cmd ${hasami_nboard} --b-dir /tmp ${fast})
hasami_tools_test(match_concurrency 0
                  "A 'Hasami' vs B shipped, depth 2, 6 games from 3 openings:\nA wins [0-6], draws [0-6], loses [0-6];.*\nforfeits: A 0, B 0;"
                  match --a-cmd ${hasami_nboard} --b shipped --games 6 --depth 2 --hash 1 --concurrency 3)
hasami_tools_test(match_clock 0 "A shipped vs B 'Hasami', clock 2 s, depth 3, 2 games from 1 openings:\nA wins"
                  match --a shipped --b-cmd ${hasami_nboard} --games 2 --clock 2 --depth 3 --hash 1)
# Hasami on a clock of 10 s for the game, as an NBoard engine (TI[0:10] and each move's time):
# the referee forfeits a side whose clock runs out, and none does.
hasami_tools_test(match_nboard_clock 0 "A 'Hasami' vs B shipped, clock 10 s, 2 games from 1 openings:\n.*\nforfeits: A 0, B 0;"
                  match --a-cmd ${hasami_nboard} --b shipped --games 2 --clock 10 --hash 1)
hasami_tools_test(match_clock_in_process 0 "A shipped vs B simple, clock 1 s, 2 games"
                  match --games 2 --clock 1 --hash 1)
# A GUI's latency (--latency) is charged to each move: 1.5 s a move on a clock of 2 s leaves
# 0.5 s after black's first move, which its second cannot be within. Black forfeits both games.
hasami_tools_test(match_latency_on_time 0
                  "forfeits: A 1, B 1;.*game 1: A \\(black\\) forfeits: lost on time: 1\\.[5-9][0-9] s for a move with 0\\.[0-5][0-9] s left"
                  match --games 2 --clock 2 --latency 1.5 --depth 1 --hash 1)
# 1 s a move from a clock of 100 s: each side makes 20 moves or more in a game from 8 plies,
# so the least time left at a game's end is below 80 s (and far from 0 at depth 1).
hasami_tools_test(match_latency_time_left 0
                  "forfeits: A 0, B 0;.*\nleast time left at a game's end: A [1-7][0-9]\\.[0-9][0-9] s, B [1-7][0-9]\\.[0-9][0-9] s\n"
                  match --games 2 --clock 100 --latency 1 --depth 1 --hash 1)
hasami_tools_test(match_latency_needs_clock 2 "--latency needs --clock"
                  match --games 2 --latency 0.1 --depth 1)
# Hasami over NBoard keeps back what the GUI's times say its moves cost beyond its thinking:
# 50 ms a move on a 5 s clock, a loss on time in every game when it kept back only 20 ms.
if(Qt6Test_FOUND)
  hasami_add_qtest(tst_gui_latency tst_gui_latency.cpp LIBS hasami_cli LABEL engine)
endif()
hasami_tools_test(match_nboard_latency 0 "clock 5 s, 2 games from 1 openings:\n.*\nforfeits: A 0, B 0;"
                  match --a-cmd "${hasami_nboard} --book off" --b-cmd "${hasami_nboard} --book off" --games 2 --clock 5 --latency 0.05 --hash 1)

# The openings of a file, each with both colours; a sequential test stops the match.
hasami_tools_test(match_openings_file 0
                  "game 1: f5 d6 c3 d3, A black: [-+][0-9]+\ngame 2: f5 d6 c3 d3, A white: [-+][0-9]+\ngame 3: f5 f6 e6 f4, A black: [-+][0-9]+\ngame 4: f5 f6 e6 f4, A white: [-+][0-9]+\nA shipped vs B simple, depth 1, 4 games from 2 openings"
                  match --openings ${data}/openings/two.txt --games 4 --depth 1 --hash 1 --verbose)
# Generated openings are written to the file named (removed first), one transcript a line.
set(written ${CMAKE_CURRENT_BINARY_DIR}/match-openings.txt)
string(REPEAT "[a-h][1-8]" 6 opening)  # CMake's expressions have no {6}
add_test(NAME tools_match_openings_clean COMMAND ${CMAKE_COMMAND} -E rm -f ${written})
hasami_tools_test(match_openings_write 0 "4 games from 2 openings"
                  match --openings ${written} --games 4 --depth 1 --plies 6 --hash 1)
add_test(NAME tools_match_openings_written
         COMMAND ${CMAKE_COMMAND} -DEXPECT_STATUS=0 "-DEXPECT_OUTPUT=^${opening}\n${opening}\n$"
                 "-DCOMMAND=${CMAKE_COMMAND};-E;cat;${written}" -P ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
set_tests_properties(tools_match_openings_clean PROPERTIES LABELS tools FIXTURES_SETUP match_openings_clean)
set_tests_properties(tools_match_openings_write PROPERTIES FIXTURES_REQUIRED match_openings_clean
                                                           FIXTURES_SETUP match_openings)
set_tests_properties(tools_match_openings_written PROPERTIES LABELS tools FIXTURES_REQUIRED match_openings)
# Fewer openings than games (none but the start at 0 plies) are played again in turn; the
# search for more once never ended.
hasami_tools_test(match_few_openings 0 "game 3: , A black: [-+][0-9]+\ngame 4: , A white: [-+][0-9]+\nA shipped vs B simple, depth 1, 4 games from 1 openings.*0 plies give 1 distinct balanced openings; each is played again in turn\n$"
                  match --plies 0 --games 4 --depth 1 --hash 1 --verbose)
hasami_tools_test(match_sprt 0 "SPRT Elo 0 vs 300: LLR [0-9.]+, bounds \\[-2.94, 2.94\\]: H1 accepted"
                  match --a shipped --b simple --depth 1 --hash 1 --games 1000 --sprt 0 300)

# Bad input: one line and exit status 2.
hasami_tools_test(match_empty_command 2 "--a-cmd: an empty command" match --a-cmd " " ${fast})
hasami_tools_test(match_bad_command 2 "^hasami-tools match: --a-cmd: cannot run '/no/such/engine': No such file or directory \\(usage"
                  match --a-cmd /no/such/engine)
hasami_tools_test(match_bad_quote 2 "--b-cmd: cannot run 'engine \"x': a quote is not closed"
                  match --b-cmd "engine \"x")
hasami_tools_test(match_missing_directory 2 "--a-cmd: '/no/such/directory' is not a directory"
                  match --a-cmd ${fake} --a-dir /no/such/directory)
hasami_tools_test(match_engine_and_evaluation 2 "--a and --a-cmd exclude each other"
                  match --a simple --a-cmd ${fake})
hasami_tools_test(match_directory_alone 2 "--b-dir needs --b-cmd" match --b-dir /tmp)
hasami_tools_test(match_malformed_openings 2 "--openings: '[^\n]*malformed.txt':2: not a square or a pass \\('z9' at 1\\)"
                  match --openings ${data}/openings/malformed.txt)
hasami_tools_test(match_openings_directory 2 "^hasami-tools match: --openings: '[^\n]*/data': is a directory\n$"
                  match --openings ${data})
hasami_tools_test(match_too_few_openings 2 "two.txt holds 2 openings; 6 games need 3"
                  match --openings ${data}/openings/two.txt --games 6)
hasami_tools_test(match_bad_sprt 2 "--sprt takes two Elo differences ELO0 < ELO1, not '5 0'"
                  match --sprt 5 0)
