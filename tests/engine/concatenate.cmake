# Writes the file FIRST, then SECOND, into OUTPUT byte for byte:
#   cmake -DFIRST=a -DSECOND=b -DOUTPUT=file -P concatenate.cmake
execute_process(COMMAND ${CMAKE_COMMAND} -E cat ${FIRST} ${SECOND} OUTPUT_FILE ${OUTPUT}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cannot concatenate ${FIRST} and ${SECOND}: ${status}")
endif()
