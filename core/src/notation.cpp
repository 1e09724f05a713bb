#include "core/notation.h"

#include <cctype>

namespace hasami {

namespace {

bool isSpace(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

std::string describeOutcome(const Position& position) {
    return position.isGameOver() ? "the game is over" : "it is not a legal move here";
}

}  // namespace

Parsed<std::vector<Move>> parseTranscript(std::string_view text, const Position& start) {
    std::vector<Move> moves;
    Position position = start;
    int token = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (isSpace(text[i])) {
            ++i;
            continue;
        }
        const std::string_view word = text.substr(i, 2);
        i += word.size();
        const bool passWord =
            word == "--" || word == "pa" || word == "PA" || word == "Pa" || word == "pA";
        const auto square = Square::parse(word);
        if (!passWord && !square) {
            return ParseError{std::string(word), token, "not a square or a pass"};
        }
        if (passWord) {
            if (!position.mustPass()) {
                return ParseError{
                    std::string(word), token,
                    position.isGameOver() ? "the game is over" : "a pass while a move is possible"};
            }
            moves.push_back(Move::pass());
            position = position.passed();
        } else {
            if (position.mustPass()) {  // a forced pass left out
                moves.push_back(Move::pass());
                position = position.passed();
            }
            if (!position.isLegal(*square)) {
                return ParseError{std::string(word), token, describeOutcome(position)};
            }
            moves.push_back(*square);
            position = position.play(*square);
        }
        ++token;
    }
    return moves;
}

std::string formatTranscript(const std::vector<Move>& moves) {
    std::string text;
    text.reserve(moves.size() * 2);
    for (const Move m : moves) {
        if (!m.isPass()) text += m.name();
    }
    return text;
}

Parsed<Position> parseBoard(std::string_view text) {
    Bitboard black = 0;
    Bitboard white = 0;
    std::size_t i = 0;
    while (i < text.size() && isSpace(text[i]))
        ++i;
    const std::size_t first = i;
    for (int square = 0; square < 64; ++square, ++i) {
        if (i >= text.size()) {
            return ParseError{"", int(i - first),
                              "the board has " + std::to_string(square) + " squares, not 64"};
        }
        switch (text[i]) {
            case 'X':
            case 'x':
            case '*':
                black |= bb::bit(square);
                break;
            case 'O':
            case 'o':
                white |= bb::bit(square);
                break;
            case '-':
            case '.':
                break;
            default:
                return ParseError{std::string(1, text[i]), int(i - first),
                                  "not a disc or an empty square"};
        }
    }
    while (i < text.size() && isSpace(text[i]))
        ++i;
    if (i >= text.size()) return ParseError{"", int(i - first), "no side to move after the board"};
    Color toMove;
    switch (text[i]) {
        case 'X':
        case 'x':
        case '*':
            toMove = Color::Black;
            break;
        case 'O':
        case 'o':
            toMove = Color::White;
            break;
        default:
            return ParseError{std::string(1, text[i]), int(i - first),
                              "the side to move is not X or O"};
    }
    for (++i; i < text.size(); ++i) {
        if (!isSpace(text[i])) {
            return ParseError{std::string(text.substr(i)), int(i - first),
                              "unexpected text after the side to move"};
        }
    }
    return Position::fromColors(black, white, toMove);
}

std::string formatBoard(const Position& position) {
    std::string text(64, '-');
    bb::forEachBit(position.black(), [&](int i) { text[i] = 'X'; });
    bb::forEachBit(position.white(), [&](int i) { text[i] = 'O'; });
    text += position.sideToMove() == Color::Black ? " X" : " O";
    return text;
}

}  // namespace hasami
