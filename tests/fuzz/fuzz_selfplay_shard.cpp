// Self-play shards (core/selfplay_shard.h), in either version: any bytes are read without
// crashing or refused with a reason; a shard read holds only games legal from the start and
// over with the result recorded; it read all of the file or names what follows as damage; and
// its games, packed, read back as themselves.

#include "core/position.h"
#include "core/selfplay_shard.h"
#include "fuzz_check.h"

using namespace hasami;

namespace {

void checkGame(const SelfPlayGame& game) {
    fuzz::require(game.randomMoves >= 0 && game.randomMoves <= int(game.squares.size()),
                  "more random moves than moves");
    Position position = Position::start();
    for (const Square square : game.squares) {
        if (position.mustPass()) position = position.passed();
        fuzz::require(position.isLegal(square), "a shard game holds an illegal move");
        position = position.play(square);
    }
    fuzz::require(position.isGameOver(), "a shard game does not end");
    const int black =
        position.sideToMove() == Color::Black ? position.finalScore() : -position.finalScore();
    fuzz::require(black == game.result, "a shard game's result is not its end's");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto shard = decodeSelfPlayShard(fuzz::asText(data, size), "fuzz");
    if (!shard) {
        fuzz::require(!shard.error().message.empty(), "a refusal does not say why");
        return 0;
    }
    fuzz::require(shard->completeBytes <= size, "more bytes read than given");
    fuzz::require(shard->damage.empty() == (shard->completeBytes == size),
                  "bytes left unread without damage named, or damage named in none");
    for (const SelfPlayGame& game : shard->games)
        checkGame(game);
    const auto packed = encodePackedSelfPlayShard(shard->settings, shard->seed, shard->games);
    fuzz::require(bool(packed), "games read do not pack");
    const auto again = decodeSelfPlayShard(*packed, "packed");
    fuzz::require(again && again->packed && again->damage.empty() &&
                      again->settings == shard->settings && again->seed == shard->seed &&
                      again->games.size() == shard->games.size(),
                  "a packed shard does not read back");
    for (std::size_t i = 0; i < shard->games.size(); ++i) {
        const SelfPlayGame& a = shard->games[i];
        const SelfPlayGame& b = again->games[i];
        fuzz::require(
            a.squares == b.squares && a.randomMoves == b.randomMoves && a.result == b.result,
            "a packed game does not read back as itself");
    }
    return 0;
}
