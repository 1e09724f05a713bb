# A ladder stopped part way and resumed plays the games an unstopped one plays:
#   cmake -DTOOLS=hasami-tools -DDIR=folder -DARGS="--levels;1-2;..." -DKEPT=n
#         -P resumed_ladder.cmake
# plays the ladder into DIR/whole.ggf, keeps the first KEPT games as DIR/resumed.ggf (what a
# stopped ladder leaves: each game is appended as it ends), plays the ladder again with that
# file as both --with and --ggf, and compares the two files' games.
function(ladder out)
  execute_process(COMMAND ${TOOLS} ladder ${ARGS} --ggf ${out} ${ARGN}
                  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(status)
    message(FATAL_ERROR "ladder --ggf ${out} ${ARGN}: status ${status}:\n${output}")
  endif()
  message(STATUS "${output}")
  set(output "${output}" PARENT_SCOPE)
endfunction()

file(REMOVE ${DIR}/whole.ggf ${DIR}/resumed.ggf)
ladder(${DIR}/whole.ggf)
# A game is a line, with ';' in it: the lines are counted and kept as text, never as a list.
file(READ ${DIR}/whole.ggf text)
string(REGEX MATCHALL "\n" ends "${text}")
list(LENGTH ends count)
if(count LESS_EQUAL KEPT)
  message(FATAL_ERROR "only ${count} games: no stop to resume from")
endif()
string(REPEAT "[^\n]*\n" ${KEPT} first)  # CMake's expressions have no {n}
string(REGEX MATCH "^${first}" kept "${text}")
file(WRITE ${DIR}/resumed.ggf "${kept}")
ladder(${DIR}/resumed.ggf --with ${DIR}/resumed.ggf)
if(NOT output MATCHES "every pair: ${count} games.*\n${KEPT} of them read from")
  message(FATAL_ERROR "the resumed ladder did not fit ${count} games, ${KEPT} of them read")
endif()
# The same games, move by move; the seconds each move took differ from run to run.
foreach(name whole resumed)
  file(READ ${DIR}/${name}.ggf ${name})
  string(REGEX REPLACE "//[0-9.]+\\]" "]" ${name} "${${name}}")
endforeach()
if(NOT whole STREQUAL resumed)
  message(FATAL_ERROR "the resumed ladder's games differ from the unstopped one's")
endif()
