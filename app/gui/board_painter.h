#pragma once

// How the board on screen is drawn, layer by layer: the felt with its grid and coordinates,
// the discs (turning over while they flip), the marks of the squares that can be played and of
// the last move, the hints' scores, an explanation's ghost discs, the squares in doubt and the
// keyboard cursor. BoardView keeps what is shown and the order of the layers; these only paint.

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <QRectF>
#include <optional>

#include "core/position.h"
#include "ghost_line.h"
#include "metatypes.h"
#include "settings.h"

class QPainter;

namespace hasami::gui {

// Where the board lies in a widget: the 8x8 grid, centred, with a margin on each side for the
// coordinates. The one mapping used for painting, clicks and tests.
struct BoardGeometry {
    QRectF grid;
    qreal margin = 0;

    static BoardGeometry within(QSizeF widget);
    qreal cell() const { return grid.width() / 8; }
    QRectF squareRect(Square square) const;
    // nullopt outside the grid.
    std::optional<Square> squareAt(QPointF point) const;
};

class BoardPainter {
    Q_DECLARE_TR_FUNCTIONS(BoardPainter)
  public:
    BoardPainter(QPainter& painter, const BoardGeometry& geometry);

    // The felt, its edge, the grid with its star points, and a-h, 1-8 in the margin.
    void paintFelt() const;
    // The discs of `position`; those of `flipping` turned over as far as `turn` in [0, 1].
    void paintDiscs(const Position& position, Bitboard flipping, qreal turn) const;
    // A small dot of the mover's colour on each square that can be played.
    void paintPlayable(Bitboard squares, Color mover) const;
    // Each hint's score on its square (those of `empties` only), the best emphasised.
    void paintHints(const Evaluations& hints, HintScale scale, Bitboard empties) const;
    void paintGhostLine(const GhostLine& line) const;
    void paintLastMove(Square square) const;
    void paintUnsure(Bitboard squares) const;
    void paintCursor(Square square) const;

  private:
    // `turn` in [0, 1] narrows the disc to nothing at 0.5 and widens it again, showing the
    // other colour in the second half: a disc seen turning over.
    void paintDisc(QRectF square, bool black, qreal turn) const;

    QPainter& painter_;
    BoardGeometry geometry_;
};

}  // namespace hasami::gui
