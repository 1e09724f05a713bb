// hasami-tools selfplay: the self-play corpus (ai/training/selfplay.h). One seed's games go to
// DIR/selfplay-SEED.part, a record appended as each game ends, so that a run stopped in any way
// loses at most the game it was playing and goes on when started again; a shard full or sealed
// becomes DIR/selfplay-SEED.games, packed (core/selfplay_shard.h), with a line in
// DIR/manifest.tsv.

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <ostream>
#include <set>

#include "ai/engine.h"
#include "ai/pattern_weights.h"
#include "ai/training/selfplay.h"
#include "arguments.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "core/write_file.h"
#include "file_lock.h"
#include "report.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr auto kReportEvery = std::chrono::seconds(60);
// Each game starts from an emptied table: a small one empties quickly and is enough at depth 8.
constexpr std::size_t kHashMegabytes = 16;
constexpr std::uint64_t kDefaultShardGames = 100000;  // 6.4 MB while played, 2.7 MB sealed
constexpr const char* kManifest = "manifest.tsv";
constexpr const char* kManifestHeader =
    "# shard\tseed\tcommit\tdepth\texact\trandom\tgames\tpositions\tbytes\tcrc32\n";

struct SelfPlayOptions {
    std::string dir;
    std::uint64_t seed = 0;
    SelfPlaySettings settings;
    std::uint64_t shardGames = kDefaultShardGames;
    std::uint64_t stopAfter = 0;  // 0: play until the shard is full
    std::string commit = "unknown";
    bool seal = false;
};

std::string shardStem(std::uint64_t seed) {
    char name[40];
    std::snprintf(name, sizeof name, "selfplay-%06llu", static_cast<unsigned long long>(seed));
    return name;
}

// "8-40" as the fewest and most random moves.
bool parseRandomRange(const std::string& text, SelfPlaySettings& settings) {
    const auto dash = text.find('-');
    if (dash == std::string::npos) return false;
    const auto fewest = parseInteger(text.substr(0, dash), 0, 59);
    const auto most = parseInteger(text.substr(dash + 1), 0, 59);
    if (!fewest || !most || *fewest > *most) return false;
    settings.fewestRandom = int(*fewest);
    settings.mostRandom = int(*most);
    return true;
}

Result<SelfPlayOptions> parseOptions(const std::vector<std::string>& words) {
    const auto args = Arguments::parse(
        words, {"dir", "seed", "depth", "exact", "random", "games", "stop-after", "commit"},
        {"seal"});
    if (!args) return args.error();
    SelfPlayOptions o;
    o.dir = args->value("dir").value_or("");
    o.commit = args->value("commit").value_or(o.commit);
    o.seal = args->has("seal");
    OptionErrors bad;
    const auto seed = bad(args->integer("seed", 1, 999999));
    o.settings.depth = int(bad(args->integer("depth", 1, 20)).value_or(o.settings.depth));
    o.settings.exactEmpties =
        int(bad(args->integer("exact", 0, 30)).value_or(o.settings.exactEmpties));
    o.shardGames = std::uint64_t(bad(args->integer("games", 1, 300000)).value_or(o.shardGames));
    o.stopAfter = std::uint64_t(bad(args->integer("stop-after", 1, 1LL << 40)).value_or(0));
    if (const auto range = args->value("random"); range && !parseRandomRange(*range, o.settings))
        bad.add(Error{"--random takes A-B, from 0 to 59 random moves, not '" + *range + "'"});
    if (bad.any()) return Error{bad.message()};
    if (!args->positional().empty())
        return Error{"unexpected '" + args->positional().front() + "'"};
    if (o.dir.empty()) return Error{"--dir DIR is required"};
    if (o.commit.find_first_of("\t\n\r") != std::string::npos)
        return Error{"--commit: no tab or line break"};
    if (o.seal) {
        if (seed || args->has("depth") || args->has("exact") || args->has("random") ||
            args->has("games") || args->has("stop-after")) {
            return Error{"--seal takes only --dir and --commit"};
        }
        return o;
    }
    if (!seed) return Error{"--seed S is required"};
    o.seed = std::uint64_t(*seed);
    return o;
}

std::string describe(const SelfPlaySettings& s) {
    return "depth " + std::to_string(s.depth) + ", exact from " + std::to_string(s.exactEmpties) +
           " empties, " + std::to_string(s.fewestRandom) + "-" + std::to_string(s.mostRandom) +
           " random moves";
}

std::uint64_t trainingPositions(const std::vector<SelfPlayGame>& games,
                                const SelfPlaySettings& settings) {
    std::uint64_t positions = 0;
    for (const SelfPlayGame& game : games) {
        const auto archived = toArchiveGame(game, settings);
        positions += archived.moves.size() - std::size_t(archived.firstTrainingPly);
    }
    return positions;
}

// The shard at `path` without the damaged end an interruption may have left; the error when it
// is not a run's shard at all, or a sealed one (then nothing is changed).
Result<SelfPlayShard> repairedShard(const std::string& path, std::ostream& out) {
    auto shard = readSelfPlayShard(path);
    if (!shard) return shard.error();
    if (shard->packed) return Error{quotePath(path) + " is a sealed shard, not a run's"};
    if (!shard->damage.empty()) {
        std::error_code failed;
        fs::resize_file(path, shard->completeBytes, failed);
        if (failed) return Error{quotePath(path) + ": " + failed.message()};
        out << path << ": dropped " << shard->damage << '\n';
    }
    return shard;
}

// The manifest's line for a finished shard.
Result<std::string> manifestLine(const std::string& path, const std::string& commit) {
    const auto bytes = readFile(path, std::size_t{64} << 20);
    if (!bytes) return bytes.error();
    const auto shard = decodeSelfPlayShard(*bytes, path);
    if (!shard) return shard.error();
    if (!shard->damage.empty()) return Error{quotePath(path) + ": " + shard->damage};
    const SelfPlaySettings& s = shard->settings;
    const auto crc =
        ai::crc32({reinterpret_cast<const std::uint8_t*>(bytes->data()), bytes->size()});
    char line[512];
    std::snprintf(line, sizeof line, "%s\t%llu\t%s\t%d\t%d\t%d-%d\t%zu\t%llu\t%zu\t%08x\n",
                  fs::path(path).filename().string().c_str(),
                  static_cast<unsigned long long>(shard->seed), commit.c_str(), s.depth,
                  s.exactEmpties, s.fewestRandom, s.mostRandom, shard->games.size(),
                  static_cast<unsigned long long>(trainingPositions(shard->games, shard->settings)),
                  bytes->size(), unsigned(crc));
    return std::string(line);
}

// Finishes DIR's shards: each .part with games becomes a .games file (only `own` when given: the
// others may be other runs' under way), and every .games file the manifest does not list gets
// its line (also one renamed by a run stopped before it wrote it).
Result<void> seal(const std::string& dir, const std::string& commit, std::ostream& out,
                  const std::optional<fs::path>& own = std::nullopt) {
    std::set<std::string> finished;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const fs::path& path = entry.path();
        if (path.extension() == ".part" && (!own || path.filename() == own->filename())) {
            FileLock lock;
            if (const auto locked = lock.acquire(path.string()); !locked)
                return Error{locked.error().message + ": stop that run first"};
            const auto shard = repairedShard(path.string(), out);
            if (!shard) return shard.error();
            if (shard->games.empty()) {
                fs::remove(path);
                continue;
            }
            // Sealed packed (2.4 times smaller), written whole before the run's file goes: a
            // seal interrupted in between is done again from that file.
            fs::path games = path;
            games.replace_extension(".games");
            const auto packed =
                encodePackedSelfPlayShard(shard->settings, shard->seed, shard->games);
            if (!packed) return Error{quotePath(path.string()) + ": " + packed.error().message};
            if (auto written = replaceFile(games.string(), *packed); !written) return written;
            std::error_code failed;
            fs::remove(path, failed);
            if (failed) return Error{quotePath(path.string()) + ": " + failed.message()};
            out << "sealed " << games.string() << ": " << shard->games.size() << " games\n";
            finished.insert(games.filename().string());
        } else if (path.extension() == ".games") {
            finished.insert(path.filename().string());
        }
    }
    const std::string manifestPath = (fs::path(dir) / kManifest).string();
    std::string manifest = kManifestHeader;
    if (fs::exists(manifestPath)) {
        auto old = readFile(manifestPath, std::size_t{16} << 20);
        if (!old) return old.error();
        manifest = *old;
    }
    bool added = false;
    for (const std::string& name : finished) {
        if (manifest.find('\n' + name + '\t') != std::string::npos) continue;
        auto line = manifestLine((fs::path(dir) / name).string(), commit);
        if (!line) return line.error();
        manifest += *line;
        added = true;
    }
    if (added) return replaceFile(manifestPath, manifest);
    return {};
}

// Plays the shard's games from `next` on, appending each to `file`, with a line of progress a
// minute; the error when the file cannot be written.
Result<void> play(const SelfPlayOptions& o, std::uint64_t next, std::uint64_t end,
                  AppendedFile& file, std::ostream& out) {
    ai::Engine engine(kHashMegabytes);
    const auto start = Clock::now();
    auto lastReport = start;
    std::uint64_t positions = 0;
    for (std::uint64_t index = next; index < end; ++index) {
        const SelfPlayGame game = ai::training::playSelfPlayGame(engine, o.settings, o.seed, index);
        if (auto written = file.write(encodeSelfPlayGame(game)); !written) return written;
        positions += trainingPositions({game}, o.settings);
        const auto now = Clock::now();
        if (now - lastReport > kReportEvery || index + 1 == end) {
            lastReport = now;
            const double seconds = std::chrono::duration<double>(now - start).count();
            const std::uint64_t played = index + 1 - next;
            char line[200];
            std::snprintf(line, sizeof line,
                          "%s: %llu of %llu games, %llu positions, %.0f games/hour, %s elapsed\n",
                          shardStem(o.seed).c_str(), static_cast<unsigned long long>(index + 1),
                          static_cast<unsigned long long>(o.shardGames),
                          static_cast<unsigned long long>(positions),
                          seconds > 0 ? 3600 * double(played) / seconds : 0.0,
                          duration(seconds).c_str());
            out << line << std::flush;
        }
    }
    return {};
}

// Why a run stops before its end: the message and the exit status (2 when the files are not
// this run's to use, 1 when one could not be written).
struct Stop {
    std::string message;
    int status;
};

// Plays into `part` (resumed when it exists) under its lock until the shard is full or
// --stop-after games were played; whether it is full.
Result<bool, Stop> playShard(const SelfPlayOptions& o, const std::string& part, std::ostream& out) {
    if (const auto why = unwritablePath(part)) return Stop{*why, kUsageError};
    FileLock lock;
    if (const auto locked = lock.acquire(part); !locked)
        return Stop{locked.error().message, kUsageError};
    std::uint64_t next = 0;
    AppendedFile file;
    if (fs::exists(part)) {
        const auto shard = repairedShard(part, out);
        if (!shard) return Stop{shard.error().message + ": give another --seed", kUsageError};
        if (shard->settings != o.settings) {
            return Stop{quotePath(part) + " holds games of other settings (" +
                            describe(shard->settings) + "): give the same or another --seed",
                        kUsageError};
        }
        next = shard->games.size();
        out << "resuming " << part << ": " << next << " games played\n";
        if (auto opened = file.open(part, false); !opened) return Stop{opened.error().message, 1};
    } else {
        if (auto opened = file.open(part, true); !opened) return Stop{opened.error().message, 1};
        if (auto written = file.write(encodeSelfPlayHeader(o.settings, o.seed)); !written) {
            return Stop{written.error().message, 1};
        }
    }
    const std::uint64_t end =
        o.stopAfter ? std::min(o.shardGames, next + o.stopAfter) : o.shardGames;
    if (auto played = play(o, next, end, file, out); !played)
        return Stop{played.error().message, 1};
    return end == o.shardGames;
}

int runSelfPlay(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto options = parseOptions(words);
    if (!options) return usageError(err, selfPlayCommand, options.error().message);
    const SelfPlayOptions& o = *options;
    const auto refuse = [&](const std::string& reason, int status) {
        err << programName() << " selfplay: " << reason << '\n';
        return status;
    };
    std::error_code failed;
    if (!fs::is_directory(o.dir, failed))
        return refuse("--dir: " + quotePath(o.dir) + " is not a directory", 2);
    if (o.seal) {
        const auto sealed = seal(o.dir, o.commit, out);
        return sealed ? 0 : refuse(sealed.error().message, 1);
    }

    const std::string stem = (fs::path(o.dir) / shardStem(o.seed)).string();
    if (fs::exists(stem + ".games"))
        return refuse(quotePath(stem + ".games") + " is finished: give another --seed", 2);
    const auto full = playShard(o, stem + ".part", out);
    if (!full) return refuse(full.error().message, full.error().status);
    if (!*full) {
        out << "stopped; run the same command to go on\n";
        return 0;
    }
    const auto sealed = seal(o.dir, o.commit, out, fs::path(stem + ".part"));
    return sealed ? 0 : refuse(sealed.error().message, 1);
}

}  // namespace

const Command selfPlayCommand{
    "selfplay",
    "selfplay --dir DIR --seed S [--depth D] [--exact E] [--random A-B] [--games N] "
    "[--stop-after N] [--commit TEXT] | selfplay --dir DIR --seal [--commit TEXT]",
    "play the engine against itself for the training corpus: game after game of seed S appended "
    "to DIR/selfplay-S.part (resumed by running it again) until N games (100000) seal it as "
    "selfplay-S.games in DIR/manifest.tsv; --seal seals every .part now",
    runSelfPlay};

}  // namespace hasami::cli
