#include "board_painter.h"

#include <QPainter>
#include <QRadialGradient>

#include "win_chance.h"

namespace hasami::gui {

namespace {

const QColor kFelt(0x1f, 0x7a, 0x4a);
const QColor kFeltEdge(0x14, 0x52, 0x32);
const QColor kGridLine(0x0d, 0x3b, 0x23);
const QColor kCoordinates(0xe8, 0xf0, 0xe8);

}  // namespace

BoardGeometry BoardGeometry::within(QSizeF widget) {
    const qreal side = std::min(widget.width(), widget.height());
    const qreal margin = side * 0.06;
    const qreal grid = side - 2 * margin;
    return {{(widget.width() - grid) / 2, (widget.height() - grid) / 2, grid, grid}, margin};
}

QRectF BoardGeometry::squareRect(Square square) const {
    return {grid.left() + square.column() * cell(), grid.top() + square.row() * cell(), cell(),
            cell()};
}

std::optional<Square> BoardGeometry::squareAt(QPointF point) const {
    if (!grid.contains(point)) return std::nullopt;
    const int column = std::clamp(int((point.x() - grid.left()) / cell()), 0, 7);
    const int row = std::clamp(int((point.y() - grid.top()) / cell()), 0, 7);
    return Square::at(column, row);
}

BoardPainter::BoardPainter(QPainter& painter, const BoardGeometry& geometry)
    : painter_(painter), geometry_(geometry) {}

void BoardPainter::paintFelt() const {
    const QRectF grid = geometry_.grid;
    const qreal cell = geometry_.cell();
    const qreal margin = geometry_.margin;
    painter_.fillRect(grid.adjusted(-margin, -margin, margin, margin), kFeltEdge);
    painter_.fillRect(grid, kFelt);

    painter_.setPen(QPen(kGridLine, std::max(1.0, cell * 0.025)));
    for (int i = 0; i <= 8; ++i) {
        painter_.drawLine(QPointF(grid.left() + i * cell, grid.top()),
                          QPointF(grid.left() + i * cell, grid.bottom()));
        painter_.drawLine(QPointF(grid.left(), grid.top() + i * cell),
                          QPointF(grid.right(), grid.top() + i * cell));
    }
    // The four star points at the corners of the central 4x4 block.
    painter_.setBrush(kGridLine);
    painter_.setPen(Qt::NoPen);
    for (const QPointF p : {QPointF(2, 2), QPointF(6, 2), QPointF(2, 6), QPointF(6, 6)}) {
        painter_.drawEllipse(grid.topLeft() + p * cell, cell * 0.07, cell * 0.07);
    }

    QFont font = painter_.font();
    font.setPixelSize(std::max(8, int(margin * 0.55)));
    painter_.setFont(font);
    painter_.setPen(kCoordinates);
    for (int i = 0; i < 8; ++i) {
        const QRectF top(grid.left() + i * cell, grid.top() - margin, cell, margin);
        const QRectF left(grid.left() - margin, grid.top() + i * cell, margin, cell);
        painter_.drawText(top, Qt::AlignCenter, QString(QChar('a' + i)));
        painter_.drawText(left, Qt::AlignCenter, QString::number(i + 1));
    }
}

void BoardPainter::paintDisc(QRectF square, bool black, qreal turn) const {
    QRectF disc = square.adjusted(square.width() * 0.09, square.height() * 0.09,
                                  -square.width() * 0.09, -square.height() * 0.09);
    if (turn < 1) {
        black = turn < 0.5 ? !black : black;
        const qreal width = disc.width() * std::abs(1 - 2 * turn);
        disc = QRectF(disc.center().x() - width / 2, disc.top(), width, disc.height());
    }
    // A soft shadow and a radial highlight give the discs a little depth.
    painter_.setPen(Qt::NoPen);
    painter_.setBrush(QColor(0, 0, 0, 70));
    painter_.drawEllipse(disc.translated(disc.width() * 0.04, disc.height() * 0.06));
    QRadialGradient shade(disc.center() - QPointF(disc.width() * 0.2, disc.height() * 0.25),
                          disc.width() * 0.75);
    if (black) {
        shade.setColorAt(0, QColor(0x6a, 0x6a, 0x6a));
        shade.setColorAt(1, QColor(0x0c, 0x0c, 0x0c));
    } else {
        shade.setColorAt(0, QColor(0xff, 0xff, 0xff));
        shade.setColorAt(1, QColor(0xc8, 0xc8, 0xc0));
    }
    painter_.setBrush(shade);
    painter_.drawEllipse(disc);
}

void BoardPainter::paintDiscs(const Position& position, Bitboard flipping, qreal turn) const {
    bb::forEachBit(position.black() | position.white(), [&](int index) {
        paintDisc(geometry_.squareRect(Square::fromIndex(index)), bb::has(position.black(), index),
                  bb::has(flipping, index) ? turn : 1);
    });
}

void BoardPainter::paintPlayable(Bitboard squares, Color mover) const {
    const qreal radius = geometry_.cell() * 0.13;
    painter_.setPen(Qt::NoPen);
    painter_.setBrush(mover == Color::Black ? QColor(0, 0, 0, 90) : QColor(255, 255, 255, 110));
    bb::forEachBit(squares, [&](int index) {
        painter_.drawEllipse(geometry_.squareRect(Square::fromIndex(index)).center(), radius,
                             radius);
    });
}

// "+4" (or "63%" as a chance to win) with "d14" under it, and over it in blue the share of
// players of the hints' rating who play the move ("book" for the book's scores, "exact"
// for exact ones, the simulations for the Monte Carlo search's); a proof "win", "draw", "loss".
void BoardPainter::paintHints(const Evaluations& hints, HintScale scale, Bitboard empties) const {
    const qreal cell = geometry_.cell();
    QFont big = painter_.font();
    big.setPixelSize(std::max(8, int(cell * 0.32)));
    QFont small = big;
    small.setPixelSize(std::max(6, int(cell * 0.18)));
    for (const ai::MoveEvaluation& h : hints) {
        if (h.move.isPass() || !bb::has(empties, h.move.square().index())) continue;
        const QRectF r = geometry_.squareRect(h.move.square());
        const bool chance = scale == HintScale::WinChance;
        QString score = chance        ? percentText(winChanceOf(h))
                        : h.score > 0 ? QString("+%1").arg(h.score)
                        : h.score < 0 ? QString("−%1").arg(-h.score)
                                      : QString("0");
        // The moves that look as good as the first, in the units shown.
        const bool best = chance ? score == percentText(winChanceOf(hints.front()))
                                 : h.score == hints.front().score;
        QString detail = h.book             ? tr("book")
                         : h.exact          ? tr("exact")
                         : h.winProbability ? tr("%1 sims").arg(visitCount(h.visits))
                                            : tr("d%1").arg(h.depth);
        if (h.winLossDraw) {
            score = h.score > 0 ? tr("win") : h.score < 0 ? tr("loss") : tr("draw");
            detail = tr("proof");
        }
        big.setBold(best);
        painter_.setFont(big);
        painter_.setPen(best ? QColor(0xff, 0xe0, 0x66) : QColor(0xf0, 0xf0, 0xe8));
        // With the players' share on top, the score moves down to make room for it.
        const qreal scoreTop = h.humanChance ? cell * 0.1 : 0;
        painter_.drawText(r.adjusted(0, scoreTop, 0, scoreTop - cell * 0.25), Qt::AlignCenter,
                          score);
        painter_.setFont(small);
        painter_.setPen(QColor(0xd0, 0xe0, 0xd0));
        painter_.drawText(r.adjusted(0, cell * 0.45, 0, 0), Qt::AlignCenter, detail);
        if (h.humanChance) {
            painter_.setPen(QColor(0xa8, 0xd8, 0xff));
            painter_.drawText(r.adjusted(0, 0, 0, -cell * 0.66), Qt::AlignCenter,
                              percentText(*h.humanChance));
        }
    }
}

// Each move of the line shown as a translucent disc of its player's colour with its number:
// the real discs stay as they are, for the line is only looked at.
void BoardPainter::paintGhostLine(const GhostLine& line) const {
    QFont font = painter_.font();
    font.setBold(true);
    for (const GhostLine::Disc& d : line.discs()) {
        const QRectF r = geometry_.squareRect(d.square);
        const bool black = d.color == Color::Black;
        const QRectF disc =
            r.adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12, -r.height() * 0.12);
        painter_.setPen(QPen(QColor(0xff, 0xd8, 0x4d), std::max(1.5, r.width() * 0.04)));
        painter_.setBrush(black ? QColor(0x10, 0x10, 0x10, 170) : QColor(0xf8, 0xf8, 0xf0, 170));
        painter_.drawEllipse(disc);
        font.setPixelSize(std::max(8, int(r.height() * 0.36)));
        painter_.setFont(font);
        painter_.setPen(black ? QColor(0xf8, 0xf8, 0xf0) : QColor(0x10, 0x10, 0x10));
        painter_.drawText(disc, Qt::AlignCenter, QString::number(d.number));
    }
}

void BoardPainter::paintLastMove(Square square) const {
    const qreal radius = geometry_.cell() * 0.07;
    painter_.setPen(Qt::NoPen);
    painter_.setBrush(QColor(0xe0, 0x3c, 0x31));
    painter_.drawEllipse(geometry_.squareRect(square).center(), radius, radius);
}

// A dashed orange frame and a question mark: unlike the cursor's solid yellow frame, readable
// on the felt and on discs of either colour.
void BoardPainter::paintUnsure(Bitboard squares) const {
    bb::forEachBit(squares, [&](int index) {
        const QRectF r = geometry_.squareRect(Square::fromIndex(index));
        const qreal width = std::max(2.0, r.width() * 0.06);
        const QRectF frame = r.adjusted(width, width, -width, -width);
        painter_.setBrush(Qt::NoBrush);
        painter_.setPen(QPen(QColor(0x10, 0x10, 0x10), width + 2));
        painter_.drawRect(frame);
        painter_.setPen(QPen(QColor(0xff, 0x8c, 0x1a), width, Qt::DashLine));
        painter_.drawRect(frame);
        QFont font = painter_.font();
        font.setPixelSize(std::max(8, int(r.height() * 0.3)));
        font.setBold(true);
        painter_.setFont(font);
        painter_.drawText(frame.adjusted(width, 0, -width, 0), Qt::AlignTop | Qt::AlignRight,
                          QStringLiteral("?"));
    });
}

// A thick light frame with a dark edge, readable on the felt and on discs of either colour,
// and nothing like the last move's small red dot.
void BoardPainter::paintCursor(Square square) const {
    const QRectF r = geometry_.squareRect(square);
    const qreal width = std::max(3.0, r.width() * 0.08);
    const QRectF frame = r.adjusted(width, width, -width, -width);
    painter_.setBrush(Qt::NoBrush);
    painter_.setPen(QPen(QColor(0x10, 0x10, 0x10), width + 2));
    painter_.drawRoundedRect(frame, width, width);
    painter_.setPen(QPen(QColor(0xff, 0xd8, 0x4d), width));
    painter_.drawRoundedRect(frame, width, width);
}

}  // namespace hasami::gui
