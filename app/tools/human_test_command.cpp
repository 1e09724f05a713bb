// hasami-tools human-test: how well the human-move model predicts the moves of rated players
// in games it never saw (by default 2023-2025, which human-train never reads), beside the
// engine's own best move at several depths.

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "ai/engine.h"
#include "ai/human_model_file.h"
#include "ai/human_player.h"
#include "ai/training/human_training.h"
#include "arguments.h"
#include "rated_games.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

using ai::training::HumanSample;

// Hits over tries, as a percentage (two decimals: over the whole test years a tenth of a point
// is far beyond the noise, and the diagonal's neighbours can be that close).
struct Tally {
    std::size_t hits = 0;
    std::size_t tries = 0;

    void add(bool hit) {
        hits += hit;
        ++tries;
    }
    // "-" with nothing counted: a band the searches missed is not one they always got wrong.
    std::string text() const {
        if (tries == 0) return "-";
        std::ostringstream s;
        s << std::fixed << std::setprecision(2) << 100.0 * double(hits) / double(tries) << " %";
        return s.str();
    }
};

// How far the model leads the engine on the same positions, in points of top-1, with the 95 %
// interval of the paired difference (each position's hit by the model less the engine's).
struct PairedLead {
    double sum = 0;
    double squares = 0;
    std::size_t count = 0;

    void add(bool model, bool engine) {
        const double d = double(model) - double(engine);
        sum += d;
        squares += d * d;
        ++count;
    }
    std::string text() const {
        if (count < 2) return "no positions";
        const double n = double(count);
        const double mean = sum / n;
        const double deviation = std::sqrt(std::max(0.0, (squares - n * mean * mean) / (n - 1)));
        std::ostringstream s;
        s << std::showpos << std::fixed << std::setprecision(2) << 100 * mean << std::noshowpos
          << " points +-" << 100 * 1.96 * deviation / std::sqrt(n);
        return s.str();
    }
};

// The band whose centre is nearest `rating`.
std::size_t nearestBand(const ai::HumanModel& model, double rating) {
    std::size_t best = 0;
    for (std::size_t b = 1; b < model.bands().size(); ++b) {
        if (std::abs(model.bands()[b].rating - rating) <
            std::abs(model.bands()[best].rating - rating)) {
            best = b;
        }
    }
    return best;
}

// Mean disc loss and the share of moves losing 8 discs or more, against the best move of one
// search's scores; a move counts with its chance of being played (1 for a move played).
struct Losses {
    double total = 0;
    double large = 0;
    double weight = 0;

    void add(int loss, double chance = 1) {
        total += chance * loss;
        large += loss >= 8 ? chance : 0;
        weight += chance;
    }
    std::string text() const {
        if (weight <= 0) return "-";
        std::ostringstream s;
        s << std::fixed << std::setprecision(2) << total / weight << " discs, "
          << std::setprecision(1) << 100.0 * large / weight << " % lose 8+";
        return s.str();
    }
};

int runHumanTest(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(
        words, {"ratings", "model", "from", "to", "stride", "loss-depth", "engine-stride"}, {});
    if (!args) return usageError(err, humanTestCommand, args.error().message);
    OptionErrors bad;
    const int from = int(bad(args->integer("from", 1900, 2100)).value_or(2023));
    const int to = int(bad(args->integer("to", 1900, 2100)).value_or(2025));
    const int stride = int(bad(args->integer("stride", 1, 1000000)).value_or(100));
    const int lossDepth = int(bad(args->integer("loss-depth", 0, 30)).value_or(12));
    const int engineStride = int(bad(args->integer("engine-stride", 1, 1000000)).value_or(4));
    if (bad.any()) return usageError(err, humanTestCommand, bad.message());
    if (args->positional().empty() || !args->has("ratings")) {
        return usageError(err, humanTestCommand, "expected ARCHIVE files and --ratings FILE");
    }
    const auto loaded = args->has("model") ? ai::readHumanModelFile(*args->value("model"))
                                           : ai::shippedHumanModel();
    if (!loaded) return usageError(err, humanTestCommand, "--model: " + loaded.error().message);
    const auto& model = *loaded;
    const auto rated = readRatedGames(args->positional(), *args->value("ratings"), from, to);
    if (!rated) return usageError(err, humanTestCommand, rated.error().message);
    const auto samples = ai::training::humanSamples(rated->games, model, false, stride, {});

    const std::size_t bandCount = model->bands().size();
    Tally overall;
    std::vector<Tally> own(bandCount);
    // The model again on the positions the engine searched, for a comparison on equal terms.
    Tally overallSearched;
    std::vector<Tally> ownSearched(bandCount);
    std::vector<std::vector<Tally>> diagonal(bandCount, std::vector<Tally>(bandCount));
    const std::array<int, 3> depths = {2, 6, 10};
    std::array<Tally, 3> engineOverall;
    std::vector<std::array<Tally, 3>> engineByBand(bandCount);
    std::array<PairedLead, 3> lead;
    std::vector<Losses> humanLoss(bandCount), modelLoss(bandCount);
    ai::Engine engine;
    ai::HumanPlayer player(model);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const HumanSample& s = samples[i];
        const std::size_t band = nearestBand(*model, s.rating);
        const bool hit = ai::training::mostLikely(*model, s, s.rating) == s.chosen;
        overall.add(hit);
        own[band].add(hit);
        for (std::size_t m = 0; m < bandCount; ++m) {
            diagonal[m][band].add(ai::training::mostLikely(*model, s, model->bands()[m].rating) ==
                                  s.chosen);
        }
        if (i % std::size_t(engineStride) != 0) continue;
        overallSearched.add(hit);
        ownSearched[band].add(hit);
        const Move played = s.moves[std::size_t(s.chosen)].move;
        for (std::size_t d = 0; d < depths.size(); ++d) {
            engine.clear();
            const bool engineHit =
                engine.think(s.position, ai::Limits::atDepth(depths[d])).best == played;
            engineOverall[d].add(engineHit);
            engineByBand[band][d].add(engineHit);
            lead[d].add(hit, engineHit);
        }
        if (lossDepth == 0) continue;
        // Every move with the chance that the model plays it in a game (exact solves near the
        // end included): the expected share, not one draw's.
        const auto playChances = player.playChances(s.position, s.rating, s.recent);
        engine.clear();
        const auto scores = engine.analyse(s.position, ai::Limits::atDepth(lossDepth));
        for (const auto& e : scores) {
            const int loss = scores.front().score - e.score;
            if (e.move == played) humanLoss[band].add(loss);
            for (const auto& c : playChances) {
                if (c.move == e.move) modelLoss[band].add(loss, c.chance);
            }
        }
    }

    out << samples.size() << " positions (two legal moves or more, every " << stride << "th) of "
        << rated->games.size() << " games " << from << "-" << to << " (" << rated->unrated
        << " unrated and " << rated->programs << " with a program left out)\n\n";
    out << "| band (rating) | positions | model | searched (every " << engineStride
        << "th) | model there | depth 2 | depth 6 | depth 10 |\n"
        << "|---|---|---|---|---|---|---|---|\n";
    for (std::size_t b = 0; b <= bandCount; ++b) {
        const bool all = b == bandCount;
        const Tally& t = all ? overall : own[b];
        std::vector<Tally> engineTallies;
        for (std::size_t d = 0; d < depths.size(); ++d)
            engineTallies.push_back(all ? engineOverall[d] : engineByBand[b][d]);
        if (all) {
            out << "| all";
        } else {
            out << "| " << b + 1 << " (" << std::lround(model->bands()[b].rating) << ")";
        }
        const Tally& searched = all ? overallSearched : ownSearched[b];
        out << " | " << t.tries << " | " << t.text() << " | " << searched.tries << " | "
            << searched.text();
        for (const Tally& e : engineTallies)
            out << " | " << e.text();
        out << " |\n";
    }
    out << "\nthe model's lead on the searched positions (95 %, paired):";
    for (std::size_t d = 0; d < depths.size(); ++d)
        out << (d ? "; " : " ") << "over depth " << depths[d] << " " << lead[d].text();
    out << "\n\nthe model of band (row) on the players of band (column):\n\n|";
    for (std::size_t b = 0; b < bandCount; ++b)
        out << " | " << b + 1;
    out << " |\n|---";
    for (std::size_t b = 0; b < bandCount; ++b)
        out << "|---";
    out << "|\n";
    for (std::size_t m = 0; m < bandCount; ++m) {
        out << "| model " << m + 1;
        for (std::size_t b = 0; b < bandCount; ++b)
            out << " | " << diagonal[m][b].text();
        out << " |\n";
    }
    if (lossDepth > 0) {
        out << "\ndisc loss at depth " << lossDepth << " (the searched positions), the players' "
            << "moves against the model's (HumanPlayer::playChances):\n\n"
            << "| band | positions | players | model |\n|---|---|---|---|\n";
        for (std::size_t b = 0; b < bandCount; ++b) {
            out << "| " << b + 1 << " | " << std::lround(humanLoss[b].weight) << " | "
                << humanLoss[b].text() << " | " << modelLoss[b].text() << " |\n";
        }
    }
    return 0;
}

}  // namespace

const Command humanTestCommand{
    "human-test",
    "human-test ARCHIVE... --ratings FILE [--model FILE] [--from YEAR] [--to YEAR] [--stride N] "
    "[--loss-depth D] [--engine-stride N]",
    "top-1 accuracy of the human-move model and of the engine on rated players' moves",
    runHumanTest};

}  // namespace hasami::cli
