# core/ and ai/ are Qt-free. Two guards keep them so:
#  - a Qt include in their sources stops the configure step with the file and line, so the
#    mistake is caught even on a machine where Qt headers would happen to be found;
#  - their targets never link Qt, so no Qt include path reaches them (checked once every
#    directory has been read).
function(hasami_require_qt_free target)
  get_target_property(dir ${target} SOURCE_DIR)
  file(GLOB_RECURSE sources "${dir}/*.h" "${dir}/*.cpp")
  foreach(source IN LISTS sources)
    file(STRINGS "${source}" qt_lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]+|qt[a-z]*)[/>.\"]")
    if(qt_lines)
      message(FATAL_ERROR "${source} includes Qt (${qt_lines}); ${target} must stay Qt-free")
    endif()
  endforeach()
  get_property(scheduled GLOBAL PROPERTY HASAMI_QT_FREE_TARGETS SET)
  if(NOT scheduled)
    cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL hasami_check_qt_free_links)
  endif()
  set_property(GLOBAL APPEND PROPERTY HASAMI_QT_FREE_TARGETS ${target})
endfunction()

function(hasami_check_qt_free_links)
  get_property(targets GLOBAL PROPERTY HASAMI_QT_FREE_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(libs ${target} LINK_LIBRARIES)
    get_target_property(interface_libs ${target} INTERFACE_LINK_LIBRARIES)
    foreach(lib IN LISTS libs interface_libs)
      if(lib MATCHES "Qt[0-9]*::")
        message(FATAL_ERROR "${target} links ${lib}; it must stay Qt-free")
      endif()
    endforeach()
  endforeach()
endfunction()
