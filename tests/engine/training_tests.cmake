# The training commands, train and label. Included from CMakeLists.txt.

# Training from self-play: the games of a match, as GGF, are an archive.
hasami_tools_test(train_ggf_archive 0 "read 2 games \\(6[0-9] positions\\) from 1 archives; 0 games skipped.*wrote"
                  train ${data}/archives/good.ggf --out ${CMAKE_CURRENT_BINARY_DIR}/selfplay.weights --iterations 2)
# Without validation positions their columns say "-", not the nan of an empty mean.
hasami_tools_test(train_phase_without_positions 0 "validation \\(positions\\) +baseline\n( +[0-9]+ +[0-9]+-[0-9]+ +([0-9]+[.][0-9][0-9]|-) \\( +[0-9]+\\) +- \\( +0\\) +-\n)+wrote"
                  train ${data}/archives/good.ggf --validation 0 --out ${CMAKE_CURRENT_BINARY_DIR}/all.weights --iterations 2)

# Training with deeper labels: a dataset from archive games, relabelled whole and in two shards
# (the first stopped and resumed); the shards' files concatenated fit the same weights as the
# whole run's file.

set(labels ${CMAKE_CURRENT_BINARY_DIR}/labels)
set(small_dataset ${labels}/small.dataset)
set(label_run --dataset ${small_dataset} --search-depth 2 --exact 8)

# Each run of the tests starts afresh: an earlier run's files would be resumed.
add_test(NAME tools_labels_cleared COMMAND ${CMAKE_COMMAND} -E rm -rf ${labels})
add_test(NAME tools_labels_directory COMMAND ${CMAKE_COMMAND} -E make_directory ${labels})
set_tests_properties(tools_labels_cleared PROPERTIES FIXTURES_SETUP labels_cleared)
set_tests_properties(tools_labels_directory PROPERTIES FIXTURES_SETUP labels_cleared
                     DEPENDS tools_labels_cleared)

hasami_tools_test(train_small_dataset 0 "read 60 games \\(3[0-9][0-9][0-9] positions\\)"
                  train ${data}/games/wthor-300.pgn --max-games 60 --exact 8
                  --save-dataset ${small_dataset} --out ${labels}/round1.weights)
hasami_tools_test(label_whole 0 "shard 1/1: [0-9]+ of [0-9]+ samples \\(100.0%\\).*shard 1/1 labelled: [0-9]+ samples"
                  label ${label_run} --out ${labels}/whole.labels)
hasami_tools_test(label_shard_1_stopped 0 "^shard 1/2: 100 of [0-9]+ samples \\([0-9.]+%\\), [0-9]+ samples/s, 0:0[0-9] elapsed, ETA [0-9:]+\nstopped after 100 samples; run the same command to go on\n$"
                  label ${label_run} --shard 1/2 --stop-after 100 --out ${labels}/shard-1.labels)
hasami_tools_test(label_shard_1_resumed 0 "^resuming [^\n]*shard-1.labels: 100 of [0-9]+ samples labelled\n.*shard 1/2 labelled"
                  label ${label_run} --shard 1/2 --out ${labels}/shard-1.labels)
hasami_tools_test(label_shard_2 0 "shard 2/2 labelled"
                  label ${label_run} --shard 2/2 --out ${labels}/shard-2.labels)
add_test(NAME tools_labels_concatenated
         COMMAND ${CMAKE_COMMAND} -DFIRST=${labels}/shard-2.labels -DSECOND=${labels}/shard-1.labels
                 -DOUTPUT=${labels}/shards.labels -P ${CMAKE_CURRENT_SOURCE_DIR}/concatenate.cmake)
hasami_tools_test(train_whole_labels 0 "wrote [^\n]*whole.weights"
                  train --labels ${labels}/whole.labels --out ${labels}/whole.weights --iterations 20)
hasami_tools_test(train_shard_labels 0 "wrote [^\n]*shards.weights"
                  train --labels ${labels}/shards.labels --out ${labels}/shards.weights --iterations 20)
add_test(NAME tools_labels_shards_fit_as_whole
         COMMAND ${CMAKE_COMMAND} -E compare_files ${labels}/whole.weights ${labels}/shards.weights)
# The labels blended with the results of the dataset they label; refused with another dataset.
hasami_tools_test(train_blended_labels 0 "labels blended with the games' results, 0.25 of each from the result; 0 positions unlabelled left out\n.*wrote [^\n]*blended.weights"
                  train --labels ${labels}/whole.labels --results ${small_dataset} --result-weight 0.25
                  --out ${labels}/blended.weights --iterations 20)
hasami_tools_test(train_other_dataset 0 "wrote"
                  train ${data}/archives/good.ggf --save-dataset ${labels}/other.dataset
                  --out ${labels}/other.weights --iterations 2)
hasami_tools_test(train_blend_other_dataset 2 "^hasami-tools train: --results: '[^\n]*other.dataset' is not the dataset the labels label \\(usage"
                  train --labels ${labels}/whole.labels --results ${labels}/other.dataset
                  --result-weight 0.25 --out ${labels}/never.weights)
hasami_tools_test(train_results_without_weight 2 "^hasami-tools train: --results DATASET and --result-weight W go together \\(usage"
                  train --labels ${labels}/whole.labels --results ${small_dataset} --out ${labels}/never.weights)
hasami_tools_test(train_results_without_labels 2 "^hasami-tools train: --results needs --labels, the labels its results are blended with \\(usage"
                  train --dataset ${small_dataset} --results ${small_dataset} --result-weight 0.5 --out ${labels}/never.weights)
hasami_tools_test(train_bad_result_weight 2 "^hasami-tools train: --result-weight takes a number from 0 to 1, not '2' \\(usage"
                  train --labels ${labels}/whole.labels --results ${small_dataset} --result-weight 2 --out ${labels}/never.weights)
hasami_tools_test(train_one_shard 0 "hasami-tools train: '[^\n]*shard-1.labels': shard 2/2: no labels\n"
                  train --labels ${labels}/shard-1.labels --out ${labels}/half.weights --iterations 2)

# Bad input: one line and nothing written.
hasami_tools_test(label_other_run 2 "^hasami-tools label: '[^\n]*whole.labels' holds other labels \\(shard 1/1, depth 2, exact from 8 empties\\): give another --out\n$"
                  label ${label_run} --shard 1/2 --out ${labels}/whole.labels)
hasami_tools_test(label_other_evaluation 2 "^hasami-tools label: '[^\n]*whole.labels' holds other labels \\(shard 1/1, depth 2, exact from 8 empties, another evaluation\\): give another --out\n$"
                  label ${label_run} --evaluator simple --out ${labels}/whole.labels)
# A file that holds no labels is somebody else's: refused, and left as it was.
add_test(NAME tools_label_foreign_copied
         COMMAND ${CMAKE_COMMAND} -E copy ${data}/archives/good.gam ${labels}/foreign.gam)
hasami_tools_test(label_foreign_file 2 "^hasami-tools label: '[^\n]*foreign.gam' is not a labels file \\(not a Hasami labels chunk \\(bad magic\\)\\): give another --out\n$"
                  label ${label_run} --out ${labels}/foreign.gam)
add_test(NAME tools_label_foreign_unchanged
         COMMAND ${CMAKE_COMMAND} -E compare_files ${data}/archives/good.gam ${labels}/foreign.gam)
# A disk full at the first chunk leaves it cut short: the file is this run's, and running again
# drops the cut chunk and labels the shard. Another run's cut chunk is refused, and kept.
# A full disk in the first chunk: the append is undone, the file left empty.
hasami_tools_test(label_first_chunk_cut 1 "^hasami-tools label: '[^\n]*/full.labels': File too large\n$"
                  FSIZE 100 ARGS label ${label_run} --out ${labels}/full.labels)
add_test(NAME tools_label_full_disk_left_empty
         COMMAND ${CMAKE_COMMAND} -DEXPECT_STATUS=0 "-DEXPECT_OUTPUT=^$"
                 "-DCOMMAND=${CMAKE_COMMAND};-E;cat;${labels}/full.labels"
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
set_tests_properties(tools_label_full_disk_left_empty PROPERTIES DEPENDS tools_label_first_chunk_cut)
# A first chunk cut short by a kill: this run drops it and starts again; another run refuses the
# file and leaves it as it was.
find_program(HASAMI_TRUNCATE truncate)
foreach(cut cut cut-other)
  add_test(NAME tools_label_${cut}_made
           COMMAND ${CMAKE_COMMAND} -DFROM=${labels}/whole.labels -DTO=${labels}/${cut}.labels
                   -DBYTES=100 -DTRUNCATE=${HASAMI_TRUNCATE}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cut_file.cmake)
endforeach()
hasami_tools_test(label_first_chunk_resumed 0 "^[^\n]*/cut.labels: dropped a chunk cut short at byte 0\n.*shard 1/1 labelled: [0-9]+ samples"
                  label ${label_run} --out ${labels}/cut.labels)
hasami_tools_test(label_other_run_cut 2 "^hasami-tools label: '[^\n]*/cut-other-copy.labels' is not a labels file \\(a chunk cut short\\): give another --out\n$"
                  KEEP ${labels}/cut-other.labels ${labels}/cut-other-copy.labels
                  ARGS label --dataset ${small_dataset} --search-depth 1 --out ${labels}/cut-other-copy.labels)
# The system's reason for a file that cannot be read.
hasami_tools_test(train_missing_dataset 2 "^hasami-tools train: --dataset: '[^\n]*/no-such.dataset': No such file or directory \\(usage"
                  train --dataset ${labels}/no-such.dataset --out ${labels}/never.weights)
hasami_tools_test(train_missing_labels 2 "^hasami-tools train: --labels: '[^\n]*/no-such.labels': No such file or directory \\(usage"
                  train --labels ${labels}/no-such.labels --out ${labels}/never.weights)
# The evaluation serves only the labelling searches: without one it is a mistake, not ignored.
hasami_tools_test(train_evaluator_without_search 2 "^hasami-tools train: --evaluator needs --exact or --search-depth, the searches that use it \\(usage"
                  train ${data}/archives/good.ggf --evaluator /dev/null --out ${labels}/never.weights)
hasami_tools_test(label_bad_shard 2 "^hasami-tools label: --shard takes I/N, shard I of N \\(1 <= I <= N\\), not '3/2' \\(usage"
                  label ${label_run} --shard 3/2 --out ${labels}/never.labels)
hasami_tools_test(label_without_depth 2 "^hasami-tools label: --search-depth D is required \\(usage"
                  label --dataset ${small_dataset} --out ${labels}/never.labels)
hasami_tools_test(label_bad_dataset 2 "^hasami-tools label: --dataset: '[^\n]*good.gam': not a dataset saved by this version"
                  label --dataset ${data}/archives/good.gam --search-depth 2 --out ${labels}/never.labels)
hasami_tools_test(train_bad_labels 2 "^hasami-tools train: --labels: '[^\n]*good.gam': not a Hasami labels chunk \\(bad magic\\) at byte 0 \\(an interrupted label run"
                  train --labels ${data}/archives/good.gam --out ${labels}/never.weights)
hasami_tools_test(train_labels_and_archives 2 "expected ARCHIVE files, --dataset FILE or --labels FILE"
                  train ${data}/archives/good.gam --labels ${labels}/whole.labels --out ${labels}/never.weights)
add_test(NAME tools_labels_nothing_written
         COMMAND ${CMAKE_COMMAND} -DPATTERN=${labels}/never.* -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_no_file.cmake)

# The order: a dataset, then its labels, then their fits. Pairs of a test and its fixtures
# (split by commas).
function(label_fixtures property)
  set(pairs ${ARGN})
  list(LENGTH pairs length)
  math(EXPR last "${length} - 1")
  foreach(i RANGE 0 ${last} 2)
    math(EXPR j "${i} + 1")
    list(GET pairs ${i} test)
    list(GET pairs ${j} fixtures)
    string(REPLACE "," ";" fixtures "${fixtures}")
    set_tests_properties(tools_${test} PROPERTIES ${property} "${fixtures}")
  endforeach()
endfunction()
label_fixtures(FIXTURES_REQUIRED
    train_small_dataset labels_cleared
    label_whole small_dataset
    label_shard_1_stopped small_dataset
    label_shard_1_resumed shard_1_started
    label_shard_2 small_dataset
    labels_concatenated shard_1,shard_2
    train_whole_labels whole_labels
    train_shard_labels shard_labels
    labels_shards_fit_as_whole whole_weights,shard_weights
    train_one_shard shard_1
    train_blended_labels whole_labels,small_dataset
    train_other_dataset labels_cleared
    train_blend_other_dataset whole_labels,other_dataset
    train_results_without_weight whole_labels,small_dataset
    train_results_without_labels small_dataset
    train_bad_result_weight whole_labels,small_dataset
    label_other_run whole_labels
    label_other_evaluation whole_labels
    label_foreign_copied labels_cleared
    label_foreign_file small_dataset,foreign_copy
    label_foreign_unchanged foreign_copy
    label_bad_shard small_dataset
    label_first_chunk_cut small_dataset
    label_cut_made whole_labels
    label_cut-other_made whole_labels
    label_first_chunk_resumed small_dataset,cut_labels
    label_other_run_cut small_dataset,other_cut_labels
    train_missing_dataset labels_cleared
    train_missing_labels labels_cleared
    train_evaluator_without_search labels_cleared
    label_without_depth small_dataset
    label_bad_dataset labels_cleared
    train_labels_and_archives labels_cleared
    train_bad_labels labels_cleared
    labels_nothing_written small_dataset,whole_labels)
label_fixtures(FIXTURES_SETUP
    label_cut_made cut_labels
    label_cut-other_made other_cut_labels
    label_foreign_copied foreign_copy
    train_small_dataset small_dataset
    train_other_dataset other_dataset
    label_whole whole_labels
    label_shard_1_stopped shard_1_started
    label_shard_1_resumed shard_1
    label_shard_2 shard_2
    labels_concatenated shard_labels
    train_whole_labels whole_weights
    train_shard_labels shard_weights)
set_tests_properties(tools_label_foreign_unchanged PROPERTIES DEPENDS tools_label_foreign_file)
set_tests_properties(tools_labels_nothing_written PROPERTIES DEPENDS
                     "tools_train_missing_dataset;tools_train_missing_labels;tools_train_blend_other_dataset;tools_train_results_without_weight;tools_train_results_without_labels;tools_train_bad_result_weight;tools_train_evaluator_without_search;tools_label_other_run;tools_label_other_evaluation;tools_label_bad_shard;tools_label_without_depth;tools_label_bad_dataset;tools_train_bad_labels;tools_train_labels_and_archives")
foreach(test labels_cleared labels_directory label_foreign_copied label_foreign_unchanged labels_concatenated labels_shards_fit_as_whole labels_nothing_written
             label_full_disk_left_empty label_cut_made label_cut-other_made)
  set_tests_properties(tools_${test} PROPERTIES LABELS tools)
endforeach()

# The human-move model's test years stay out of training and books: a game dated after 2022 is
# left out unless --until says otherwise.
hasami_tools_test(train_leaves_out_test_years 0 "read 1 games \\([0-9]+ positions\\) from 1 archives; 0 games skipped; 1 games dated after 2022 left out\n.*wrote"
                  train ${data}/archives/years.pgn --out ${CMAKE_CURRENT_BINARY_DIR}/years.weights --iterations 2)
hasami_tools_test(train_until 0 "read 2 games \\([0-9]+ positions\\) from 1 archives; 0 games skipped; 0 games dated after 2023 left out\n.*wrote"
                  train ${data}/archives/years.pgn --until 2023 --out ${CMAKE_CURRENT_BINARY_DIR}/years.weights --iterations 2)
hasami_tools_test(train_bad_until 2 "^hasami-tools train: --until takes a whole number from 1900 to 2100, not 'soon' \\(usage"
                  train ${data}/archives/years.pgn --until soon --out ${CMAKE_CURRENT_BINARY_DIR}/years.weights)
hasami_tools_test(book_build_leaves_out_test_years 0 "years.pgn: 1 games \\(1 dated after 2022 left out\\)\n.*book: [0-9]+ positions"
                  book build ${data}/archives/years.pgn --out ${CMAKE_CURRENT_BINARY_DIR}/years.book --plies 2 --min-games 1 --depth 1)
hasami_tools_test(book_build_nothing_left 1 "years.pgn: 0 games \\(2 dated after 1950 left out\\)\n0 positions within 2 plies in at least 1 games\nhasami-tools book: no position to put in the book: nothing written\n$"
                  book build ${data}/archives/years.pgn --out ${CMAKE_CURRENT_BINARY_DIR}/never.book --until 1950 --plies 2 --min-games 1 --depth 1)

# The self-play corpus: a shard stopped after two games and resumed is the very file of one run
# through; a full shard is sealed packed (under 200 bytes for 4 games, where a run's records take
# 32 + 4 * 64) into the manifest and read by train as an archive, and not resumed.
set(selfplay ${CMAKE_CURRENT_BINARY_DIR}/selfplay)
set(selfplay_run --seed 3 --depth 1 --exact 6 --random 10-20 --games 4)
add_test(NAME tools_selfplay_cleared COMMAND ${CMAKE_COMMAND} -E rm -rf ${selfplay})
add_test(NAME tools_selfplay_directories
         COMMAND ${CMAKE_COMMAND} -E make_directory ${selfplay}/resumed ${selfplay}/whole
                 ${selfplay}/sealed ${selfplay}/sealed_cut)
set_tests_properties(tools_selfplay_cleared PROPERTIES FIXTURES_SETUP selfplay_cleared)
set_tests_properties(tools_selfplay_directories PROPERTIES FIXTURES_SETUP selfplay_cleared
                     DEPENDS tools_selfplay_cleared)
hasami_tools_test(selfplay_stopped 0 "^selfplay-000003: 2 of 4 games, [0-9]+ positions, [0-9]+ games/hour, 0:0[0-9] elapsed\nstopped; run the same command to go on\n$"
                  selfplay --dir ${selfplay}/resumed ${selfplay_run} --stop-after 2)
hasami_tools_test(selfplay_resumed 0 "^resuming [^\n]*selfplay-000003.part: 2 games played\nselfplay-000003: 4 of 4 games[^\n]*\nsealed [^\n]*selfplay-000003.games: 4 games\n$"
                  selfplay --dir ${selfplay}/resumed ${selfplay_run} --commit abc123)
hasami_tools_test(selfplay_whole 0 "sealed [^\n]*selfplay-000003.games: 4 games\n$"
                  selfplay --dir ${selfplay}/whole ${selfplay_run} --commit abc123)
add_test(NAME tools_selfplay_resumed_as_whole
         COMMAND ${CMAKE_COMMAND} -E compare_files ${selfplay}/resumed/selfplay-000003.games
                 ${selfplay}/whole/selfplay-000003.games)
add_test(NAME tools_selfplay_manifests_agree
         COMMAND ${CMAKE_COMMAND} -E compare_files ${selfplay}/resumed/manifest.tsv
                 ${selfplay}/whole/manifest.tsv)
add_test(NAME tools_selfplay_manifest
         COMMAND ${CMAKE_COMMAND} -DEXPECT_STATUS=0
                 "-DEXPECT_OUTPUT=^# shard\tseed\tcommit\tdepth\texact\trandom\tgames\tpositions\tbytes\tcrc32\nselfplay-000003.games\t3\tabc123\t1\t6\t10-20\t4\t[0-9]+\t1[0-9][0-9]\t[0-9a-f]+\n$"
                 "-DCOMMAND=${CMAKE_COMMAND};-E;cat;${selfplay}/whole/manifest.tsv"
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
hasami_tools_test(train_selfplay_shard 0 "read 4 games \\([0-9]+ positions\\) from 1 archives; 0 games skipped.*wrote"
                  train ${selfplay}/whole/selfplay-000003.games --out ${selfplay}/shard.weights --iterations 2)
hasami_tools_test(selfplay_finished 2 "^hasami-tools selfplay: '[^\n]*selfplay-000003.games' is finished: give another --seed\n$"
                  selfplay --dir ${selfplay}/whole ${selfplay_run})
add_test(NAME tools_selfplay_sealed_copied
         COMMAND ${CMAKE_COMMAND} -E copy ${selfplay}/whole/selfplay-000003.games
                 ${selfplay}/sealed/selfplay-000003.part)
hasami_tools_test(selfplay_sealed_not_resumed 2 "^hasami-tools selfplay: '[^\n]*selfplay-000003.part' is a sealed shard, not a run's: give another --seed\n$"
                  selfplay --dir ${selfplay}/sealed ${selfplay_run})
# A sealed shard cut short, given as a run's: refused, and left as it was (not cut to its whole
# games as a run's file is).
set(sealed_cut ${PROJECT_SOURCE_DIR}/tests/fuzz/corpus/selfplay_shard/packed-cut-short)
add_test(NAME tools_selfplay_sealed_cut_copied
         COMMAND ${CMAKE_COMMAND} -E copy ${sealed_cut} ${selfplay}/sealed_cut/selfplay-000009.part)
hasami_tools_test(selfplay_sealed_cut_not_resumed 2 "^hasami-tools selfplay: '[^\n]*selfplay-000009.part' is a sealed shard, not a run's: give another --seed\n$"
                  selfplay --dir ${selfplay}/sealed_cut --seed 9 --depth 1 --exact 4 --random 4-10)
hasami_tools_test(selfplay_sealed_cut_not_sealed 1 "^hasami-tools selfplay: '[^\n]*selfplay-000009.part' is a sealed shard, not a run's\n$"
                  selfplay --dir ${selfplay}/sealed_cut --seal)
add_test(NAME tools_selfplay_sealed_cut_unchanged
         COMMAND ${CMAKE_COMMAND} -E compare_files ${sealed_cut}
                 ${selfplay}/sealed_cut/selfplay-000009.part)
hasami_tools_test(selfplay_other_settings_stopped 0 "stopped"
                  selfplay --dir ${selfplay}/resumed --seed 4 --depth 1 --exact 6 --stop-after 1)
hasami_tools_test(selfplay_other_settings 2 "^hasami-tools selfplay: '[^\n]*selfplay-000004.part' holds games of other settings \\(depth 1, exact from 6 empties, 8-40 random moves\\): give the same or another --seed\n$"
                  selfplay --dir ${selfplay}/resumed --seed 4 --depth 2 --exact 6)
hasami_tools_test(selfplay_bad_random 2 "^hasami-tools selfplay: --random takes A-B, from 0 to 59 random moves, not '9-3' \\(usage"
                  selfplay --dir ${selfplay}/whole --seed 5 --random 9-3)
hasami_tools_test(selfplay_no_directory 2 "^hasami-tools selfplay: --dir: '[^\n]*nowhere' is not a directory\n$"
                  selfplay --dir ${selfplay}/nowhere --seed 5)
foreach(test selfplay_stopped selfplay_whole selfplay_bad_random selfplay_no_directory)
  set_tests_properties(tools_${test} PROPERTIES FIXTURES_REQUIRED selfplay_cleared)
endforeach()
set_tests_properties(tools_selfplay_resumed PROPERTIES DEPENDS tools_selfplay_stopped)
set_tests_properties(tools_selfplay_resumed_as_whole tools_selfplay_manifests_agree
                     PROPERTIES DEPENDS "tools_selfplay_resumed;tools_selfplay_whole")
set_tests_properties(tools_selfplay_manifest tools_train_selfplay_shard tools_selfplay_finished
                     tools_selfplay_sealed_copied PROPERTIES DEPENDS tools_selfplay_whole)
set_tests_properties(tools_selfplay_sealed_not_resumed PROPERTIES
                     DEPENDS tools_selfplay_sealed_copied)
set_tests_properties(tools_selfplay_sealed_cut_copied PROPERTIES
                     DEPENDS tools_selfplay_sealed_not_resumed)
set_tests_properties(tools_selfplay_sealed_cut_not_resumed PROPERTIES
                     DEPENDS tools_selfplay_sealed_cut_copied)
set_tests_properties(tools_selfplay_sealed_cut_not_sealed PROPERTIES
                     DEPENDS tools_selfplay_sealed_cut_not_resumed)
set_tests_properties(tools_selfplay_sealed_cut_unchanged PROPERTIES
                     DEPENDS tools_selfplay_sealed_cut_not_sealed)
set_tests_properties(tools_selfplay_other_settings_stopped PROPERTIES DEPENDS tools_selfplay_resumed)
set_tests_properties(tools_selfplay_other_settings PROPERTIES
                     DEPENDS tools_selfplay_other_settings_stopped)
# Runs of other seeds share the directory (one a core): a run that fills its shard seals its own
# and leaves the others' .part files, which --seal finishes once every run has stopped.
hasami_tools_test(selfplay_seals_its_own 0 "^selfplay-000005: 4 of 4 games[^\n]*\nsealed [^\n]*selfplay-000005.games: 4 games\n$"
                  selfplay --dir ${selfplay}/resumed --seed 5 --depth 1 --exact 6 --random 10-20 --games 4)
hasami_tools_test(selfplay_seals_the_rest 0 "^sealed [^\n]*selfplay-000004.games: 1 games\n$"
                  selfplay --dir ${selfplay}/resumed --seal)
set_tests_properties(tools_selfplay_seals_its_own PROPERTIES DEPENDS
                     "tools_selfplay_other_settings;tools_selfplay_resumed_as_whole;tools_selfplay_manifests_agree")
set_tests_properties(tools_selfplay_seals_the_rest PROPERTIES DEPENDS tools_selfplay_seals_its_own)
