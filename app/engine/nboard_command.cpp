// The NBoard protocol (Chris Welty's), spoken on standard input and output, so that Hasami's
// engine can play inside NBoard and other GUIs and in engine matches:
//   nboard 2              -> set myname Hasami
//   set depth N           the search depth for go and hint (`nboard --exact E`: solved
//                         exactly from E empties, deeper than the depth reaches)
//   set game (;GM[...];)  the game so far (GGF), its clock (TI[5:00]; one that cannot be read is
//                         ignored and said) and move times (B[f5//1.2]; one that is not a clock
//                         is taken as 0 and said, as in "move")
//   move f5[/eval/time]   a move added to the game, with the time it took (a time that is not
//                         a clock, such as "-0.00", is taken as 0 and said: the move stands)
//   go                    -> === f5/score/time, nodestats nodes time
// On a clock, go spends a share of the side's time left (ai/time_manager.h), within a depth
// only when one was set; without one, it searches to the depth. It keeps back for each move to
// come what its moves cost the clock beyond its thinking, as the GUI's times say (gui_latency.h).
//   hint N                -> status ..., search f5 score 0 depth (best first; depth "book"
//                            for the book's moves), status; N from 1 to 64, 1 when not given
//                            (and said)
//   ping N                -> pong N (stops a search first, as "quit" and the end of input do)
//   learn                 -> learned
// A line the engine does not understand is answered with "status" and a reason, and changes
// nothing. Lines end with "\n", "\r\n" or a lone "\r"; a longer one than kMostLineCharacters
// is refused whole.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "ai/engine.h"
#include "arguments.h"
#include "book_option.h"
#include "commands.h"
#include "core/game_clock.h"
#include "core/game_record.h"
#include "core/ggf.h"
#include "core/quote.h"
#include "engine_option.h"
#include "gui_latency.h"
#include "nboard_session.h"
#include "protocol_input.h"

namespace hasami::cli {

namespace {

// "hint N" lists at most this many moves (a position has fewer legal moves).
constexpr int kMostHints = 64;

// Lines longer than this are refused: a whole game in GGF, every move with its time and
// evaluation, takes about 2 KB ("set game"), and a line without an end must not fill the memory.
constexpr std::size_t kMostLineCharacters = 65536;

// A "ping" (which must be answered at once) and "quit" stop a search, as the end of input does.
bool stopsSearch(const std::string& line) {
    std::istringstream words(line);
    std::string command;
    words >> command;
    return command == "ping" || command == "quit";
}

class NBoardSession {
  public:
    NBoardSession(ai::Engine& engine, ProtocolInput& input, std::ostream& out, int exactEmpties)
        : engine_(engine), input_(input), out_(out), exactEmpties_(exactEmpties) {}

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
            move(text);
        } else if (command == "go") {
            go();
        } else if (command == "hint") {
            std::string n;
            words >> n;
            if (n.empty()) {
                send("status hint without a count: 1 move");
                hint(1);
            } else if (const auto count = parseInteger(n, 1, kMostHints)) {
                hint(int(*count));
            } else {
                send("status bad hint count " + quoteInput(n) + ": a whole number from 1 to " +
                     std::to_string(kMostHints));
            }
        } else if (command == "learn") {
            send("learned");
        } else {
            send("status unknown command " + quoteInput(command));
        }
        return true;
    }

    // A line longer than the input takes is refused whole, not obeyed in part.
    void refuseLineTooLong() {
        send("status line too long: at most " + std::to_string(kMostLineCharacters) +
             " characters");
    }

  private:
    void send(const std::string& text) { out_ << text << '\n' << std::flush; }

    void set(std::istringstream& words, const std::string& line) {
        std::string what;
        words >> what;
        if (what == "depth") {
            std::string rest;
            std::getline(words >> std::ws, rest);
            rest.erase(rest.find_last_not_of(" \t\r") + 1);
            if (const auto d = parseInteger(rest, 1, 60)) {
                depth_ = int(*d);
                depthSet_ = true;
            } else {
                send("status bad depth " + quoteInput(rest) + ": a whole number from 1 to 60");
            }
        } else if (what == "game") {
            const auto game = parseGgf(line.substr(line.find("game") + 4), OddTimes::TakeAsZero);
            if (!game) {
                send("status bad game: " + game.error().message());
                return;
            }
            for (const std::string& odd : game->timesTakenAsZero)
                send("status move " + odd + ": taken as 0");
            for (std::size_t i = 0; i < game->seconds.size(); ++i)
                latency_.charged(i, game->moves[i], game->seconds[i]);
            // A game is never dropped for its clock, an optional field: one that cannot be read
            // is ignored, and said.
            std::optional<GameClock> clock;
            if (!game->timeControl.empty()) {
                const auto control = parseTimeControl(game->timeControl);
                if (!control) {
                    send("status time control " + quoteInput(game->timeControl) + ": " +
                         control.error().reason + ": ignored");
                } else if (control->seconds > 0 || control->increment > 0) {
                    clock.emplace(*control, *game);  // TI[0], no time at all, is none
                }
            }
            GameRecord record(game->start);
            for (const Move m : game->moves) {
                if (m.isPass() && !record.current().mustPass()) continue;  // already recorded
                record.play(m);
            }
            // A game that does not continue the last one starts afresh: with one thread, the
            // same game then gets the same answers whatever games came before.
            const auto& before = record_.moves();
            const bool continues = record.start() == record_.start() &&
                                   record.moves().size() >= before.size() &&
                                   std::equal(before.begin(), before.end(), record.moves().begin());
            if (!continues) {
                if (engine_.threads() == 1) engine_.clear();
                ++games_;
            }
            // The record plays a forced pass by itself; the game's side to move still has to
            // say it, unless the game says it already.
            passDue_ = !game->moves.empty() && !game->moves.back().isPass() &&
                       record.length() > 0 && record.moves().back().isPass();
            record_ = record;
            clock_ = clock;
        } else if (what == "contempt") {
            // Accepted and ignored: the engine plays for the best score.
        } else {
            send("status unknown setting " + quoteInput(what));
        }
    }

    void move(const std::string& text) {
        auto timed = parseTimedMove(text);
        if (!timed && timed.error().index > 0) {
            // A legal move is never dropped for its time (a GUI's rounding sends "-0.00"): the
            // time is taken as 0, and said.
            send("status move " + quoteInput(text) + ": " + timed.error().reason + ": taken as 0");
            timed = parseTimedMove(text.substr(0, text.find('/')));
        }
        if (!timed) {
            send("status bad move " + quoteInput(timed.error().token));
            return;
        }
        if (timed->seconds) latency_.charged(record_.moves().size(), timed->move, *timed->seconds);
        const bool pass = timed->move.isPass();
        // A pass that is due is the side's of toMove(); any other move the record's side's.
        const Color mover = (pass && passDue_ ? toMove() : record_.current()).sideToMove();
        if (pass && passDue_) {
            passDue_ = false;  // the record has it already
        } else if (!record_.play(timed->move)) {
            send("status illegal move " + quoteInput(text.substr(0, text.find('/'))));
            return;
        } else {
            passDue_ = !pass && record_.moves().back().isPass();
        }
        if (clock_) clock_->record(mover, timed->seconds.value_or(0));
    }

    // The position whose side to move is to play, as the game was given.
    Position toMove() const {
        return passDue_ ? record_.positionAt(record_.ply() - 1) : record_.current();
    }

    void go() {
        const auto started = std::chrono::steady_clock::now();
        const Position position = toMove();
        if (position.isGameOver()) {
            send("status the game is over: there is no move to make");
            return;
        }
        send("status thinking");
        ai::Limits limits = ai::Limits::atDepth(depth_, exactEmpties_);
        if (clock_) {
            limits = ai::Limits::within(
                ai::clockMoveTime(clock_->remaining(position.sideToMove()), position.emptyCount(),
                                  clock_->increment(), latency_.overhead()));
            if (depthSet_) limits.depth = depth_;
        }
        limits.seed = games_;
        const ai::SearchResult r = engine_.think(position, limits, {}, input_.stopsBeforeSearch());
        char line[120];
        std::snprintf(line, sizeof line, "=== %s/%d/%.2f",
                      r.best.isPass() ? "PA" : r.best.name().c_str(), r.score, r.seconds);
        send(line);
        latency_.answered(
            passDue_ ? record_.moves().size() - 1 : record_.moves().size(), r.best,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        // To a tenth of a millisecond: a referee sums them over thousands of short searches
        // (hasami-tools match's nodes per second), where hundredths would round most to zero.
        std::snprintf(line, sizeof line, "nodestats %llu %.4f",
                      static_cast<unsigned long long>(r.nodes), r.seconds);
        send(line);
        send("status");
    }

    // Scores of the best n moves, each searched to the depth (or exactly near the end), or
    // the book's when it knows the position (depth "book", as NBoard shows it).
    void hint(int n) {
        send("status analysing");
        const Position p = toMove();
        const auto listFirst = [&](const std::vector<ai::MoveEvaluation>& moves,
                                   const std::string& depth) {
            for (int i = 0; i < std::min<int>(n, int(moves.size())); ++i) {
                send("search " + moves[i].move.name() + " " + std::to_string(moves[i].score) +
                     " 0 " + depth);
            }
            send("status");
        };
        if (const auto book = engine_.bookMoves(p); !book.empty()) return listFirst(book, "book");
        const std::uint64_t stops = input_.stopsBeforeSearch();
        if (engine_.kind() != ai::EngineKind::AlphaBeta) {
            // The Monte Carlo search scores every move in one tree, best first.
            return listFirst(engine_.analyse(p, ai::Limits::atDepth(depth_), {}, stops),
                             std::to_string(depth_));
        }
        std::vector<std::pair<int, Move>> scored;
        bool stopped = false;
        bool exact = true;  // every move solved: NBoard shows the scores as 100%
        bb::forEachBit(p.legalMoves(), [&](int sq) {
            if (stopped) return;
            const Position child = p.play(Square::fromIndex(sq));
            const ai::SearchResult r = engine_.think(
                child, ai::Limits::atDepth(std::max(1, depth_ - 1), exactEmpties_), {}, stops);
            stopped = r.stopped;
            exact = exact && r.exact;
            scored.emplace_back(-r.score, Square::fromIndex(sq));
        });
        std::stable_sort(scored.begin(), scored.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        for (int i = 0; i < std::min<int>(n, int(scored.size())) && !stopped; ++i) {
            send("search " + scored[i].second.name() + " " + std::to_string(scored[i].first) +
                 " 0 " + (exact ? std::string("100%") : std::to_string(depth_)));
        }
        send("status");
    }

    ai::Engine& engine_;
    ProtocolInput& input_;
    std::ostream& out_;
    const int exactEmpties_;
    GameRecord record_;
    bool passDue_ = false;            // the side to move of the game given must pass: toMove()
    std::optional<GameClock> clock_;  // the game's, when it has one
    GuiLatency latency_;
    int depth_ = 12;
    bool depthSet_ = false;  // by "set depth": it bounds a search on a clock too
    // Games started so far: each draws its own book moves (--book-margin), the same ones when
    // a session is replayed.
    std::uint64_t games_ = 0;
};

int runNBoard(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words,
                                       {kHashOption, kEvaluatorOption, kThreadsOption, kBookOption,
                                        kEngineOption, "book-margin", "exact"},
                                       {});
    if (!args) return usageError(err, nboardCommand, args.error().message);
    const auto margin = args->integer("book-margin", 0, 64);
    if (!margin) return usageError(err, nboardCommand, margin.error().message);
    const auto exact = args->integer("exact", 0, 60);
    if (!exact) return usageError(err, nboardCommand, exact.error().message);
    const auto made = engineWithBook(*args);
    if (!made) return usageError(err, nboardCommand, made.error().message);
    const auto& engine = *made;
    engine->setBookMargin(int(margin->value_or(0)));
    speakNBoard(std::cin, out, *engine, false, int(exact->value_or(0)));
    return 0;
}

}  // namespace

void speakNBoard(std::istream& in, std::ostream& out, ai::Engine& engine, bool inputEnds,
                 int exactEmpties) {
    ProtocolInput input(in, kMostLineCharacters, engine, stopsSearch, inputEnds);
    NBoardSession session(engine, input, out, exactEmpties);
    while (const auto line = input.next()) {
        if (line->cut) {
            session.refuseLineTooLong();
        } else if (!session.handle(line->text)) {
            break;
        }
    }
}

const Command nboardCommand{"nboard",
                            "nboard [--hash MB] [--evaluator simple|shipped|FILE] [--threads N] "
                            "[--book off|FILE] [--book-margin DISCS] [--exact E] [--engine "
                            "alphabeta|mcts|uct]",
                            "speak the NBoard protocol on standard input and output", runNBoard};

}  // namespace hasami::cli
