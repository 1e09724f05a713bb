# human-test's paired lead of the model over each engine depth agrees with its own table,
# and its columns show "-" where nothing was searched:
#   cmake -DTOOLS=hasami-tools -DARCHIVE=file.pgn -DDIR=folder -P human_test_lead.cmake
# rates the archive's players, runs human-test on it, and checks that each lead is the model's
# top-1 on the searched positions less the depth's (to the rounding of the table's two
# figures), and that its interval lies within 1.96 * 100 / sqrt(positions): a position's
# difference is -1, 0 or 1, so its deviation is at most 1.
function(run)
  execute_process(COMMAND ${TOOLS} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE output
                  ERROR_VARIABLE output)
  if(status)
    message(FATAL_ERROR "${ARGN}: status ${status}:\n${output}")
  endif()
  set(output "${output}" PARENT_SCOPE)
endfunction()

run(ratings ${ARCHIVE} --out ${DIR}/lead.ratings)
run(human-test ${ARCHIVE} --ratings ${DIR}/lead.ratings --from 1900 --to 2100 --stride 10
    --engine-stride 10 --loss-depth 0)
message(STATUS "${output}")
set(number "([0-9]+[.][0-9]+) %")
if(NOT output MATCHES "\n[|] all [|] [0-9]+ [|] [^|]* [|] ([0-9]+) [|] ${number} [|] ${number} [|] ${number} [|] ${number} [|]")
  message(FATAL_ERROR "no 'all' row")
endif()
set(searched ${CMAKE_MATCH_1})
set(there ${CMAKE_MATCH_2})
set(engine ${CMAKE_MATCH_3} ${CMAKE_MATCH_4} ${CMAKE_MATCH_5})
if(searched LESS 10)
  message(FATAL_ERROR "only ${searched} positions searched")
endif()
# In hundredths of a point, so that math() can take them.
function(hundredths text variable)
  string(REPLACE "." "" text "${text}")
  string(REGEX REPLACE "^[+]" "" text "${text}")
  math(EXPR value "${text}")
  set(${variable} ${value} PARENT_SCOPE)
endfunction()
hundredths(${there} there)
foreach(depth 2 6 10)
  list(POP_FRONT engine hits)
  hundredths(${hits} hits)
  if(NOT output MATCHES "over depth ${depth} ([-+][0-9]+[.][0-9]+) points [+]-([0-9]+[.][0-9]+)")
    message(FATAL_ERROR "no lead over depth ${depth}")
  endif()
  hundredths(${CMAKE_MATCH_1} lead)
  hundredths(${CMAKE_MATCH_2} interval)
  math(EXPR gap "${there} - ${hits} - (${lead})")
  if(gap GREATER 1 OR gap LESS -1)
    message(FATAL_ERROR "the lead over depth ${depth} is not ${there} - ${hits} hundredths")
  endif()
  math(EXPR square "${interval} * ${interval} * ${searched}")
  if(interval LESS_EQUAL 0 OR square GREATER 384160000)  # (1.96 * 100 * 100)^2
    message(FATAL_ERROR "the interval over depth ${depth} is not within (0, 196 / sqrt(${searched})]")
  endif()
endforeach()

# With a stride past the archive's positions only the first is searched: there is no lead to
# give, and the bands no search reached show "-" in the searched columns, not a score of 0 %.
run(human-test ${ARCHIVE} --ratings ${DIR}/lead.ratings --from 1900 --to 2100 --stride 10
    --engine-stride 1000000 --loss-depth 0)
if(NOT output MATCHES "\n[|] all [|] [0-9]+ [|] [^|]* [|] 1 [|]")
  message(FATAL_ERROR "not one position searched:\n${output}")
endif()
if(NOT output MATCHES "\n[|] [0-9]+ [(][0-9]+[)] [|] [0-9]+ [|] [0-9.]+ % [|] 0 [|] - [|] - [|] - [|] - [|]")
  message(FATAL_ERROR "no band without searches shows '-':\n${output}")
endif()
if(NOT output MATCHES "over depth 2 no positions")
  message(FATAL_ERROR "a lead from one position:\n${output}")
endif()
