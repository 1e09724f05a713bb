# human-train refuses bands that hold no position, and writes nothing:
#   cmake -DTOOLS=hasami-tools -DARCHIVE=file.pgn -DDIR=folder -P human_train_empty_band.cmake
# The archive's players are rated below 2900, so a band from 2900 up is empty.
execute_process(COMMAND ${TOOLS} ratings ${ARCHIVE} --out ${DIR}/empty-band.ratings
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE output)
if(status)
  message(FATAL_ERROR "ratings: status ${status}: ${output}")
endif()
file(REMOVE ${DIR}/empty-band.model)
execute_process(COMMAND ${TOOLS} human-train ${ARCHIVE} --ratings ${DIR}/empty-band.ratings
                        --out ${DIR}/empty-band.model --shape-epochs 0 --stride 50
                        --band-limits 2900
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE output)
if(NOT status EQUAL 2 OR NOT output MATCHES "band 2 has no positions: choose other --bands or --band-limits")
  message(FATAL_ERROR "expected status 2 and the empty band named; got ${status}: ${output}")
endif()
if(EXISTS ${DIR}/empty-band.model)
  message(FATAL_ERROR "a model was written")
endif()
