#include "core/obf.h"

#include <algorithm>
#include <charconv>

#include "core/notation.h"

namespace hasami {

namespace {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

std::optional<int> ObfEntry::bestScore() const {
    if (scores.empty()) return std::nullopt;
    return std::max_element(
               scores.begin(), scores.end(),
               [](const MoveScore& a, const MoveScore& b) { return a.score < b.score; })
        ->score;
}

Parsed<ObfEntry> parseObfLine(std::string_view line) {
    const std::size_t boardEnd = std::min(line.find(';'), line.size());
    auto position = parseBoard(line.substr(0, boardEnd));
    if (!position) return position.error();
    ObfEntry entry{*position, {}};
    std::size_t at = boardEnd;
    while (at < line.size()) {
        const std::size_t start = at + 1;
        const std::size_t end = std::min(line.find(';', start), line.size());
        const std::string_view field = trim(line.substr(start, end - start));
        at = end;
        if (field.empty()) continue;
        const auto colon = field.find(':');
        const auto fail = [&](const char* reason) {
            return ParseError{std::string(field), int(start), reason};
        };
        if (colon == std::string_view::npos) return fail("a move score is not MOVE:SCORE");
        const std::string_view name = field.substr(0, colon);
        std::string_view number = field.substr(colon + 1);
        if (!number.empty() && number[0] == '+') number.remove_prefix(1);
        int score = 0;
        const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), score);
        if (ec != std::errc() || ptr != number.data() + number.size() || score < -64 ||
            score > 64) {
            return fail("the score is not a whole number from -64 to 64");
        }
        Move move = Move::pass();
        if (name != "pa" && name != "PA" && name != "--") {
            const auto square = Square::parse(name);
            if (!square) return fail("not a square");
            move = *square;
        }
        if (!entry.position.isLegal(move)) return fail("not a legal move in this position");
        entry.scores.push_back({move, score});
    }
    return entry;
}

}  // namespace hasami
