// A side of a match played by another program over the NBoard protocol (see nboard_command.cpp
// for Hasami's own end of it): the referee sends the whole game before each move, then
// "ping N" and waits for "pong N" so that nothing older is mistaken for the answer, then "go"
// and waits for "=== MOVE[/eval[/time]]" (Edax writes "=== MOVE EVAL TIME").

#include "core/quote.h"
#include "deadline.h"
#include "match_player.h"
#include "nboard_client.h"

namespace hasami::cli {

namespace {

// The depth of a whole game.
constexpr int kMostDepth = 60;

class NBoardPlayer : public MatchPlayer {
  public:
    NBoardPlayer(std::string command, std::string directory, int depth)
        : command_(std::move(command)), directory_(std::move(directory)), depth_(depth) {}

    std::string name() const override { return engineName_.empty() ? command_ : engineName_; }

    bool newGame(std::string& error) override {
        if (client_.running()) return true;
        if (!client_.start(command_, directory_, error)) return false;
        client_.send("nboard 2");
        // NBoard GUIs always set a depth, and some engines (NTest) move only once one is set:
        // on a clock alone the depth is the most there is, and the clock the limit.
        client_.send("set depth " + std::to_string(depth_ > 0 ? depth_ : kMostDepth));
        return synchronise(Deadline(kEngineStartSeconds), error);
    }

    std::optional<Move> play(const MoveRequest& request, std::string& error) override {
        const Deadline deadline(request.timeout);
        client_.send("set game " + formatGgf(request.game));
        if (!synchronise(deadline, error)) return std::nullopt;
        client_.send("go");
        const auto answer = readUntil(deadline, "move", error, [](const std::string& line) {
            return line.starts_with("===");  // past status, nodestats, search...
        });
        if (!answer) return std::nullopt;
        std::string text = answer->substr(3);
        text.erase(0, text.find_first_not_of(' '));
        text = text.substr(0, text.find_first_of(" /"));
        if (text == "PA" || text == "pa" || text == "pass") return Move::pass();
        if (const auto square = Square::parse(text)) return Move(*square);
        error = "answered " + quoteInput(*answer) + ": not a move";
        return std::nullopt;
    }

    void forfeited() override { client_.stop(); }

    std::deque<std::string> recentExchange() const override { return client_.recent(); }

    void setInterruption(std::function<bool()> interrupted) override {
        client_.setInterruption(std::move(interrupted));
    }

  private:
    // Sends "ping N" and reads up to "pong N".
    bool synchronise(const Deadline& deadline, std::string& error) {
        const std::string pong = "pong " + std::to_string(++pings_);
        client_.send("ping " + std::to_string(pings_));
        return readUntil(deadline, "pong", error,
                         [&](const std::string& line) { return line == pong; })
            .has_value();
    }

    // The first line that `wanted` accepts before the deadline; nullopt and `error` set when
    // the engine ends or says nothing of the kind in time.
    template <typename Wanted>
    std::optional<std::string> readUntil(const Deadline& deadline, const char* awaited,
                                         std::string& error, const Wanted& wanted) {
        while (true) {
            const auto reply = client_.readLine(deadline.left());
            if (reply.kind == NBoardClient::Reply::Kind::Timeout) {
                error = std::string("no ") + awaited + " within " + deadline.text();
                return std::nullopt;
            }
            if (reply.kind == NBoardClient::Reply::Kind::Closed) {
                error = "the engine " + client_.exitReason() + " (awaiting " + awaited + ")";
                return std::nullopt;
            }
            if (reply.kind == NBoardClient::Reply::Kind::Interrupted) {
                error = "interrupted";
                return std::nullopt;
            }
            if (reply.line.starts_with("set myname ")) engineName_ = reply.line.substr(11);
            if (wanted(reply.line)) return reply.line;
        }
    }

    std::string command_;
    std::string directory_;
    int depth_;
    std::string engineName_;  // as it calls itself ("set myname")
    NBoardClient client_;
    int pings_ = 0;
};

}  // namespace

std::unique_ptr<MatchPlayer> nboardPlayer(const std::string& command, const std::string& directory,
                                          int depth) {
    return std::make_unique<NBoardPlayer>(command, directory, depth);
}

}  // namespace hasami::cli
