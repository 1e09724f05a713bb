// hasami-tools ratings: an Elo rating for every player of game archives that name their
// players (WTHOR's PGN), a rating for each year they played (ai/training/ratings.h).

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

#include "ai/training/ratings.h"
#include "arguments.h"
#include "command_files.h"
#include "core/archive.h"
#include "core/write_file.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

using ai::training::PlayerYearRating;
using ai::training::RatedGame;

struct Pool {
    std::vector<std::string> names;
    std::vector<RatedGame> games;
    std::size_t unnamed = 0;  // games without both players or a year
};

// WTHOR names a player it does not know "???": many people under one name, not rated.
bool named(const std::string& player) {
    return !player.empty() && player != "???";
}

void addArchive(const Archive& archive, Pool& pool, std::map<std::string, int>& indices) {
    const auto indexOf = [&](const std::string& name) {
        const auto [it, added] = indices.emplace(name, int(pool.names.size()));
        if (added) pool.names.push_back(name);
        return it->second;
    };
    for (const auto& game : archive.games) {
        if (!named(game.black) || !named(game.white) || game.year == 0) {
            ++pool.unnamed;
            continue;
        }
        pool.games.push_back({indexOf(game.black), indexOf(game.white), game.year,
                              ai::training::blackScoreOf(game.result)});
    }
}

// The ratings' percentiles and how many games were played in each band of 200 points.
void printDistribution(const std::vector<PlayerYearRating>& ratings, std::ostream& out) {
    std::vector<double> values;
    for (const auto& r : ratings)
        values.push_back(r.rating);
    std::sort(values.begin(), values.end());
    out << "percentiles of the player-years:";
    for (const int p : {1, 10, 25, 50, 75, 90, 99}) {
        out << "  " << p << "% " << std::lround(values[(values.size() - 1) * p / 100]);
    }
    out << '\n';
    std::map<long, long> gamesPerBand;
    for (const auto& r : ratings)
        gamesPerBand[std::lround(std::floor(r.rating / 200.0)) * 200] += r.games;
    for (const auto& [band, games] : gamesPerBand)
        out << "band " << band << "-" << band + 199 << ": " << games << " player-games\n";
}

std::string table(const std::vector<PlayerYearRating>& ratings,
                  const std::vector<std::string>& names) {
    std::ostringstream text;
    text << "# player\tyear\tgames\trating\tlow95\thigh95\n" << std::fixed << std::setprecision(0);
    for (const auto& r : ratings) {
        const double margin = 1.96 * r.deviation;
        text << names[r.player] << '\t' << r.year << '\t' << r.games << '\t' << r.rating << '\t'
             << r.rating - margin << '\t' << r.rating + margin << '\n';
    }
    return text.str();
}

int runRatings(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"out", "drift", "prior"}, {});
    if (!args) return usageError(err, ratingsCommand, args.error().message);
    if (args->positional().empty())
        return usageError(err, ratingsCommand, "expected ARCHIVE files");
    const auto path = args->value("out");
    if (!path) return usageError(err, ratingsCommand, "--out FILE is required");
    ai::training::RatingOptions options;
    OptionErrors bad;
    options.yearlyDrift = bad(args->number("drift", 1, 1000)).value_or(options.yearlyDrift);
    options.priorDeviation = bad(args->number("prior", 1, 5000)).value_or(options.priorDeviation);
    if (bad.any()) return usageError(err, ratingsCommand, bad.message());
    CommandFiles files;
    for (const std::string& archive : args->positional())
        files.read("ARCHIVE", archive);
    files.write("--out", *path);
    if (files.refused(ratingsCommand, err)) return kUsageError;

    Pool pool;
    std::map<std::string, int> indices;
    std::size_t problems = 0;
    for (const std::string& file : args->positional()) {
        const auto archive = readArchiveFile(file);
        if (!archive) return usageError(err, ratingsCommand, archive.error().message);
        problems += archive->problems.size();
        addArchive(*archive, pool, indices);
    }
    if (pool.games.empty()) {
        err << programName()
            << " ratings: no game names its players and year (PGN's Black, White "
               "and Date tags)\n";
        return 1;
    }
    const auto ratings = ai::training::fitRatings(pool.games, options);
    if (const auto written = replaceFile(*path, table(ratings, pool.names)); !written) {
        err << programName() << " ratings: " << written.error().message << '\n';
        return 1;
    }
    out << pool.games.size() << " games, " << pool.names.size() << " players, " << ratings.size()
        << " player-years (" << pool.unnamed << " games without names, " << problems
        << " unreadable)\n";
    printDistribution(ratings, out);
    return 0;
}

}  // namespace

const Command ratingsCommand{
    "ratings", "ratings ARCHIVE... --out FILE [--drift ELO] [--prior ELO]",
    "Elo ratings of an archive's players, one a year (tab-separated: player, year, games, "
    "rating, 95 % interval)",
    runRatings};

}  // namespace hasami::cli
