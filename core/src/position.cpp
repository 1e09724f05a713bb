#include "core/position.h"

namespace hasami {

Position Position::start() {
    // d5 and e4 black, d4 and e5 white.
    constexpr Bitboard black = bb::bit(4 * 8 + 3) | bb::bit(3 * 8 + 4);
    constexpr Bitboard white = bb::bit(3 * 8 + 3) | bb::bit(4 * 8 + 4);
    return fromColors(black, white, Color::Black);
}

Position Position::play(Move m) const {
    if (m.isPass()) return passed();
    const int index = m.square().index();
    const Bitboard flips = flippedDiscs(player_, opponent_, index);
    return Position(opponent_ ^ flips, player_ ^ flips ^ bb::bit(index), opposite(toMove_));
}

int Position::finalScore() const {
    return hasami::finalScore(player_, opponent_);
}

}  // namespace hasami
