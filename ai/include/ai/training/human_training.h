#pragma once

// Fitting the human-move model (human_model.h) to the moves of rated players.

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "ai/human_model.h"
#include "core/archive.h"

namespace hasami::ai::training {

// A game with its players' ratings in the year it was played.
struct RatedArchiveGame {
    const ArchiveGame* game = nullptr;
    double blackRating = 0;
    double whiteRating = 0;

    // The rating of the side to move in `position`.
    double moverRating(const Position& position) const {
        return position.sideToMove() == Color::Black ? blackRating : whiteRating;
    }
};

// How often each move was chosen in the positions that at least `minGames` of `games` reach
// within `plies` plies, by canonical position.
HumanModel::OpeningCounts countOpenings(std::span<const RatedArchiveGame> games, int plies,
                                        std::uint32_t minGames);

// One position of a game: the features of each legal move, the move played, its player's
// rating.
struct HumanSample {
    Position position;
    std::vector<MoveFeatures> moves;
    int chosen = 0;  // index in moves
    int phase = 0;
    double rating = 0;
    RecentMoves recent;  // the game's last moves before `position`
};

// The samples of `games`' positions with two legal moves or more, every `stride`-th one
// (positions spread over the games), from the mover's side, with the features `model` gives
// (its opening counts and shape logits; its bands are not used). When the opening counts were
// counted from these same games (`ownGames`), each position leaves out its own game's move, as
// the model will meet games it never saw.
std::vector<HumanSample> humanSamples(std::span<const RatedArchiveGame> games,
                                      std::shared_ptr<const HumanModel> model, bool ownGames,
                                      int stride, const std::function<void(std::size_t)>& progress);

// A logit for each move pattern and edge pattern (move_pattern.h), all players': the softmax of
// the legal moves' logits (each the sum of its shape's and its edges') gives the moves played
// in `games` (every `stride`-th position with two legal moves or more) their greatest
// likelihood less `ridge` times the squared logits. Fitted by
// stochastic gradient steps (AdaGrad), `epochs` passes over the positions in an order shuffled
// with `seed`.
// `offsets`: none, or a number for each legal move of those positions (shapeOffsets) that each
// move's logit starts from.
std::vector<float> fitShapeLogits(std::span<const RatedArchiveGame> games, int stride, int epochs,
                                  double ridge, std::uint64_t seed,
                                  std::span<const float> offsets = {});
// The log of the chance that `model` gives each legal move of the positions that a shape fit
// of `games` at `stride` reads, in its order (each position's played move first, then the others
// by square), with `threads` threads. Given a model without shape logits, a shape fit from these
// offsets learns only what the model's other features miss.
std::vector<float> shapeOffsets(std::span<const RatedArchiveGame> games,
                                std::shared_ptr<const HumanModel> model, int stride, int threads);
// How often the move with the largest shape logit is the move played (the same positions).
double shapeTopOne(std::span<const RatedArchiveGame> games, int stride,
                   std::span<const float> logits);

// The weights of a softmax over each sample's moves that maximise the log-likelihood of the
// chosen moves less `ridge` times the squared weights (Newton's method: the problem is convex).
std::array<double, kHumanFeatureCount> fitSoftmax(std::span<const HumanSample* const> samples,
                                                  double ridge, int iterations);

// The bands' limits: `count` bands holding about as many samples each.
std::vector<double> bandLimits(std::span<const HumanSample> samples, int count);
// The band of `rating` under `limits` (bandLimits).
int bandOf(double rating, std::span<const double> limits);

// The model's most likely move's index in `sample.moves` for a player rated `rating`.
int mostLikely(const HumanModel& model, const HumanSample& sample, double rating);

// A sample with what each of its moves loses against the best one in a deeper search (discs,
// by index in `sample->moves`), and near the end its exactly best moves (HumanModel::playChances).
struct ScoredSample {
    const HumanSample* sample = nullptr;
    std::vector<int> losses;
    Bitboard exactBest = 0;
};

// The share of `samples`' moves losing `margin` discs or more: of the moves the players chose,
// and of the moves the model would play at `temperature` (their expected share under
// HumanModel::playChances).
double playersLossShare(std::span<const ScoredSample> samples, int margin);
double modelLossShare(const HumanModel& model, std::span<const ScoredSample> samples,
                      double temperature, int margin);
// The temperature, within [lowest, highest], at which the model's moves lose `margin` discs or
// more as often as the players' did (bisection: the share grows with the temperature).
double fitTemperature(const HumanModel& model, std::span<const ScoredSample> samples, int margin,
                      double lowest, double highest);

}  // namespace hasami::ai::training
