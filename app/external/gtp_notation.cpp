#include "gtp_notation.h"

#include <algorithm>
#include <cctype>

namespace hasami::cli {

namespace {

std::string lowerCase(std::string_view word) {
    std::string lower(word);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return lower;
}

}  // namespace

std::optional<Color> parseGtpColor(std::string_view word) {
    const std::string lower = lowerCase(word);
    if (lower == "b" || lower == "black") return Color::Black;
    if (lower == "w" || lower == "white") return Color::White;
    return std::nullopt;
}

std::optional<Move> parseGtpVertex(std::string_view word) {
    if (lowerCase(word) == "pass") return Move::pass();
    if (const auto square = Square::parse(word)) return Move(*square);
    return std::nullopt;
}

std::string gtpVertex(Move move) {
    if (move.isPass()) return "pass";
    std::string name = move.square().name();
    name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

const char* gtpColor(Color color) {
    return color == Color::Black ? "black" : "white";
}

}  // namespace hasami::cli
