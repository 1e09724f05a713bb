#pragma once

// Thin RAII owners of SQLite's C API: a connection, a prepared statement, a transaction. Every
// failure throws SqliteError with SQLite's own message, so that the library's public functions
// catch in one place and return the error as text: nothing half-done escapes, since a
// Transaction that did not commit rolls back when it is destroyed.

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace hasami::library::sqlite {

class SqliteError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

enum class Access { ReadOnly, ReadWriteCreate };

class Connection {
  public:
    // Waits up to `busyMilliseconds` for another connection's lock before failing as "database
    // is locked".
    Connection(const std::string& path, Access access, int busyMilliseconds);
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // Runs statements that return no rows.
    void execute(const char* sql);
    sqlite3* handle() const { return db_; }
    std::int64_t lastInsertRowId() const;
    int changes() const;

  private:
    sqlite3* db_ = nullptr;
};

class Statement {
  public:
    Statement(Connection& connection, std::string_view sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // Parameters count from 1, as in SQL's ?1.
    void bind(int index, std::int64_t value);
    void bind(int index, std::string_view text);
    void bindBlob(int index, std::span<const std::uint8_t> bytes);
    // True while a row is ready; false when done.
    bool step();
    // Runs a statement that returns no rows, then makes it ready to run again.
    void run();
    // Ready to run again with new parameters.
    void reset();

    std::int64_t integer(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    std::span<const std::uint8_t> blob(int column) const;

  private:
    void check(int code) const;

    Connection& connection_;
    sqlite3_stmt* statement_ = nullptr;
};

// BEGIN IMMEDIATE: the write lock is taken at once, so two writers queue on the busy timeout
// instead of one failing when both upgrade from reading (SQLite's deadlock rule).
class Transaction {
  public:
    explicit Transaction(Connection& connection);
    ~Transaction();  // rolls back unless committed
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void commit();

  private:
    Connection& connection_;
    bool open_ = true;
};

}  // namespace hasami::library::sqlite
