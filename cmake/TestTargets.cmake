# A build target per test label, tests_<label>, that builds the programs of that label's tests:
# the sanitizer presets run a few labels' tests (CMakePresets.json) and build only those, not
# the window and every other suite under a sanitizer.

# hasami_label_tests(LABELS TARGET): TARGET's tests carry LABELS (a list).
function(hasami_label_tests labels target)
  foreach(label IN LISTS labels)
    set_property(GLOBAL APPEND PROPERTY HASAMI_TESTS_${label} ${target})
    set_property(GLOBAL APPEND PROPERTY HASAMI_TEST_LABELS ${label})
  endforeach()
endfunction()

# Called once every test is declared.
function(hasami_add_test_targets)
  get_property(labels GLOBAL PROPERTY HASAMI_TEST_LABELS)
  list(REMOVE_DUPLICATES labels)
  foreach(label IN LISTS labels)
    get_property(targets GLOBAL PROPERTY HASAMI_TESTS_${label})
    add_custom_target(tests_${label})
    add_dependencies(tests_${label} ${targets})
  endforeach()
endfunction()
