# A file cut short as by a kill in the middle of a write: TO becomes the first BYTES bytes of
# FROM.
#   cmake -DFROM=file -DTO=file -DBYTES=n -DTRUNCATE=/usr/bin/truncate -P cut_file.cmake
file(COPY_FILE ${FROM} ${TO})
execute_process(COMMAND ${TRUNCATE} -s ${BYTES} ${TO} COMMAND_ERROR_IS_FATAL ANY)
