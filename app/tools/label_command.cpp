// hasami-tools label: a dataset's samples relabelled by deeper searches than `train` can afford
// in one go. One shard of the samples a process (--shard I/N); the labels are appended to OUT
// chunk by chunk, so a run stopped at any moment goes on from its last chunk when started again,
// and the shards' files concatenated are the labels `train --labels` fits.

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "ai/pattern_evaluator.h"
#include "ai/training/dataset.h"
#include "ai/training/label_file.h"
#include "ai/training/labels.h"
#include "arguments.h"
#include "command_files.h"
#include "core/quote.h"
#include "core/write_file.h"
#include "engine_option.h"
#include "file_lock.h"
#include "report.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

using ai::training::LabelChunk;
using ai::training::LabelRun;
using Clock = std::chrono::steady_clock;

// A chunk is written when it is full (kMostChunkSamples) or this old, whichever comes first:
// what an interruption can lose.
constexpr auto kChunkAge = std::chrono::seconds(30);
constexpr auto kReportEvery = std::chrono::seconds(10);
// Searches that start afresh each time clear their table: a small one clears quickly.
constexpr std::size_t kHashMegabytes = 2;

struct LabelOptions {
    std::string dataset;
    std::string out;
    std::string evaluator = "shipped";
    LabelRun run;
    std::uint64_t stopAfter = 0;  // 0: label the shard to its end
};

// "2/4" as shard 1 of 4 (from 0).
bool parseShard(const std::string& text, LabelRun& run) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return false;
    const auto index = parseInteger(text.substr(0, slash), 1, 65535);
    const auto count = parseInteger(text.substr(slash + 1), 1, 65535);
    if (!index || !count || *index > *count) return false;
    run.shard = int(*index - 1);
    run.shardCount = int(*count);
    return true;
}

Result<LabelOptions> parseOptions(const std::vector<std::string>& words) {
    const auto args = Arguments::parse(
        words, {"dataset", "out", "search-depth", "exact", "evaluator", "shard", "stop-after"}, {});
    if (!args) return args.error();
    LabelOptions o;
    o.dataset = args->value("dataset").value_or("");
    o.out = args->value("out").value_or("");
    o.evaluator = args->value("evaluator").value_or(o.evaluator);
    OptionErrors bad;
    o.run.depth = int(bad(args->integer("search-depth", 1, 30)).value_or(0));
    o.run.exactEmpties = int(bad(args->integer("exact", 0, 30)).value_or(0));
    o.stopAfter = std::uint64_t(bad(args->integer("stop-after", 1, 1LL << 40)).value_or(0));
    if (const auto shard = args->value("shard"); shard && !parseShard(*shard, o.run)) {
        bad.add(Error{"--shard takes I/N, shard I of N (1 <= I <= N), not '" + *shard + "'"});
    }
    if (bad.any()) return Error{bad.message()};
    if (!args->positional().empty())
        return Error{"unexpected '" + args->positional().front() + "'"};
    if (o.dataset.empty()) return Error{"--dataset FILE is required"};
    if (o.out.empty()) return Error{"--out FILE is required"};
    if (o.run.depth == 0) return Error{"--search-depth D is required"};
    return o;
}

std::string describeRun(const LabelRun& run) {
    return run.shardName() + ", depth " + std::to_string(run.depth) + ", exact from " +
           std::to_string(run.exactEmpties) + " empties";
}

// How many of the shard's samples OUT labels already (0 for a new or empty file), after cutting
// off a chunk an interruption left unfinished; the error, with nothing changed, when OUT holds
// something else.
Result<std::uint64_t> resumePoint(const std::string& out, const LabelRun& run,
                                  std::ostream& report) {
    if (!std::filesystem::exists(out)) return 0;
    const auto file = ai::training::readLabelFile(out);
    if (!file) return file.error();
    std::uint64_t next = 0;
    for (const LabelChunk& chunk : file->chunks) {
        if (chunk.run != run || chunk.first != next) {
            return Error{quotePath(out) + " holds other labels (" + describeRun(chunk.run) +
                         (chunk.run.dataset != run.dataset ? ", another dataset" : "") +
                         (chunk.run.evaluator != run.evaluator ? ", another evaluation" : "") +
                         "): give another --out"};
        }
        next += chunk.samples.size();
    }
    // Only a file that holds labels loses its damaged end: anything else is the user's. A file
    // that is only this run's first chunk, cut short by a full disk, holds labels too.
    if (file->chunks.empty() && !file->damage.empty() &&
        !ai::training::beginsChunkOf(file->cutHeader, run, 0)) {
        return Error{quotePath(out) + " is not a labels file (" + file->damage +
                     "): give another --out"};
    }
    if (!file->damage.empty()) {
        std::error_code failed;
        std::filesystem::resize_file(out, file->completeBytes, failed);
        if (failed) return Error{quotePath(out) + ": " + failed.message()};
        report << out << ": dropped " << file->damage << " at byte " << file->completeBytes << '\n';
    }
    if (next > 0) {
        report << "resuming " << out << ": " << next << " of " << run.shardSize()
               << " samples labelled\n";
    }
    return next;
}

// Labels the samples of a shard and appends them to the file in chunks, reporting the progress.
class ShardLabeller {
  public:
    ShardLabeller(const LabelOptions& options, std::shared_ptr<const ai::Evaluator> evaluator,
                  AppendedFile& file, std::ostream& out)
        : options_(options),
          labeller_(std::move(evaluator), kHashMegabytes),
          file_(file),
          out_(out) {}

    // Labels the shard's samples from `next` on; the error when the file cannot be written.
    Result<void> run(const ai::training::Dataset& dataset, std::uint64_t next, std::uint64_t end) {
        const auto start = Clock::now();
        auto lastReport = start, chunkStart = start;
        const std::uint64_t first = next;
        chunk_ = {options_.run, next, {}};
        for (; next < end; ++next) {
            const std::uint64_t index = options_.run.datasetIndex(next);
            const bool validation = index >= dataset.training.size();
            ai::training::Sample sample = validation
                                              ? dataset.validation[index - dataset.training.size()]
                                              : dataset.training[index];
            labeller_.relabel(sample, options_.run.depth, options_.run.exactEmpties);
            chunk_.samples.push_back({sample, validation});
            const auto now = Clock::now();
            if (chunk_.samples.size() == ai::training::kMostChunkSamples ||
                now - chunkStart > kChunkAge) {
                if (auto written = writeChunk(next + 1); !written) return written;
                chunkStart = now;
            }
            if (now - lastReport > kReportEvery) {
                lastReport = now;
                report(next + 1 - first, next + 1, seconds(start, now));
            }
        }
        if (auto written = writeChunk(next); !written) return written;
        report(next - first, next, seconds(start, Clock::now()));
        return {};
    }

  private:
    static double seconds(Clock::time_point from, Clock::time_point to) {
        return std::chrono::duration<double>(to - from).count();
    }

    // Appends the chunk (if it holds any sample) and starts the next at `next`.
    Result<void> writeChunk(std::uint64_t next) {
        if (!chunk_.samples.empty()) {
            const auto bytes = ai::training::encodeLabelChunk(chunk_);
            auto written = file_.write({reinterpret_cast<const char*>(bytes.data()), bytes.size()});
            if (!written) return written;
        }
        chunk_.first = next;
        chunk_.samples.clear();
        return {};
    }

    // "shard 1/2: 8192 of 3400000 samples (0.2%), 310 samples/s, 0:26 elapsed, ETA 3:02:41".
    void report(std::uint64_t labelledNow, std::uint64_t labelled, double elapsed) {
        const std::uint64_t total = options_.run.shardSize();
        const double speed = elapsed > 0 ? double(labelledNow) / elapsed : 0;
        char line[200];
        std::snprintf(line, sizeof line,
                      "%s: %llu of %llu samples (%.1f%%), %.0f samples/s, %s elapsed, ETA %s\n",
                      options_.run.shardName().c_str(), static_cast<unsigned long long>(labelled),
                      static_cast<unsigned long long>(total),
                      total ? 100.0 * double(labelled) / double(total) : 100.0, speed,
                      duration(elapsed).c_str(),
                      speed > 0 ? duration(double(total - labelled) / speed).c_str() : "?");
        out_ << line << std::flush;
    }

    const LabelOptions& options_;
    ai::training::EngineLabeller labeller_;
    AppendedFile& file_;
    std::ostream& out_;
    LabelChunk chunk_;
};

int runLabel(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    auto options = parseOptions(words);
    if (!options) return usageError(err, labelCommand, options.error().message);
    // A device or a FIFO at --out would be read for ever.
    CommandFiles files;
    files.read("--dataset", options->dataset);
    files.readEvaluation("--evaluator", options->evaluator);
    files.readAndWrite("--out", options->out);
    if (files.refused(labelCommand, err)) return kUsageError;
    const auto named = ai::evaluatorByName(options->evaluator);
    if (!named) return usageError(err, labelCommand, "--evaluator: " + named.error().message);
    const auto& evaluator = *named;
    const auto dataset = ai::training::loadDataset(options->dataset);
    if (!dataset) return usageError(err, labelCommand, "--dataset: " + dataset.error().message);
    LabelRun& run = options->run;
    run.dataset = ai::training::datasetFingerprint(*dataset);
    run.datasetSamples = dataset->training.size() + dataset->validation.size();
    run.evaluator = ai::training::evaluatorFingerprint(*evaluator);

    // What is wrong with a file, not with the command line: no usage.
    const auto refuse = [&](const std::string& reason, int status) {
        err << programName() << " label: " << reason << '\n';
        return status;
    };
    // A second run would interleave its chunks.
    FileLock lock;
    if (const auto locked = lock.acquire(options->out); !locked)
        return refuse(locked.error().message, 2);
    const auto next = resumePoint(options->out, run, out);
    if (!next) return refuse(next.error().message, 2);
    const std::uint64_t size = run.shardSize();
    const std::uint64_t end =
        options->stopAfter ? std::min(size, *next + options->stopAfter) : size;
    AppendedFile file;
    ShardLabeller labeller(*options, evaluator, file, out);
    if (const auto opened = file.open(options->out, false); !opened)
        return refuse(opened.error().message, 1);
    if (const auto labelled = labeller.run(*dataset, *next, end); !labelled)
        return refuse(labelled.error().message, 1);
    if (end < size) {
        out << "stopped after " << end - *next << " samples; run the same command to go on\n";
    } else {
        out << run.shardName() << " labelled: " << size << " samples in " << options->out << '\n';
    }
    return 0;
}

}  // namespace

const Command labelCommand{
    "label",
    "label --dataset FILE --out FILE --search-depth D [--exact E] "
    "[--evaluator simple|shipped|FILE] [--shard I/N] [--stop-after N]",
    "relabel a dataset (train --save-dataset) by D-ply searches, exactly from E empties: shard I "
    "of N, appended to OUT in chunks, resumed by running it again; the shards' files "
    "concatenated are labels for train --labels",
    runLabel};

}  // namespace hasami::cli
