#pragma once

#include <QString>
#include <optional>

#include "core/symmetry.h"

namespace hasami::gui {

enum class Cell { Empty, Black, White };

// The position being set up in the board editor: discs placed one by one, the side to move,
// and the whole-board operations. finish() says whether the position can be played.
class PositionEditor {
  public:
    explicit PositionEditor(const Position& start = Position::start());

    const Position& position() const { return position_; }
    void set(Square square, Cell cell);
    void setSideToMove(Color side);
    void clear();
    void reset() { position_ = Position::start(); }
    void transform(Symmetry symmetry);

    // The position if a game can be played from it; otherwise nullopt and the reason.
    std::optional<Position> finish(QString* reason) const;

  private:
    Position position_;
};

}  // namespace hasami::gui
