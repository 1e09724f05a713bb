#include "book_progress.h"

#include <cinttypes>
#include <cstdio>
#include <sstream>

#include "core/quote.h"

namespace hasami::cli {

using ai::BookKey;
using ai::training::PositionSearch;

std::string progressHeader(const SearchSettings& settings) {
    char line[128];
    std::snprintf(line, sizeof line,
                  "hasami book progress: depth %d, exact from %d empties, evaluation %016" PRIx64
                  "\n",
                  settings.depth, settings.exactEmpties, settings.evaluator);
    return line;
}

std::string progressLine(const BookKey& key, const PositionSearch& s) {
    char line[96];
    std::snprintf(line, sizeof line, "%016" PRIx64 " %016" PRIx64 " %s %d %d %d\n", key.player,
                  key.opponent, s.best.name().c_str(), s.score, s.depth, int(s.exact));
    return line;
}

namespace {

// The search of one line, or nullopt when it is not one this build could have made.
std::optional<std::pair<BookKey, PositionSearch>> parseSearch(const std::string& line,
                                                              const SearchSettings& settings) {
    std::istringstream words(line);
    BookKey key;
    std::string move, rest;
    PositionSearch s;
    int exact = -1;
    if (!(words >> std::hex >> key.player >> key.opponent >> std::dec >> move >> s.score >>
          s.depth >> exact) ||
        (words >> rest) || (key.player & key.opponent) != 0 || (exact != 0 && exact != 1) ||
        s.score < -64 || s.score > 64) {
        return std::nullopt;
    }
    s.exact = exact == 1;
    const Position position = key.position();
    // A search is exact near the end, else as deep as asked.
    if (!s.exact && (s.depth != settings.depth || position.emptyCount() <= settings.exactEmpties)) {
        return std::nullopt;
    }
    const auto square = Square::parse(move);
    if (!square || !position.isLegal(Move(*square))) return std::nullopt;
    s.best = Move(*square);
    return std::pair{key, s};
}

}  // namespace

Result<Progress> readProgress(std::string_view text, const SearchSettings& settings) {
    const std::string header = progressHeader(settings);
    if (!text.starts_with(header)) {
        constexpr std::string_view kTitle = "hasami book progress: ";
        const std::string_view first = text.substr(0, std::min(text.find('\n'), std::size_t(120)));
        return Error{
            (first.starts_with(kTitle)
                 ? "made with other settings (" + quoteInput(first.substr(kTitle.size())) + ")"
                 : "not a book progress file") +
            "; this build's: " + header.substr(kTitle.size(), header.size() - kTitle.size() - 1)};
    }
    Progress progress;
    progress.completeBytes = header.size();
    int number = 1;
    for (std::size_t start = header.size(); start < text.size(); ++number) {
        const std::size_t end = text.find('\n', start);
        if (end == text.npos) break;  // cut short
        const std::string line(text.substr(start, end - start));
        const auto search = parseSearch(line, settings);
        if (!search) {
            return Error{"line " + std::to_string(number + 1) +
                         " is not a search of these settings"};
        }
        progress.searches[search->first] = search->second;
        start = progress.completeBytes = end + 1;
    }
    return progress;
}

}  // namespace hasami::cli
