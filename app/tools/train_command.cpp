// hasami-tools train: the pattern evaluation's weights from game archives, labelled by the
// games' results and, optionally, by the engine's own exact solves and searches.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "ai/pattern_evaluator.h"
#include "ai/pattern_set.h"
#include "ai/training/dataset.h"
#include "ai/training/fit.h"
#include "ai/training/label_file.h"
#include "ai/training/labels.h"
#include "arguments.h"
#include "command_files.h"
#include "core/archive.h"
#include "core/quote.h"
#include "core/write_file.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct TrainOptions {
    std::vector<std::string> archives;
    std::string dataset;      // read instead of the archives
    std::string labels;       // the same, from hasami-tools label
    std::string results;      // the dataset the labels label, its results blended in
    float resultWeight = 0;   // the results' share of a blended label
    std::string saveDataset;  // the labelled samples, for later runs
    std::string out;
    ai::training::FitOptions fit;
    int validationPercent = 10;
    std::uint64_t seed = 1;
    long long maxGames = 0;         // 0: all
    int until = kLastTrainingYear;  // games dated later are left out
    int exactEmpties = 0;
    int searchDepth = 0;
    std::string evaluator = "shipped";
    std::string baseline = "simple";  // the evaluation the phase table compares with
};

Result<TrainOptions> parseOptions(const std::vector<std::string>& words) {
    const auto args =
        Arguments::parse(words,
                         {"out", "phases", "iterations", "ridge", "smoothing", "validation", "seed",
                          "max-games", "exact", "search-depth", "evaluator", "dataset", "labels",
                          "save-dataset", "baseline", "until", "results", "result-weight"},
                         {});
    if (!args) return args.error();
    TrainOptions o;
    o.archives = args->positional();
    o.dataset = args->value("dataset").value_or("");
    o.labels = args->value("labels").value_or("");
    o.saveDataset = args->value("save-dataset").value_or("");
    o.results = args->value("results").value_or("");
    o.out = args->value("out").value_or("");
    OptionErrors bad;
    o.fit.phaseCount = int(bad(args->integer("phases", 1, 60)).value_or(o.fit.phaseCount));
    o.fit.iterations = int(bad(args->integer("iterations", 1, 100000)).value_or(o.fit.iterations));
    o.fit.ridge = bad(args->number("ridge", 0, 1e9)).value_or(o.fit.ridge);
    o.fit.smoothing = bad(args->number("smoothing", 0, 1e9)).value_or(o.fit.smoothing);
    o.validationPercent = int(bad(args->integer("validation", 0, 50)).value_or(10));
    o.seed = std::uint64_t(bad(args->integer("seed", 0, 1LL << 62)).value_or(1));
    o.maxGames = bad(args->integer("max-games", 1, 1LL << 40)).value_or(0);
    o.until = int(bad(args->integer("until", 1900, 2100)).value_or(o.until));
    o.exactEmpties = int(bad(args->integer("exact", 0, 30)).value_or(0));
    o.searchDepth = int(bad(args->integer("search-depth", 0, 30)).value_or(0));
    o.evaluator = args->value("evaluator").value_or(o.evaluator);
    o.baseline = args->value("baseline").value_or(o.baseline);
    o.resultWeight = float(bad(args->number("result-weight", 0, 1)).value_or(0));
    if (bad.any()) return Error{bad.message()};
    if (int(!o.archives.empty()) + int(!o.dataset.empty()) + int(!o.labels.empty()) != 1) {
        return Error{"expected ARCHIVE files, --dataset FILE or --labels FILE"};
    }
    if (o.out.empty()) return Error{"--out FILE is required"};
    if (args->has("results") != args->has("result-weight"))
        return Error{"--results DATASET and --result-weight W go together"};
    if (!o.results.empty() && o.labels.empty())
        return Error{"--results needs --labels, the labels its results are blended with"};
    // The evaluation serves only the searches that label: without them it would be ignored.
    if (args->has("evaluator") && o.exactEmpties == 0 && o.searchDepth == 0)
        return Error{"--evaluator needs --exact or --search-depth, the searches that use it"};
    return o;
}

CommandFiles filesOf(const TrainOptions& o) {
    CommandFiles files;
    for (const std::string& archive : o.archives)
        files.read("ARCHIVE", archive);
    if (!o.dataset.empty()) files.read("--dataset", o.dataset);
    if (!o.labels.empty()) files.read("--labels", o.labels);
    if (!o.results.empty()) files.read("--results", o.results);
    if (o.exactEmpties > 0 || o.searchDepth > 0) files.readEvaluation("--evaluator", o.evaluator);
    files.readEvaluation("--baseline", o.baseline);
    files.write("--out", o.out);
    if (!o.saveDataset.empty()) files.write("--save-dataset", o.saveDataset);
    return files;
}

// Reads the archives into a dataset, labelling each game as it comes. Problems in the
// archives are reported and skipped; an unreadable archive stops the run (nullopt).
std::optional<ai::training::Dataset> readDataset(const TrainOptions& options,
                                                 ai::training::EngineLabeller& labeller,
                                                 std::ostream& out, std::ostream& err) {
    ai::training::DatasetBuilder builder(options.validationPercent, options.seed);
    long long games = 0;
    std::size_t problems = 0, positions = 0, later = 0;
    for (const std::string& path : options.archives) {
        auto archive = readArchiveFile(path);
        if (!archive) {
            err << programName() << " train: " << archive.error().message << '\n';
            return std::nullopt;
        }
        for (const auto& problem : archive->problems)
            err << problem.message() << " (skipped)\n";
        problems += archive->problems.size();
        later += removeGamesAfter(*archive, options.until);
        for (const auto& game : archive->games) {
            if (options.maxGames && games == options.maxGames) break;
            std::vector<ai::training::Sample> samples = ai::training::gameSamples(game);
            if (options.exactEmpties > 0) labeller.solveEndgame(samples, options.exactEmpties);
            positions += samples.size();
            builder.addGame(samples);
            ++games;
        }
    }
    out << "read " << games << " games (" << positions << " positions) from "
        << options.archives.size() << " archives; " << problems << " games skipped; " << later
        << " games dated after " << options.until << " left out\n"
        << std::flush;
    return builder.take();
}

// The samples of a labels file, every chunk whole; the shards not labelled to their end are
// said (and the fit goes on with the labels there are). *dataset is the fingerprint of the
// dataset they label.
Result<ai::training::Dataset> readLabels(const std::string& path, std::uint64_t* dataset,
                                         std::ostream& err) {
    const auto file = ai::training::readLabelFile(path);
    if (!file) return file.error();
    if (!file->damage.empty()) {
        return Error{quotePath(path) + ": " + file->damage + " at byte " +
                     std::to_string(file->completeBytes) +
                     " (an interrupted label run: run it again to finish it)"};
    }
    std::vector<std::string> warnings;
    auto data = ai::training::labelledDataset(file->chunks, &warnings);
    if (!data) return Error{quotePath(path) + ": " + data.error().message};
    *dataset = file->chunks.front().run.dataset;
    for (const std::string& warning : warnings)
        err << programName() << " train: " << quotePath(path) << ": " << warning << '\n';
    return data;
}

void printPhaseTable(const ai::Evaluator& trained, const ai::Evaluator& baselineEvaluator,
                     const ai::training::Dataset& data, int phaseCount, std::ostream& out) {
    const auto train = ai::training::phaseErrors(trained, data.training, phaseCount);
    const auto valid = ai::training::phaseErrors(trained, data.validation, phaseCount);
    const auto baseline = ai::training::phaseErrors(baselineEvaluator, data.validation, phaseCount);
    out << "mean absolute error in discs, per phase:\n"
           "phase  empties   training (positions)   validation (positions)   baseline\n";
    for (int phase = 0; phase < phaseCount; ++phase) {
        int most = 0, fewest = 60;
        for (int e = 1; e <= 60; ++e) {
            if (ai::phaseOf(e, phaseCount) != phase) continue;
            most = std::max(most, e);
            fewest = std::min(fewest, e);
        }
        // A phase without a position has no error: "-", not the nan of 0 / 0.
        const auto error = [&](const ai::training::PhaseErrors& errors) {
            char text[32] = "-";
            if (errors.count[phase] > 0)
                std::snprintf(text, sizeof text, "%.2f", errors.meanAbsoluteError[phase]);
            return std::string(text);
        };
        char line[160];
        std::snprintf(line, sizeof line, "%5d  %2d-%-2d   %8s (%9zu)    %8s (%9zu)   %10s\n", phase,
                      most, fewest, error(train).c_str(), train.count[phase], error(valid).c_str(),
                      valid.count[phase], error(baseline).c_str());
        out << line;
    }
}

int runTrain(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto options = parseOptions(words);
    if (!options) return usageError(err, trainCommand, options.error().message);
    if (filesOf(*options).refused(trainCommand, err)) return kUsageError;
    const auto start = Clock::now();

    // The engine's evaluation matters only to the labels it computes.
    std::shared_ptr<const ai::Evaluator> evaluator;
    if (options->exactEmpties > 0 || options->searchDepth > 0) {
        const auto named = ai::evaluatorByName(options->evaluator);
        if (!named) return usageError(err, trainCommand, "--evaluator: " + named.error().message);
        evaluator = *named;
    }
    ai::training::EngineLabeller labeller(evaluator);
    const auto baseline = ai::evaluatorByName(options->baseline);
    if (!baseline) return usageError(err, trainCommand, "--baseline: " + baseline.error().message);
    std::optional<ai::training::Dataset> data;
    if (!options->dataset.empty()) {
        auto loaded = ai::training::loadDataset(options->dataset);
        if (!loaded) return usageError(err, trainCommand, "--dataset: " + loaded.error().message);
        data = std::move(*loaded);
    } else if (!options->labels.empty()) {
        std::uint64_t labelledDataset = 0;
        auto labelled = readLabels(options->labels, &labelledDataset, err);
        if (!labelled) {
            return usageError(err, trainCommand, "--labels: " + labelled.error().message);
        }
        data = std::move(*labelled);
        if (!options->results.empty()) {
            const auto results = ai::training::loadDataset(options->results);
            if (!results)
                return usageError(err, trainCommand, "--results: " + results.error().message);
            if (ai::training::datasetFingerprint(*results) != labelledDataset) {
                return usageError(err, trainCommand,
                                  "--results: " + quotePath(options->results) +
                                      " is not the dataset the labels label");
            }
            std::size_t unlabelled = 0;
            data = ai::training::blendLabels(*results, *data, options->resultWeight, &unlabelled);
            out << "labels blended with the games' results, " << options->resultWeight
                << " of each from the result; " << unlabelled << " positions unlabelled left out\n"
                << std::flush;
        }
    } else {
        data = readDataset(*options, labeller, out, err);
        if (!data) return 1;
        if (options->exactEmpties > 0) {
            out << "solved the positions with " << options->exactEmpties
                << " empties or fewer: " << labeller.nodes() << " nodes\n"
                << std::flush;
        }
    }
    const auto exact = std::count_if(data->training.begin(), data->training.end(),
                                     [](const ai::training::Sample& s) { return s.exact; });
    out << data->training.size() << " training and " << data->validation.size()
        << " validation positions, symmetric duplicates merged, " << exact
        << " training positions exact (" << std::lround(secondsSince(start)) << " s)\n"
        << std::flush;
    // Weights fitted to nothing are all 0: an evaluation that scores every position 0.
    if (data->training.empty()) {
        err << programName() << " train: no position to train on: nothing written\n";
        return 1;
    }
    if (options->searchDepth > 0) {
        for (auto* samples : {&data->training, &data->validation}) {
            for (ai::training::Sample& s : *samples) {
                if (!s.exact && bb::count(~(s.p | s.o)) > options->exactEmpties)
                    labeller.search(s, options->searchDepth);
            }
        }
        out << "searched the earlier positions " << options->searchDepth << " plies deep ("
            << std::lround(secondsSince(start)) << " s)\n"
            << std::flush;
    }
    if (!options->saveDataset.empty()) {
        if (const auto saved = ai::training::saveDataset(*data, options->saveDataset); !saved) {
            err << programName() << " train: " << saved.error().message << '\n';
            return 1;
        }
    }

    out << "fitting " << options->fit.phaseCount << " phases x "
        << ai::PatternSet::standard().canonicalWeightCount() << " weights\n"
        << std::flush;
    const auto weights = ai::training::fitWeights(
        data->training, data->validation, options->fit, [&](const ai::training::FitProgress& p) {
            char line[120];
            std::snprintf(
                line, sizeof line, "iteration %4d: training %.3f, validation %.3f discs (%ld s)\n",
                p.iteration, p.trainingError, p.validationError, std::lround(secondsSince(start)));
            out << line << std::flush;
        });
    const ai::PatternWeights quantized = ai::training::quantize(weights, options->fit);
    // Fitted weights have the standard set's shape: they always make an evaluation.
    const auto trained = ai::PatternEvaluator::create(quantized).value();
    out << "baseline: the validation error of " << options->baseline << '\n';
    printPhaseTable(*trained, **baseline, *data, options->fit.phaseCount, out);

    const std::vector<std::uint8_t> bytes = ai::encodePatternWeights(quantized);
    if (const auto written =
            replaceFile(options->out, {reinterpret_cast<const char*>(bytes.data()), bytes.size()});
        !written) {
        err << programName() << " train: " << written.error().message << '\n';
        return 1;
    }
    out << "wrote " << options->out << " (" << bytes.size() << " bytes) in "
        << std::lround(secondsSince(start)) << " s\n";
    return 0;
}

}  // namespace

const Command trainCommand{
    "train",
    "train (ARCHIVE... | --dataset FILE | --labels FILE [--results DATASET --result-weight W]) "
    "--out FILE [--save-dataset FILE] [--exact E] "
    "[--search-depth D] [--evaluator simple|shipped|FILE] [--baseline simple|shipped|FILE] "
    "[--phases N] [--iterations N] [--ridge X] [--smoothing X] [--validation PCT] [--seed S] "
    "[--max-games N] [--until YEAR]",
    "fit the pattern evaluation's weights to games (PGN, logbook.gam or GGF archives), a saved "
    "dataset, or labels",
    runTrain};

}  // namespace hasami::cli
