#include "core/ggf.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "core/notation.h"
#include "core/quote.h"

namespace hasami {

namespace {

// GGF escapes ']' and '\' inside values with a backslash.
std::string escape(std::string_view value) {
    std::string out;
    for (const char c : value) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// "8 <64 cells, white space anywhere> <side>" in GGF's alphabet (* black, O white, - empty).
Parsed<Position> parseBoardProperty(std::string_view value, int at) {
    std::string cells;
    for (const char c : value) {
        if (!std::isspace(static_cast<unsigned char>(c))) cells += c;
    }
    if (cells.size() != 66 || cells[0] != '8') {
        return ParseError{std::string(value), at, "BO is not an 8x8 board with a side to move"};
    }
    auto position = parseBoard(cells.substr(1, 64) + " " + cells.substr(65));
    if (!position) {
        return ParseError{position.error().token, at, "BO: " + position.error().reason};
    }
    return position;
}

}  // namespace

Parsed<double> parseClock(std::string_view text) {
    const auto fail = [&] { return ParseError{std::string(text), 0, "not a clock [[h:]m:]s"}; };
    double seconds = 0;
    std::size_t start = 0;
    for (int field = 0;; ++field) {
        const std::size_t colon = text.find(':', start);
        const bool last = colon == std::string_view::npos;
        const std::string_view digits = text.substr(start, last ? text.npos : colon - start);
        // Whole hours and minutes, seconds with decimals; at most 9 digits before the point, so
        // that no clock overflows and every one is exact enough.
        const std::size_t point = digits.find('.');
        const std::string_view whole = digits.substr(0, point);
        if (field > 2 || whole.empty() || whole.size() > 9 || (point != digits.npos && !last) ||
            digits.find_first_not_of("0123456789.") != digits.npos ||
            digits.find('.', point + 1) != digits.npos) {
            return fail();
        }
        double value = 0;
        std::from_chars(digits.data(), digits.data() + digits.size(), value,
                        std::chars_format::fixed);
        seconds = seconds * 60 + value;
        if (last) return seconds;
        start = colon + 1;
    }
}

std::string formatClock(double seconds) {
    const int whole = int(std::floor(seconds));
    const double rest = seconds - whole;
    char text[40];
    if (whole >= 3600) {
        std::snprintf(text, sizeof text, "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60);
    } else {
        std::snprintf(text, sizeof text, "%d:%02d", whole / 60, whole % 60);
    }
    std::string result = text;
    if (rest >= 0.005) {
        std::snprintf(text, sizeof text, "%.2f", rest);
        result += text + 1;  // ".25"
    }
    return result;
}

std::string formatTimeControl(const TimeControl& control) {
    std::string text = formatClock(control.seconds);
    if (control.increment > 0) {
        // Appended in two steps: GCC 12 warns falsely (-Wrestrict) on "/" + std::string&&.
        text += '/';
        text += formatClock(control.increment);
    }
    return text;
}

Parsed<TimeControl> parseTimeControl(std::string_view text) {
    TimeControl control;
    std::size_t start = 0;
    for (int field = 0; field < 3; ++field) {
        const std::size_t slash = text.find('/', start);
        const std::string_view part =
            text.substr(start, slash == text.npos ? text.npos : slash - start);
        // The increment and the extension may be left empty ("15:00//2:00").
        if (field == 0 || !part.empty()) {
            const auto clock = parseClock(part);
            if (!clock) return ParseError{std::string(part), int(start), clock.error().reason};
            if (field == 0) control.seconds = *clock;
            if (field == 1) control.increment = *clock;
        }
        if (slash == text.npos) return control;
        start = slash + 1;
    }
    return ParseError{std::string(text.substr(start)), int(start),
                      "a time control has at most three parts, main/increment/extension"};
}

Parsed<TimedMove> parseTimedMove(std::string_view text) {
    const std::size_t slash = text.find('/');
    const std::string_view square = text.substr(0, slash);
    TimedMove timed{Move::pass(), std::nullopt};
    if (square != "PA" && square != "pa" && square != "PASS" && square != "pass") {
        const auto parsed = Square::parse(std::string(square));
        if (!parsed) return ParseError{std::string(square), 0, "not a square or PA"};
        timed.move = *parsed;
    }
    const std::size_t timeSlash = slash == text.npos ? slash : text.find('/', slash + 1);
    if (timeSlash != text.npos && timeSlash + 1 < text.size()) {
        const auto clock = parseClock(text.substr(timeSlash + 1));
        if (!clock) {
            return ParseError{std::string(text.substr(timeSlash + 1)), int(timeSlash + 1),
                              "the time is " + clock.error().reason};
        }
        timed.seconds = *clock;
    }
    return timed;
}

Parsed<GgfGame> parseGgf(std::string_view text, OddTimes oddTimes) {
    const std::size_t open = text.find("(;");
    if (open == std::string_view::npos) return ParseError{"", 0, "no GGF game '(;' found"};
    GgfGame game;
    Position position = Position::start();
    bool seenMove = false;
    bool hasTimes = false;  // a move has a time
    std::size_t i = open + 2;
    while (true) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
            ++i;
        if (i >= text.size()) return ParseError{"", int(i), "the game does not end with ';)'"};
        if (text.compare(i, 2, ";)") == 0) break;
        const std::size_t nameStart = i;
        while (i < text.size() && std::isupper(static_cast<unsigned char>(text[i])))
            ++i;
        const std::string name(text.substr(nameStart, i - nameStart));
        if (name.empty() || i >= text.size() || text[i] != '[') {
            return ParseError{std::string(text.substr(nameStart, 8)), int(nameStart),
                              "expected a property NAME[value]"};
        }
        std::string value;
        for (++i; i < text.size() && text[i] != ']'; ++i) {
            if (text[i] == '\\' && i + 1 < text.size()) ++i;
            value += text[i];
        }
        if (i >= text.size())
            return ParseError{name, int(nameStart), "the value is not closed by ']'"};
        ++i;
        const auto fail = [&](const std::string& reason) {
            return ParseError{name + "[" + value + "]", int(nameStart), reason};
        };
        if (name == "GM") {
            std::string lower;
            for (const char c : value)
                lower += char(std::tolower(static_cast<unsigned char>(c)));
            if (lower != "othello") return fail("not an Othello game");
        } else if (name == "TY") {
            if (value.find_first_not_of(" ") == std::string::npos || value.substr(0, 1) != "8") {
                return fail("only 8x8 Othello is supported");
            }
        } else if (name == "BO") {
            if (seenMove) return fail("the board comes after moves");
            auto start = parseBoardProperty(value, int(nameStart));
            if (!start) return start.error();
            game.start = position = *start;
        } else if (name == "B" || name == "W") {
            seenMove = true;
            const Color mover = name == "B" ? Color::Black : Color::White;
            auto timed = parseTimedMove(value);
            if (!timed && timed.error().index > 0 && oddTimes == OddTimes::TakeAsZero) {
                game.timesTakenAsZero.push_back(quoteInput(name + "[" + value + "]") + ": " +
                                                timed.error().reason);
                timed = parseTimedMove(std::string_view(value).substr(0, value.find('/')));
            }
            if (!timed) return fail(timed.error().reason);
            const Move move = timed->move;
            const double seconds = timed->seconds.value_or(0);
            hasTimes = hasTimes || timed->seconds;
            // Some writers leave out a forced pass; put it back.
            if (!move.isPass() && position.sideToMove() != mover && position.mustPass()) {
                game.moves.push_back(Move::pass());
                game.seconds.push_back(0);
                position = position.passed();
            }
            if (position.sideToMove() != mover) return fail("it is not this side's turn");
            if (!position.isLegal(move)) return fail("not a legal move");
            game.moves.push_back(move);
            game.seconds.push_back(seconds);
            position = position.play(move);
        } else if (name == "PB") {
            game.black = value;
        } else if (name == "PW") {
            game.white = value;
        } else if (name == "RE") {
            game.result = value;
        } else if (name == "PC") {
            game.place = value;
        } else if (name == "DT") {
            game.date = value;
        } else if (name == "TI") {
            game.timeControl = value;
        }  // other properties (times, ratings, comments) are read past
    }
    if (!hasTimes) game.seconds.clear();
    return game;
}

std::string formatGgf(const GgfGame& game) {
    std::string text = "(;GM[Othello]PC[" + escape(game.place) + "]DT[" + escape(game.date) +
                       "]PB[" + escape(game.black) + "]PW[" + escape(game.white) + "]RE[" +
                       escape(game.result) + "]";
    if (!game.timeControl.empty()) text += "TI[" + escape(game.timeControl) + "]";
    text += "TY[8]BO[8 ";
    const std::string board = formatBoard(game.start);
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            const char c = board[row * 8 + column];
            text += c == 'X' ? '*' : c;
        }
        text += ' ';
    }
    text += game.start.sideToMove() == Color::Black ? "*]" : "O]";
    const bool timed = game.seconds.size() == game.moves.size();
    Position position = game.start;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Move m = game.moves[i];
        text += position.sideToMove() == Color::Black ? "B[" : "W[";
        text += m.isPass() ? std::string("PA") : m.name();
        if (timed) {
            char time[32];
            std::snprintf(time, sizeof time, "//%.3f", game.seconds[i]);
            text += time;
        }
        text += ']';
        position = position.play(m);
    }
    return text + ";)";
}

}  // namespace hasami
