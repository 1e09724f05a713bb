#pragma once

#include <QVariantAnimation>
#include <QWidget>

#include <optional>
#include "metatypes.h"

#include "core/position.h"
#include "ghost_line.h"
#include "settings.h"
#include "shortcuts_help.h"

namespace hasami::gui {

// Paints a position and turns clicks into squares. It shows what it is given and never
// changes the game: a click is only reported through squareClicked(). From the keyboard, a
// cursor does what the mouse does: the arrows move it, Enter or Space "click" its square; it
// shows from the first arrow (or when Tab reaches the board) until a click or Escape, and
// meanwhile Left and Right are the cursor's, not the window's steps through the game. A screen
// reader reads the board through board_accessibility.h. An explanation's lines show as numbered
// ghost discs over the position (setGhostLine): then Left and Right step through the line, Up
// and Down show the other line, and Escape (or another position) clears them.
class BoardView : public QWidget {
    Q_OBJECT
  public:
    explicit BoardView(QWidget* parent = nullptr);

    // Shows `position`; the `flipped` discs turn over in `animationMs` (0: at once).
    void setPosition(const Position& position, Bitboard flipped = 0, int animationMs = 0);
    // Squares to mark as playable (empty to show none).
    void setHighlightedMoves(Bitboard moves);
    void setLastMove(std::optional<Square> square);
    // Squares to mark as in doubt: a position read from a picture (Edit → Position from image)
    // that the user should check.
    void setUnsureSquares(Bitboard squares);
    Bitboard unsureSquares() const { return unsure_; }
    void setShowLegalMoves(bool show);
    void setShowLastMove(bool show);
    // Scores to write on the squares of their moves, best first; the first is emphasised.
    void setHints(const Evaluations& hints);
    // Hints in discs or as chances to win.
    void setHintScale(HintScale scale);
    // The rating whose players' shares the hints hold (ai::MoveEvaluation::humanChance).
    void setHintRating(int rating);
    // What hovering over `square` tells: "Found by 12% of players rated about 1500"; empty
    // when its hint holds no such share.
    QString hintToolTip(Square square) const;
    bool isAnimating() const;
    const Position& position() const { return position_; }
    Bitboard highlightedMoves() const { return highlighted_; }
    std::optional<Square> lastMove() const { return lastMove_; }
    // The keyboard cursor's square while it shows.
    std::optional<Square> cursor() const;
    const Evaluations& hints() const { return hints_; }
    // Shows the lines of an explanation of the position shown (see the class comment).
    void setGhostLine(const GhostLine& line);
    void clearGhostLine();
    const std::optional<GhostLine>& ghostLine() const { return ghostLine_; }

    // The keys the board takes while it has the focus (isCursorKey), for the shortcuts help.
    static ShortcutGroup keys();

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
    // The ghost discs were cleared: by Escape, or because another position is shown.
    void ghostLineCleared();

  protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

  private:
    // Whether the board takes this key before the window's shortcuts do.
    bool isCursorKey(const QKeyEvent& key) const;
    // Shows the cursor on the first square that can be played, else where it was.
    void showCursor();
    void moveCursorTo(Square square);
    // Tells a screen reader that the board's description changed.
    void describeAnew();

    Position position_ = Position::start();
    Bitboard highlighted_ = 0;
    Bitboard unsure_ = 0;
    std::optional<Square> lastMove_;
    bool showLegalMoves_ = true;
    bool showLastMove_ = true;
    Bitboard flipping_ = 0;
    Evaluations hints_;
    HintScale hintScale_ = HintScale::Discs;
    int hintRating_ = 0;
    QVariantAnimation* flip_;
    std::optional<GhostLine> ghostLine_;
    bool cursorShown_ = false;
    Square cursor_ = Square::at(3, 3);  // d4, until a square can be played
};

}  // namespace hasami::gui
