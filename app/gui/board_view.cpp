#include "board_view.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVariantAnimation>

#include "board_accessibility.h"
#include "board_painter.h"
#include "win_chance.h"

namespace hasami::gui {

BoardView::BoardView(QWidget* parent) : QWidget(parent), flip_(new QVariantAnimation(this)) {
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumSize(240, 240);
    setFocusPolicy(Qt::StrongFocus);
    installBoardAccessibility();
    flip_->setStartValue(0.0);
    flip_->setEndValue(1.0);
    connect(flip_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(flip_, &QVariantAnimation::finished, this, [this] {
        flipping_ = 0;
        update();
    });
}

void BoardView::setPosition(const Position& position, Bitboard flipped, int animationMs) {
    position_ = position;
    if (ghostLine_ && ghostLine_->start() != position) clearGhostLine();
    describeAnew();
    flip_->stop();
    flipping_ = animationMs > 0 ? flipped : 0;
    if (flipping_) {
        flip_->setDuration(animationMs);
        flip_->start();
    }
    update();
}

void BoardView::setHints(const Evaluations& hints) {
    hints_ = hints;
    update();
}

void BoardView::setHintScale(HintScale scale) {
    hintScale_ = scale;
    update();
}

void BoardView::setHintRating(int rating) {
    hintRating_ = rating;
}

QString BoardView::hintToolTip(Square square) const {
    const auto h = std::find_if(hints_.begin(), hints_.end(), [&](const ai::MoveEvaluation& e) {
        return !e.move.isPass() && e.move.square() == square;
    });
    if (h == hints_.end() || !h->humanChance) return {};
    return tr("Found by %1 of players rated about %2")
        .arg(percentText(*h->humanChance))
        .arg(hintRating_);
}

void BoardView::setGhostLine(const GhostLine& line) {
    ghostLine_ = line;
    update();
}

void BoardView::clearGhostLine() {
    if (!ghostLine_) return;
    ghostLine_.reset();
    update();
    emit ghostLineCleared();
}

bool BoardView::isAnimating() const {
    return flipping_ != 0;
}

void BoardView::setShowLegalMoves(bool show) {
    showLegalMoves_ = show;
    update();
}

void BoardView::setShowLastMove(bool show) {
    showLastMove_ = show;
    update();
}

void BoardView::setHighlightedMoves(Bitboard moves) {
    highlighted_ = moves;
    describeAnew();
    update();
}

void BoardView::setLastMove(std::optional<Square> square) {
    lastMove_ = square;
    describeAnew();
    update();
}

void BoardView::setUnsureSquares(Bitboard squares) {
    if (squares == unsure_) return;
    unsure_ = squares;
    update();
}

void BoardView::describeAnew() {
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

std::optional<Square> BoardView::cursor() const {
    return cursorShown_ ? std::optional(cursor_) : std::nullopt;
}

void BoardView::showCursor() {
    moveCursorTo(highlighted_ ? Square::fromIndex(bb::lowestIndex(highlighted_)) : cursor_);
}

void BoardView::moveCursorTo(Square square) {
    cursorShown_ = true;
    cursor_ = square;
    update();
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(square.index());
    QAccessible::updateAccessibility(&event);
}

ShortcutGroup BoardView::keys() {
    return {
        tr("On the board"),
        {{keySequences({Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right}),
          tr("Show the cursor, then move it (Left and Right once it shows)")},
         {keySequences({Qt::Key_Enter, Qt::Key_Space}), tr("Play the cursor's square")},
         {keySequences({Qt::Key_Escape}), tr("Put the cursor or an explanation's line away")},
         {keySequences({Qt::Key_Left, Qt::Key_Right}), tr("Step through an explanation's line")},
         {keySequences({Qt::Key_Up, Qt::Key_Down}), tr("Show an explanation's other line")}}};
}

bool BoardView::isCursorKey(const QKeyEvent& key) const {
    if (key.modifiers() & ~Qt::KeypadModifier) return false;
    if (ghostLine_) {
        return key.key() == Qt::Key_Left || key.key() == Qt::Key_Right || key.key() == Qt::Key_Up ||
               key.key() == Qt::Key_Down || key.key() == Qt::Key_Escape;
    }
    switch (key.key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
            return true;
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Escape:
            return cursorShown_;
        case Qt::Key_Space:  // else the computer's Move now
            return cursorShown_ && bb::has(highlighted_, cursor_.index());
        default:
            return false;
    }
}

bool BoardView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && isCursorKey(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const auto square = squareAt(help->pos());
        const QString text = square ? hintToolTip(*square) : QString();
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (!isCursorKey(*event)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (ghostLine_) {
        switch (event->key()) {
            case Qt::Key_Left:
                ghostLine_->stepBack();
                break;
            case Qt::Key_Right:
                ghostLine_->stepForward();
                break;
            case Qt::Key_Escape:
                return clearGhostLine();
            default:  // Up, Down
                ghostLine_->switchLine();
        }
        update();
        return;
    }
    const auto step = [this](int columns, int rows) {
        if (!cursorShown_) return showCursor();
        moveCursorTo(Square::at(std::clamp(cursor_.column() + columns, 0, 7),
                                std::clamp(cursor_.row() + rows, 0, 7)));
    };
    switch (event->key()) {
        case Qt::Key_Up:
            return step(0, -1);
        case Qt::Key_Down:
            return step(0, 1);
        case Qt::Key_Left:
            return step(-1, 0);
        case Qt::Key_Right:
            return step(1, 0);
        case Qt::Key_Escape:
            cursorShown_ = false;
            update();
            return;
        default:  // Enter, Return, Space
            emit squareClicked(cursor_);
    }
}

void BoardView::focusInEvent(QFocusEvent* event) {
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        showCursor();
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    update();  // the cursor shows only with the focus
    QWidget::focusOutEvent(event);
}

std::optional<Square> BoardView::squareAt(QPointF point) const {
    return BoardGeometry::within(size()).squareAt(point);
}

QRectF BoardView::squareRect(Square square) const {
    return BoardGeometry::within(size()).squareRect(square);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const BoardPainter board(painter, BoardGeometry::within(size()));
    board.paintFelt();
    board.paintDiscs(position_, flipping_, flipping_ ? flip_->currentValue().toReal() : 1);
    // A hint's score marks its square well enough.
    Bitboard hinted = 0;
    for (const ai::MoveEvaluation& h : hints_) {
        if (!h.move.isPass()) hinted |= h.move.square().bit();
    }
    board.paintPlayable(showLegalMoves_ ? highlighted_ & position_.empties() & ~hinted : 0,
                        position_.sideToMove());
    if (ghostLine_) {
        board.paintGhostLine(*ghostLine_);
    } else if (!hints_.empty()) {
        board.paintHints(hints_, hintScale_, position_.empties());
    }
    if (lastMove_ && showLastMove_) board.paintLastMove(*lastMove_);
    if (unsure_) board.paintUnsure(unsure_);
    if (cursorShown_ && hasFocus()) board.paintCursor(cursor_);
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (cursorShown_) {
        cursorShown_ = false;  // the mouse's turn
        update();
    }
    if (const auto square = squareAt(event->position())) emit squareClicked(*square);
}

}  // namespace hasami::gui
