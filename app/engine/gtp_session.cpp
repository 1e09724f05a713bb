#include "gtp_session.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <iostream>
#include <sstream>

#include "ai/engine.h"
#include "ai/levels.h"
#include "arguments.h"
#include "core/quote.h"
#include "gtp_notation.h"
#include "protocol_input.h"

namespace hasami::cli {

namespace {

// A command's id is a whole number; longer ones are not taken as ids, so that an answer never
// echoes a line's worth of digits.
constexpr std::size_t kMostIdDigits = 9;
// What a GTP time may be: whole seconds, within a year.
constexpr long long kMostSeconds = 365LL * 24 * 3600;
constexpr long long kMostStones = 1000;
const std::string kSecondsRange = "whole seconds from 0 to " + std::to_string(kMostSeconds);
const std::string kStonesRange = "a whole number from 0 to " + std::to_string(kMostStones);

// GTP's preprocessing (section 3.1 of the specification): control characters but tab and
// newline are removed (a NUL included), a tab becomes a space, and '#' starts a comment.
std::string preprocess(std::string_view line) {
    std::string kept;
    for (const char c : line) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '#') break;
        if (c == '\t') {
            kept += ' ';
        } else if (byte >= 32 && byte != 127) {
            kept += c;
        }
    }
    return kept;
}

bool isId(const std::string& word) {
    return word.size() <= kMostIdDigits &&
           std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool isNumber(const std::string& text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() && std::isfinite(value);
}

}  // namespace

const GtpSession::Entry GtpSession::kCommands[] = {
    {"protocol_version", &GtpSession::protocolVersion},
    {"name", &GtpSession::name},
    {"version", &GtpSession::version},
    {"known_command", &GtpSession::knownCommand},
    {"list_commands", &GtpSession::listCommands},
    {"quit", &GtpSession::quit},
    {"boardsize", &GtpSession::boardSize},
    {"clear_board", &GtpSession::clearBoard},
    {"komi", &GtpSession::komi},
    {"play", &GtpSession::play},
    {"genmove", &GtpSession::generateMove},
    {"undo", &GtpSession::undo},
    {"showboard", &GtpSession::showBoard},
    {"final_score", &GtpSession::finalScore},
    {"time_settings", &GtpSession::timeSettings},
    {"time_left", &GtpSession::timeLeft},
    // Quarry asks which games an engine plays, and takes a single answer as its game.
    {"list_games", &GtpSession::listGames},
    {"set_game", &GtpSession::setGame},
    {"hasami-level", &GtpSession::setLevel},
};

GtpSession::GtpSession(ai::Engine& engine, int level, ProtocolInput* input)
    : engine_(engine), level_(level), input_(input) {
    newGame();
}

std::string GtpSession::respond(std::string_view line, bool cut) {
    std::istringstream stream(preprocess(line));
    Words words;
    for (std::string word; stream >> word;)
        words.push_back(word);
    // A cut line is answered even when its beginning holds no command.
    if (words.empty() && !cut) return {};
    std::string id;
    if (!words.empty() && isId(words.front())) {
        id = words.front();
        words.erase(words.begin());
    }
    Reply reply{false, "unknown command"};
    if (cut) {
        reply = {false, "line too long"};
    } else if (!words.empty()) {
        const auto entry = std::find_if(std::begin(kCommands), std::end(kCommands),
                                        [&](const Entry& e) { return words.front() == e.name; });
        if (entry != std::end(kCommands)) {
            reply = (this->*entry->handler)(Words(words.begin() + 1, words.end()));
        }
    }
    std::string response = (reply.ok ? "=" : "?") + id;
    // A board starts on a line of its own.
    if (!reply.text.empty() && reply.text.front() != '\n') response += ' ';
    response += reply.text;
    return response + "\n\n";
}

namespace {

std::string syntaxError(const std::string& what) {
    return "syntax error: " + what;
}

}  // namespace

GtpSession::Reply GtpSession::protocolVersion(const Words&) {
    return {true, "2"};
}

GtpSession::Reply GtpSession::name(const Words&) {
    return {true, "Hasami"};
}

GtpSession::Reply GtpSession::version(const Words&) {
    return {true, HASAMI_VERSION};
}

GtpSession::Reply GtpSession::knownCommand(const Words& arguments) {
    if (arguments.size() != 1) return {false, syntaxError("known_command takes a command's name")};
    const bool known = std::any_of(std::begin(kCommands), std::end(kCommands),
                                   [&](const Entry& e) { return arguments[0] == e.name; });
    return {true, known ? "true" : "false"};
}

GtpSession::Reply GtpSession::listCommands(const Words&) {
    std::string names;
    for (const Entry& e : kCommands) {
        if (!names.empty()) names += '\n';
        names += e.name;
    }
    return {true, names};
}

GtpSession::Reply GtpSession::quit(const Words&) {
    quit_ = true;
    return {true, ""};
}

GtpSession::Reply GtpSession::boardSize(const Words& arguments) {
    const auto size = arguments.size() == 1 ? parseInteger(arguments[0], 0, 1000) : std::nullopt;
    if (!size) return {false, syntaxError("boardsize takes a whole number")};
    if (*size != 8) return {false, "unacceptable size"};
    newGame();
    return {true, ""};
}

GtpSession::Reply GtpSession::clearBoard(const Words&) {
    newGame();
    return {true, ""};
}

GtpSession::Reply GtpSession::komi(const Words& arguments) {
    // Othello has no komi: a number is taken, and changes nothing.
    if (arguments.size() != 1 || !isNumber(arguments[0]))
        return {false, syntaxError("komi takes a number")};
    return {true, ""};
}

GtpSession::Reply GtpSession::play(const Words& arguments) {
    if (arguments.size() != 2) return {false, syntaxError("play takes a colour and a vertex")};
    const auto color = parseGtpColor(arguments[0]);
    if (!color) return {false, syntaxError(quoteInput(arguments[0]) + " is not a colour")};
    const auto move = parseGtpVertex(arguments[1]);
    if (!move) {
        return {false, syntaxError(quoteInput(arguments[1]) + " is not a vertex (a1 to h8, pass)")};
    }
    const auto position = toMove(*color);
    if (!position) return {false, "illegal move"};
    if (move->isPass()) {
        if (position->legalMoves() != 0) return {false, "illegal move"};
        history_.push_back(position->passed());
    } else {
        if (!position->isLegal(*move)) return {false, "illegal move"};
        history_.push_back(position->play(*move));
    }
    return {true, ""};
}

GtpSession::Reply GtpSession::generateMove(const Words& arguments) {
    const auto color = arguments.size() == 1 ? parseGtpColor(arguments[0]) : std::nullopt;
    if (!color) return {false, syntaxError("genmove takes a colour")};
    const auto found = toMove(*color);
    if (!found) return {false, "illegal move"};
    const Position& position = *found;
    if (position.legalMoves() == 0) {
        history_.push_back(position.passed());
        return {true, gtpVertex(Move::pass())};
    }
    ai::Limits limits = ai::Limits::atLevel(level_ ? level_ : kDefaultGtpLevel);
    if (const auto time = clock_.moveTime(*color, position.emptyCount())) {
        limits = ai::Limits::within(*time);
        limits.level = level_;
    }
    limits.seed = games_;
    const auto stops = input_ ? std::optional(input_->stopsBeforeSearch()) : std::nullopt;
    const ai::SearchResult result = engine_.think(position, limits, {}, stops);
    clock_.spent(*color, result.seconds);
    history_.push_back(position.play(result.best));
    return {true, gtpVertex(result.best)};
}

GtpSession::Reply GtpSession::undo(const Words&) {
    if (history_.size() < 2) return {false, "cannot undo"};
    history_.pop_back();
    return {true, ""};
}

GtpSession::Reply GtpSession::showBoard(const Words&) {
    const Position& position = history_.back();
    const std::string columns = "  A B C D E F G H\n";
    std::string board = "\n" + columns;
    for (int row = 0; row < 8; ++row) {
        const char number = char('1' + row);
        board += number;
        for (int column = 0; column < 8; ++column) {
            const int square = Square::at(column, row).index();
            board += bb::has(position.black(), square)   ? " X"
                     : bb::has(position.white(), square) ? " O"
                                                         : " .";
        }
        board += ' ';
        board += number;
        board += '\n';
    }
    board += columns + "black (X) " + std::to_string(position.discCount(Color::Black)) +
             ", white (O) " + std::to_string(position.discCount(Color::White)) + "; ";
    if (position.isGameOver()) return {true, board + "game over"};
    return {true, board + gtpColor(position.sideToMove()) + " to move" +
                      (position.mustPass() ? " (it has no move: it passes)" : "")};
}

GtpSession::Reply GtpSession::finalScore(const Words&) {
    const Position& position = history_.back();
    if (!position.isGameOver()) return {false, "cannot score: the game is not over"};
    // The disc difference, the empty squares to the winner (the world championship's rule).
    const int score = position.finalScore();
    const int black = position.sideToMove() == Color::Black ? score : -score;
    if (black == 0) return {true, "0"};
    return {true, (black > 0 ? "B+" : "W+") + std::to_string(std::abs(black))};
}

GtpSession::Reply GtpSession::timeSettings(const Words& arguments) {
    const auto main =
        arguments.size() == 3 ? parseInteger(arguments[0], 0, kMostSeconds) : std::nullopt;
    const auto period =
        arguments.size() == 3 ? parseInteger(arguments[1], 0, kMostSeconds) : std::nullopt;
    const auto stones =
        arguments.size() == 3 ? parseInteger(arguments[2], 0, kMostStones) : std::nullopt;
    if (!main || !period || !stones) {
        return {false, syntaxError("time_settings takes main time and byo-yomi time (" +
                                   kSecondsRange + ") and stones (" + kStonesRange + ")")};
    }
    clock_.set(double(*main), double(*period), int(*stones));
    return {true, ""};
}

GtpSession::Reply GtpSession::timeLeft(const Words& arguments) {
    const auto color = arguments.size() == 3 ? parseGtpColor(arguments[0]) : std::nullopt;
    const auto seconds =
        arguments.size() == 3 ? parseInteger(arguments[1], 0, kMostSeconds) : std::nullopt;
    const auto stones =
        arguments.size() == 3 ? parseInteger(arguments[2], 0, kMostStones) : std::nullopt;
    if (!color || !seconds || !stones) {
        return {false, syntaxError("time_left takes a colour, the time left (" + kSecondsRange +
                                   ") and stones (" + kStonesRange + ")")};
    }
    clock_.setLeft(*color, double(*seconds), int(*stones));
    return {true, ""};
}

GtpSession::Reply GtpSession::listGames(const Words&) {
    return {true, "Othello"};
}

GtpSession::Reply GtpSession::setGame(const Words& arguments) {
    std::string game = arguments.size() == 1 ? arguments[0] : "";
    std::transform(game.begin(), game.end(), game.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (game != "othello") return {false, "unsupported game"};
    return {true, ""};
}

GtpSession::Reply GtpSession::setLevel(const Words& arguments) {
    const auto level =
        arguments.size() == 1 ? parseInteger(arguments[0], 1, ai::kLevelCount) : std::nullopt;
    if (!level) {
        return {false, syntaxError("hasami-level takes a whole number from 1 to " +
                                   std::to_string(ai::kLevelCount))};
    }
    level_ = int(*level);
    return {true, ""};
}

std::optional<Position> GtpSession::toMove(Color color) const {
    const Position& current = history_.back();
    if (current.sideToMove() == color) return current;
    if (current.legalMoves() != 0) return std::nullopt;
    return current.passed();
}

void GtpSession::newGame() {
    history_.assign(1, Position::start());
    clock_.restart();
    ++games_;
    // With one thread a game then searches as on a fresh engine: a replayed session gives the
    // same moves whatever came before.
    if (engine_.threads() == 1) engine_.clear();
}

void speakGtp(std::istream& in, std::ostream& out, ai::Engine& engine, int level, bool inputEnds) {
    // Only the end of input stops a search: GTP answers its commands in order.
    ProtocolInput input(in, kMostGtpLineCharacters, engine, nullptr, inputEnds);
    GtpSession session(engine, level, &input);
    while (!session.quitRequested()) {
        const auto line = input.next();
        if (!line) break;
        out << session.respond(line->text, line->cut) << std::flush;
    }
}

}  // namespace hasami::cli
