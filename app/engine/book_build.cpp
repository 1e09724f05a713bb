// book build: the openings common in game archives, each searched once (the searches are
// appended to OUT.progress as they finish, so that --resume goes on after an interruption),
// negamaxed into a book that grows where a best line leaves it early.

#include "book_build.h"

#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "ai/book_file.h"
#include "ai/training/archive.h"
#include "ai/training/book_builder.h"
#include "arguments.h"
#include "commands.h"
#include "engine_option.h"
#include "report.h"

namespace hasami::cli {

namespace {

using ai::BookKey;
using ai::training::BookSearches;
using ai::training::PositionSearch;
using Clock = std::chrono::steady_clock;

struct BuildSettings {
    int plies = 0;
    int minGames = 0;
    int depth = 0;
    int exactEmpties = 0;  // solve positions with this many empty squares or fewer
};

// The progress file: one search a line, "player opponent move score depth exact" (the
// bitboards in hexadecimal).
std::string progressLine(const BookKey& key, const PositionSearch& s) {
    char line[96];
    std::snprintf(line, sizeof line, "%016" PRIx64 " %016" PRIx64 " %s %d %d %d\n", key.player,
                  key.opponent, s.best.name().c_str(), s.score, s.depth, int(s.exact));
    return line;
}

// The searches of an earlier run; a line cut short by an interruption is left out (and
// searched again).
BookSearches readProgress(std::istream& in) {
    BookSearches searches;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        BookKey key;
        std::string move;
        PositionSearch s;
        int exact = 0;
        if (!(words >> std::hex >> key.player >> key.opponent >> std::dec >> move >> s.score >>
              s.depth >> exact)) {
            continue;
        }
        const auto square = Square::parse(move);
        if (!square || !key.position().isLegal(Move(*square))) continue;
        s.best = Move(*square);
        s.exact = exact != 0;
        searches[key] = s;
    }
    return searches;
}

// Searches positions (reusing the searches of an earlier run) and prints the progress.
class Searcher {
  public:
    Searcher(ai::Engine& engine, const BuildSettings& settings, BookSearches earlier,
             std::ofstream& progress, std::ostream& out)
        : engine_(engine),
          settings_(settings),
          earlier_(std::move(earlier)),
          progress_(progress),
          out_(out) {}

    // Adds the searches of `keys` to `searches`.
    void search(const std::set<BookKey>& keys, BookSearches& searches) {
        const auto roundStart = Clock::now();
        auto lastReport = roundStart;
        std::size_t done = 0;
        std::size_t searched = 0;
        for (const BookKey& key : keys) {
            ++done;
            if (const auto known = earlier_.find(key); known != earlier_.end()) {
                searches[key] = known->second;
                continue;
            }
            searches[key] = searchOne(key);
            ++searched;
            const auto now = Clock::now();
            if (now - lastReport > std::chrono::seconds(10) || done == keys.size()) {
                lastReport = now;
                const double elapsed = std::chrono::duration<double>(now - roundStart).count();
                const double eta = elapsed / double(searched) * double(keys.size() - done);
                out_ << "  " << done << "/" << keys.size() << " positions, "
                     << duration(elapsedSeconds()) << " elapsed, ETA " << duration(eta) << '\n'
                     << std::flush;
            }
        }
    }

    // Since the build began.
    double elapsedSeconds() const {
        return std::chrono::duration<double>(Clock::now() - start_).count();
    }

  private:
    PositionSearch searchOne(const BookKey& key) {
        const Position position = key.position();
        const bool exact = position.emptyCount() <= settings_.exactEmpties;
        const ai::Result r =
            engine_.think(position, ai::Limits::atDepth(exact ? 60 : settings_.depth));
        const PositionSearch s{r.best, r.score, r.depth, r.exact};
        progress_ << progressLine(key, s) << std::flush;
        return s;
    }

    ai::Engine& engine_;
    BuildSettings settings_;
    BookSearches earlier_;
    std::ofstream& progress_;
    std::ostream& out_;
    Clock::time_point start_ = Clock::now();
};

// Writes `bytes` to `path` through a temporary file, so that a crash never leaves half a book.
bool writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes,
               std::string& error) {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        if (!file.flush()) {
            error = temporary + ": cannot write";
            return false;
        }
    }
    std::error_code code;
    std::filesystem::rename(temporary, path, code);
    if (code) error = path + ": " + code.message();
    return !code;
}

}  // namespace

int buildBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(words,
                                       {"out", "plies", "min-games", "depth", "exact", kHashOption,
                                        kEvaluatorOption, kThreadsOption},
                                       {"resume"}, error);
    if (!args) return usageError(err, bookCommand, error);
    BuildSettings settings;
    settings.plies = int(args->integer("plies", 1, 40, error).value_or(12));
    settings.minGames = int(args->integer("min-games", 1, 1 << 30, error).value_or(30));
    settings.depth = int(args->integer("depth", 1, 60, error).value_or(12));
    settings.exactEmpties = int(args->integer("exact", 0, 60, error).value_or(0));
    const auto output = args->value("out");
    if (error.empty() && !output) error = "give --out FILE";
    if (error.empty() && args->positional().empty()) error = "give at least one ARCHIVE";
    if (!error.empty()) return usageError(err, bookCommand, error);
    const auto engine = engineFromOptions(*args, error);
    if (!engine) return usageError(err, bookCommand, error);

    std::vector<ai::training::ArchiveGame> games;
    for (const std::string& path : args->positional()) {
        auto archive = ai::training::readArchiveFile(path, &error);
        if (!archive) {
            err << "hasami-engine book: " << error << '\n';
            return kUsageError;
        }
        out << path << ": " << archive->games.size() << " games";
        if (!archive->problems.empty()) out << " (" << archive->problems.size() << " skipped)";
        out << '\n';
        games.insert(games.end(), std::make_move_iterator(archive->games.begin()),
                     std::make_move_iterator(archive->games.end()));
    }
    const std::set<BookKey> common =
        ai::training::commonOpeningPositions(games, settings.plies, settings.minGames);
    out << common.size() << " positions within " << settings.plies << " plies in at least "
        << settings.minGames << " games\n";

    const std::string progressPath = *output + ".progress";
    BookSearches earlier;
    if (args->has("resume")) {
        std::ifstream in(progressPath);
        earlier = readProgress(in);
        out << "resuming: " << earlier.size() << " searches from " << progressPath << '\n';
    }
    std::ofstream progress(progressPath, args->has("resume") ? std::ios::app : std::ios::trunc);
    if (!progress) {
        err << "hasami-engine book: " << progressPath << ": cannot write\n";
        return kUsageError;
    }
    Searcher searcher(*engine, settings, std::move(earlier), progress, out);
    BookSearches searches;
    std::set<BookKey> pending = common;
    ai::Book book;
    for (int round = 1; !pending.empty(); ++round) {
        out << "round " << round << ": searching " << pending.size() << " positions at depth "
            << settings.depth << '\n';
        searcher.search(pending, searches);
        book = ai::training::negamaxBook(searches);
        pending = ai::training::bookExits(book, settings.plies);
    }
    const auto bytes = ai::encodeBook(book);
    if (!writeFile(*output, bytes, error)) {
        err << "hasami-engine book: " << error << '\n';
        return kUsageError;
    }
    out << "book: " << book.size() << " positions, " << bytes.size() << " bytes, written to "
        << *output << " in " << duration(searcher.elapsedSeconds()) << '\n';
    return 0;
}

}  // namespace hasami::cli
