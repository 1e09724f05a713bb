#include "nboard_client.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <thread>
#include <vector>

#include "core/quote.h"

namespace hasami::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kRecentLines = 12;
constexpr std::size_t kRecentWidth = 200;  // a whole GGF game is cut to this in a report
constexpr double kQuitSeconds = 0.5;       // how long a quitting engine may take to end
constexpr int kInterruptionCheckMs = 50;   // how often readLine asks whether to stop waiting

double secondsSince(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

void closeFile(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

// The words of a command line: blanks separate them, '...' and "..." group them; nullopt for
// a quote left open.
std::optional<std::vector<std::string>> splitCommand(const std::string& command) {
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (const char c : command) {
        if (quote) {
            if (c == quote) {
                quote = 0;
            } else {
                word += c;
            }
        } else if (c == '\'' || c == '"') {
            quote = c;
            inWord = true;
        } else if (c == ' ' || c == '\t') {
            if (inWord) words.push_back(word);
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (quote) return std::nullopt;
    if (inWord) words.push_back(word);
    return words;
}

}  // namespace

Result<void> NBoardClient::start(const std::string& command, const std::string& directory) {
    stop();
    recent_.clear();
    const auto words = splitCommand(command);
    if (!words || words->empty()) {
        return Error{"cannot run " + quoteInput(command) + ": " +
                     (words ? "no program" : "a quote is not closed")};
    }
    struct stat info {};
    if (!directory.empty() && (::stat(directory.c_str(), &info) != 0 || !S_ISDIR(info.st_mode))) {
        return Error{quoteInput(directory) + " is not a directory"};
    }
    // A write to an engine that has exited must fail with EPIPE, not end the referee.
    std::signal(SIGPIPE, SIG_IGN);

    std::vector<char*> argv;
    for (const std::string& w : *words)
        argv.push_back(const_cast<char*>(w.c_str()));
    argv.push_back(nullptr);
    // Close-on-exec everywhere, so that the second engine does not inherit the first's pipes;
    // `failure` reports the errno of a failed exec (it closes unread when exec succeeds).
    int input[2], output[2], failure[2];
    if (::pipe2(input, O_CLOEXEC) != 0) return Error{std::string("pipe: ") + std::strerror(errno)};
    if (::pipe2(output, O_CLOEXEC) != 0 || ::pipe2(failure, O_CLOEXEC) != 0) {
        const Error error{std::string("pipe: ") + std::strerror(errno)};
        ::close(input[0]);
        ::close(input[1]);
        return error;
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(input[0], STDIN_FILENO);
        ::dup2(output[1], STDOUT_FILENO);
        if (directory.empty() || ::chdir(directory.c_str()) == 0) ::execvp(argv[0], argv.data());
        const int reason = errno;
        [[maybe_unused]] const auto written = ::write(failure[1], &reason, sizeof reason);
        ::_exit(127);
    }
    ::close(input[0]);
    ::close(output[1]);
    ::close(failure[1]);
    if (pid < 0) {
        const Error error{std::string("fork: ") + std::strerror(errno)};
        ::close(input[1]);
        ::close(output[0]);
        ::close(failure[0]);
        return error;
    }
    int reason = 0;
    ssize_t got;
    do {
        got = ::read(failure[0], &reason, sizeof reason);
    } while (got < 0 && errno == EINTR);
    ::close(failure[0]);
    pid_ = pid;
    toEngine_ = input[1];
    fromEngine_ = output[0];
    if (got == ssize_t(sizeof reason)) {
        stop();
        return Error{"cannot run " + quoteInput(command) + ": " + std::strerror(reason)};
    }
    return {};
}

void NBoardClient::remember(const std::string& line) {
    // Escaped: the lines are printed, and an engine's bytes must not drive the terminal.
    recent_.push_back(escapeInput(line.substr(0, kRecentWidth)) +
                      (line.size() > kRecentWidth ? "..." : ""));
    if (recent_.size() > kRecentLines) recent_.pop_front();
}

bool NBoardClient::send(const std::string& line) {
    if (toEngine_ < 0) return false;
    remember("> " + line);
    const std::string text = line + '\n';
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(toEngine_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

NBoardClient::Reply NBoardClient::readLine(double seconds) {
    const auto deadline = Clock::now() + std::chrono::duration<double>(seconds);
    while (true) {
        if (const auto end = buffer_.find('\n'); end != std::string::npos) {
            std::string line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            remember("< " + line);
            return {Reply::Kind::Line, line};
        }
        if (fromEngine_ < 0) return {Reply::Kind::Closed, {}};
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return {Reply::Kind::Timeout, {}};
        if (interrupted_ && interrupted_()) return {Reply::Kind::Interrupted, {}};
        pollfd ready{fromEngine_, POLLIN, 0};
        const long long wait = interrupted_ ? kInterruptionCheckMs : 1 << 30;
        const int polled = ::poll(&ready, 1, int(std::min<long long>(left.count(), wait)));
        if (polled < 0 && errno == EINTR) continue;
        if (polled == 0) continue;  // the deadline and the interruption are checked above
        char chunk[4096];
        const ssize_t n = ::read(fromEngine_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            closeFile(fromEngine_);
            return {Reply::Kind::Closed, {}};
        }
        buffer_.append(chunk, std::size_t(n));
    }
}

bool NBoardClient::reap(double seconds) {
    if (status_) return true;
    if (pid_ <= 0) return false;
    const auto started = Clock::now();
    while (true) {
        int status = 0;
        const pid_t done = ::waitpid(pid_, &status, WNOHANG);
        if (done == pid_ || (done < 0 && errno != EINTR)) {
            status_ = done == pid_ ? status : 0;
            return true;
        }
        if (secondsSince(started) >= seconds) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

std::string NBoardClient::exitReason() {
    if (!reap(1.0)) return "closed its output";
    if (WIFSIGNALED(*status_)) {
        const char* name = ::strsignal(WTERMSIG(*status_));
        return "killed by signal " + std::to_string(WTERMSIG(*status_)) +
               (name ? std::string(" (") + name + ")" : std::string());
    }
    return "exited with status " + std::to_string(WEXITSTATUS(*status_));
}

void NBoardClient::closeFiles() {
    closeFile(toEngine_);
    closeFile(fromEngine_);
    buffer_.clear();
}

void NBoardClient::stop() {
    if (pid_ <= 0) return;
    if (!status_) {
        send("quit");
        closeFile(toEngine_);  // an engine that waits for input sees the end of it
        if (!reap(kQuitSeconds)) {
            ::kill(pid_, SIGKILL);
            int status = 0;
            while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
            }
        }
    }
    closeFiles();
    pid_ = -1;
    status_.reset();
}

}  // namespace hasami::cli
