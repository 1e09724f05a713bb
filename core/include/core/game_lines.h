#pragma once

#include <vector>

#include "core/game_record.h"

namespace hasami {

// The lines of one game: the line on the board and the lines it branched from, all from the
// same start. A move that differs from the recorded continuation starts a new line and keeps
// the old one whole, so going back in a game and trying another move never loses the moves
// that were there. Playing the recorded move, or a move that another line already has at that
// point, follows the existing line instead of repeating it.
class GameLines {
  public:
    explicit GameLines(GameRecord record = GameRecord());

    // The line on the board. Browsing (undo, redo, jumpTo) moves its cursor; playing a move
    // goes through play() so that no line is cut.
    const GameRecord& current() const { return lines_[current_].record; }
    GameRecord& current() { return lines_[current_].record; }
    int currentIndex() const { return current_; }
    int count() const { return int(lines_.size()); }
    const GameRecord& line(int index) const { return lines_[index].record; }
    // The ply at which line `index` left the line it branched from (0 for the first line).
    int branchPly(int index) const { return lines_[index].branchPly; }

    enum class Played {
        Illegal,   // nothing changed
        Followed,  // the move was recorded already (in this line or another): a step forward
        Added,     // a new move: the line grew, or a new line began
    };
    // Plays a move at the current line's cursor.
    Played play(Move move);
    // Shows line `index`, at the current ply if the two lines agree up to it, else at the ply
    // where they part. False and no change if out of range.
    bool select(int index);
    // Puts back a line as line() and branchPly() listed it (a saved game read again): it must
    // start where the first line does and branch within its moves. False and no change if not.
    bool addLine(GameRecord record, int branchPly);

  private:
    struct Line {
        GameRecord record;
        int branchPly = 0;
    };
    // The line, other than the current one, that has the current line's played moves and then
    // `move`; -1 if none.
    int lineContinuingWith(Move move) const;

    std::vector<Line> lines_;
    int current_ = 0;
};

}  // namespace hasami
