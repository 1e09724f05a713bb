#include "ai/human_player.h"

#include <algorithm>
#include <random>

#include "ai/pattern_evaluator.h"

namespace hasami::ai {

namespace {

// A small table, emptied before each position: the searches are a few plies deep.
constexpr std::size_t kHashMegabytes = 2;

// A move drawn among `moves` in proportion to `weights` (all zero: the first).
Move draw(const std::vector<MoveChance>& moves, std::mt19937_64& random) {
    double total = 0;
    for (const MoveChance& m : moves)
        total += m.chance;
    double at = std::uniform_real_distribution<double>(0, total)(random);
    for (const MoveChance& m : moves) {
        if (at < m.chance) return m.move;
        at -= m.chance;
    }
    return moves.front().move;
}

}  // namespace

HumanPlayer::HumanPlayer(std::shared_ptr<const HumanModel> model)
    : model_(std::move(model)), engine_(kHashMegabytes) {}

std::vector<MoveFeatures> HumanPlayer::features(const Position& position,
                                                std::optional<Move> leaveOut) {
    if (position.legalMoves() == 0) return {};
    // What earlier searches left in the tables would change the scores: the same position must
    // get the same features (and a seed the same move) whatever came before.
    engine_.clear();
    const int empties = position.emptyCount();
    const auto scores = engine_.analyse(
        position, Limits::atDepth(empties <= kHumanSolveEmpties ? empties : kHumanSearchDepth));
    const HumanModel::OpeningStatistics openings = model_->openingStatistics(position, leaveOut);
    auto moveFeatures = humanFeatures(position, scores, *defaultEvaluator());
    setOpeningFeatures(moveFeatures, openings.games, openings.moves);
    return moveFeatures;
}

std::vector<MoveChance> HumanPlayer::chances(const Position& position, double rating,
                                             double temperature) {
    const auto moveFeatures = features(position);
    const auto chance =
        model_->chances(moveFeatures, HumanModel::phaseOf(position), rating, temperature);
    std::vector<MoveChance> result;
    for (std::size_t i = 0; i < moveFeatures.size(); ++i)
        result.push_back({moveFeatures[i].move, chance[i]});
    std::stable_sort(result.begin(), result.end(),
                     [](const MoveChance& a, const MoveChance& b) { return a.chance > b.chance; });
    return result;
}

Move HumanPlayer::choose(const Position& position, double rating, std::uint64_t seed) {
    std::vector<MoveChance> moves = chances(position, rating, model_->temperatureFor(rating));
    if (moves.empty()) return Move::pass();
    std::mt19937_64 random(seed);
    const auto exactChance = model_->exactBestChance(position.emptyCount(), rating);
    if (!exactChance || moves.size() == 1) return draw(moves, random);

    const auto exact = engine_.analyse(position, Limits::atDepth(position.emptyCount()));
    const int best = exact.front().score;  // analyse gives the best first
    const auto isBest = [&](Move m) {
        return std::any_of(exact.begin(), exact.end(),
                           [&](const MoveEvaluation& e) { return e.move == m && e.score == best; });
    };
    const bool playsBest = std::bernoulli_distribution(*exactChance)(random);
    std::vector<MoveChance> kept;
    std::copy_if(moves.begin(), moves.end(), std::back_inserter(kept),
                 [&](const MoveChance& m) { return isBest(m.move) == playsBest; });
    return draw(kept.empty() ? moves : kept, random);
}

}  // namespace hasami::ai
