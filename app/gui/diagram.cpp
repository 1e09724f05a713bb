#include "diagram.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace hasami::gui {

namespace {

// The margin for the coordinates, in squares.
constexpr qreal kMargin = 0.6;

QColor ink(Color side) {
    return side == Color::Black ? Qt::black : Qt::white;
}

std::optional<Color> discAt(const Position& p, Square s) {
    if (bb::has(p.black(), s.index())) return Color::Black;
    if (bb::has(p.white(), s.index())) return Color::White;
    return std::nullopt;
}

}  // namespace

Diagram diagramOf(const GameRecord& record, int ply, std::optional<int> numbersFrom) {
    Diagram diagram;
    const int from = numbersFrom ? std::clamp(*numbersFrom, 0, ply) : ply;
    diagram.position = record.positionAt(from);
    for (int i = from; i < ply; ++i) {
        const Move move = record.moves()[std::size_t(i)];
        if (move.isPass()) continue;
        diagram.numbered.push_back({move.square(), record.positionAt(i).sideToMove(), i + 1});
    }
    if (!numbersFrom && ply > 0 && !record.moves()[std::size_t(ply - 1)].isPass())
        diagram.lastMove = record.moves()[std::size_t(ply - 1)].square();
    return diagram;
}

void paintDiagram(QPainter& painter, const QRectF& area, const Diagram& d) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal cells = d.coordinates ? 8 + 2 * kMargin : 8;
    const qreal cell = std::min(area.width(), area.height()) / cells;
    const QPointF origin = area.topLeft() + QPointF(cell, cell) * (d.coordinates ? kMargin : 0);
    const auto squareRect = [&](Square s) {
        return QRectF(origin + QPointF(s.column() * cell, s.row() * cell), QSizeF(cell, cell));
    };
    painter.fillRect(area, Qt::white);
    painter.setPen(QPen(Qt::black, std::max(1.0, cell / 40)));
    for (int i = 0; i <= 8; ++i) {
        painter.drawLine(origin + QPointF(i * cell, 0), origin + QPointF(i * cell, 8 * cell));
        painter.drawLine(origin + QPointF(0, i * cell), origin + QPointF(8 * cell, i * cell));
    }
    QFont font = painter.font();
    if (d.coordinates) {
        font.setPixelSize(std::max(6, int(cell * 0.35)));
        painter.setFont(font);
        for (int i = 0; i < 8; ++i) {
            const QRectF column(origin + QPointF(i * cell, -kMargin * cell),
                                QSizeF(cell, kMargin * cell));
            painter.drawText(column, Qt::AlignCenter, QString(QChar('a' + i)));
            const QRectF row(origin + QPointF(-kMargin * cell, i * cell),
                             QSizeF(kMargin * cell, cell));
            painter.drawText(row, Qt::AlignCenter, QString::number(i + 1));
        }
    }
    const qreal inset = cell * 0.1;
    for (int index = 0; index < 64; ++index) {
        const Square s = Square::fromIndex(index);
        const std::optional<Color> disc = discAt(d.position, s);
        if (!disc) continue;
        painter.setBrush(ink(*disc));
        painter.drawEllipse(squareRect(s).adjusted(inset, inset, -inset, -inset));
    }
    if (d.lastMove) {
        const QPointF centre = squareRect(*d.lastMove).center();
        const std::optional<Color> disc = discAt(d.position, *d.lastMove);
        painter.setBrush(disc ? ink(opposite(*disc)) : QColor(Qt::black));
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(centre, cell * 0.08, cell * 0.08);
        painter.setPen(QPen(Qt::black, std::max(1.0, cell / 40)));
    }
    font.setPixelSize(std::max(6, int(cell * 0.4)));
    font.setBold(true);
    painter.setFont(font);
    for (const Diagram::Numbered& n : d.numbered) {
        const QRectF r = squareRect(n.square);
        painter.setBrush(ink(n.color));
        painter.drawEllipse(r.adjusted(inset, inset, -inset, -inset));
        painter.setPen(ink(opposite(n.color)));
        painter.drawText(r, Qt::AlignCenter, QString::number(n.number));
        painter.setPen(QPen(Qt::black, std::max(1.0, cell / 40)));
    }
    if (d.marked) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 140, 0), std::max(2.0, cell / 12)));
        painter.drawEllipse(squareRect(*d.marked).adjusted(inset, inset, -inset, -inset));
    }
    painter.restore();
}

QImage diagramImage(const Diagram& diagram, int size) {
    QImage image(size, size, QImage::Format_RGB32);
    QPainter painter(&image);
    paintDiagram(painter, QRectF(0, 0, size, size), diagram);
    return image;
}

QByteArray diagramSvg(const Diagram& diagram, int size) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize({size, size});
    // Written in millimetres: at CSS's 96 pixels an inch, browsers show it `size` pixels wide.
    svg.setResolution(96);
    svg.setViewBox(QRect(0, 0, size, size));
    svg.setTitle("Hasami diagram");
    {
        QPainter painter(&svg);
        paintDiagram(painter, QRectF(0, 0, size, size), diagram);
    }
    return buffer.data();
}

}  // namespace hasami::gui
