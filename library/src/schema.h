#pragma once

#include "sqlite.h"

namespace hasami::library {

// The schema's version, kept in SQLite's PRAGMA user_version: 0 is a new, empty file.
inline constexpr int kSchemaVersion = 4;
// The oldest version a read-only connection reads: the migrations since it only add columns
// and tables that reading (explore, find) does not use.
inline constexpr int kOldestReadableVersion = 1;

// Brings a writable database up to kSchemaVersion, one migration a version, in one transaction.
// Throws SqliteError for a database of a newer version (this program would misread it) or one
// that is not a Hasami library.
void migrate(sqlite::Connection& connection);
// Throws SqliteError unless the database is of a version from kOldestReadableVersion to
// kSchemaVersion (a read-only connection cannot migrate).
void requireReadableSchema(sqlite::Connection& connection);

}  // namespace hasami::library
