#pragma once

#include "sqlite.h"

namespace hasami::library {

// The schema's version, kept in SQLite's PRAGMA user_version: 0 is a new, empty file.
inline constexpr int kSchemaVersion = 5;
// The oldest version a read-only connection reads: the migrations since it only add columns
// and tables that reading (explore, find) does not use.
inline constexpr int kOldestReadableVersion = 1;
// The first version whose games have their day (`date`), which reading does without before.
inline constexpr int kDaysVersion = 5;

// The database's version (0 for a new, empty file).
int schemaVersion(sqlite::Connection& connection);

// Brings a writable database up to kSchemaVersion, one migration a version, in one transaction.
// Throws SqliteError for a database of a newer version (this program would misread it) or one
// that is not a Hasami library.
void migrate(sqlite::Connection& connection);
// Throws SqliteError unless the database is of a version from kOldestReadableVersion to
// kSchemaVersion (a read-only connection cannot migrate).
void requireReadableSchema(sqlite::Connection& connection);

}  // namespace hasami::library
