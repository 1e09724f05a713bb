#include "protocol_input.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "ai/engine.h"
#include "protocol_line.h"

namespace hasami::cli {

// The thread may still be blocked reading when the session ends (a read cannot be interrupted;
// it ends with the process): it keeps this state alive itself, and stops the engine only while
// the session says it exists.
struct ProtocolInput::Shared {
    std::mutex mutex;
    std::condition_variable ready;
    std::condition_variable room;
    std::deque<std::optional<ProtocolLine>> lines;  // nullopt: the end of input
    ai::Engine* engine = nullptr;                   // null once the session is over
    StopsSearch stopsSearch = nullptr;
    bool ended = false;  // the reader is done with the input

    // A refused line (cut) stops nothing.
    bool stops(const std::optional<ProtocolLine>& line) const {
        return !line || (stopsSearch && !line->cut && stopsSearch(line->text));
    }

    // Waits while kMostWaitingLines wait already, so that input sent faster than it is
    // answered (a flood during a long search) stays in the pipe, not in memory. Once the
    // session is over nothing waits: the lines are dropped.
    void push(std::optional<ProtocolLine> line) {
        {
            std::unique_lock lock(mutex);
            room.wait(lock, [this] { return !engine || lines.size() < kMostWaitingLines; });
            if (engine && stops(line)) engine->stop();
            ended = !line;
            if (engine) lines.push_back(std::move(line));
        }
        ready.notify_all();
    }
};

ProtocolInput::ProtocolInput(std::istream& in, std::size_t mostCharacters, ai::Engine& engine,
                             StopsSearch stopsSearch, bool waitForEnd)
    : shared_(std::make_shared<Shared>()), waitForEnd_(waitForEnd) {
    shared_->engine = &engine;
    shared_->stopsSearch = stopsSearch;
    std::thread([shared = shared_, &in, mostCharacters] {
        LineReader reader(in, mostCharacters);
        for (std::string text; reader.next(text);)
            shared->push(ProtocolLine{text, reader.cut()});
        shared->push(std::nullopt);
    }).detach();
}

ProtocolInput::~ProtocolInput() {
    std::unique_lock lock(shared_->mutex);
    shared_->engine = nullptr;
    shared_->lines.clear();
    shared_->room.notify_all();
    if (waitForEnd_) shared_->ready.wait(lock, [this] { return shared_->ended; });
}

std::optional<ProtocolLine> ProtocolInput::next() {
    std::unique_lock lock(shared_->mutex);
    shared_->ready.wait(lock, [this] { return !shared_->lines.empty(); });
    auto line = std::move(shared_->lines.front());
    shared_->lines.pop_front();
    shared_->room.notify_all();
    return line;
}

std::size_t ProtocolInput::waiting() const {
    std::lock_guard lock(shared_->mutex);
    return shared_->lines.size();
}

std::uint64_t ProtocolInput::stopsBeforeSearch() {
    std::lock_guard lock(shared_->mutex);
    ai::Engine& engine = *shared_->engine;
    const std::uint64_t stops = engine.stopRequests();
    if (std::any_of(shared_->lines.begin(), shared_->lines.end(),
                    [this](const auto& line) { return shared_->stops(line); }))
        engine.stop();
    return stops;
}

}  // namespace hasami::cli
