# What the programs write never destroys what was there (docs/reliability.md): a device, a FIFO
# or a directory at an output's path is refused, a file is replaced only by a whole new one,
# and a write that fails says why and exits 1. Included from CMakeLists.txt.

set(files ${CMAKE_CURRENT_BINARY_DIR}/files)
file(MAKE_DIRECTORY ${files})
set(book_run ${data}/archives/good.pgn --plies 4 --min-games 1 --depth 2)
set(old ${data}/archives/good.gam)  # what an output held before: it must be there after

# book build: devices, FIFOs, directories and input archives are refused before any search,
# with nothing left beside them.
hasami_tools_test(book_build_onto_fifo 2 "^hasami-tools book: --out: '[^\n]*/fifo.book': is a FIFO\n$"
                  FIFO ${files}/fifo.book ABSENT "${files}/fifo.book.*"
                  ARGS book build ${book_run} --out ${files}/fifo.book)
hasami_tools_test(book_build_onto_device 2 "^hasami-tools book: --out: '/dev/full': is a device\n$"
                  ABSENT "/dev/full.*" ARGS book build ${book_run} --out /dev/full)
hasami_tools_test(book_build_onto_directory 2 "^hasami-tools book: --out: '[^\n]*/files': is a directory\n$"
                  ABSENT "${files}.*" ARGS book build ${book_run} --out ${files})
hasami_tools_test(book_build_onto_archive 2 "^hasami-tools book: --out '[^\n]*/archive.pgn' is the same file as ARCHIVE '[^\n]*/archive.pgn': give another --out\n$"
                  KEEP ${data}/archives/good.pgn ${files}/archive.pgn
                  ARGS book build ${files}/archive.pgn --out ${files}/archive.pgn --plies 4 --min-games 1 --depth 2)

# No output is an input or another output, whatever names it (a hard or a symbolic link too):
# refused before any work, every input as it was (docs/reliability.md).
set(same "is the same file as")
hasami_tools_test(ratings_onto_archive 2 "^hasami-tools ratings: --out '[^\n]*/ratings-in.pgn' ${same} ARCHIVE '[^\n]*/ratings-in.pgn': give another --out\n$"
                  KEEP ${data}/archives/tournament.pgn ${files}/ratings-in.pgn
                  ARGS ratings ${files}/ratings-in.pgn --out ${files}/ratings-in.pgn)
hasami_tools_test(train_onto_archive 2 "^hasami-tools train: --out '[^\n]*/train-in.ggf' ${same} ARCHIVE '[^\n]*/train-in.ggf': give another --out\n$"
                  KEEP ${data}/archives/good.ggf ${files}/train-in.ggf
                  ARGS train ${files}/train-in.ggf --out ${files}/train-in.ggf --iterations 2)
hasami_tools_test(train_onto_hard_link 2 "^hasami-tools train: --out '[^\n]*/hard-link.ggf' ${same} ARCHIVE '[^\n]*/linked.ggf'"
                  KEEP ${data}/archives/good.ggf ${files}/linked.ggf LINK ${files}/linked.ggf ${files}/hard-link.ggf
                  ARGS train ${files}/linked.ggf --out ${files}/hard-link.ggf --iterations 2)
hasami_tools_test(train_onto_symbolic_link 2 "^hasami-tools train: --out '[^\n]*/symbolic-link.ggf' ${same} ARCHIVE '[^\n]*/symlinked.ggf'"
                  KEEP ${data}/archives/good.ggf ${files}/symlinked.ggf
                  SYMLINK ${files}/symlinked.ggf ${files}/symbolic-link.ggf
                  ARGS train ${files}/symlinked.ggf --out ${files}/symbolic-link.ggf --iterations 2)
hasami_tools_test(train_save_dataset_onto_archive 2 "^hasami-tools train: --save-dataset '[^\n]*/saved-in.ggf' ${same} ARCHIVE '[^\n]*/saved-in.ggf': give another --save-dataset\n$"
                  KEEP ${data}/archives/good.ggf ${files}/saved-in.ggf ABSENT "${files}/never.weights"
                  ARGS train ${files}/saved-in.ggf --out ${files}/never.weights
                       --save-dataset ${files}/saved-in.ggf --iterations 2)
# Two outputs, neither there yet: one would replace the other.
hasami_tools_test(train_out_is_save_dataset 2 "^hasami-tools train: --out '[^\n]*/both.out' ${same} --save-dataset '[^\n]*/both.out': give another --out\n$"
                  ABSENT "${files}/both.out*"
                  ARGS train ${data}/archives/good.ggf --out ${files}/both.out
                       --save-dataset ${files}/./both.out --iterations 2)
hasami_tools_test(train_onto_dataset 2 "^hasami-tools train: --out '[^\n]*/train-in.dataset' ${same} --dataset '[^\n]*/train-in.dataset': give another --out\n$"
                  KEEP ${CMAKE_CURRENT_BINARY_DIR}/labels/small.dataset ${files}/train-in.dataset
                  ARGS train --dataset ${files}/train-in.dataset --out ${files}/train-in.dataset)
hasami_tools_test(train_onto_labels 2 "^hasami-tools train: --out '[^\n]*/train-in.labels' ${same} --labels '[^\n]*/train-in.labels': give another --out\n$"
                  KEEP ${CMAKE_CURRENT_BINARY_DIR}/labels/whole.labels ${files}/train-in.labels
                  ARGS train --labels ${files}/train-in.labels --out ${files}/train-in.labels)
set_tests_properties(tools_train_onto_dataset PROPERTIES FIXTURES_REQUIRED small_dataset)
set_tests_properties(tools_train_onto_labels PROPERTIES FIXTURES_REQUIRED whole_labels)
hasami_tools_test(human_train_onto_archive 2 "^hasami-tools human-train: --out '[^\n]*/human-in.pgn' ${same} ARCHIVE '[^\n]*/human-in.pgn': give another --out\n$"
                  KEEP ${data}/archives/tournament.pgn ${files}/human-in.pgn
                  ARGS human-train ${files}/human-in.pgn --ratings ${files}/never.ratings
                       --out ${files}/human-in.pgn)
hasami_tools_test(human_train_onto_ratings 2 "^hasami-tools human-train: --out '[^\n]*/human-in.ratings' ${same} --ratings '[^\n]*/human-in.ratings': give another --out\n$"
                  KEEP ${data}/archives/good.gam ${files}/human-in.ratings
                  ARGS human-train ${data}/archives/tournament.pgn --ratings ${files}/human-in.ratings
                       --out ${files}/human-in.ratings)
hasami_tools_test(match_ggf_onto_openings 2 "^hasami-tools match: --openings '[^\n]*/match.openings' ${same} --ggf '[^\n]*/match.openings': give another --openings\n$"
                  ABSENT "${files}/match.openings"
                  ARGS match --games 2 --depth 1 --openings ${files}/match.openings --ggf ${files}/match.openings)
# Outputs are checked before any work: human-train's fit takes minutes.
hasami_tools_test(human_train_onto_device 2 "^hasami-tools human-train: --out: '/dev/full': is a device\n$"
                  human-train ${data}/games/wthor-300.pgn --ratings ${files}/never.ratings --out /dev/full)
hasami_tools_test(human_train_onto_directory 2 "^hasami-tools human-train: --out: '[^\n]*/files': is a directory\n$"
                  human-train ${data}/games/wthor-300.pgn --ratings ${files}/never.ratings --out ${files})
# A full disk: the progress file's first search that cannot be written stops the build, with
# the reason; no temporary file is left.
# A disk full from the start: not even the progress file's header is written, and no empty
# progress file is left.
hasami_tools_test(book_build_disk_full_at_once 1 "\nhasami-tools book: '[^\n]*/at-once.book.progress': File too large\n$"
                  FSIZE 1 ABSENT "${files}/at-once.book*"
                  ARGS book build ${book_run} --out ${files}/at-once.book)
hasami_tools_test(book_build_disk_full 1 "\nhasami-tools book: '[^\n]*/full.book.progress': File too large\n$"
                  FSIZE 200 ABSENT "${files}/full.book.tmp*"
                  ARGS book build ${book_run} --out ${files}/full.book)

# train: a full disk leaves the old weights and dataset as they were.
hasami_tools_test(train_out_disk_full 1 "hasami-tools train: '[^\n]*/old.weights': File too large\n$"
                  FSIZE 2000 KEEP ${old} ${files}/old.weights ABSENT "${files}/old.weights.tmp*"
                  ARGS train ${data}/archives/good.ggf --out ${files}/old.weights --iterations 2)
hasami_tools_test(train_save_dataset_disk_full 1 "hasami-tools train: '[^\n]*/old.dataset': File too large\n$"
                  FSIZE 2000 KEEP ${old} ${files}/old.dataset ABSENT "${files}/old.dataset.tmp*"
                  ARGS train ${data}/games/wthor-300.pgn --max-games 5 --save-dataset
                       ${files}/old.dataset --out ${files}/never.weights --iterations 2)
hasami_tools_test(train_onto_device 2 "^hasami-tools train: --out: '/dev/full': is a device\n$"
                  ARGS train ${data}/archives/good.ggf --out /dev/full)
# No usable game (every result out of range): no weights of zeros, which would score every
# position 0.
hasami_tools_test(train_no_usable_game 1 "2 games skipped.*hasami-tools train: no position to train on: nothing written\n$"
                  ABSENT "${files}/zeros.weights*"
                  ARGS train ${data}/archives/results-out-of-range.ggf --out ${files}/zeros.weights)

# match --ggf on a full disk: the match stops, says why, and fails.
hasami_tools_test(match_ggf_disk_full 1 "hasami-tools match: --ggf: '[^\n]*/full.ggf': File too large: the match stopped"
                  FSIZE 100 ARGS match --games 2 --depth 1 --hash 1 --ggf ${files}/full.ggf)
# A game that does not fit is taken back whole: the file holds what it held (before, the bytes
# that fitted stayed, a last game cut short that refused the whole file to its readers).
file(SIZE ${old} old_size)
math(EXPR room "${old_size} + 100")
hasami_tools_test(match_ggf_disk_full_keeps_file 1 "hasami-tools match: --ggf: '[^\n]*/appended.ggf': File too large: the match stopped"
                  FSIZE ${room} KEEP ${old} ${files}/appended.ggf
                  ARGS match --games 2 --depth 1 --hash 1 --ggf ${files}/appended.ggf)

# label: a FIFO is refused (it was read for ever), and a second run on one --out is refused
# while the first holds the lock (flock(1) holds it here).
set(dataset ${CMAKE_CURRENT_BINARY_DIR}/labels/small.dataset)
hasami_tools_test(label_onto_fifo 2 "^hasami-tools label: --out: '[^\n]*/fifo.labels': is a FIFO\n$"
                  FIFO ${files}/fifo.labels
                  ARGS label --dataset ${dataset} --search-depth 1 --out ${files}/fifo.labels)
find_program(FLOCK flock)
if(FLOCK)
  add_test(NAME tools_label_locked
           COMMAND ${CMAKE_COMMAND} -DEXPECT_STATUS=2
                   "-DEXPECT_OUTPUT=^hasami-tools label: '[^\n]*/locked.labels.lock': another run is writing '[^\n]*/locked.labels': wait for it to end\n$"
                   "-DCOMMAND=${FLOCK};${files}/locked.labels.lock;$<TARGET_FILE:hasami-tools>;label;--dataset;${dataset};--search-depth;1;--out;${files}/locked.labels"
                   -DABSENT=${files}/locked.labels -P ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
  set_tests_properties(tools_label_locked PROPERTIES LABELS tools)
endif()
foreach(test label_onto_fifo label_locked)
  set_tests_properties(tools_${test} PROPERTIES FIXTURES_REQUIRED small_dataset)
endforeach()

# book build --resume takes only searches made with its settings: another depth, or a score no
# game can have, is refused (the searches were reused as they were).
set(small_progress ${CMAKE_CURRENT_BINARY_DIR}/small.book.progress)
hasami_tools_test(book_resume_other_depth 2 "^[^\n]*good.pgn: 3 games\n[^\n]*\nhasami-tools book: '[^\n]*/other.book.progress': made with other settings \\('depth 2, exact from 0 empties[^)]*\\); this build's: depth 3, [^\n]*: give the same settings, or leave out --resume to start afresh\n$"
                  KEEP ${small_progress} ${files}/other.book.progress ABSENT "${files}/other.book"
                  ARGS book build ${data}/archives/good.pgn --plies 4 --min-games 1 --depth 3
                       --out ${files}/other.book --resume)
set_tests_properties(tools_book_resume_other_depth PROPERTIES FIXTURES_REQUIRED small_book)
hasami_tools_test(book_resume_impossible_score 2 "hasami-tools book: '[^\n]*/score.book.progress': line 3 is not a search of these settings: give the same settings"
                  KEEP ${data}/book/impossible-score.progress ${files}/score.book.progress
                  ABSENT "${files}/score.book"
                  ARGS book build ${book_run} --evaluator simple --out ${files}/score.book --resume)
# Every search starts afresh: an interrupted build, resumed, gives the same book (with the
# table kept from search to search, these settings gave another book from the 30th search on).
add_test(NAME tools_book_resumed_as_whole
         COMMAND ${CMAKE_COMMAND} -DTOOLS=$<TARGET_FILE:hasami-tools> -DDIR=${files} -DKEPT=31
                 "-DARGS=${data}/games/wthor-300.pgn;--plies;10;--min-games;5;--depth;8"
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/resumed_book.cmake)
set_tests_properties(tools_book_resumed_as_whole PROPERTIES LABELS tools)
# A ladder appends each game as it ends: stopped after 3 of its 6 games and resumed with its
# --ggf as --with, it plays the other 3 as the unstopped ladder does: of level 1 against the
# human-like 1200, whose first game it had, only the second.
add_test(NAME tools_ladder_resumed_as_whole
         COMMAND ${CMAKE_COMMAND} -DTOOLS=$<TARGET_FILE:hasami-tools> -DDIR=${files} -DKEPT=3
                 "-DARGS=--levels;1-2;--humans;1200-1200;--openings;1"
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/resumed_ladder.cmake)
set_tests_properties(tools_ladder_resumed_as_whole PROPERTIES LABELS tools)
# A --ggf that cannot be written is refused before any game; a full disk stops the ladder.
hasami_tools_test(ladder_ggf_disk_full 1 "^hasami-tools ladder: --ggf: '[^\n]*/full-ladder.ggf': File too large: the ladder stopped\n$"
                  FSIZE 100 ARGS ladder --levels 1-2 --humans none --openings 1 --ggf ${files}/full-ladder.ggf)
hasami_tools_test(ladder_ggf_onto_directory 2 "^hasami-tools ladder: --ggf: '[^\n]*/files': is a directory\n$"
                  ARGS ladder --levels 1-2 --humans none --ggf ${files})

# Files read: only regular ones. A FIFO was opened and waited on for ever (TIMEOUT ends such a
# run), a device read until the bound.
hasami_tools_test(match_openings_fifo 2 "^hasami-tools match: --openings: '[^\n]*/openings.fifo': is a FIFO\n$"
                  FIFO ${files}/openings.fifo ARGS match --openings ${files}/openings.fifo)
hasami_tools_test(ladder_with_fifo 2 "^hasami-tools ladder: '[^\n]*/earlier.fifo': is a FIFO\n$"
                  FIFO ${files}/earlier.fifo
                  ARGS ladder --levels 1-1 --humans 1200-1200 --with ${files}/earlier.fifo)
hasami_engine_test(solve_fifo 2 "^hasami-engine solve: '[^\n]*/positions.fifo': is a FIFO\n$"
                   FIFO ${files}/positions.fifo ARGS solve ${files}/positions.fifo)
# A last game cut short (a ladder stopped while it wrote) is said and left out; the games before
# it count: both pairs of levels-only.ggf's, none to play.
hasami_tools_test(ladder_with_cut_last_game 0 "every pair: 2 games.*2 of them read.*\nhasami-tools ladder: '[^\n]*/cut.ggf':3: the last game is cut short, the file ends inside it \\(the value is not closed by '\\]'\\): skipped\n$"
                  ladder --levels 1-2 --humans none --openings 1 --with ${data}/ladder/cut.ggf)
