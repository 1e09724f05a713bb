#pragma once

// A model of the moves tournament players make, by rating: P(move | position, rating).
//
// Each legal move gets a logit, a weighted sum of its features (human_features.h): how much
// it loses against the best move in a shallow search and by the static evaluation alone, its
// kind of square, what it flips and leaves the opponent, how often players chose it in the
// archive's openings, and the logits learned for its shape and edges (move_pattern.h). The chances
// are the softmax of the logits over the legal moves. Each rating band and phase of the game (by
// empties) has its own weights, fitted to the moves of its players (`hasami-tools human-train`); a
// rating between two bands' centres takes the weights in proportion. Near the end a band plays the
// exact best move as often as its players found it (exactBestChance). When it plays, a band's
// chances are sharpened or flattened by its temperature so that its moves lose as often as its
// players' (temperatureFor), and read deeper where that is not enough (readingDepthFor).

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ai/book.h"
#include "ai/human_features.h"
#include "core/position.h"

namespace hasami::ai {

// The phases of the game, by empties: a phase holds the positions with at least its number of
// empties and fewer than the phase before's. The last (kHumanSolveEmpties or fewer) is the one
// where the loss features are exact.
inline constexpr std::array<int, 6> kHumanPhaseEmpties = {50, 40, 30, 21, 13, 0};
inline constexpr int kHumanPhaseCount = int(kHumanPhaseEmpties.size());
// The shallow search behind the model's loss features: the model was fitted with it.
inline constexpr int kHumanSearchDepth = 4;
// A band whose sharpest play still loses more than its players reads deeper when it plays
// (HumanBand::readingDepth), to this depth at most; and players rated beyond the strongest band
// read a ply deeper than it for each kHumanEloPerPly beyond its centre.
inline constexpr int kHumanDeepestReading = 12;
inline constexpr double kHumanEloPerPly = 90;
// The empties at which the exact-best chances are measured (exactBestChance interpolates).
inline constexpr std::array<int, 3> kHumanExactEmpties = {10, 14, 18};

struct HumanBand {
    double rating = 0;  // the centre of the band: its players' mean rating
    // Weights by phase (phaseOf), feature after feature.
    std::array<std::array<double, kHumanFeatureCount>, kHumanPhaseCount> weights{};
    // How often the band's players played an exactly best move at kHumanExactEmpties.
    std::array<double, kHumanExactEmpties.size()> exactBest{};
    // The softmax's temperature when the band plays (1: its fitted chances): chosen so that
    // the moves it draws lose 8 discs or more as often as its players' moves did.
    double temperature = 1;
    // The search that scores the moves' losses when the band plays: kHumanSearchDepth, or
    // deeper where even its sharpest temperature loses 8 discs more often than its players.
    int readingDepth = kHumanSearchDepth;
};

class HumanModel {
  public:
    // Opening counts: how often the archive's players chose each move of a position (in the
    // canonical orientation of the position, book.h), positions seen in at least two games.
    using OpeningCounts = std::map<BookKey, std::vector<std::pair<std::uint8_t, std::uint32_t>>>;

    // `bands` by rating, at least one; `medianRating`: the archive's median player's;
    // `shapeLogits`: none, or one for each move pattern and edge pattern (kMoveLogitCount).
    HumanModel(std::vector<HumanBand> bands, OpeningCounts openings, double medianRating,
               std::vector<float> shapeLogits = {});

    static int phaseOf(const Position& position);
    static int phaseOf(int empties);

    // The chance of each move in `features` (one entry a legal move) for a player rated
    // `rating`; they sum to 1. A `temperature` below 1 sharpens them, above 1 flattens them.
    std::vector<double> chances(std::span<const MoveFeatures> features, int phase, double rating,
                                double temperature = 1) const;
    // The temperature at which a player rated `rating` plays: between two bands' centres, by
    // the logarithm in proportion; beyond the ends, on the line through the end bands', so that
    // ratings past the archive's bands play sharper (or looser) than its strongest (weakest).
    double temperatureFor(double rating) const;
    // The depth to which a player rated `rating` reads when playing, a band reading at least as
    // deep as every weaker band: between two bands' centres, in proportion (rounded); below the
    // weakest band, its depth; beyond the strongest, a ply more for each kHumanEloPerPly, at
    // most kHumanDeepestReading.
    int readingDepthFor(double rating) const;
    // The chances with which a player rated `rating` plays each move of `features` at
    // `empties`: chances() at `temperature`, except that beyond the strongest band the weights
    // go on along the line through the end bands' (stronger players weigh what they lose more,
    // and shapes and habits less), and that where exactBestChance applies, the exactly best
    // moves (the squares `exactBest`) share that chance and the others the rest, each group in
    // proportion to its chances (a group that is empty leaves them unchanged).
    std::vector<double> playChances(std::span<const MoveFeatures> features, int empties,
                                    double rating, double temperature, Bitboard exactBest) const;
    // The chance that a player rated `rating` plays an exactly best move at `empties`: beyond
    // the strongest band, on the line through the end bands', at most 1. nullopt beyond the
    // measured empties (the model alone decides there).
    std::optional<double> exactBestChance(int empties, double rating) const;

    // How often each legal move of `position` was chosen in the archive's games, and in how
    // many games the position was reached (0 when never, or too rarely to be kept). Moves that
    // the position's own symmetries make one (the four first moves) share their games evenly.
    // `leaveOut`: one game that chose this move is not counted (a training game's own move).
    struct OpeningStatistics {
        double games = 0;
        std::array<double, 64> moves{};  // by square of `position`'s orientation
    };
    OpeningStatistics openingStatistics(const Position& position,
                                        std::optional<Move> leaveOut = std::nullopt) const;
    // The square that stands for `square`'s class in the canonical orientation of `position`
    // (book.h): the same for moves that the position's own symmetries make one.
    static std::uint8_t canonicalSquare(const Position& position, Square square);

    const std::vector<HumanBand>& bands() const { return bands_; }
    const OpeningCounts& openings() const { return openings_; }
    // The logits of the moves' shapes and edges, all bands' (move_pattern.h): the kShapeLogit
    // feature.
    std::span<const float> shapeLogits() const { return shapeLogits_; }
    double medianRating() const { return medianRating_; }

  private:
    // A rating between two bands' centres, `t` of the way from the one below (the same band
    // twice beyond the ends).
    struct Blend {
        const HumanBand* below;
        const HumanBand* above;
        double t;
    };
    Blend blendFor(double rating) const;
    // As blendFor, but beyond the strongest band the weakest and the strongest with `t` above 1:
    // how a player stronger than the archive's bands plays.
    Blend playBlendFor(double rating) const;
    static std::array<double, kHumanFeatureCount> weightsFor(int phase, Blend blend);
    static std::vector<double> softmax(std::span<const MoveFeatures> features,
                                       const std::array<double, kHumanFeatureCount>& weights,
                                       double temperature);

    std::vector<HumanBand> bands_;  // by rating
    OpeningCounts openings_;
    double medianRating_;
    std::vector<float> shapeLogits_;
};

}  // namespace hasami::ai
