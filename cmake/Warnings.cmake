# Warnings for the project's own targets (not for generated Qt code); errors with
# HASAMI_WERROR (CI: .ci/run and the sanitizer and fuzz presets), so that a new warning fails
# the build there while a user's newer compiler only warns.
function(hasami_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(HASAMI_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
