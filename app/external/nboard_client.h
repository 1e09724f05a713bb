#pragma once

// The referee's end of a pipe to another program: starts an engine, writes lines to its
// standard input, reads lines from its standard output within a time limit, and ends it.
// POSIX (fork, pipes, poll: nboard_client.cpp); on Windows it refuses to start a program
// (nboard_client_windows.cpp).

#include <sys/types.h>
#include <deque>
#include <functional>
#include <optional>
#include <string>

#include "core/result.h"

namespace hasami::cli {

class NBoardClient {
  public:
    NBoardClient() = default;
    ~NBoardClient() { stop(); }
    NBoardClient(const NBoardClient&) = delete;
    NBoardClient& operator=(const NBoardClient&) = delete;

    // Runs `command` (words split at blanks, '...' and "..." quote; no shell) in `directory`
    // (the current one if empty). The error when the program cannot be run.
    Result<void> start(const std::string& command, const std::string& directory);
    bool running() const { return pid_ > 0 && !status_; }

    // Writes one line; false when the engine no longer reads (it has exited).
    bool send(const std::string& line);

    struct Reply {
        enum class Kind { Line, Timeout, Closed, Interrupted } kind;
        std::string line;  // without the end of line
    };
    // The next line within `seconds`, or Interrupted as soon as the interruption check says so.
    Reply readLine(double seconds);

    // Called while readLine waits, a few times a second, on the reading thread: true ends the
    // wait. The window's worker thread uses it to drop a move no longer wanted at once.
    void setInterruption(std::function<bool()> interrupted) {
        interrupted_ = std::move(interrupted);
    }

    // How the engine ended, once its output is closed: "exited with status 1", "killed by
    // signal 11" (waits a moment for the process to finish).
    std::string exitReason();

    // Asks the engine to quit, kills it if it has not within a moment, and reaps it.
    void stop();

    // The last lines exchanged, "> " before those sent and "< " before those received: what a
    // report of a fault shows.
    const std::deque<std::string>& recent() const { return recent_; }

  private:
    void remember(const std::string& line);
    // Waits up to `seconds` for the process to end; true (and status_ set) when it has.
    bool reap(double seconds);
    void closeFiles();

    pid_t pid_ = -1;
    int toEngine_ = -1;
    int fromEngine_ = -1;
    std::string buffer_;  // received, not yet a whole line
    std::optional<int> status_;
    std::deque<std::string> recent_;
    std::function<bool()> interrupted_;
};

}  // namespace hasami::cli
