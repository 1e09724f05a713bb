#pragma once

#include "core/bitboard.h"
#include "core/move.h"
#include "core/moves.h"

namespace hasami {

enum class Color : std::uint8_t { Black, White };

constexpr Color opposite(Color c) {
    return c == Color::Black ? Color::White : Color::Black;
}

// A position as the engine sees it: the discs of the side to move (player) and of the other
// side (opponent). The side's colour is carried along for display and notation only; nothing
// in move generation or search depends on it.
class Position {
  public:
    // An empty board, black to move: a placeholder, not a playable position.
    constexpr Position() = default;
    // The standard start: d4, e5 white; d5, e4 black; black to move.
    static Position start();
    // The discs must not overlap; the caller checks with isValid() when they come from outside.
    static constexpr Position fromColors(Bitboard black, Bitboard white, Color toMove) {
        return toMove == Color::Black ? Position(black, white, toMove)
                                      : Position(white, black, toMove);
    }
    static constexpr Position fromPlayers(Bitboard player, Bitboard opponent, Color toMove) {
        return Position(player, opponent, toMove);
    }

    constexpr Bitboard player() const { return player_; }
    constexpr Bitboard opponent() const { return opponent_; }
    constexpr Color sideToMove() const { return toMove_; }
    constexpr Bitboard discs(Color c) const { return c == toMove_ ? player_ : opponent_; }
    constexpr Bitboard black() const { return discs(Color::Black); }
    constexpr Bitboard white() const { return discs(Color::White); }
    constexpr Bitboard empties() const { return ~(player_ | opponent_); }
    constexpr int emptyCount() const { return bb::count(empties()); }
    constexpr int discCount(Color c) const { return bb::count(discs(c)); }

    // No two discs on one square.
    constexpr bool isValid() const { return (player_ & opponent_) == 0; }

    Bitboard legalMoves() const { return hasami::legalMoves(player_, opponent_); }
    bool isLegal(Move m) const {
        return m.isPass() ? mustPass() : bb::has(legalMoves(), m.square().index());
    }
    // The side to move has no move but the other side has one.
    bool mustPass() const { return legalMoves() == 0 && opponentCanMove(); }
    // Neither side can move.
    bool isGameOver() const { return legalMoves() == 0 && !opponentCanMove(); }

    // The position after a legal move (a square, or a pass when mustPass()).
    Position play(Move m) const;
    Position passed() const { return Position(opponent_, player_, opposite(toMove_)); }
    // The same position with the colours exchanged: the discs and the turn change colour.
    constexpr Position colorSwapped() const {
        return Position(player_, opponent_, opposite(toMove_));
    }

    // Disc difference from the side to move's view, empty squares going to the winner
    // (the world-championship rule). Meaningful at any time, exact at the end of the game.
    int finalScore() const;

    constexpr bool operator==(const Position&) const = default;

  private:
    constexpr Position(Bitboard player, Bitboard opponent, Color toMove)
        : player_(player), opponent_(opponent), toMove_(toMove) {}
    bool opponentCanMove() const { return hasami::legalMoves(opponent_, player_) != 0; }

    Bitboard player_ = 0;
    Bitboard opponent_ = 0;
    Color toMove_ = Color::Black;
};

// The disc difference for the final position with `p` and `o` discs, from p's view, empty
// squares to the winner.
constexpr int finalScore(Bitboard p, Bitboard o) {
    const int mine = bb::count(p);
    const int theirs = bb::count(o);
    const int empties = 64 - mine - theirs;
    const int diff = mine - theirs;
    return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

}  // namespace hasami
