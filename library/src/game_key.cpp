#include "game_key.h"

#include "core/position.h"
#include "core/symmetry.h"

namespace hasami::library {

namespace {

constexpr std::uint8_t kPassCode = 64;

// The symmetry of the start that takes `first` to f5 (the identity for a game without moves).
Symmetry towardsF5(std::span<const Move> moves) {
    const Move f5(*Square::parse("f5"));
    for (const Symmetry s : kAllSymmetries) {
        if (transform(Position::start(), s) == Position::start() && !moves.empty() &&
            transform(moves.front(), s) == f5)
            return s;
    }
    return Symmetry::Identity;
}

}  // namespace

std::uint8_t moveCode(Move move) {
    return move.isPass() ? kPassCode : std::uint8_t(move.square().index());
}

Move moveOfCode(std::int64_t code) {
    return code >= 0 && code < kPassCode ? Move(Square::fromIndex(int(code))) : Move::pass();
}

std::vector<std::uint8_t> gameKey(std::span<const Move> moves) {
    const Symmetry s = towardsF5(moves);
    std::vector<std::uint8_t> key;
    key.reserve(moves.size());
    for (const Move m : moves)
        key.push_back(moveCode(transform(m, s)));
    return key;
}

std::vector<Move> movesOfKey(std::span<const std::uint8_t> key) {
    std::vector<Move> moves;
    moves.reserve(key.size());
    for (const std::uint8_t code : key)
        moves.push_back(moveOfCode(code));
    return moves;
}

}  // namespace hasami::library
