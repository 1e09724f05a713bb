#include "sqlite.h"

#include <sqlite3.h>

namespace hasami::library::sqlite {

namespace {

[[noreturn]] void fail(sqlite3* db, int code) {
    throw SqliteError(db ? sqlite3_errmsg(db) : sqlite3_errstr(code));
}

}  // namespace

Connection::Connection(const std::string& path, Access access, int busyMilliseconds) {
    const int flags = access == Access::ReadOnly ? SQLITE_OPEN_READONLY
                                                 : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    // A connection a thread: the library's objects are not shared between threads.
    const int code = sqlite3_open_v2(path.c_str(), &db_, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (code != SQLITE_OK) {
        const std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(code);
        sqlite3_close(db_);
        throw SqliteError(message);
    }
    sqlite3_busy_timeout(db_, busyMilliseconds);
    sqlite3_extended_result_codes(db_, 1);
}

Connection::~Connection() {
    sqlite3_close(db_);
}

void Connection::execute(const char* sql) {
    const int code = sqlite3_exec(db_, sql, nullptr, nullptr, nullptr);
    if (code != SQLITE_OK) fail(db_, code);
}

std::int64_t Connection::lastInsertRowId() const {
    return sqlite3_last_insert_rowid(db_);
}

int Connection::changes() const {
    return sqlite3_changes(db_);
}

Statement::Statement(Connection& connection, std::string_view sql) : connection_(connection) {
    check(
        sqlite3_prepare_v2(connection.handle(), sql.data(), int(sql.size()), &statement_, nullptr));
}

Statement::~Statement() {
    sqlite3_finalize(statement_);
}

void Statement::check(int code) const {
    if (code != SQLITE_OK) fail(connection_.handle(), code);
}

void Statement::bind(int index, std::int64_t value) {
    check(sqlite3_bind_int64(statement_, index, value));
}

void Statement::bind(int index, std::string_view text) {
    check(sqlite3_bind_text(statement_, index, text.data(), int(text.size()), SQLITE_TRANSIENT));
}

void Statement::bindBlob(int index, std::span<const std::uint8_t> bytes) {
    // A null pointer would bind NULL rather than an empty blob.
    static constexpr std::uint8_t kNone = 0;
    check(sqlite3_bind_blob(statement_, index, bytes.empty() ? &kNone : bytes.data(),
                            int(bytes.size()), SQLITE_TRANSIENT));
}

bool Statement::step() {
    const int code = sqlite3_step(statement_);
    if (code == SQLITE_ROW) return true;
    if (code == SQLITE_DONE) return false;
    fail(connection_.handle(), code);
}

void Statement::run() {
    step();
    reset();
}

void Statement::reset() {
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(statement_, column);
}

double Statement::real(int column) const {
    return sqlite3_column_double(statement_, column);
}

std::string Statement::text(int column) const {
    const auto* chars = sqlite3_column_text(statement_, column);
    return chars ? std::string(reinterpret_cast<const char*>(chars),
                               std::size_t(sqlite3_column_bytes(statement_, column)))
                 : std::string();
}

std::span<const std::uint8_t> Statement::blob(int column) const {
    const auto* bytes = static_cast<const std::uint8_t*>(sqlite3_column_blob(statement_, column));
    return {bytes, std::size_t(sqlite3_column_bytes(statement_, column))};
}

Transaction::Transaction(Connection& connection) : connection_(connection) {
    connection_.execute("BEGIN IMMEDIATE");
}

Transaction::~Transaction() {
    if (open_) sqlite3_exec(connection_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    connection_.execute("COMMIT");
    open_ = false;
}

}  // namespace hasami::library::sqlite
