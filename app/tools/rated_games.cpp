#include "rated_games.h"

#include <charconv>
#include <map>
#include <sstream>

#include "core/quote.h"
#include "core/read_file.h"

namespace hasami::cli {

namespace {

using RatingTable = std::map<std::pair<std::string, int>, double>;

// WTHOR's table is under 1 MB; a hundred times that is no table of ratings.
constexpr std::size_t kMaxRatingsFileBytes = std::size_t{100} << 20;

Result<RatingTable> readRatingTable(const std::string& path) {
    const auto contents = readFile(path, kMaxRatingsFileBytes);
    if (!contents) return contents.error();
    std::istringstream lines(*contents);
    RatingTable table;
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (line.empty() || line.front() == '#') continue;
        std::vector<std::string> fields;
        for (std::size_t at = 0;;) {
            const std::size_t tab = line.find('\t', at);
            fields.push_back(line.substr(at, tab - at));
            if (tab == std::string::npos) break;
            at = tab + 1;
        }
        int year = 0;
        double rating = 0;
        const bool good =
            fields.size() == 6 &&
            std::from_chars(fields[1].data(), fields[1].data() + fields[1].size(), year).ec ==
                std::errc() &&
            std::from_chars(fields[3].data(), fields[3].data() + fields[3].size(), rating).ec ==
                std::errc();
        if (!good) {
            return Error{
                quotePath(path) + ":" + std::to_string(number) +
                ": not a line of hasami-tools ratings (player, year, games, rating, low, high)"};
        }
        table[{fields[0], year}] = rating;
    }
    return table;
}

}  // namespace

Result<RatedGames> readRatedGames(const std::vector<std::string>& archives,
                                  const std::string& ratingsPath, int firstYear, int lastYear) {
    const auto table = readRatingTable(ratingsPath);
    if (!table) return table.error();
    RatedGames rated;
    for (const std::string& path : archives) {
        auto archive = readArchiveFile(path);
        if (!archive) return archive.error();
        rated.archives.push_back(std::move(*archive));
    }
    for (const auto& archive : rated.archives) {
        for (const auto& game : archive.games) {
            if (game.year < firstYear || game.year > lastYear) continue;
            if (game.black.find(" (") != std::string::npos ||
                game.white.find(" (") != std::string::npos) {
                ++rated.programs;
                continue;
            }
            const auto black = table->find({game.black, game.year});
            const auto white = table->find({game.white, game.year});
            if (black == table->end() || white == table->end()) {
                ++rated.unrated;
                continue;
            }
            rated.games.push_back({&game, black->second, white->second});
        }
    }
    return rated;
}

}  // namespace hasami::cli
