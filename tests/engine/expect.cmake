# Runs a command and checks its exit status and output:
#   cmake -DEXPECT_STATUS=2 -DEXPECT_OUTPUT=regex -DCOMMAND="prog;arg;..." [-DINPUT=file]
#         -P expect.cmake
if(NOT INPUT)
  set(INPUT /dev/null)
endif()
execute_process(COMMAND ${COMMAND} INPUT_FILE ${INPUT} RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(all "${out}${err}")
if(NOT status STREQUAL EXPECT_STATUS)
  message(FATAL_ERROR "exit status ${status}, expected ${EXPECT_STATUS}; output:\n${all}")
endif()
if(NOT all MATCHES "${EXPECT_OUTPUT}")
  message(FATAL_ERROR "output does not match '${EXPECT_OUTPUT}':\n${all}")
endif()
message(STATUS "${all}")
