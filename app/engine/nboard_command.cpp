// The NBoard protocol (Chris Welty's), spoken on standard input and output, so that Hasami's
// engine can play inside NBoard and other GUIs and in engine matches:
//   nboard 2              -> set myname Hasami
//   set depth N           the search depth for go and hint
//   set game (;GM[...];)  the game so far (GGF)
//   move f5[/eval/time]   a move added to the game
//   go                    -> === f5/score/time
//   hint N                -> status ..., search f5 score 0 depth (best first), status
//   ping N                -> pong N (stops a search first)
//   learn                 -> learned
// A line the engine does not understand is answered with "status" and a reason, and changes
// nothing.

#include <condition_variable>
#include <cstdio>
#include <deque>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

#include "ai/engine.h"
#include "arguments.h"
#include "commands.h"
#include "core/game_record.h"
#include "core/ggf.h"
#include "engine_option.h"

namespace hasami::cli {

namespace {

// Reads standard input on its own thread so that "ping" can stop a search at once.
class LineReader {
  public:
    explicit LineReader(std::istream& in, ai::Engine& engine)
        : thread_([this, &in, &engine] {
              std::string line;
              while (std::getline(in, line)) {
                  if (line.rfind("ping", 0) == 0) engine.stop();
                  push(line);
              }
              push(std::nullopt);
          }) {}
    ~LineReader() { thread_.detach(); }  // blocked in getline; ends with the process

    std::optional<std::string> next() {
        std::unique_lock lock(mutex_);
        ready_.wait(lock, [this] { return !lines_.empty(); });
        auto line = lines_.front();
        lines_.pop_front();
        return line;
    }

  private:
    void push(std::optional<std::string> line) {
        {
            std::lock_guard lock(mutex_);
            lines_.push_back(std::move(line));
        }
        ready_.notify_one();
    }

    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<std::optional<std::string>> lines_;
    std::thread thread_;
};

class NBoardSession {
  public:
    NBoardSession(ai::Engine& engine, std::ostream& out) : engine_(engine), out_(out) {}

    // Handles one line; false at "quit".
    bool handle(const std::string& line) {
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command.empty()) return true;
        if (command == "quit") return false;
        if (command == "nboard") {
            send("set myname Hasami");
        } else if (command == "ping") {
            std::string n;
            words >> n;
            send("pong " + n);
        } else if (command == "set") {
            set(words, line);
        } else if (command == "move") {
            std::string text;
            words >> text;
            move(text.substr(0, text.find('/')));
        } else if (command == "go") {
            go();
        } else if (command == "hint") {
            int n = 1;
            words >> n;
            hint(std::max(1, n));
        } else if (command == "learn") {
            send("learned");
        } else {
            send("status unknown command '" + command + "'");
        }
        return true;
    }

  private:
    void send(const std::string& text) { out_ << text << '\n' << std::flush; }

    void set(std::istringstream& words, const std::string& line) {
        std::string what;
        words >> what;
        if (what == "depth") {
            std::string n;
            words >> n;
            if (const auto d = parseInteger(n, 1, 60)) {
                depth_ = int(*d);
            } else {
                send("status bad depth '" + n + "': a whole number from 1 to 60");
            }
        } else if (what == "game") {
            const auto game = parseGgf(line.substr(line.find("game") + 4));
            if (!game) {
                send("status bad game: " + game.error().message());
                return;
            }
            GameRecord record(game->start);
            for (const Move m : game->moves) {
                if (m.isPass() && !record.current().mustPass()) continue;  // already recorded
                record.play(m);
            }
            record_ = record;
        } else if (what == "contempt") {
            // Accepted and ignored: the engine plays for the best score.
        } else {
            send("status unknown setting '" + what + "'");
        }
    }

    void move(const std::string& text) {
        const bool pass = text == "PA" || text == "pa" || text == "pass";
        const auto square = Square::parse(text);
        if (!pass && !square) {
            send("status bad move '" + text + "'");
            return;
        }
        const Move m = pass ? Move::pass() : Move(*square);
        if (pass && record_.length() > 0 && !record_.current().mustPass()) return;  // recorded
        if (!record_.play(m)) send("status illegal move '" + text + "'");
    }

    void go() {
        send("status thinking");
        const ai::Result r = engine_.think(record_.current(), ai::Limits::atDepth(depth_));
        char line[80];
        std::snprintf(line, sizeof line, "=== %s/%d/%.2f",
                      r.best.isPass() ? "PA" : r.best.name().c_str(), r.score, r.seconds);
        send(line);
        send("status");
    }

    // Scores of the best n moves, each searched to the depth (or exactly near the end).
    void hint(int n) {
        send("status analysing");
        const Position p = record_.current();
        std::vector<std::pair<int, Move>> scored;
        bool stopped = false;
        bb::forEachBit(p.legalMoves(), [&](int sq) {
            if (stopped) return;
            const Position child = p.play(Square::fromIndex(sq));
            const ai::Result r = engine_.think(child, ai::Limits::atDepth(std::max(1, depth_ - 1)));
            stopped = r.stopped;
            scored.emplace_back(-r.score, Square::fromIndex(sq));
        });
        std::stable_sort(scored.begin(), scored.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        const bool exact = depth_ >= p.emptyCount();
        for (int i = 0; i < std::min<int>(n, int(scored.size())) && !stopped; ++i) {
            send("search " + scored[i].second.name() + " " + std::to_string(scored[i].first) +
                 " 0 " + (exact ? std::string("100%") : std::to_string(depth_)));
        }
        send("status");
    }

    ai::Engine& engine_;
    std::ostream& out_;
    GameRecord record_;
    int depth_ = 12;
};

int runNBoard(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args =
        Arguments::parse(words, {kHashOption, kEvaluatorOption, kThreadsOption}, {}, error);
    if (!args) return usageError(err, nboardCommand, error);
    const auto engine = engineFromOptions(*args, error);
    if (!engine) return usageError(err, nboardCommand, error);
    NBoardSession session(*engine, out);
    LineReader reader(std::cin, *engine);
    while (const auto line = reader.next()) {
        if (!session.handle(*line)) break;
    }
    return 0;
}

}  // namespace

const Command nboardCommand{"nboard",
                            "nboard [--hash MB] [--evaluator simple|shipped|FILE] [--threads N]",
                            "speak the NBoard protocol on standard input and output", runNBoard};

}  // namespace hasami::cli
