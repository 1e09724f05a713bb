// A side of a match played by another program over GTP (see gtp_session.h for Hasami's own end
// of it). Each request carries a rising id and only the answer with that id is taken, so that
// nothing older is mistaken for it. Before each genmove the engine is sent the moves of the
// game it has not seen ("play COLOUR VERTEX"); passes are left out, as Quarry leaves them out:
// the colour asked for after a pass is played out of turn. A game that does not continue the
// moves sent starts again with clear_board. On a clock, the engine gets time_settings at its
// first move (the whole clock, absolute time) and time_left before each genmove. A depth is not
// sent: GTP has no command for it.

#include <cmath>
#include <utility>
#include <vector>

#include "core/quote.h"
#include "deadline.h"
#include "gtp_notation.h"
#include "match_player.h"
#include "nboard_client.h"

namespace hasami::cli {

namespace {

class GtpPlayer : public MatchPlayer {
  public:
    GtpPlayer(std::string command, std::string directory)
        : command_(std::move(command)), directory_(std::move(directory)) {}

    std::string name() const override { return engineName_.empty() ? command_ : engineName_; }

    Result<void> newGame() override {
        const Deadline deadline(kEngineStartSeconds);
        if (!client_.running()) {
            if (auto started = client_.start(command_, directory_); !started) return started;
            const auto name = exchange("name", deadline);
            if (!name) return name.error();
            // Shown in the summary: the engine's bytes must not drive the terminal.
            engineName_ = escapeInput(name->substr(0, name->find('\n')));
        }
        sent_.clear();
        clockSent_ = false;
        for (const char* command : {"boardsize 8", "clear_board"}) {
            if (const auto answer = exchange(command, deadline); !answer) return answer.error();
        }
        return {};
    }

    Result<Move> play(const MoveRequest& request) override {
        const Deadline deadline(request.timeout);
        if (request.game.start != Position::start()) {
            return Error{"a GTP engine is given games from the standard start only"};
        }
        std::vector<Played> moves;
        Position position = request.game.start;
        for (const Move m : request.game.moves) {
            if (!m.isPass()) moves.push_back({position.sideToMove(), m});
            position = position.play(m);
        }
        const bool continues =
            moves.size() >= sent_.size() && std::equal(sent_.begin(), sent_.end(), moves.begin());
        if (!continues) {
            if (const auto answer = exchange("clear_board", deadline); !answer)
                return answer.error();
            sent_.clear();
        }
        for (std::size_t i = sent_.size(); i < moves.size(); ++i) {
            const std::string play =
                std::string("play ") + gtpColor(moves[i].color) + " " + gtpVertex(moves[i].move);
            if (const auto answer = exchange(play, deadline); !answer) return answer.error();
            sent_.push_back(moves[i]);
        }
        const Color color = request.position.sideToMove();
        if (request.remaining > 0) {
            // GTP's times are whole seconds: the whole clock rounded up (at a side's first move
            // its clock is whole), the time left rounded down.
            if (!clockSent_) {
                const auto answer = exchange(
                    "time_settings " + std::to_string(int(std::ceil(request.remaining))) + " 0 0",
                    deadline);
                if (!answer) return answer.error();
            }
            clockSent_ = true;
            const std::string left = std::string("time_left ") + gtpColor(color) + " " +
                                     std::to_string(int(request.remaining)) + " 0";
            if (const auto answer = exchange(left, deadline); !answer) return answer.error();
        }
        const auto answer = exchange(std::string("genmove ") + gtpColor(color), deadline);
        if (!answer) return answer.error();
        const auto move = parseGtpVertex(*answer);
        if (!move) return Error{"answered " + quoteInput(*answer) + ": not a move"};
        if (!move->isPass()) sent_.push_back({color, *move});  // the engine has played it
        return *move;
    }

    void forfeited() override { client_.stop(); }

    std::deque<std::string> recentExchange() const override { return client_.recent(); }

    void setInterruption(std::function<bool()> interrupted) override {
        client_.setInterruption(std::move(interrupted));
    }

  private:
    struct Played {
        Color color;
        Move move;
        bool operator==(const Played&) const = default;
    };

    // Sends "ID command" and reads the answer, "=ID text" (then more lines up to an empty
    // one); its text, or the error when the engine refuses ("?ID reason"), ends, says something
    // else or nothing in time.
    Result<std::string> exchange(const std::string& command, const Deadline& deadline) {
        const std::string id = std::to_string(++requests_);
        const std::string verb = command.substr(0, command.find(' '));
        client_.send(id + " " + command);
        std::string text;
        bool started = false;
        bool refused = false;
        while (true) {
            const auto reply = client_.readLine(deadline.left());
            if (reply.kind == NBoardClient::Reply::Kind::Timeout) {
                return Error{"no answer to " + verb + " within " + deadline.text()};
            }
            if (reply.kind == NBoardClient::Reply::Kind::Closed) {
                return Error{"the engine " + client_.exitReason() + " (awaiting the answer to " +
                             verb + ")"};
            }
            if (reply.kind == NBoardClient::Reply::Kind::Interrupted) return Error{"interrupted"};
            const std::string& line = reply.line;
            if (!started) {
                if (line.empty()) continue;  // an empty line before an answer ends nothing
                if ((line[0] != '=' && line[0] != '?') || line.compare(1, id.size(), id) != 0 ||
                    (line.size() > 1 + id.size() && line[1 + id.size()] != ' ')) {
                    return Error{"answered " + quoteInput(line) + " to " + verb + " " + id +
                                 ": not its GTP answer"};
                }
                started = true;
                refused = line[0] == '?';
                text = line.substr(std::min(line.size(), 1 + id.size()));
                text.erase(0, text.find_first_not_of(' '));
            } else if (line.empty()) {
                break;
            } else {
                text += "\n" + line;
            }
        }
        if (refused) return Error{"refused " + quoteInput(command) + ": " + quoteInput(text)};
        return text;
    }

    std::string command_;
    std::string directory_;
    std::string engineName_;  // as it answers "name"
    NBoardClient client_;
    int requests_ = 0;
    std::vector<Played> sent_;  // the moves of this game the engine has played or been told
    bool clockSent_ = false;    // time_settings, in this game
};

}  // namespace

std::unique_ptr<MatchPlayer> gtpPlayer(const std::string& command, const std::string& directory) {
    return std::make_unique<GtpPlayer>(command, directory);
}

}  // namespace hasami::cli
