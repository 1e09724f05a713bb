#pragma once

#include <QWidget>
#include <optional>

#include "core/position.h"

namespace hasami::gui {

// Paints a position and turns clicks into squares. It shows what it is given and never
// changes the game: a click is only reported through squareClicked().
class BoardView : public QWidget {
    Q_OBJECT
  public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    // Squares to mark as playable (empty to show none).
    void setHighlightedMoves(Bitboard moves);
    void setLastMove(std::optional<Square> square);

    // The square under a point in widget coordinates; nullopt outside the board. The one
    // mapping used for painting, clicks and tests.
    std::optional<Square> squareAt(QPointF point) const;
    // The rectangle of a square in widget coordinates.
    QRectF squareRect(Square square) const;

    QSize sizeHint() const override { return {560, 560}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

  signals:
    void squareClicked(hasami::Square square);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    // The 8x8 grid, centred, leaving a margin for the coordinates.
    QRectF gridRect() const;
    void paintDisc(class QPainter& painter, QRectF square, bool black) const;

    Position position_ = Position::start();
    Bitboard highlighted_ = 0;
    std::optional<Square> lastMove_;
};

}  // namespace hasami::gui
