#include "ai/training/selfplay.h"

#include "ai/engine.h"
#include "core/position.h"
#include "splitmix.h"

namespace hasami::ai::training {

namespace {

class Random {
  public:
    Random(std::uint64_t seed, std::uint64_t index)
        : state_(splitMix64(seed) ^ splitMix64(~index)) {}
    // One of `count` (> 0); the bias of the modulo is below 2^-58.
    int below(int count) { return int((state_ = splitMix64(state_)) % std::uint64_t(count)); }

  private:
    std::uint64_t state_;
};

Square randomMove(const Position& position, Random& random) {
    Bitboard moves = position.legalMoves();
    for (int skip = random.below(bb::count(moves)); skip > 0; --skip)
        moves = bb::withoutLowest(moves);
    return Square::fromIndex(bb::lowestIndex(moves));
}

}  // namespace

SelfPlayGame playSelfPlayGame(Engine& engine, const SelfPlaySettings& settings, std::uint64_t seed,
                              std::uint64_t index) {
    Random random(seed, index);
    SelfPlayGame game;
    const int randomMoves =
        settings.fewestRandom + random.below(settings.mostRandom - settings.fewestRandom + 1);
    engine.clear();
    const Limits limits = Limits::atDepth(settings.depth, settings.exactEmpties);
    Position position = Position::start();
    while (!position.isGameOver()) {
        if (position.mustPass()) position = position.passed();
        const bool atRandom = int(game.squares.size()) < randomMoves;
        const Square square =
            atRandom ? randomMove(position, random) : engine.think(position, limits).best.square();
        if (atRandom) ++game.randomMoves;
        game.squares.push_back(square);
        position = position.play(square);
    }
    game.result =
        position.sideToMove() == Color::Black ? position.finalScore() : -position.finalScore();
    return game;
}

}  // namespace hasami::ai::training
