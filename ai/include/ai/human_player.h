#pragma once

// Plays as a tournament player of a given rating would (human_model.h): the model's chances
// for every legal move, and a move drawn from them.

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/engine.h"
#include "ai/human_model.h"
#include "ai/human_model_file.h"

namespace hasami::ai {

// From this many empties the loss features are exact: players who count the end find its best
// moves far more often than a shallow search does, and solving it costs no more than the search.
inline constexpr int kHumanSolveEmpties = 12;

// The squares of `position`'s moves that keep its exact score (an exact solve by `engine`).
Bitboard exactlyBestMoves(Engine& engine, const Position& position);

struct MoveChance {
    Move move;
    double chance = 0;
};

class HumanPlayer {
  public:
    // `evaluation` scores and searches the moves for the model's features: the one the model
    // was fitted with.
    explicit HumanPlayer(
        std::shared_ptr<const HumanModel> model,
        std::shared_ptr<const Evaluator> evaluation = shippedHumanFeatureEvaluator());

    // Every legal move of `position` with the chance that a player rated `rating` plays it,
    // most likely first (at `temperature`, HumanModel::chances); empty when the side to move
    // must pass or the game is over.
    // `recent`: the game's last moves before `position`.
    std::vector<MoveChance> chances(const Position& position, double rating, double temperature = 1,
                                    const RecentMoves& recent = {});
    // The features the model sees for each legal move (the training's and the tests' view);
    // `recent`: the game's last moves before `position`; `leaveOut` as in
    // HumanModel::openingStatistics.
    // `depth`: the search that scores the moves' losses (the model was fitted with
    // kHumanSearchDepth).
    std::vector<MoveFeatures> features(const Position& position, const RecentMoves& recent = {},
                                       std::optional<Move> leaveOut = std::nullopt,
                                       int depth = kHumanSearchDepth);

    // Every legal move with the chance that such a player plays it in a game: the model's
    // chances at the rating's temperature (HumanModel::temperatureFor) with the losses read to
    // the rating's depth (HumanModel::readingDepthFor), and within
    // kHumanExactEmpties.back() empties an exactly best move as often as players of that rating
    // found one (HumanModel::playChances). Most likely first; empty when there is no legal move.
    std::vector<MoveChance> playChances(const Position& position, double rating,
                                        const RecentMoves& recent = {});
    // A move drawn from playChances with `seed` (the same seed, the same move); a pass when
    // there is no legal move.
    Move choose(const Position& position, double rating, std::uint64_t seed,
                const RecentMoves& recent = {});

    const HumanModel& model() const { return *model_; }

  private:
    std::shared_ptr<const HumanModel> model_;
    Engine engine_;  // searches with the model's evaluation (the constructor's)
};

}  // namespace hasami::ai
