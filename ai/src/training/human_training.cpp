#include "ai/training/human_training.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include "ai/human_player.h"
#include "ai/move_pattern.h"
#include "ai/training/parallel.h"

namespace hasami::ai::training {

namespace {

constexpr int F = kHumanFeatureCount;
using Vector = std::array<double, F>;
using Matrix = std::array<Vector, F>;

// The log-likelihood of the samples' chosen moves less the ridge term, with its gradient and
// minus its Hessian when asked.
double objective(std::span<const HumanSample* const> samples, const Vector& w, double ridge,
                 Vector* gradient, Matrix* hessian) {
    double value = 0;
    if (gradient) gradient->fill(0);
    if (hessian) hessian->fill(Vector{});
    std::vector<double> p;
    for (const HumanSample* s : samples) {
        p.resize(s->moves.size());
        double top = -1e300;
        for (std::size_t j = 0; j < p.size(); ++j) {
            p[j] = 0;
            for (int i = 0; i < F; ++i)
                p[j] += w[i] * s->moves[j].values[i];
            top = std::max(top, p[j]);
        }
        double sum = 0;
        for (double& x : p)
            sum += (x = std::exp(x - top));
        value += std::log(p[std::size_t(s->chosen)] / sum);
        if (!gradient) continue;
        Vector mean{};
        for (std::size_t j = 0; j < p.size(); ++j) {
            p[j] /= sum;
            for (int i = 0; i < F; ++i)
                mean[i] += p[j] * s->moves[j].values[i];
        }
        for (int i = 0; i < F; ++i)
            (*gradient)[i] += s->moves[std::size_t(s->chosen)].values[i] - mean[i];
        if (!hessian) continue;
        for (std::size_t j = 0; j < p.size(); ++j) {
            const auto& x = s->moves[j].values;
            for (int a = 0; a < F; ++a) {
                if (x[a] == 0) continue;
                for (int b = 0; b < F; ++b)
                    (*hessian)[a][b] += p[j] * x[a] * x[b];
            }
        }
        for (int a = 0; a < F; ++a) {
            for (int b = 0; b < F; ++b)
                (*hessian)[a][b] -= mean[a] * mean[b];
        }
    }
    for (int i = 0; i < F; ++i) {
        value -= ridge * w[i] * w[i];
        if (gradient) (*gradient)[i] -= 2 * ridge * w[i];
        if (hessian) (*hessian)[i][i] += 2 * ridge;
    }
    return value;
}

// Solves a x = b for a symmetric positive definite a (Cholesky).
Vector solve(Matrix a, Vector b) {
    for (int j = 0; j < F; ++j) {
        for (int k = 0; k < j; ++k)
            a[j][j] -= a[j][k] * a[j][k];
        a[j][j] = std::sqrt(std::max(a[j][j], 1e-12));
        for (int i = j + 1; i < F; ++i) {
            for (int k = 0; k < j; ++k)
                a[i][j] -= a[i][k] * a[j][k];
            a[i][j] /= a[j][j];
        }
    }
    for (int i = 0; i < F; ++i) {
        for (int k = 0; k < i; ++k)
            b[i] -= a[i][k] * b[k];
        b[i] /= a[i][i];
    }
    for (int i = F - 1; i >= 0; --i) {
        for (int k = i + 1; k < F; ++k)
            b[i] -= a[k][i] * b[k];
        b[i] /= a[i][i];
    }
    return b;
}

// Calls `visit(before, ply)` for the positions of `game` that a fit reads: those with two legal
// moves or more where the move played is no pass, every `stride`-th one counted on from `seen`
// over the games, so that the positions spread over them.
template <typename Visit>
void forEachSampledPosition(const RatedArchiveGame& game, int stride, std::size_t& seen,
                            Visit&& visit) {
    Position position = Position::start();
    const auto& moves = game.game->moves;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const Position before = position;
        position = position.play(moves[ply]);
        if (moves[ply].isPass() || bb::count(before.legalMoves()) < 2 ||
            seen++ % std::size_t(stride) != 0) {
            continue;
        }
        visit(before, ply);
    }
}

}  // namespace

HumanModel::OpeningCounts countOpenings(std::span<const RatedArchiveGame> games, int plies,
                                        std::uint32_t minGames) {
    std::map<BookKey, std::array<std::uint32_t, 64>> counts;
    for (const RatedArchiveGame& rated : games) {
        Position position = Position::start();
        const auto& moves = rated.game->moves;
        for (int ply = 0; ply < plies && ply < int(moves.size()); ++ply) {
            if (!moves[std::size_t(ply)].isPass()) {
                const Square square = moves[std::size_t(ply)].square();
                ++counts[canonicalForm(position).key]
                        [HumanModel::canonicalSquare(position, square)];
            }
            position = position.play(moves[std::size_t(ply)]);
        }
    }
    HumanModel::OpeningCounts openings;
    for (const auto& [key, chosen] : counts) {
        std::uint32_t total = 0;
        for (const std::uint32_t c : chosen)
            total += c;
        if (total < minGames) continue;
        auto& kept = openings[key];
        for (int square = 0; square < 64; ++square) {
            if (chosen[std::size_t(square)] > 0)
                kept.emplace_back(std::uint8_t(square), chosen[std::size_t(square)]);
        }
    }
    return openings;
}

std::vector<HumanSample> humanSamples(std::span<const RatedArchiveGame> games,
                                      std::shared_ptr<const HumanModel> model, bool ownGames,
                                      int stride,
                                      const std::function<void(std::size_t)>& progress) {
    HumanPlayer player(std::move(model));
    std::vector<HumanSample> samples;
    std::size_t seen = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const auto& moves = games[g].game->moves;
        forEachSampledPosition(
            games[g], stride, seen, [&](const Position& before, std::size_t ply) {
                const Move move = moves[ply];
                const auto recent = RecentMoves::after(std::span(moves).first(ply));
                HumanSample sample{
                    before,
                    player.features(before, recent, ownGames ? std::optional(move) : std::nullopt),
                    0,
                    HumanModel::phaseOf(before),
                    games[g].moverRating(before),
                    recent};
                sample.chosen =
                    int(std::find_if(sample.moves.begin(), sample.moves.end(),
                                     [&](const MoveFeatures& f) { return f.move == move; }) -
                        sample.moves.begin());
                samples.push_back(std::move(sample));
            });
        if (progress) progress(g + 1);
    }
    return samples;
}

std::array<double, kHumanFeatureCount> fitSoftmax(std::span<const HumanSample* const> samples,
                                                  double ridge, int iterations) {
    Vector w{};
    double value = objective(samples, w, ridge, nullptr, nullptr);
    for (int iteration = 0; iteration < iterations; ++iteration) {
        Vector gradient;
        Matrix hessian;
        objective(samples, w, ridge, &gradient, &hessian);
        const Vector step = solve(hessian, gradient);
        // Newton's step, halved until the objective rises (it is concave, so it soon does).
        bool improved = false;
        for (double scale = 1; scale > 1e-4 && !improved; scale /= 2) {
            Vector next = w;
            for (int i = 0; i < F; ++i)
                next[i] += scale * step[i];
            const double nextValue = objective(samples, next, ridge, nullptr, nullptr);
            if (nextValue <= value) continue;
            improved = nextValue - value > 1e-7 * std::abs(value);
            w = next;
            value = nextValue;
        }
        if (!improved) break;  // converged
    }
    return w;
}

std::vector<double> bandLimits(std::span<const HumanSample> samples, int count) {
    std::vector<double> ratings;
    for (const HumanSample& s : samples)
        ratings.push_back(s.rating);
    std::sort(ratings.begin(), ratings.end());
    std::vector<double> limits;
    for (int b = 1; b < count; ++b)
        limits.push_back(ratings[ratings.size() * std::size_t(b) / std::size_t(count)]);
    return limits;
}

int bandOf(double rating, std::span<const double> limits) {
    return int(std::upper_bound(limits.begin(), limits.end(), rating) - limits.begin());
}

int mostLikely(const HumanModel& model, const HumanSample& sample, double rating) {
    const auto chances = model.chances(sample.moves, sample.phase, rating);
    return int(std::max_element(chances.begin(), chances.end()) - chances.begin());
}

double playersLossShare(std::span<const ScoredSample> samples, int margin) {
    std::size_t large = 0;
    for (const ScoredSample& s : samples)
        large += s.losses[std::size_t(s.sample->chosen)] >= margin;
    return samples.empty() ? 0 : double(large) / double(samples.size());
}

double modelLossShare(const HumanModel& model, std::span<const ScoredSample> samples,
                      double temperature, int margin) {
    double large = 0;
    for (const ScoredSample& s : samples) {
        const auto chances = model.playChances(s.sample->moves, s.sample->position.emptyCount(),
                                               s.sample->rating, temperature, s.exactBest);
        for (std::size_t j = 0; j < chances.size(); ++j)
            large += s.losses[j] >= margin ? chances[j] : 0;
    }
    return samples.empty() ? 0 : large / double(samples.size());
}

double fitTemperature(const HumanModel& model, std::span<const ScoredSample> samples, int margin,
                      double lowest, double highest) {
    const double target = playersLossShare(samples, margin);
    // On the logarithm: temperatures are ratios.
    double low = std::log(lowest), high = std::log(highest);
    for (int step = 0; step < 40; ++step) {
        const double middle = (low + high) / 2;
        (modelLossShare(model, samples, std::exp(middle), margin) < target ? low : high) = middle;
    }
    return std::exp((low + high) / 2);
}

namespace {

// The positions of a shape fit: each one's legal moves, the one played first, and each move's
// logits (moveLogitIndices).
struct ShapePositions {
    std::vector<std::int32_t> logits;
    std::vector<std::size_t> moveStarts;  // where each move's logits begin, and the end
    std::vector<std::size_t> starts;      // where each position's moves begin, and the end

    std::size_t moves(std::size_t position) const {
        return starts[position + 1] - starts[position];
    }
    // The logits of move `move` of `position`.
    std::span<const std::int32_t> of(std::size_t position, std::size_t move) const {
        const std::size_t m = starts[position] + move;
        return std::span(logits).subspan(moveStarts[m], moveStarts[m + 1] - moveStarts[m]);
    }
    std::size_t size() const { return starts.size() - 1; }
};

ShapePositions shapePositions(std::span<const RatedArchiveGame> games, int stride) {
    ShapePositions result;
    result.starts.push_back(0);
    result.moveStarts.push_back(0);
    const auto add = [&](const Position& position, int square) {
        const MoveLogitIndices indices = moveLogitIndices(position, square);
        for (int k = 0; k < indices.count; ++k)
            result.logits.push_back(indices.index[std::size_t(k)]);
        result.moveStarts.push_back(result.logits.size());
    };
    std::size_t seen = 0;
    for (const RatedArchiveGame& rated : games) {
        forEachSampledPosition(rated, stride, seen, [&](const Position& before, std::size_t ply) {
            const int played = rated.game->moves[ply].square().index();
            add(before, played);
            bb::forEachBit(before.legalMoves(), [&](int index) {
                if (index != played) add(before, index);
            });
            result.starts.push_back(result.moveStarts.size() - 1);
        });
    }
    return result;
}

double moveLogit(std::span<const std::int32_t> indices, std::span<const double> logits) {
    double sum = 0;
    for (const std::int32_t k : indices)
        sum += logits[std::size_t(k)];
    return sum;
}

}  // namespace

std::vector<float> fitShapeLogits(std::span<const RatedArchiveGame> games, int stride, int epochs,
                                  double ridge, std::uint64_t seed,
                                  std::span<const float> offsets) {
    // AdaGrad's step: large enough to move a logit seen a few times, shrinking as it is seen.
    constexpr double kStep = 0.1;
    const ShapePositions positions = shapePositions(games, stride);
    std::vector<double> logits(std::size_t(kMoveLogitCount), 0.0);
    std::vector<double> squares(std::size_t(kMoveLogitCount), 1e-8);
    std::vector<std::size_t> order(positions.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::mt19937_64 random(seed);
    // The ridge spread over a logit's moves: each step carries its share.
    std::vector<double> share(std::size_t(kMoveLogitCount), 0.0);
    for (const std::int32_t k : positions.logits)
        share[std::size_t(k)] += 1;
    for (double& s : share)
        s = s > 0 ? ridge / s : 0;
    std::vector<double> p;
    for (int epoch = 0; epoch < epochs; ++epoch) {
        std::shuffle(order.begin(), order.end(), random);
        for (const std::size_t at : order) {
            p.resize(positions.moves(at));
            double top = -1e300;
            for (std::size_t j = 0; j < p.size(); ++j)
                top =
                    std::max(top, p[j] = moveLogit(positions.of(at, j), logits) +
                                         (offsets.empty() ? 0 : offsets[positions.starts[at] + j]));
            double sum = 0;
            for (double& x : p)
                sum += (x = std::exp(x - top));
            for (std::size_t j = 0; j < p.size(); ++j) {
                // Minus the gradient of the log-likelihood (the played move is first), the
                // same for each of the move's logits, and of the ridge.
                const double played = (j == 0 ? 1.0 : 0.0) - p[j] / sum;
                for (const std::int32_t index : positions.of(at, j)) {
                    const auto k = std::size_t(index);
                    const double gradient = played - 2 * share[k] * logits[k];
                    squares[k] += gradient * gradient;
                    logits[k] += kStep * gradient / std::sqrt(squares[k]);
                }
            }
        }
    }
    return std::vector<float>(logits.begin(), logits.end());
}

std::vector<float> shapeOffsets(std::span<const RatedArchiveGame> games,
                                std::shared_ptr<const HumanModel> model, int stride, int threads) {
    // Where each game's positions begin in the stride's count, so that games split among threads
    // keep the count of one pass.
    std::vector<std::size_t> firstSeen(games.size() + 1, 0);
    for (std::size_t g = 0; g < games.size(); ++g) {
        firstSeen[g + 1] = firstSeen[g];
        forEachSampledPosition(games[g], 1, firstSeen[g + 1], [](const Position&, std::size_t) {});
    }
    std::vector<std::vector<float>> byGame(games.size());
    forEachOnThreads(
        games.size(), threads, [&] { return HumanPlayer(model); },
        [&](std::size_t g, HumanPlayer& player) {
            std::size_t seen = firstSeen[g];
            const auto& moves = games[g].game->moves;
            forEachSampledPosition(
                games[g], stride, seen, [&](const Position& before, std::size_t ply) {
                    const Move move = moves[ply];
                    const auto recent = RecentMoves::after(std::span(moves).first(ply));
                    const auto features = player.features(before, recent, move);
                    const auto chances = model->chances(features, HumanModel::phaseOf(before),
                                                        games[g].moverRating(before));
                    auto& out = byGame[g];
                    for (std::size_t j = 0; j < features.size(); ++j) {
                        if (features[j].move == move) out.push_back(float(std::log(chances[j])));
                    }
                    for (std::size_t j = 0; j < features.size(); ++j) {
                        if (features[j].move != move) out.push_back(float(std::log(chances[j])));
                    }
                });
        });
    std::vector<float> offsets;
    for (const auto& game : byGame)
        offsets.insert(offsets.end(), game.begin(), game.end());
    return offsets;
}

double shapeTopOne(std::span<const RatedArchiveGame> games, int stride,
                   std::span<const float> logits) {
    const ShapePositions positions = shapePositions(games, stride);
    const std::vector<double> wide(logits.begin(), logits.end());
    std::size_t matched = 0;
    for (std::size_t at = 0; at < positions.size(); ++at) {
        // Played first: it counts only when no other move's logit reaches its own.
        const double played = moveLogit(positions.of(at, 0), wide);
        bool best = true;
        for (std::size_t j = 1; j < positions.moves(at) && best; ++j)
            best = moveLogit(positions.of(at, j), wide) < played;
        matched += best;
    }
    return positions.size() ? double(matched) / double(positions.size()) : 0;
}

}  // namespace hasami::ai::training
