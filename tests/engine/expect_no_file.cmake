# Fails when a file matches PATTERN: cmake -DPATTERN="dir/never.*" -P expect_no_file.cmake
file(GLOB found ${PATTERN})
if(found)
  message(FATAL_ERROR "files that should not exist: ${found}")
endif()
