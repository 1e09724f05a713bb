#include "ai/human_player.h"

#include <algorithm>
#include <random>

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

// `moves` with their chances, most likely first.
std::vector<MoveChance> sortedChances(std::span<const MoveFeatures> moves,
                                      std::span<const double> chance) {
    std::vector<MoveChance> result;
    for (std::size_t i = 0; i < moves.size(); ++i)
        result.push_back({moves[i].move, chance[i]});
    std::stable_sort(result.begin(), result.end(),
                     [](const MoveChance& a, const MoveChance& b) { return a.chance > b.chance; });
    return result;
}

}  // namespace

Bitboard exactlyBestMoves(Engine& engine, const Position& position) {
    const auto exact = engine.analyse(position, Limits::atDepth(position.emptyCount()));
    Bitboard best = 0;
    for (const MoveEvaluation& e : exact) {
        if (e.score == exact.front().score) best |= bb::bit(e.move.square().index());
    }
    return best;
}

HumanPlayer::HumanPlayer(std::shared_ptr<const HumanModel> model,
                         std::shared_ptr<const Evaluator> evaluation)
    : model_(std::move(model)), engine_(kHashMegabytes) {
    engine_.setEvaluator(std::move(evaluation));
}

std::vector<MoveFeatures> HumanPlayer::features(const Position& position, const RecentMoves& recent,
                                                std::optional<Move> leaveOut, int depth) {
    if (position.legalMoves() == 0) return {};
    // What earlier searches left in the tables would change the scores: the same position must
    // get the same features (and a seed the same move) whatever came before.
    engine_.clear();
    const int empties = position.emptyCount();
    const auto scores =
        engine_.analyse(position, Limits::atDepth(empties <= kHumanSolveEmpties ? empties : depth));
    const HumanModel::OpeningStatistics openings = model_->openingStatistics(position, leaveOut);
    auto moveFeatures = humanFeatures(position, scores, *engine_.evaluator());
    setOpeningFeatures(moveFeatures, openings.games, openings.moves);
    setRecentFeatures(moveFeatures, position, recent);
    setShapeFeatures(moveFeatures, position, model_->shapeLogits());
    return moveFeatures;
}

std::vector<MoveChance> HumanPlayer::chances(const Position& position, double rating,
                                             double temperature, const RecentMoves& recent) {
    const auto moveFeatures = features(position, recent);
    return sortedChances(moveFeatures, model_->chances(moveFeatures, HumanModel::phaseOf(position),
                                                       rating, temperature));
}

std::vector<MoveChance> HumanPlayer::playChances(const Position& position, double rating,
                                                 const RecentMoves& recent) {
    const auto moveFeatures =
        features(position, recent, std::nullopt, model_->readingDepthFor(rating));
    const int empties = position.emptyCount();
    Bitboard exactBest = 0;
    if (moveFeatures.size() > 1 && model_->exactBestChance(empties, rating))
        exactBest = exactlyBestMoves(engine_, position);
    return sortedChances(moveFeatures,
                         model_->playChances(moveFeatures, empties, rating,
                                             model_->temperatureFor(rating), exactBest));
}

Move HumanPlayer::choose(const Position& position, double rating, std::uint64_t seed,
                         const RecentMoves& recent) {
    const std::vector<MoveChance> moves = playChances(position, rating, recent);
    if (moves.empty()) return Move::pass();
    std::mt19937_64 random(seed);
    return draw(moves, random);
}

}  // namespace hasami::ai
