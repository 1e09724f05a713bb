// A side of a match played by another program over the NBoard protocol (see nboard_command.cpp
// for Hasami's own end of it): the referee sends the whole game before each move, then
// "ping N" and waits for "pong N" so that nothing older is mistaken for the answer, then "go"
// and waits for "=== MOVE[/eval[/time]]" (Edax writes "=== MOVE EVAL TIME"). Hints are
// asked with "hint N" and come as "search PV EVAL 0 DEPTH" or "book PV EVAL GAMES DEPTH" lines
// until a bare "status" (NTest and Hasami send "status Analysing" first).

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "core/quote.h"
#include "deadline.h"
#include "exchanged_clocks.h"
#include "match_player.h"
#include "nboard_client.h"

namespace hasami::cli {

namespace {

// The depth of a whole game.
constexpr int kMostDepth = 60;

class NBoardPlayer : public MatchPlayer {
  public:
    NBoardPlayer(std::string command, std::string directory, int depth, ClockReading clock)
        : command_(std::move(command)),
          directory_(std::move(directory)),
          depth_(depth),
          clock_(clock) {}

    std::string name() const override { return engineName_.empty() ? command_ : engineName_; }

    Result<void> newGame() override {
        if (client_.running()) return {};
        if (auto started = client_.start(command_, directory_); !started) return started;
        client_.send("nboard 2");
        // NBoard GUIs always set a depth, and some engines (NTest) move only once one is set:
        // on a clock alone the depth is the most there is, and the clock the limit.
        client_.send("set depth " + std::to_string(depth_ > 0 ? depth_ : kMostDepth));
        return synchronise(Deadline(kEngineStartSeconds));
    }

    Result<Move> play(const MoveRequest& request) override {
        const Deadline deadline(request.timeout);
        client_.send("set game " + formatGgf(clock_ == ClockReading::Opponents
                                                 ? withClocksExchanged(request.game)
                                                 : request.game));
        if (auto synchronised = synchronise(deadline); !synchronised) return synchronised.error();
        client_.send("go");
        const auto answer = readUntil(deadline, "move", [](const std::string& line) {
            return line.starts_with("===");  // past status, nodestats, search...
        });
        if (!answer) return answer.error();
        std::string text = answer->substr(3);
        text.erase(0, text.find_first_not_of(' '));
        text = text.substr(0, text.find_first_of(" /"));
        if (text == "PA" || text == "pa" || text == "pass") return Move::pass();
        if (const auto square = Square::parse(text)) return Move(*square);
        return Error{"answered " + quoteInput(*answer) + ": not a move"};
    }

    Result<std::vector<Hint>> hints(const GgfGame& game, int count, int depth,
                                    double timeout) override {
        const Deadline deadline(timeout);
        client_.send("set depth " + std::to_string(depth));
        client_.send("set game " + formatGgf(game));
        if (auto synchronised = synchronise(deadline); !synchronised) return synchronised.error();
        client_.send("hint " + std::to_string(count));
        std::vector<Hint> hints;
        while (true) {
            // An engine may score a move again as it searches deeper: the last score stands.
            const auto line = readUntil(deadline, "hints", [](const std::string& l) {
                return l.starts_with("search ") || l.starts_with("book ") || isBareStatus(l);
            });
            if (!line) return line.error();
            if (isBareStatus(*line)) break;
            const auto hint = parseHint(*line);
            if (!hint) return Error{"answered " + quoteInput(*line) + ": not a hint"};
            const auto same = std::find_if(hints.begin(), hints.end(),
                                           [&](const Hint& h) { return h.move == hint->move; });
            if (same == hints.end()) {
                hints.push_back(*hint);
            } else {
                *same = *hint;
            }
        }
        std::stable_sort(hints.begin(), hints.end(),
                         [](const Hint& a, const Hint& b) { return a.score > b.score; });
        return hints;
    }

    SearchWork work() const override { return work_; }

    void forfeited() override { client_.stop(); }

    std::deque<std::string> recentExchange() const override { return client_.recent(); }

    void setInterruption(std::function<bool()> interrupted) override {
        client_.setInterruption(std::move(interrupted));
    }

  private:
    // The end of the hints: "status" with no text.
    static bool isBareStatus(const std::string& line) {
        return line.starts_with("status") && line.find_first_not_of(" \t", 6) == std::string::npos;
    }

    // "search f5d6 -2.5 0 12" or "book f5 0 120 24"; the eval may be the protocol's pair
    // "(draw to black,draw to white)", of which the first is taken.
    static std::optional<Hint> parseHint(const std::string& line) {
        std::istringstream words(line);
        std::string kind, pv, eval, games, depth;
        if (!(words >> kind >> pv >> eval)) return std::nullopt;
        words >> games >> depth;
        Hint hint;
        hint.book = kind == "book";
        hint.depth = depth;
        const std::string first = pv.substr(0, 2);
        if (first == "PA" || first == "pa") {
            hint.move = Move::pass();
        } else if (const auto square = Square::parse(first)) {
            hint.move = Move(*square);
        } else {
            return std::nullopt;
        }
        if (eval.starts_with('(')) eval.erase(0, 1);
        char* end = nullptr;
        hint.score = std::strtod(eval.c_str(), &end);
        if (end == eval.c_str()) return std::nullopt;
        return hint;
    }

    // "nodestats NODES SECONDS" (after a move's "===", so read on the way to the next
    // answer); a line that is not one is left out.
    void countWork(const std::string& line) {
        std::istringstream words(line.substr(10));
        long long nodes = 0;  // signed: an unsigned read would take "-5" for 2^64 - 5
        double seconds = 0;
        if (!(words >> nodes >> seconds) || nodes < 0 || !(seconds >= 0)) return;
        work_ += {std::uint64_t(nodes), seconds};
    }

    // Sends "ping N" and reads up to "pong N".
    Result<void> synchronise(const Deadline& deadline) {
        const std::string pong = "pong " + std::to_string(++pings_);
        client_.send("ping " + std::to_string(pings_));
        const auto answer =
            readUntil(deadline, "pong", [&](const std::string& line) { return line == pong; });
        if (!answer) return answer.error();
        return {};
    }

    // The first line that `wanted` accepts before the deadline; the error when the engine ends
    // or says nothing of the kind in time.
    template <typename Wanted>
    Result<std::string> readUntil(const Deadline& deadline, const char* awaited,
                                  const Wanted& wanted) {
        while (true) {
            const auto reply = client_.readLine(deadline.left());
            if (reply.kind == NBoardClient::Reply::Kind::Timeout) {
                return Error{std::string("no ") + awaited + " within " + deadline.text()};
            }
            if (reply.kind == NBoardClient::Reply::Kind::Closed) {
                return Error{"the engine " + client_.exitReason() + " (awaiting " + awaited + ")"};
            }
            if (reply.kind == NBoardClient::Reply::Kind::Interrupted) return Error{"interrupted"};
            if (reply.line.starts_with("set myname ")) engineName_ = reply.line.substr(11);
            if (reply.line.starts_with("nodestats ")) countWork(reply.line);
            if (wanted(reply.line)) return reply.line;
        }
    }

    std::string command_;
    std::string directory_;
    int depth_;
    ClockReading clock_;
    std::string engineName_;  // as it calls itself ("set myname")
    NBoardClient client_;
    int pings_ = 0;
    SearchWork work_;
};

}  // namespace

std::unique_ptr<MatchPlayer> nboardPlayer(const std::string& command, const std::string& directory,
                                          int depth, ClockReading clock) {
    return std::make_unique<NBoardPlayer>(command, directory, depth, clock);
}

}  // namespace hasami::cli
