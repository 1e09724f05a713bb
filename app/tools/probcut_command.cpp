#include <cmath>
#include <cstdio>
#include <iostream>
#include <optional>
#include <random>

#include "ai/engine.h"
#include "ai/evaluator.h"
#include "ai/selectivity.h"
#include "arguments.h"
#include "core/game_record.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

// Midgame positions from games the engine plays against itself at a weak, random level:
// closer to real play than random moves, and different for every seed.
std::vector<Position> selfPlayPositions(int count, std::uint64_t seed, int minEmpties,
                                        int maxEmpties) {
    ai::Engine engine(8);
    std::mt19937_64 rng(seed);
    std::vector<Position> positions;
    while (int(positions.size()) < count) {
        GameRecord game;
        const int pick = std::uniform_int_distribution<int>(minEmpties, maxEmpties)(rng);
        while (!game.current().isGameOver() && game.current().emptyCount() > pick) {
            const ai::SearchResult r = engine.think(game.current(), ai::Limits::atLevel(3, rng()));
            game.play(r.best);
        }
        if (!game.current().isGameOver() && !game.current().mustPass()) {
            positions.push_back(game.current());
        }
    }
    return positions;
}

struct Fit {
    double slope, intercept, sigma;
};

// Least squares of y on x, and the standard deviation of the residuals; none from fewer than
// three points or from x all equal (a band of empties may get few positions).
std::optional<Fit> linearFit(const std::vector<double>& x, const std::vector<double>& y) {
    const double n = double(x.size());
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sx += x[i];
        sy += y[i];
        sxx += x[i] * x[i];
        sxy += x[i] * y[i];
    }
    const double spread = n * sxx - sx * sx;
    if (x.size() < 3 || spread <= 0) return std::nullopt;
    const double slope = (n * sxy - sx * sy) / spread;
    const double intercept = (sy - slope * sx) / n;
    double squares = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double r = y[i] - (slope * x[i] + intercept);
        squares += r * r;
    }
    return Fit{slope, intercept, std::sqrt(squares / (n - 2))};
}

void printFit(std::ostream& out, const std::optional<Fit>& fit, int shallow, const char* what,
              int deep) {
    if (!fit) {
        out << "// " << what << " " << deep
            << ": too few positions, or shallow scores all equal, for a fit\n";
        return;
    }
    const Fit& f = *fit;
    char line[120];
    std::snprintf(line, sizeof line, "{%d, %.3f, %.3f, %.3f},  // %s %d\n", shallow, f.slope,
                  f.intercept, f.sigma, what, deep);
    out << line;
}

// Midgame: the deep score at each depth on the shallow one, over positions of 20-50 empties,
// for each band of empties (ai::probCutBand).
void measureMidgame(int count, int maxDepth, std::uint64_t seed, std::ostream& out) {
    const std::vector<Position> positions = selfPlayPositions(count, seed, 20, 50);
    // scores[band][d][i]: position i of the band searched to depth d (0: the evaluation).
    std::vector<std::vector<std::vector<double>>> scores(
        ai::kProbCutBands, std::vector<std::vector<double>>(maxDepth + 1));
    ai::Engine engine;
    for (const Position& p : positions) {
        auto& band = scores[ai::probCutBand(p.emptyCount())];
        band[0].push_back(engine.evaluator()->evaluate(p.player(), p.opponent()));
        // A search deepens two plies at a time, so it reports every other depth; a second one,
        // a ply shorter, reports the others. A shallow depth has its deep one's parity, so each
        // pair of scores comes from one search.
        for (const int last : {maxDepth - 1, maxDepth}) {
            engine.clear();
            engine.think(p, ai::Limits::atDepth(last), [&](const ai::Progress& progress) {
                band[progress.depth].push_back(progress.score);
            });
        }
    }
    out << "// deep depth: {shallow depth, slope, intercept, sigma}, from " << positions.size()
        << " positions, seed " << seed << "\n";
    for (int band = 0; band < ai::kProbCutBands; ++band) {
        out << "// band " << band << ", " << scores[band][0].size() << " positions\n";
        for (int deep = ai::kMinProbCutDepth; deep <= maxDepth; ++deep) {
            const int shallow = ai::probCutShallowDepth(deep);
            printFit(out, linearFit(scores[band][shallow], scores[band][deep]), shallow, "depth",
                     deep);
        }
    }
}

// Endgame: the exact score on the shallow search's, for each number of empties up to
// maxEmpties, `count` positions each.
void measureEndgame(int count, int maxEmpties, std::uint64_t seed, std::ostream& out) {
    ai::Engine engine;
    out << "// empties: {shallow depth, slope, intercept, sigma}, " << count
        << " positions each, seed " << seed << "\n";
    for (int empties = ai::kMinEndgameProbCutEmpties; empties <= maxEmpties; ++empties) {
        const int shallow = ai::endgameProbCutShallowDepth(empties);
        std::vector<double> shallowScores, exactScores;
        for (const Position& p : selfPlayPositions(count, seed + empties, empties, empties)) {
            engine.clear();
            shallowScores.push_back(engine.think(p, ai::Limits::atDepth(shallow)).score);
            engine.clear();
            exactScores.push_back(engine.think(p, ai::Limits::atDepth(empties)).score);
        }
        printFit(out, linearFit(shallowScores, exactScores), shallow, "empties", empties);
    }
}

int runProbCut(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"positions", "max-depth", "seed"}, {"endgame"});
    if (!args) return usageError(err, probCutCommand, args.error().message);
    const bool endgame = args->has("endgame");
    OptionErrors bad;
    const int count = int(bad(args->integer("positions", 10, 100000)).value_or(300));
    const int maxDepth =
        int(bad(args->integer("max-depth", 3, endgame ? 30 : 16)).value_or(endgame ? 20 : 10));
    const auto seed = std::uint64_t(bad(args->integer("seed", 0, 1LL << 62)).value_or(1));
    if (bad.any()) return usageError(err, probCutCommand, bad.message());
    if (endgame) {
        measureEndgame(count, maxDepth, seed, out);
    } else {
        measureMidgame(count, maxDepth, seed, out);
    }
    return 0;
}

}  // namespace

const Command probCutCommand{
    "probcut", "probcut [--endgame] [--positions N] [--max-depth D] [--seed S]",
    "measure the ProbCut regressions of the evaluation (deep score on shallow score; "
    "--endgame: exact score on shallow score, per number of empties up to D)",
    runProbCut};

}  // namespace hasami::cli
