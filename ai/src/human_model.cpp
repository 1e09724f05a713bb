#include "ai/human_model.h"

#include <algorithm>
#include <cmath>

namespace hasami::ai {

HumanModel::HumanModel(std::vector<HumanBand> bands, OpeningCounts openings, double medianRating,
                       std::vector<float> shapeLogits)
    : bands_(std::move(bands)),
      openings_(std::move(openings)),
      medianRating_(medianRating),
      shapeLogits_(std::move(shapeLogits)) {}

int HumanModel::phaseOf(const Position& position) {
    return phaseOf(position.emptyCount());
}

int HumanModel::phaseOf(int empties) {
    int phase = 0;
    while (empties < kHumanPhaseEmpties[std::size_t(phase)])
        ++phase;
    return phase;
}

HumanModel::Blend HumanModel::blendFor(double rating) const {
    const auto above = std::find_if(bands_.begin(), bands_.end(),
                                    [&](const HumanBand& b) { return b.rating >= rating; });
    if (above == bands_.begin()) return {&bands_.front(), &bands_.front(), 0};
    if (above == bands_.end()) return {&bands_.back(), &bands_.back(), 0};
    const HumanBand& below = *(above - 1);
    return {&below, &*above, (rating - below.rating) / (above->rating - below.rating)};
}

HumanModel::Blend HumanModel::playBlendFor(double rating) const {
    const HumanBand& first = bands_.front();
    const HumanBand& last = bands_.back();
    if (bands_.size() > 1 && rating > last.rating)
        return {&first, &last, (rating - first.rating) / (last.rating - first.rating)};
    return blendFor(rating);
}

std::array<double, kHumanFeatureCount> HumanModel::weightsFor(int phase, Blend blend) {
    std::array<double, kHumanFeatureCount> weights{};
    for (int i = 0; i < kHumanFeatureCount; ++i) {
        weights[i] = (1 - blend.t) * blend.below->weights[phase][i] +
                     blend.t * blend.above->weights[phase][i];
    }
    return weights;
}

std::vector<double> HumanModel::chances(std::span<const MoveFeatures> features, int phase,
                                        double rating, double temperature) const {
    return softmax(features, weightsFor(phase, blendFor(rating)), temperature);
}

std::vector<double> HumanModel::softmax(std::span<const MoveFeatures> features,
                                        const std::array<double, kHumanFeatureCount>& weights,
                                        double temperature) {
    std::vector<double> logits;
    for (const MoveFeatures& f : features) {
        double logit = 0;
        for (int i = 0; i < kHumanFeatureCount; ++i)
            logit += weights[i] * f.values[i];
        logits.push_back(logit / temperature);
    }
    // Less the largest logit, so that exp cannot overflow.
    const double top = logits.empty() ? 0 : *std::max_element(logits.begin(), logits.end());
    double sum = 0;
    for (double& l : logits)
        sum += (l = std::exp(l - top));
    for (double& l : logits)
        l /= sum;
    return logits;
}

double HumanModel::temperatureFor(double rating) const {
    // The extrapolation's bounds: a player never fully random nor fully greedy. The lowest is
    // below the fitted bands' floor (0.1): players beyond the strongest band stray less still.
    constexpr double kLowest = 0.03, kHighest = 4;
    const HumanBand& first = bands_.front();
    const HumanBand& last = bands_.back();
    double logTemperature;
    if (bands_.size() > 1 && (rating < first.rating || rating > last.rating)) {
        const double slope =
            std::log(last.temperature / first.temperature) / (last.rating - first.rating);
        const HumanBand& end = rating < first.rating ? first : last;
        logTemperature = std::log(end.temperature) + slope * (rating - end.rating);
    } else {
        const Blend blend = blendFor(rating);
        logTemperature = (1 - blend.t) * std::log(blend.below->temperature) +
                         blend.t * std::log(blend.above->temperature);
    }
    return std::clamp(std::exp(logTemperature), kLowest, kHighest);
}

int HumanModel::readingDepthFor(double rating) const {
    // A band reads at least as deep as any weaker one: each band's depth is the shallowest that
    // brings its own losses near its players', and a stronger player does not read less.
    const auto depthOf = [&](const HumanBand* band) {
        int depth = 0;
        for (const HumanBand* b = bands_.data(); b <= band; ++b)
            depth = std::max(depth, b->readingDepth);
        return depth;
    };
    const HumanBand& last = bands_.back();
    if (rating > last.rating) {
        const int beyond = int(std::lround((rating - last.rating) / kHumanEloPerPly));
        return std::min(depthOf(&last) + beyond, kHumanDeepestReading);
    }
    const Blend blend = blendFor(rating);
    return int(std::lround((1 - blend.t) * depthOf(blend.below) + blend.t * depthOf(blend.above)));
}

std::vector<double> HumanModel::playChances(std::span<const MoveFeatures> features, int empties,
                                            double rating, double temperature,
                                            Bitboard exactBest) const {
    std::vector<double> result =
        softmax(features, weightsFor(phaseOf(empties), playBlendFor(rating)), temperature);
    const auto bestChance = exactBestChance(empties, rating);
    if (!bestChance) return result;
    double best = 0, other = 0;
    for (std::size_t i = 0; i < features.size(); ++i)
        (bb::has(exactBest, features[i].move.square().index()) ? best : other) += result[i];
    if (best == 0 || other == 0) return result;
    for (std::size_t i = 0; i < features.size(); ++i) {
        result[i] *= bb::has(exactBest, features[i].move.square().index())
                         ? *bestChance / best
                         : (1 - *bestChance) / other;
    }
    return result;
}

std::optional<double> HumanModel::exactBestChance(int empties, double rating) const {
    if (empties > kHumanExactEmpties.back()) return std::nullopt;
    const auto chanceOf = [&](const HumanBand& band) {
        // Linear between the measured empties; the fewest's chance below them.
        for (std::size_t i = 1; i < kHumanExactEmpties.size(); ++i) {
            if (empties <= kHumanExactEmpties[i]) {
                const double t =
                    std::max(0.0, double(empties - kHumanExactEmpties[i - 1]) /
                                      (kHumanExactEmpties[i] - kHumanExactEmpties[i - 1]));
                return (1 - t) * band.exactBest[i - 1] + t * band.exactBest[i];
            }
        }
        return band.exactBest.back();
    };
    const Blend blend = playBlendFor(rating);
    return std::clamp((1 - blend.t) * chanceOf(*blend.below) + blend.t * chanceOf(*blend.above),
                      0.0, 1.0);
}

std::uint8_t HumanModel::canonicalSquare(const Position& position, Square square) {
    const BookKey key = canonicalForm(position).key;
    int smallest = 64;
    for (const Symmetry s : kAllSymmetries) {
        const Position turned = transform(position, s);
        if (turned.player() == key.player && turned.opponent() == key.opponent)
            smallest = std::min(smallest, transform(square, s).index());
    }
    return std::uint8_t(smallest);
}

HumanModel::OpeningStatistics HumanModel::openingStatistics(const Position& position,
                                                            std::optional<Move> leaveOut) const {
    OpeningStatistics statistics;
    const auto entry = openings_.find(canonicalForm(position).key);
    if (entry == openings_.end()) return statistics;
    std::array<double, 64> byClass{};
    for (const auto& [square, count] : entry->second) {
        byClass[square] = count;
        statistics.games += count;
    }
    if (leaveOut && !leaveOut->isPass()) {
        byClass[canonicalSquare(position, leaveOut->square())] -= 1;
        statistics.games -= 1;
    }
    std::array<int, 64> classSize{};
    std::array<std::uint8_t, 64> classOf{};
    bb::forEachBit(position.legalMoves(), [&](int index) {
        classOf[std::size_t(index)] = canonicalSquare(position, Square::fromIndex(index));
        ++classSize[classOf[std::size_t(index)]];
    });
    bb::forEachBit(position.legalMoves(), [&](int index) {
        const std::uint8_t c = classOf[std::size_t(index)];
        statistics.moves[std::size_t(index)] = byClass[c] / classSize[c];
    });
    return statistics;
}

}  // namespace hasami::ai
