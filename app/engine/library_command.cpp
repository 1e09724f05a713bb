// hasami-engine library: the games library (library/games_library.h) from the command line:
// import archives, explore a position's moves, find games.

#include <cstdio>
#include <ostream>

#include "arguments.h"
#include "commands.h"
#include "core/archive.h"
#include "core/notation.h"
#include "library/archive_import.h"
#include "library/games_library.h"
#include "position_option.h"

namespace hasami::cli {

namespace {

using library::GamesLibrary;

// The games `find` lists unless --limit says otherwise.
constexpr int kDefaultLimit = 50;
// Unreadable games listed before the rest are counted only.
constexpr std::size_t kProblemsShown = 10;

// A failure that is not the command line's: the file or the database.
int failure(std::ostream& err, const std::string& reason) {
    err << programName() << " library: " << reason << '\n';
    return kUsageError;
}

// The library of --db, opened for `access`; nullopt after reporting why not.
std::optional<GamesLibrary> openLibrary(const Arguments& args, GamesLibrary::Access access,
                                        std::ostream& err) {
    const auto path = args.value("db");
    if (!path) {
        usageError(err, libraryCommand, "--db FILE is required");
        return std::nullopt;
    }
    auto games = GamesLibrary::open(*path, access);
    if (!games) {
        failure(err, games.error().message);
        return std::nullopt;
    }
    return std::move(*games);
}

int importGames(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"db"}, {});
    if (!args) return usageError(err, libraryCommand, args.error().message);
    if (args->positional().empty())
        return usageError(err, libraryCommand, "expected ARCHIVE files");
    // Every file is read before the database is touched: one unreadable game and nothing is
    // imported, so that fixing the file and importing again gives the whole archive once. A
    // last game cut short or a game without moves is only said: there is nothing to fix.
    auto archive = library::readArchives(args->positional());
    if (!archive) return failure(err, archive.error().message);
    std::vector<ArchiveProblem> problems, skipped;
    for (ArchiveProblem& problem : (*archive)->problems) {
        const bool unreadable = problem.kind == ArchiveProblem::Kind::Unreadable;
        (unreadable ? problems : skipped).push_back(std::move(problem));
    }
    if (!problems.empty()) {
        for (std::size_t i = 0; i < std::min(problems.size(), kProblemsShown); ++i)
            err << programName() << " library: " << problems[i].message() << '\n';
        return failure(err,
                       std::to_string(problems.size()) + " unreadable games: nothing imported");
    }
    for (const ArchiveProblem& problem : skipped)
        err << programName() << " library: " << problem.message() << ": skipped\n";
    auto library = openLibrary(*args, GamesLibrary::Access::ReadWrite, err);
    if (!library) return kUsageError;
    const auto summary = library->import((*archive)->games);
    if (!summary) return failure(err, summary.error().message);
    out << "imported " << summary->added << " games, " << summary->duplicates
        << " already in the library\n";
    return 0;
}

int exploreGames(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"db", "moves", "board"}, {});
    if (!args) return usageError(err, libraryCommand, args.error().message);
    const auto position = movesOrBoardOption(*args);
    if (!position) return usageError(err, libraryCommand, position.error().message);
    auto library = openLibrary(*args, GamesLibrary::Access::ReadOnly, err);
    if (!library) return kUsageError;
    const auto exploration = library->explore(*position);
    if (!exploration) return failure(err, exploration.error().message);
    out << "games " << exploration->games << '\n';
    for (const library::ExplorerMove& m : exploration->moves) {
        char mean[32];
        std::snprintf(mean, sizeof mean, "%+.1f", m.meanBlackDifference);
        out << m.move.name() << ' ' << m.games << ' ' << m.blackWins << ' ' << m.draws << ' '
            << m.whiteWins << ' ' << mean << '\n';
    }
    return 0;
}

int findGames(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"db", "player", "opening", "year", "limit"}, {});
    if (!args) return usageError(err, libraryCommand, args.error().message);
    library::GameFilter filter;
    filter.player = args->value("player").value_or("");
    filter.opening = args->value("opening").value_or("");
    OptionErrors bad;
    filter.year = int(bad(args->integer("year", 1, 9999)).value_or(0));
    const int limit = int(bad(args->integer("limit", 1, 1'000'000)).value_or(kDefaultLimit));
    if (bad.any()) return usageError(err, libraryCommand, bad.message());
    auto library = openLibrary(*args, GamesLibrary::Access::ReadOnly, err);
    if (!library) return kUsageError;
    int total = 0;
    const auto games = library->find(filter, limit, &total);
    if (!games) return failure(err, games.error().message);
    out << "games " << total << '\n';
    for (const library::LibraryGame& g : *games) {
        char result[8];
        std::snprintf(result, sizeof result, "%+d", g.result);
        out << g.id << '\t' << g.year << '\t' << g.black << '\t' << g.white << '\t' << result
            << '\t' << g.opening << '\t' << formatTranscript(g.moves) << '\n';
    }
    return 0;
}

int runLibrary(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    return runAction(words,
                     {{"import", importGames}, {"explore", exploreGames}, {"find", findGames}},
                     libraryCommand, out, err);
}

}  // namespace

const Command libraryCommand{
    "library",
    "library import --db DB ARCHIVE... | library explore --db DB (--moves f5d6... | --board "
    "\"<64 chars> X\") | library find --db DB [--player NAME] [--opening NAME] [--year Y] "
    "[--limit N]",
    "keep games in a library (SQLite): import archives (GGF, WTHOR PGN, logbook), list the moves "
    "played from a position in any orientation with their results, find games",
    runLibrary};

}  // namespace hasami::cli
