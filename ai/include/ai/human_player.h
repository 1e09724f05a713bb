#pragma once

// Plays as a tournament player of a given rating would (human_model.h): the model's chances
// for every legal move, and a move drawn from them.

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/engine.h"
#include "ai/human_model.h"

namespace hasami::ai {

// The shallow search behind the model's loss features: the model was fitted with it.
inline constexpr int kHumanSearchDepth = 4;
// From this many empties the loss features are exact: players who count the end find its best
// moves far more often than a shallow search does, and solving it costs no more than the search.
inline constexpr int kHumanSolveEmpties = 12;

struct MoveChance {
    Move move;
    double chance = 0;
};

class HumanPlayer {
  public:
    explicit HumanPlayer(std::shared_ptr<const HumanModel> model);

    // Every legal move of `position` with the chance that a player rated `rating` plays it,
    // most likely first (at `temperature`, HumanModel::chances); empty when the side to move
    // must pass or the game is over.
    std::vector<MoveChance> chances(const Position& position, double rating,
                                    double temperature = 1);
    // The features the model sees for each legal move (the training's and the tests' view);
    // `leaveOut` as in HumanModel::openingStatistics.
    std::vector<MoveFeatures> features(const Position& position,
                                       std::optional<Move> leaveOut = std::nullopt);

    // The move such a player makes, drawn with `seed` (the same seed, the same move): from the
    // model's chances at the rating's temperature (HumanModel::temperatureFor), except that within
    // kHumanExactEmpties.back() empties it plays an exactly best move with the chance that players
    // of that rating found one (HumanModel::exactBestChance), and another move otherwise. A pass
    // when there is no legal move.
    Move choose(const Position& position, double rating, std::uint64_t seed);

    const HumanModel& model() const { return *model_; }

  private:
    std::shared_ptr<const HumanModel> model_;
    Engine engine_;
};

}  // namespace hasami::ai
