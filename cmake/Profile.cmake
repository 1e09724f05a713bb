# Profile-guided optimisation (GCC): core/ and ai/, where the engine spends its time, are
# compiled knowing which branches it takes and which functions it runs most, from the counts of
# an instrumented hasami-engine at work (the `profile` preset; scripts/dev.sh records them before
# each release or package build). The same search, 3 to 7 % faster: docs/processors.md.
#   HASAMI_PROFILE_GENERATE=DIR  instrument them: each run of a program adds its counts to DIR
#   HASAMI_PROFILE_USE=DIR       optimise them with the counts in DIR; with none there, as without
# The counts of an object are named by its path below the build folder, so that a build in
# another folder finds them.
set(HASAMI_PROFILE_GENERATE "" CACHE PATH "Instrument core and ai to record a profile in this folder (GCC)")
set(HASAMI_PROFILE_USE "" CACHE PATH "Optimise core and ai with the profile recorded in this folder (GCC)")

set(hasami_profile_options "")
if(NOT HASAMI_PROFILE_GENERATE AND NOT HASAMI_PROFILE_USE)
  # no profile
elseif(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  message(STATUS "Profile-guided optimisation is set up for GCC only: not used with ${CMAKE_CXX_COMPILER_ID}")
elseif(HASAMI_PROFILE_GENERATE)
  # prefer-atomic: the engine's threads update the counts together.
  set(hasami_profile_options -fprofile-generate=${HASAMI_PROFILE_GENERATE}
                             -fprofile-update=prefer-atomic -fprofile-prefix-path=${CMAKE_BINARY_DIR})
  add_link_options(-fprofile-generate=${HASAMI_PROFILE_GENERATE})
else()
  # Code the recording never runs is optimised as without a profile (partial training), not
  # for size as code known to be cold would be. Counts older than a function's code (a build
  # not through scripts/dev.sh after an edit) are left out with a warning, not an error, which
  # is GCC's default.
  set(hasami_profile_options -fprofile-use=${HASAMI_PROFILE_USE} -fprofile-partial-training
                             -fprofile-prefix-path=${CMAKE_BINARY_DIR} -Wno-missing-profile
                             -Wno-error=coverage-mismatch)
endif()

# Compiles the targets the calling directory defines from here on with the profile's options.
# Only core/ and ai/: elsewhere the optimisations a profile turns on (unrolling, peeling) would
# run without one, and GCC 12 then warns wrongly about std::string concatenations in the tests.
function(hasami_profile_directory)
  add_compile_options(${hasami_profile_options})
endfunction()

# Compiles SOURCES of the calling directory without the profile, as every kernel level's copy of
# them (cmake/Kernels.cmake) must compile the std templates they share to the same code.
function(hasami_profile_skip)
  if(HASAMI_PROFILE_USE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set_source_files_properties(${ARGN} PROPERTIES COMPILE_OPTIONS -fno-profile-use)
  endif()
endfunction()
