#pragma once

// A protocol's input (NBoard, GTP), read on a thread of its own, so that the end of input and
// the lines that must be answered at once (NBoard's "ping") stop the engine's search at once.

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace hasami::ai {
class Engine;
}

namespace hasami::cli {

struct ProtocolLine {
    std::string text;  // without its end
    bool cut = false;  // the line was longer than the input takes: this is its beginning
};

class ProtocolInput {
  public:
    // The most lines read ahead and not yet taken by next(): the reader waits beyond it.
    static constexpr std::size_t kMostWaitingLines = 1024;

    // Whether a line stops a running search (the end of input always does); null for none.
    using StopsSearch = bool (*)(const std::string& line);

    // Lines longer than `mostCharacters` are cut to it (the rest is read and dropped), so that
    // an input without line ends cannot fill the memory. `waitForEnd`: the session that ends
    // before the input (a "quit") waits for the reader to reach the end, so that `in` may go
    // with the session; for a finite input only.
    ProtocolInput(std::istream& in, std::size_t mostCharacters, ai::Engine& engine,
                  StopsSearch stopsSearch, bool waitForEnd);
    ~ProtocolInput();
    ProtocolInput(const ProtocolInput&) = delete;
    ProtocolInput& operator=(const ProtocolInput&) = delete;

    // The next line; nullopt at the end of input.
    std::optional<ProtocolLine> next();
    // How many lines (and the end of input) were read and wait for next().
    std::size_t waiting() const;

    // The engine's stop requests so far, for a search about to start: a line that stops
    // searches and is already waiting (a "ping" right after "go", the end of input) stops it
    // too.
    std::uint64_t stopsBeforeSearch();

  private:
    struct Shared;
    std::shared_ptr<Shared> shared_;
    bool waitForEnd_;
};

}  // namespace hasami::cli
