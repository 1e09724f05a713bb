#pragma once

#include <vector>

#include "ai/reasons.h"
#include "core/position.h"

namespace hasami::gui {

// The lines of an explanation, shown over the board as numbered ghost discs and stepped
// through: the move explained with its refutation, or the best move with the best line. It is
// only painted, never played into the game.
class GhostLine {
  public:
    // A ghost disc: the square of a move of the line, the colour of its player, its number.
    struct Disc {
        Square square;
        Color color;
        int number;
    };

    // Shows the whole refutation line first.
    GhostLine(const Position& start, const ai::ComparedMoves& moves);

    const Position& start() const { return start_; }
    bool showsBestLine() const { return showsBestLine_; }
    // The line shown: its first move is the one explained (or the best one).
    const std::vector<Move>& moves() const { return showsBestLine_ ? best_ : played_; }
    int shown() const { return shown_; }

    // One more or one fewer move of the line shows (at least the first, at most all).
    void stepForward();
    void stepBack();
    // The other line, shown whole.
    void switchLine();

    // The discs of the moves shown, passes left out.
    std::vector<Disc> discs() const;

  private:
    Position start_;
    std::vector<Move> played_;
    std::vector<Move> best_;
    bool showsBestLine_ = false;
    int shown_ = 0;
};

}  // namespace hasami::gui
