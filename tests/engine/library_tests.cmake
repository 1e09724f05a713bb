# hasami-engine library on tests/data/library (the counts are read by hand in
# tests/library/tst_games_library.cpp). The tests share one database, so they run one at a
# time: a fresh file, the import, then the queries. Included from CMakeLists.txt.

set(library_data ${data}/library)
set(db ${files}/library.db)
add_test(NAME engine_library_fresh COMMAND ${CMAKE_COMMAND} -E rm -f ${db})
set_tests_properties(engine_library_fresh PROPERTIES FIXTURES_SETUP library_fresh)
hasami_engine_test(library_import 0 "^imported 5 games, 0 already in the library\n$"
                   library import --db ${db} ${library_data}/games.pgn)
set_tests_properties(engine_library_import PROPERTIES FIXTURES_REQUIRED library_fresh
                     FIXTURES_SETUP library_db)

# hasami_library_test(NAME STATUS REGEX ARGS...): a test of the imported database.
function(hasami_library_test name status regex)
  hasami_engine_test(${name} ${status} ${regex} ${ARGN})
  set_tests_properties(engine_${name} PROPERTIES FIXTURES_REQUIRED library_db
                  RESOURCE_LOCK library_db)
endfunction()

hasami_library_test(library_import_again 0 "^imported 0 games, 6 already in the library\n$"
                    ARGS library import --db ${db} ${library_data}/games.pgn ${library_data}/tiger.gam)
hasami_library_test(library_explore 0 "^games 4\nc3 2 2 0 0 \\+9.0\nc5 2 0 0 2 -14.0\n$"
                    ARGS library explore --db ${db} --moves f5d6)
hasami_library_test(library_explore_turned 0 "^games 4\nd6 2 0 0 2 -14.0\nf6 2 2 0 0 \\+9.0\n$"
                    ARGS library explore --db ${db} --moves d3c5)
hasami_library_test(library_explore_board 0
                    "^games 5\nf5 3 1 1 1 \\+4.0\nd3 1 1 0 0 \\+2.0\ne6 1 0 0 1 -24.0\n$"
                    ARGS library explore --db ${db} --board ${start})
hasami_library_test(library_find 0
                    "^games 3\n[0-9]+\t2001\tTastet Marc\tPlatt Jared\t\\+16\tTiger\tf5d6c3d3c4\n"
                    ARGS library find --db ${db} --player tastet)
hasami_library_test(library_find_year_opening 0 "^games 1\n[0-9]+\t2002\tPlatt Jared\tShaman Brian\t-4\tPerpendicular\tf5d6c5\n$"
                    ARGS library find --db ${db} --year 2002 --opening perp)

# Bad input: a clear message, exit 2, and the database as it was (KEEP compares it after).
hasami_library_test(library_import_illegal_move 2
                    "illegal.pgn':5: [^\n]*a1.*1 unreadable games: nothing imported\n$"
                    KEEP ${db} ${files}/kept.db
                    ARGS library import --db ${files}/kept.db ${library_data}/illegal.pgn)
hasami_library_test(library_import_missing_file 2 "no-such.pgn': No such file or directory\n$"
                    KEEP ${db} ${files}/kept.db
                    ARGS library import --db ${files}/kept.db ${library_data}/no-such.pgn)
hasami_engine_test(library_import_creates_nothing_on_error 2 "nothing imported\n$"
                   ABSENT "${files}/never.db*"
                   ARGS library import --db ${files}/never.db ${library_data}/illegal.pgn)
hasami_engine_test(library_damaged_database 2 "damaged.db': file is not a database\n$"
                   KEEP ${library_data}/games.pgn ${files}/damaged.db
                   ARGS library import --db ${files}/damaged.db ${library_data}/games.pgn)
hasami_engine_test(library_newer_schema 2
                   "newer.db': the library's schema is version 99, newer than this program's 5"
                   KEEP ${library_data}/newer-schema.db ${files}/newer.db
                   ARGS library import --db ${files}/newer.db ${library_data}/games.pgn)
# The database's path in the system's words, checked before SQLite opens it: SQLite said only
# "unable to open database file" or "disk I/O error", and waited for ever on a FIFO.
hasami_engine_test(library_explore_missing_database 2 "^hasami-engine library: '[^\n]*/missing.db': No such file or directory\n$"
                   ABSENT "${files}/missing.db*"
                   ARGS library explore --db ${files}/missing.db --moves f5)
hasami_engine_test(library_find_directory 2 "^hasami-engine library: '[^\n]*/files': Is a directory\n$"
                   ARGS library find --db ${files})
hasami_engine_test(library_import_into_directory 2 "^hasami-engine library: '[^\n]*/files': is a directory\n$"
                   ARGS library import --db ${files} ${library_data}/games.pgn)
hasami_engine_test(library_import_missing_folder 2 "^hasami-engine library: '[^\n]*/no-such/new.db': No such file or directory\n$"
                   ARGS library import --db ${files}/no-such/new.db ${library_data}/games.pgn)
foreach(action "find" "explore;--moves;f5" "import;${library_data}/games.pgn")
  list(GET action 0 name)
  hasami_engine_test(library_${name}_fifo 2 "^hasami-engine library: '[^\n]*/${name}.fifo': is a FIFO\n$"
                     FIFO ${files}/${name}.fifo ARGS library ${action} --db ${files}/${name}.fifo)
endforeach()

# A last game cut short (a write stopped by a full disk) and a game of tags without moves are
# named and skipped; the games before them are imported.
set(fresh ${files}/cut.db ${files}/tags-only.db)
add_test(NAME engine_library_skipped_fresh COMMAND ${CMAKE_COMMAND} -E rm -f ${fresh})
set_tests_properties(engine_library_skipped_fresh PROPERTIES FIXTURES_SETUP library_skipped_fresh)
hasami_engine_test(library_import_cut_last_game 0
                   "^imported 2 games, 0 already in the library\nhasami-engine library: '[^\n]*/cut.ggf':4: the last game is cut short, the file ends inside it \\(the value is not closed by '\\]' \\('BO' at [0-9]+\\)\\): skipped\n$"
                   ARGS library import --db ${files}/cut.db ${library_data}/cut.ggf)
hasami_engine_test(library_import_tags_only 0
                   "^imported 1 games, 0 already in the library\nhasami-engine library: '[^\n]*/tags-only.pgn':7: the game has tags but no moves: skipped\n$"
                   ARGS library import --db ${files}/tags-only.db ${library_data}/tags-only.pgn)
set_tests_properties(engine_library_import_cut_last_game engine_library_import_tags_only
                     PROPERTIES FIXTURES_REQUIRED library_skipped_fresh)
# An unknown format's message quotes its path, as every other message does.
hasami_engine_test(library_import_unknown_format 2 "^hasami-engine library: '[^\n]*/session.txt': not PGN"
                   ABSENT "${files}/never.db*"
                   ARGS library import --db ${files}/never.db ${data}/gtp/session.txt)
