#include <cmath>
#include <cstdio>
#include <iostream>
#include <random>

#include "ai/engine.h"
#include "ai/evaluator.h"
#include "ai/selectivity.h"
#include "arguments.h"
#include "commands.h"
#include "core/game_record.h"

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
            const ai::Result r = engine.think(game.current(), ai::Limits::atLevel(3, rng()));
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

// Least squares of y on x, and the standard deviation of the residuals.
Fit linearFit(const std::vector<double>& x, const std::vector<double>& y) {
    const double n = double(x.size());
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sx += x[i];
        sy += y[i];
        sxx += x[i] * x[i];
        sxy += x[i] * y[i];
    }
    const double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    const double intercept = (sy - slope * sx) / n;
    double squares = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double r = y[i] - (slope * x[i] + intercept);
        squares += r * r;
    }
    return {slope, intercept, std::sqrt(squares / (n - 2))};
}

int runProbCut(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(words, {"positions", "max-depth", "seed"}, {}, error);
    if (!args) return usageError(err, probCutCommand, error);
    const int count = int(args->integer("positions", 10, 100000, error).value_or(300));
    const int maxDepth = int(args->integer("max-depth", 3, 16, error).value_or(10));
    const auto seed = std::uint64_t(args->integer("seed", 0, 1LL << 62, error).value_or(1));
    if (!error.empty()) return usageError(err, probCutCommand, error);

    const std::vector<Position> positions = selfPlayPositions(count, seed, 20, 50);
    // scores[d][i]: position i searched to depth d (0 = the evaluation itself).
    std::vector<std::vector<double>> scores(maxDepth + 1);
    ai::Engine engine;
    for (const Position& p : positions) {
        engine.clear();
        scores[0].push_back(engine.evaluator()->evaluate(p.player(), p.opponent()));
        engine.think(p, ai::Limits::atDepth(maxDepth), [&](const ai::Progress& progress) {
            scores[progress.depth].push_back(progress.score);
        });
    }
    out << "// deep depth: {shallow depth, slope, intercept, sigma}, from " << positions.size()
        << " positions, seed " << seed << "\n";
    for (int deep = ai::kMinProbCutDepth; deep <= maxDepth; ++deep) {
        const int shallow = ai::probCutShallowDepth(deep);
        const Fit f = linearFit(scores[shallow], scores[deep]);
        char line[120];
        std::snprintf(line, sizeof line, "{%d, %.3f, %.3f, %.3f},  // depth %d\n", shallow, f.slope,
                      f.intercept, f.sigma, deep);
        out << line;
    }
    return 0;
}

}  // namespace

const Command probCutCommand{
    "probcut", "probcut [--positions N] [--max-depth D] [--seed S]",
    "measure the ProbCut regressions (deep score on shallow score) of the evaluation", runProbCut};

}  // namespace hasami::cli
