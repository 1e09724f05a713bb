# Runs a command and checks its exit status and output:
#   cmake -DEXPECT_STATUS=2 -DEXPECT_OUTPUT=regex -DCOMMAND="prog;arg;..." [-DINPUT=file]
#         [-DEXPECT_SAME=regex] [-DREPEAT=n] -P expect.cmake
# EXPECT_SAME: every match of this regex in the output is the same text.
# REPEAT: runs the command n times, each one checked (for failures that come by chance).
if(NOT INPUT)
  set(INPUT /dev/null)
endif()
if(NOT REPEAT)
  set(REPEAT 1)
endif()
foreach(run RANGE 1 ${REPEAT})
  execute_process(COMMAND ${COMMAND} INPUT_FILE ${INPUT} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(all "${out}${err}")
  if(NOT status STREQUAL EXPECT_STATUS)
    message(FATAL_ERROR "run ${run}: exit status ${status}, expected ${EXPECT_STATUS}; output:\n${all}")
  endif()
  if(NOT all MATCHES "${EXPECT_OUTPUT}")
    message(FATAL_ERROR "output does not match '${EXPECT_OUTPUT}':\n${all}")
  endif()
endforeach()
if(EXPECT_SAME)
  string(REGEX MATCHALL "${EXPECT_SAME}" matches "${all}")
  list(REMOVE_DUPLICATES matches)
  list(LENGTH matches distinct)
  if(NOT distinct EQUAL 1)
    message(FATAL_ERROR "'${EXPECT_SAME}' matches differ (${matches}):\n${all}")
  endif()
endif()
message(STATUS "${all}")
