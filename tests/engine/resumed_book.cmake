# A book build interrupted and resumed gives the book an uninterrupted one gives:
#   cmake -DTOOLS=hasami-tools -DDIR=folder -DARGS="ARCHIVE;--depth;6;..." -DKEPT=n
#         -P resumed_book.cmake
# builds DIR/whole.book, keeps the first KEPT lines of its progress file as the progress of
# DIR/resumed.book (an interruption), resumes that build, and compares the two books.
function(build out)
  execute_process(COMMAND ${TOOLS} book build ${ARGS} --out ${out} ${ARGN}
                  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(status)
    message(FATAL_ERROR "book build --out ${out} ${ARGN}: status ${status}:\n${output}")
  endif()
  message(STATUS "${output}")
endfunction()

file(REMOVE ${DIR}/whole.book ${DIR}/whole.book.progress ${DIR}/resumed.book
     ${DIR}/resumed.book.progress)
build(${DIR}/whole.book)
file(STRINGS ${DIR}/whole.book.progress lines)
list(LENGTH lines count)
if(count LESS_EQUAL KEPT)
  message(FATAL_ERROR "only ${count} progress lines: no interruption to resume from")
endif()
list(SUBLIST lines 0 ${KEPT} kept)
list(JOIN kept "\n" text)
file(WRITE ${DIR}/resumed.book.progress "${text}\n")
build(${DIR}/resumed.book --resume)
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${DIR}/whole.book ${DIR}/resumed.book
                RESULT_VARIABLE differ)
if(differ)
  message(FATAL_ERROR "the resumed build's book differs from the uninterrupted one's")
endif()
