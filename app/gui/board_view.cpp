#include "board_view.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRadialGradient>
#include <QToolTip>
#include <QVariantAnimation>

#include "board_accessibility.h"
#include "win_chance.h"

namespace hasami::gui {

namespace {

const QColor kFelt(0x1f, 0x7a, 0x4a);
const QColor kFeltEdge(0x14, 0x52, 0x32);
const QColor kGridLine(0x0d, 0x3b, 0x23);
const QColor kCoordinates(0xe8, 0xf0, 0xe8);

}  // namespace

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

// "+4" (or "63%" as a chance to win) with "d14" under it, and over it in blue the share of
// players of the hints' rating who play the move ("book" for the book's scores, "exact"
// for exact ones, the simulations for the Monte Carlo search's); a proof "win", "draw", "loss".
void BoardView::paintHints(QPainter& painter) const {
    const qreal cell = gridRect().width() / 8;
    QFont big = painter.font();
    big.setPixelSize(std::max(8, int(cell * 0.32)));
    QFont small = big;
    small.setPixelSize(std::max(6, int(cell * 0.18)));
    for (std::size_t i = 0; i < hints_.size(); ++i) {
        const ai::MoveEvaluation& h = hints_[i];
        if (h.move.isPass() || !bb::has(position_.empties(), h.move.square().index())) continue;
        const QRectF r = squareRect(h.move.square());
        const bool chance = hintScale_ == HintScale::WinChance;
        QString score = chance        ? percentText(winChanceOf(h))
                        : h.score > 0 ? QString("+%1").arg(h.score)
                        : h.score < 0 ? QString("−%1").arg(-h.score)
                                      : QString("0");
        // The moves that look as good as the first, in the units shown.
        const bool best = chance ? score == percentText(winChanceOf(hints_.front()))
                                 : h.score == hints_.front().score;
        QString detail = h.book             ? tr("book")
                         : h.exact          ? tr("exact")
                         : h.winProbability ? tr("%1 sims").arg(visitCount(h.visits))
                                            : tr("d%1").arg(h.depth);
        if (h.winLossDraw) {
            score = h.score > 0 ? tr("win") : h.score < 0 ? tr("loss") : tr("draw");
            detail = tr("proof");
        }
        big.setBold(best);
        painter.setFont(big);
        painter.setPen(best ? QColor(0xff, 0xe0, 0x66) : QColor(0xf0, 0xf0, 0xe8));
        // With the players' share on top, the score moves down to make room for it.
        const qreal scoreTop = h.humanChance ? cell * 0.1 : 0;
        painter.drawText(r.adjusted(0, scoreTop, 0, scoreTop - cell * 0.25), Qt::AlignCenter,
                         score);
        painter.setFont(small);
        painter.setPen(QColor(0xd0, 0xe0, 0xd0));
        painter.drawText(r.adjusted(0, cell * 0.45, 0, 0), Qt::AlignCenter, detail);
        if (h.humanChance) {
            painter.setPen(QColor(0xa8, 0xd8, 0xff));
            painter.drawText(r.adjusted(0, 0, 0, -cell * 0.66), Qt::AlignCenter,
                             percentText(*h.humanChance));
        }
    }
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

// Each move of the line shown as a translucent disc of its player's colour with its number:
// the real discs stay as they are, for the line is only looked at.
void BoardView::paintGhostLine(QPainter& painter) const {
    QFont font = painter.font();
    font.setBold(true);
    for (const GhostLine::Disc& d : ghostLine_->discs()) {
        const QRectF r = squareRect(d.square);
        const bool black = d.color == Color::Black;
        const QRectF disc =
            r.adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12, -r.height() * 0.12);
        painter.setPen(QPen(QColor(0xff, 0xd8, 0x4d), std::max(1.5, r.width() * 0.04)));
        painter.setBrush(black ? QColor(0x10, 0x10, 0x10, 170) : QColor(0xf8, 0xf8, 0xf0, 170));
        painter.drawEllipse(disc);
        font.setPixelSize(std::max(8, int(r.height() * 0.36)));
        painter.setFont(font);
        painter.setPen(black ? QColor(0xf8, 0xf8, 0xf0) : QColor(0x10, 0x10, 0x10));
        painter.drawText(disc, Qt::AlignCenter, QString::number(d.number));
    }
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

QRectF BoardView::gridRect() const {
    const qreal side = std::min(width(), height());
    const qreal margin = side * 0.06;
    const qreal grid = side - 2 * margin;
    return {(width() - grid) / 2, (height() - grid) / 2, grid, grid};
}

std::optional<Square> BoardView::squareAt(QPointF point) const {
    const QRectF grid = gridRect();
    if (!grid.contains(point)) return std::nullopt;
    const qreal cell = grid.width() / 8;
    const int column = std::clamp(int((point.x() - grid.left()) / cell), 0, 7);
    const int row = std::clamp(int((point.y() - grid.top()) / cell), 0, 7);
    return Square::at(column, row);
}

QRectF BoardView::squareRect(Square square) const {
    const QRectF grid = gridRect();
    const qreal cell = grid.width() / 8;
    return {grid.left() + square.column() * cell, grid.top() + square.row() * cell, cell, cell};
}

void BoardView::paintDisc(QPainter& painter, QRectF square, bool black, qreal turn) const {
    QRectF disc = square.adjusted(square.width() * 0.09, square.height() * 0.09,
                                  -square.width() * 0.09, -square.height() * 0.09);
    if (turn < 1) {
        black = turn < 0.5 ? !black : black;
        const qreal width = disc.width() * std::abs(1 - 2 * turn);
        disc = QRectF(disc.center().x() - width / 2, disc.top(), width, disc.height());
    }
    // A soft shadow and a radial highlight give the discs a little depth.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawEllipse(disc.translated(disc.width() * 0.04, disc.height() * 0.06));
    QRadialGradient shade(disc.center() - QPointF(disc.width() * 0.2, disc.height() * 0.25),
                          disc.width() * 0.75);
    if (black) {
        shade.setColorAt(0, QColor(0x6a, 0x6a, 0x6a));
        shade.setColorAt(1, QColor(0x0c, 0x0c, 0x0c));
    } else {
        shade.setColorAt(0, QColor(0xff, 0xff, 0xff));
        shade.setColorAt(1, QColor(0xc8, 0xc8, 0xc0));
    }
    painter.setBrush(shade);
    painter.drawEllipse(disc);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF grid = gridRect();
    const qreal cell = grid.width() / 8;
    const qreal margin = grid.left() - (width() - std::min(width(), height())) / 2.0;

    painter.fillRect(grid.adjusted(-margin, -margin, margin, margin), kFeltEdge);
    painter.fillRect(grid, kFelt);

    painter.setPen(QPen(kGridLine, std::max(1.0, cell * 0.025)));
    for (int i = 0; i <= 8; ++i) {
        painter.drawLine(QPointF(grid.left() + i * cell, grid.top()),
                         QPointF(grid.left() + i * cell, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), grid.top() + i * cell),
                         QPointF(grid.right(), grid.top() + i * cell));
    }
    // The four star points at the corners of the central 4x4 block.
    painter.setBrush(kGridLine);
    painter.setPen(Qt::NoPen);
    for (const QPointF p : {QPointF(2, 2), QPointF(6, 2), QPointF(2, 6), QPointF(6, 6)}) {
        painter.drawEllipse(grid.topLeft() + p * cell, cell * 0.07, cell * 0.07);
    }

    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(margin * 0.55)));
    painter.setFont(font);
    painter.setPen(kCoordinates);
    for (int i = 0; i < 8; ++i) {
        const QRectF top(grid.left() + i * cell, grid.top() - margin, cell, margin);
        const QRectF left(grid.left() - margin, grid.top() + i * cell, margin, cell);
        painter.drawText(top, Qt::AlignCenter, QString(QChar('a' + i)));
        painter.drawText(left, Qt::AlignCenter, QString::number(i + 1));
    }

    const qreal turn = flipping_ ? flip_->currentValue().toReal() : 1;
    bb::forEachBit(position_.black() | position_.white(), [&](int index) {
        paintDisc(painter, squareRect(Square::fromIndex(index)), bb::has(position_.black(), index),
                  bb::has(flipping_, index) ? turn : 1);
    });

    const bool blackToMove = position_.sideToMove() == Color::Black;
    painter.setPen(Qt::NoPen);
    painter.setBrush(blackToMove ? QColor(0, 0, 0, 90) : QColor(255, 255, 255, 110));
    Bitboard hinted = 0;
    for (const ai::MoveEvaluation& h : hints_) {
        if (!h.move.isPass()) hinted |= h.move.square().bit();
    }
    bb::forEachBit(showLegalMoves_ ? highlighted_ & position_.empties() & ~hinted : 0,
                   [&](int index) {
                       const QRectF r = squareRect(Square::fromIndex(index));
                       painter.drawEllipse(r.center(), cell * 0.13, cell * 0.13);
                   });

    if (!hints_.empty() && !ghostLine_) paintHints(painter);
    if (ghostLine_) paintGhostLine(painter);

    if (lastMove_ && showLastMove_) {
        const QRectF r = squareRect(*lastMove_);
        painter.setBrush(QColor(0xe0, 0x3c, 0x31));
        painter.drawEllipse(r.center(), cell * 0.07, cell * 0.07);
    }
    if (unsure_) paintUnsure(painter);
    if (cursorShown_ && hasFocus()) paintCursor(painter);
}

// A dashed orange frame and a question mark: unlike the cursor's solid yellow frame, readable
// on the felt and on discs of either colour.
void BoardView::paintUnsure(QPainter& painter) const {
    bb::forEachBit(unsure_, [&](int index) {
        const QRectF r = squareRect(Square::fromIndex(index));
        const qreal width = std::max(2.0, r.width() * 0.06);
        const QRectF frame = r.adjusted(width, width, -width, -width);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0x10, 0x10, 0x10), width + 2));
        painter.drawRect(frame);
        painter.setPen(QPen(QColor(0xff, 0x8c, 0x1a), width, Qt::DashLine));
        painter.drawRect(frame);
        QFont font = painter.font();
        font.setPixelSize(std::max(8, int(r.height() * 0.3)));
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(frame.adjusted(width, 0, -width, 0), Qt::AlignTop | Qt::AlignRight,
                         QStringLiteral("?"));
    });
}

// A thick light frame with a dark edge, readable on the felt and on discs of either colour,
// and nothing like the last move's small red dot.
void BoardView::paintCursor(QPainter& painter) const {
    const QRectF r = squareRect(cursor_);
    const qreal width = std::max(3.0, r.width() * 0.08);
    const QRectF frame = r.adjusted(width, width, -width, -width);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x10, 0x10, 0x10), width + 2));
    painter.drawRoundedRect(frame, width, width);
    painter.setPen(QPen(QColor(0xff, 0xd8, 0x4d), width));
    painter.drawRoundedRect(frame, width, width);
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
