#pragma once

// A position drawn as the diagrams of Othello books: white board, thin grid, coordinates,
// black and white discs, and optionally the moves of the game from a chosen one numbered on
// their squares. For sharing and printing (PNG, SVG, the clipboard, the review's PDF), not for
// play: the board on screen is BoardView.

#include <QByteArray>
#include <QImage>
#include <optional>
#include <vector>

#include "core/game_record.h"

class QPainter;
class QRectF;

namespace hasami::gui {

struct Diagram {
    // A move written on the diagram: its square, the mover's colour, and its number in the game.
    struct Numbered {
        Square square;
        Color color;
        int number;
    };

    Position position;               // the discs drawn
    std::vector<Numbered> numbered;  // moves after `position`, numbered (no discs under them)
    std::optional<Square> lastMove;  // a small mark on the last move's disc
    std::optional<Square> marked;    // a ring: the better move of a review's mistake
    bool coordinates = true;         // a-h and 1-8 around the board
};

// The position at `ply` of `record`, its last move marked; with `numbersFrom` (a ply before
// `ply`), the position at that ply instead, and the moves from it to `ply` numbered, as books
// show a sequence (moves are numbered from 1 at the game's first move; passes leave no number).
Diagram diagramOf(const GameRecord& record, int ply, std::optional<int> numbersFrom = {});

// Draws `diagram` filling the square `area`.
void paintDiagram(QPainter& painter, const QRectF& area, const Diagram& diagram);
// The diagram as an image `size` pixels wide and high, or as an SVG document of that size.
QImage diagramImage(const Diagram& diagram, int size);
QByteArray diagramSvg(const Diagram& diagram, int size);

}  // namespace hasami::gui
