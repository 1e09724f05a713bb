// book build: the openings common in game archives, each searched once (the searches are
// appended to OUT.progress as they finish, so that --resume goes on after an interruption),
// negamaxed into a book that grows where a best line leaves it early.

#include "book_build.h"

#include <chrono>
#include <filesystem>
#include <iostream>

#include "ai/book_file.h"
#include "ai/training/book_builder.h"
#include "ai/training/label_file.h"
#include "arguments.h"
#include "book_progress.h"
#include "command_files.h"
#include "core/archive.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "core/write_file.h"
#include "engine_option.h"
#include "report.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

using ai::BookKey;
using ai::training::BookSearches;
using ai::training::PositionSearch;
using Clock = std::chrono::steady_clock;

struct BuildSettings {
    int plies = 0;
    int minGames = 0;
    SearchSettings search;
};

// Searches positions (reusing the searches of an earlier run) and prints the progress.
class Searcher {
  public:
    Searcher(ai::Engine& engine, const SearchSettings& settings, BookSearches earlier,
             AppendedFile& progress, std::ostream& out)
        : engine_(engine),
          settings_(settings),
          earlier_(std::move(earlier)),
          progress_(progress),
          out_(out) {}

    // Adds the searches of `keys` to `searches`; the error when the progress file cannot be
    // written (a build that could not be resumed is stopped at once).
    Result<void> search(const std::set<BookKey>& keys, BookSearches& searches) {
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
            if (auto written = progress_.write(progressLine(key, searches[key])); !written)
                return written;
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
        return {};
    }

    // Since the build began.
    double elapsedSeconds() const {
        return std::chrono::duration<double>(Clock::now() - start_).count();
    }

  private:
    PositionSearch searchOne(const BookKey& key) {
        const Position position = key.position();
        const bool exact = position.emptyCount() <= settings_.exactEmpties;
        // Each search starts afresh, as it would in a resumed run (with one thread, the same
        // book whether the build was interrupted or not).
        engine_.clear();
        const ai::SearchResult r =
            engine_.think(position, ai::Limits::atDepth(exact ? 60 : settings_.depth));
        return {r.best, r.score, r.depth, r.exact};
    }

    ai::Engine& engine_;
    SearchSettings settings_;
    BookSearches earlier_;
    AppendedFile& progress_;
    std::ostream& out_;
    Clock::time_point start_ = Clock::now();
};

// Reads the searches of an earlier run from the progress file into `earlier` and opens it to
// go on after them; the error when it cannot be read, or holds searches made with other
// settings.
Result<void> resumeProgress(const std::string& path, const SearchSettings& settings,
                            AppendedFile& progress, BookSearches& earlier, std::ostream& out) {
    const auto text = readFile(path, std::size_t(1) << 32);
    if (!text) return text.error();
    auto read = readProgress(*text, settings);
    if (!read) {
        return Error{quotePath(path) + ": " + read.error().message +
                     ": give the same settings, or leave out --resume to start afresh"};
    }
    // A line cut short goes, so that the next is appended whole.
    std::error_code code;
    std::filesystem::resize_file(path, read->completeBytes, code);
    if (code) return Error{quotePath(path) + ": " + code.message()};
    earlier = std::move(read->searches);
    out << "resuming: " << earlier.size() << " searches from " << path << '\n';
    return progress.open(path, false);
}

// Starts the progress file afresh with the settings' header; the error when it cannot be
// written, with no file left that holds not even the header (a disk full from the start).
Result<void> startProgress(const std::string& path, const SearchSettings& settings,
                           AppendedFile& progress) {
    if (auto opened = progress.open(path, true); !opened) return opened;
    auto written = progress.write(progressHeader(settings));
    if (!written) {
        std::error_code ignored;  // the error to report is the write's
        std::filesystem::remove(path, ignored);
    }
    return written;
}

}  // namespace

int buildBook(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words,
                                       {"out", "plies", "min-games", "depth", "exact", "until",
                                        kHashOption, kEvaluatorOption, kThreadsOption},
                                       {"resume"});
    if (!args) return usageError(err, bookBuildCommand, args.error().message);
    BuildSettings settings;
    OptionErrors bad;
    settings.plies = int(bad(args->integer("plies", 1, 40)).value_or(12));
    settings.minGames = int(bad(args->integer("min-games", 1, 1 << 30)).value_or(30));
    settings.search.depth = int(bad(args->integer("depth", 1, 60)).value_or(12));
    settings.search.exactEmpties = int(bad(args->integer("exact", 0, 60)).value_or(0));
    const int until = int(bad(args->integer("until", 1900, 2100)).value_or(kLastTrainingYear));
    if (bad.any()) return usageError(err, bookBuildCommand, bad.message());
    const auto output = args->value("out");
    if (!output) return usageError(err, bookBuildCommand, "give --out FILE");
    if (args->positional().empty()) {
        return usageError(err, bookBuildCommand, "give at least one ARCHIVE");
    }
    // What is wrong with a file, not with the command line: no usage.
    const auto refuse = [&](const std::string& reason, int status) {
        err << programName() << " book: " << reason << '\n';
        return status;
    };
    CommandFiles files;
    for (const std::string& archive : args->positional())
        files.read("ARCHIVE", archive);
    files.readEvaluation("--evaluator", args->value(kEvaluatorOption).value_or("shipped"));
    files.write("--out", *output);
    // Read too when resumed, and always appended to.
    files.readAndWrite("--out", *output + ".progress");
    if (files.refused(bookBuildCommand, err)) return kUsageError;
    const auto made = engineFromOptions(*args);
    if (!made) return usageError(err, bookBuildCommand, made.error().message);
    const auto& engine = *made;
    settings.search.evaluator = ai::training::evaluatorFingerprint(*engine->evaluator());

    std::vector<ArchiveGame> games;
    for (const std::string& path : args->positional()) {
        auto archive = readArchiveFile(path);
        if (!archive) return refuse(archive.error().message, kUsageError);
        const std::size_t later = removeGamesAfter(*archive, until);
        out << path << ": " << archive->games.size() << " games";
        if (!archive->problems.empty()) out << " (" << archive->problems.size() << " skipped)";
        if (later) out << " (" << later << " dated after " << until << " left out)";
        out << '\n';
        games.insert(games.end(), std::make_move_iterator(archive->games.begin()),
                     std::make_move_iterator(archive->games.end()));
    }
    const std::set<BookKey> common =
        ai::training::commonOpeningPositions(games, settings.plies, settings.minGames);
    out << common.size() << " positions within " << settings.plies << " plies in at least "
        << settings.minGames << " games\n";
    // An empty book would replace the file for nothing (all the games left out by --until, or
    // too few of them).
    if (common.empty()) return refuse("no position to put in the book: nothing written", 1);

    BookSearches earlier;
    AppendedFile progress;
    const std::string progressPath = *output + ".progress";
    if (args->has("resume") && std::filesystem::exists(progressPath)) {
        if (const auto resumed =
                resumeProgress(progressPath, settings.search, progress, earlier, out);
            !resumed) {
            return refuse(resumed.error().message, kUsageError);
        }
    } else if (const auto started = startProgress(progressPath, settings.search, progress);
               !started) {
        return refuse(started.error().message, 1);
    }
    Searcher searcher(*engine, settings.search, std::move(earlier), progress, out);
    BookSearches searches;
    std::set<BookKey> pending = common;
    ai::Book book;
    for (int round = 1; !pending.empty(); ++round) {
        out << "round " << round << ": searching " << pending.size() << " positions at depth "
            << settings.search.depth << '\n';
        if (const auto searched = searcher.search(pending, searches); !searched)
            return refuse(searched.error().message, 1);
        book = ai::training::negamaxBook(searches);
        pending = ai::training::bookExits(book, settings.plies);
    }
    const auto bytes = ai::encodeBook(book);
    if (const auto written =
            replaceFile(*output, {reinterpret_cast<const char*>(bytes.data()), bytes.size()});
        !written) {
        return refuse(written.error().message, 1);
    }
    out << "book: " << book.size() << " positions, " << bytes.size() << " bytes, written to "
        << *output << " in " << duration(searcher.elapsedSeconds()) << '\n';
    return 0;
}

}  // namespace hasami::cli
