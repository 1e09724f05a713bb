// hasami-tools human-train: fits the human-move model (ai/human_model.h) to the moves of
// rated players (hasami-tools ratings). The games after --until are never read: they are the
// model's test set (human-test).

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <memory>
#include <ostream>
#include <thread>

#include "ai/engine.h"
#include "ai/human_model_file.h"
#include "ai/human_player.h"
#include "ai/training/human_training.h"
#include "ai/training/parallel.h"
#include "arguments.h"
#include "command_files.h"
#include "core/write_file.h"
#include "rated_games.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

using ai::training::HumanSample;
using ai::training::RatedArchiveGame;

struct TrainOptions {
    std::vector<std::string> archives;
    std::string ratings;
    std::string out;
    int until = kLastTrainingYear;
    int validationYears = 3;  // the last years before --until check the fit, unfitted
    int bands = 5;
    std::vector<double> bandLimits;  // given: the bands lie between them, --bands unused
    int stride = 10;
    int openingPlies = 40;
    int openingGames = 2;
    int exactPositions = 100;  // a band's positions at each of kHumanExactEmpties
    double ridge = 1;
    int calibrationPositions = 600;  // a band's validation positions that set its temperature
    int calibrationDepth = 10;       // the search that scores their moves' losses
    int shapeStride = 1;             // the positions that fit the shape logits
    int shapeEpochs = 2;             // 0: no shape logits
    double shapeRidge = 1;
    int shapeRefit = 1;  // the positions that refit the shapes over the bands; 0: no refit
};

// "1500,1700,1900": rising ratings, the limits between bands.
Result<std::vector<double>> parseBandLimits(const std::string& text) {
    std::vector<double> limits;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const auto limit = parseInteger(text.substr(start, comma - start), 100, 3000);
        if (!limit || (!limits.empty() && double(*limit) <= limits.back()))
            return Error{
                "--band-limits takes rising ratings within 100-3000 split by commas, "
                "such as 1500,1700,1900"};
        limits.push_back(double(*limit));
        start = comma + 1;
    }
    if (limits.size() > 15) return Error{"--band-limits takes at most 15 limits (16 bands)"};
    return limits;
}

Result<TrainOptions> parseOptions(const std::vector<std::string>& words) {
    const auto args = Arguments::parse(
        words,
        {"ratings", "out", "until", "bands", "band-limits", "stride", "opening-plies",
         "opening-games", "exact-positions", "ridge", "validation-years", "calibration-positions",
         "calibration-depth", "shape-stride", "shape-epochs", "shape-ridge", "shape-refit"},
        {});
    if (!args) return args.error();
    TrainOptions o;
    o.archives = args->positional();
    o.ratings = args->value("ratings").value_or("");
    o.out = args->value("out").value_or("");
    OptionErrors bad;
    o.until = int(bad(args->integer("until", 1900, 2100)).value_or(o.until));
    o.validationYears = int(bad(args->integer("validation-years", 0, 50)).value_or(3));
    o.bands = int(bad(args->integer("bands", 1, 16)).value_or(o.bands));
    if (const auto limits = args->value("band-limits")) {
        if (const auto parsed = parseBandLimits(*limits))
            o.bandLimits = *parsed;
        else
            bad.add(parsed.error());
    }
    o.stride = int(bad(args->integer("stride", 1, 1000000)).value_or(o.stride));
    o.openingPlies = int(bad(args->integer("opening-plies", 0, 60)).value_or(o.openingPlies));
    o.openingGames = int(bad(args->integer("opening-games", 2, 1000000)).value_or(2));
    o.exactPositions = int(bad(args->integer("exact-positions", 1, 100000)).value_or(100));
    o.ridge = bad(args->number("ridge", 0, 1e6)).value_or(o.ridge);
    o.calibrationPositions = int(
        bad(args->integer("calibration-positions", 0, 100000)).value_or(o.calibrationPositions));
    o.calibrationDepth = int(bad(args->integer("calibration-depth", 1, 30)).value_or(10));
    o.shapeStride = int(bad(args->integer("shape-stride", 1, 1000000)).value_or(o.shapeStride));
    o.shapeEpochs = int(bad(args->integer("shape-epochs", 0, 100)).value_or(o.shapeEpochs));
    o.shapeRidge = bad(args->number("shape-ridge", 0, 1e6)).value_or(o.shapeRidge);
    o.shapeRefit = int(bad(args->integer("shape-refit", 0, 1000000)).value_or(o.shapeRefit));
    if (bad.any()) return Error{bad.message()};
    if (o.archives.empty()) return Error{"expected ARCHIVE files"};
    if (o.ratings.empty()) return Error{"--ratings FILE is required"};
    if (o.out.empty()) return Error{"--out FILE is required"};
    return o;
}

// How often each band's players played an exactly best move at each of kHumanExactEmpties,
// over their first `limit` such positions in `games`.
void measureExactBest(std::span<const RatedArchiveGame> games, std::span<const double> limits,
                      int limit, std::vector<ai::HumanBand>& bands) {
    ai::Engine engine;
    for (std::size_t e = 0; e < ai::kHumanExactEmpties.size(); ++e) {
        const int empties = ai::kHumanExactEmpties[e];
        std::vector<int> found(bands.size()), tried(bands.size());
        for (const RatedArchiveGame& rated : games) {
            Position position = Position::start();
            for (const Move move : rated.game->moves) {
                const Position before = position;
                position = position.play(move);
                if (before.emptyCount() != empties || move.isPass() ||
                    bb::count(before.legalMoves()) < 2) {
                    continue;
                }
                const auto band =
                    std::size_t(ai::training::bandOf(rated.moverRating(before), limits));
                if (tried[band] >= limit) break;
                const auto scores = engine.analyse(before, ai::Limits::atDepth(empties));
                for (const auto& s : scores) {
                    if (s.move == move) found[band] += s.score == scores.front().score;
                }
                ++tried[band];
            }
        }
        for (std::size_t b = 0; b < bands.size(); ++b)
            bands[b].exactBest[e] = tried[b] ? double(found[b]) / tried[b] : 1.0;
    }
}

// As many threads as the processor has cores.
int cores() {
    return int(std::max(1u, std::thread::hardware_concurrency()));
}

// The moves each band's players lose by: their first `limit` positions of `samples`, every
// move scored by a `depth` search, and near the end the exactly best moves found. Each
// position's searches start from a cleared table, so the scores do not depend on the cores.
std::vector<std::vector<ai::training::ScoredSample>> scoreByBand(
    std::span<const HumanSample> samples, std::span<const double> limits, std::size_t bandCount,
    int limit, int depth) {
    std::vector<std::vector<ai::training::ScoredSample>> byBand(bandCount);
    for (const HumanSample& s : samples) {
        auto& band = byBand[std::size_t(ai::training::bandOf(s.rating, limits))];
        if (int(band.size()) < limit) band.push_back({&s, std::vector<int>(s.moves.size())});
    }
    std::vector<ai::training::ScoredSample*> scored;
    for (auto& band : byBand)
        for (auto& one : band)
            scored.push_back(&one);
    ai::training::forEachOnThreads(
        scored.size(), cores(), [] { return ai::Engine(); },
        [&](std::size_t i, ai::Engine& engine) {
            ai::training::ScoredSample& one = *scored[i];
            const HumanSample& s = *one.sample;
            engine.clear();
            const auto scores = engine.analyse(s.position, ai::Limits::atDepth(depth));
            for (std::size_t j = 0; j < s.moves.size(); ++j) {
                for (const auto& e : scores) {
                    if (e.move == s.moves[j].move) one.losses[j] = scores.front().score - e.score;
                }
            }
            if (s.position.emptyCount() <= ai::kHumanExactEmpties.back())
                one.exactBest = ai::exactlyBestMoves(engine, s.position);
        });
    return byBand;
}

// Sets each band's temperature so that its moves lose 8 discs or more as often as its players'
// did on the validation positions `check` (none: the fitted chances stand). Where even the
// sharpest temperature loses more, the band reads a ply deeper, until it does not.
void calibrateTemperatures(const TrainOptions& options, std::span<const HumanSample> check,
                           std::span<const double> limits,
                           std::shared_ptr<const ai::HumanModel> fitted,
                           std::vector<ai::HumanBand>& bands, std::ostream& out) {
    constexpr int kLargeLoss = 8;
    constexpr double kLowest = 0.1, kHighest = 4;
    const auto byBand = scoreByBand(check, limits, bands.size(), options.calibrationPositions,
                                    options.calibrationDepth);
    for (std::size_t b = 0; b < bands.size(); ++b) {
        if (byBand[b].empty()) continue;
        // The band's own weights: every sample at the band's centre.
        std::vector<HumanSample> atCentre;
        for (const auto& scored : byBand[b]) {
            atCentre.push_back(*scored.sample);
            atCentre.back().rating = bands[b].rating;
        }
        std::vector<ai::training::ScoredSample> centred = byBand[b];
        for (std::size_t i = 0; i < centred.size(); ++i)
            centred[i].sample = &atCentre[i];
        const double target = ai::training::playersLossShare(centred, kLargeLoss);
        for (int depth = ai::kHumanSearchDepth;; ++depth) {
            if (depth > ai::kHumanSearchDepth) {
                ai::training::forEachOnThreads(
                    atCentre.size(), cores(), [&] { return ai::HumanPlayer(fitted); },
                    [&](std::size_t i, ai::HumanPlayer& player) {
                        HumanSample& s = atCentre[i];
                        const Move played = s.moves[std::size_t(s.chosen)].move;
                        s.moves = player.features(s.position, s.recent, played, depth);
                    });
            }
            const double t =
                ai::training::fitTemperature(*fitted, centred, kLargeLoss, kLowest, kHighest);
            const double share = ai::training::modelLossShare(*fitted, centred, t, kLargeLoss);
            bands[b].temperature = t;
            bands[b].readingDepth = depth;
            out << "band " << b + 1 << ": " << centred.size() << " positions at depth "
                << options.calibrationDepth << ", players lose " << kLargeLoss << "+ in "
                << std::fixed << std::setprecision(1) << 100 * target << " %, the model in "
                << 100 * ai::training::modelLossShare(*fitted, centred, 1, kLargeLoss)
                << " % reading " << depth << " plies; temperature " << std::setprecision(3) << t
                << " (" << std::setprecision(1) << 100 * share << " %)" << std::endl;
            // Within a fifth of the players' share (the bisection meets it unless at its floor).
            if (share <= 1.2 * target || depth == ai::kHumanDeepestReading) break;
        }
    }
}

// Each band's weights, phase by phase, fitted on its `samples`; an error naming the first band
// with no position, before any is fitted, so that a bad choice of bands is told at once.
Result<std::vector<ai::HumanBand>> fitBands(std::span<const HumanSample> samples,
                                            std::span<const double> limits, double ridge,
                                            std::ostream& out) {
    std::vector<ai::HumanBand> bands(limits.size() + 1);
    std::vector<std::vector<std::vector<const HumanSample*>>> byBand(
        bands.size(), std::vector<std::vector<const HumanSample*>>(ai::kHumanPhaseCount));
    std::vector<std::size_t> counts(bands.size());
    for (const HumanSample& s : samples) {
        const auto band = std::size_t(ai::training::bandOf(s.rating, limits));
        byBand[band][std::size_t(s.phase)].push_back(&s);
        bands[band].rating += s.rating;
        ++counts[band];
    }
    if (const auto empty = std::find(counts.begin(), counts.end(), 0); empty != counts.end()) {
        return Error{"band " + std::to_string(empty - counts.begin() + 1) +
                     " has no positions: choose other --bands or --band-limits"};
    }
    for (std::size_t b = 0; b < bands.size(); ++b) {
        bands[b].rating /= double(counts[b]);
        for (int phase = 0; phase < ai::kHumanPhaseCount; ++phase) {
            bands[b].weights[std::size_t(phase)] =
                ai::training::fitSoftmax(byBand[b][std::size_t(phase)], ridge, 30);
        }
        out << "band " << b + 1 << ": " << counts[b] << " positions, mean rating "
            << std::lround(bands[b].rating) << std::endl;
    }
    return bands;
}

int runHumanTrain(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto options = parseOptions(words);
    if (!options) return usageError(err, humanTrainCommand, options.error().message);
    CommandFiles files;
    for (const std::string& archive : options->archives)
        files.read("ARCHIVE", archive);
    files.read("--ratings", options->ratings);
    files.write("--out", options->out);
    if (files.refused(humanTrainCommand, err)) return kUsageError;
    const auto rated = readRatedGames(options->archives, options->ratings, 0, options->until);
    if (!rated) return usageError(err, humanTrainCommand, rated.error().message);
    std::vector<RatedArchiveGame> fitted, validation;
    for (const auto& game : rated->games) {
        (game.game->year > options->until - options->validationYears ? validation : fitted)
            .push_back(game);
    }
    if (fitted.empty()) {
        err << programName() << " human-train: no rated game up to " << options->until << '\n';
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    const auto openings = ai::training::countOpenings(rated->games, options->openingPlies,
                                                      std::uint32_t(options->openingGames));
    out << fitted.size() << " games fitted, " << validation.size() << " for validation (to "
        << options->until << "), " << rated->unrated << " unrated, " << rated->programs
        << " with a program; " << openings.size() << " opening positions" << std::endl;
    std::vector<float> shapeLogits;
    if (options->shapeEpochs > 0) {
        shapeLogits = ai::training::fitShapeLogits(fitted, options->shapeStride,
                                                   options->shapeEpochs, options->shapeRidge, 1);
        // The shapes alone, as first fitted: after the refit over the bands they only add
        // what the other features miss, and their accuracy alone no longer says anything.
        out << "shapes alone: top-1 " << std::fixed << std::setprecision(1)
            << 100 * ai::training::shapeTopOne(fitted, options->shapeStride, shapeLogits)
            << " % fitted, "
            << 100 * ai::training::shapeTopOne(validation, options->shapeStride, shapeLogits)
            << " % on validation" << std::endl;
    }
    // The features' model: the opening counts and shape logits, no band yet.
    auto featureModel = std::make_shared<const ai::HumanModel>(std::vector<ai::HumanBand>{},
                                                               openings, 0, shapeLogits);
    auto samples = ai::training::humanSamples(fitted, featureModel, true, options->stride, {});
    const auto limits = options->bandLimits.empty()
                            ? ai::training::bandLimits(samples, options->bands)
                            : options->bandLimits;
    auto bands = fitBands(samples, limits, options->ridge, out);
    if (!bands) {
        err << programName() << " human-train: " << bands.error().message << '\n';
        return 2;
    }
    if (options->shapeRefit > 0 && !shapeLogits.empty()) {
        // The shapes again, on top of what the bands' other features give each move, so that
        // they learn only what those miss; then the bands again with them.
        const auto withoutShapes =
            std::make_shared<const ai::HumanModel>(*bands, openings, 0, std::vector<float>{});
        const auto offsets =
            ai::training::shapeOffsets(fitted, withoutShapes, options->shapeRefit, cores());
        shapeLogits = ai::training::fitShapeLogits(
            fitted, options->shapeRefit, options->shapeEpochs, options->shapeRidge, 1, offsets);
        out << "shapes fitted again over the bands" << std::endl;
        featureModel = std::make_shared<const ai::HumanModel>(std::vector<ai::HumanBand>{},
                                                              openings, 0, shapeLogits);
        samples = ai::training::humanSamples(fitted, featureModel, true, options->stride, {});
        bands = fitBands(samples, limits, options->ridge, out);
    }
    measureExactBest(fitted, limits, options->exactPositions, *bands);

    std::vector<double> ratings;
    for (const auto& game : rated->games) {
        ratings.push_back(game.blackRating);
        ratings.push_back(game.whiteRating);
    }
    std::nth_element(ratings.begin(), ratings.begin() + std::ptrdiff_t(ratings.size() / 2),
                     ratings.end());
    const double median = ratings[ratings.size() / 2];
    const auto check =
        ai::training::humanSamples(validation, featureModel, true, options->stride, {});
    calibrateTemperatures(
        *options, check, limits,
        std::make_shared<const ai::HumanModel>(*bands, openings, median, shapeLogits), *bands, out);
    const ai::HumanModel model(*bands, openings, median, shapeLogits);

    std::size_t matched = 0;
    for (const HumanSample& s : check)
        matched += ai::training::mostLikely(model, s, s.rating) == s.chosen;
    out << "validation: " << check.size() << " positions, top-1 " << std::fixed
        << std::setprecision(1)
        << 100.0 * double(matched) / double(std::max<std::size_t>(check.size(), 1)) << " %"
        << std::endl;

    const auto bytes = ai::encodeHumanModel(model);
    if (const auto written = replaceFile(options->out, std::string(bytes.begin(), bytes.end()));
        !written) {
        err << programName() << " human-train: " << written.error().message << '\n';
        return 1;
    }
    out << "wrote " << options->out << " (" << bytes.size() << " bytes) in "
        << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
        << " s\n";
    return 0;
}

}  // namespace

const Command humanTrainCommand{
    "human-train",
    "human-train ARCHIVE... --ratings FILE --out FILE [--until YEAR] [--bands N | --band-limits "
    "R,R,...] [--stride N] "
    "[--opening-plies N] [--opening-games N] [--exact-positions N] [--ridge X] "
    "[--validation-years N] [--calibration-positions N] [--calibration-depth D] "
    "[--shape-stride N] [--shape-epochs N] [--shape-ridge X] [--shape-refit N]",
    "fit the human-move model to rated players' moves (never the games after --until)",
    runHumanTrain};

}  // namespace hasami::cli
