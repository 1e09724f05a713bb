#include "core/ggf.h"

#include <cctype>
#include <cstdio>

#include "core/notation.h"

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

Parsed<GgfGame> parseGgf(std::string_view text) {
    const std::size_t open = text.find("(;");
    if (open == std::string_view::npos) return ParseError{"", 0, "no GGF game '(;' found"};
    GgfGame game;
    Position position = Position::start();
    bool seenMove = false;
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
            const std::string square = value.substr(0, value.find('/'));
            Move move = Move::pass();
            if (square != "PA" && square != "pa" && square != "PASS" && square != "pass") {
                const auto parsed = Square::parse(square);
                if (!parsed) return fail("not a square or PA");
                move = *parsed;
            }
            // Some writers leave out a forced pass; put it back.
            if (!move.isPass() && position.sideToMove() != mover && position.mustPass()) {
                game.moves.push_back(Move::pass());
                position = position.passed();
            }
            if (position.sideToMove() != mover) return fail("it is not this side's turn");
            if (!position.isLegal(move)) return fail("not a legal move");
            game.moves.push_back(move);
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
