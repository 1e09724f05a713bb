#include "evaluation_graph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace hasami::gui {

namespace {

constexpr int kPlies = 61;      // the width always fits a whole game
constexpr int kFullScale = 32;  // discs at the top and bottom edges (larger scores are clipped)

QFont labelFont(const QFont& font) {
    QFont small = font;
    small.setPointSizeF(small.pointSizeF() * 0.8);
    return small;
}

// The width of the bars of a graph `width` wide: all but the scale's labels, measured by
// `labels` (the label font's metrics on the device drawn on).
qreal barsWidthOf(qreal width, const QFontMetricsF& labels) {
    return width - labels.horizontalAdvance(QString("−%1").arg(kFullScale)) - 6;
}

// How many bars share the width for a game of `positions` positions.
int barCount(int positions) {
    return std::max(kPlies, positions);
}

}  // namespace

void paintEvaluationGraph(QPainter& painter, const QRectF& area,
                          const std::vector<std::optional<int>>& scores, const QList<int>& mistakes,
                          std::optional<int> currentPly) {
    painter.save();
    painter.translate(area.topLeft());
    const QRectF rect(QPointF(0, 0), area.size());
    painter.fillRect(rect, QColor(0x1f, 0x7a, 0x4a));
    const qreal middle = rect.height() / 2.0;
    painter.setFont(labelFont(painter.font()));
    const qreal w = barsWidthOf(rect.width(), QFontMetricsF(painter.font(), painter.device())) /
                    barCount(int(scores.size()));
    // A position no search scored (the user's move, when only the computer's are searched)
    // shows the last score known before it, faintly: the graph reads as a curve, not a comb.
    std::optional<int> known;
    for (int ply = 0; ply < int(scores.size()); ++ply) {
        const bool searched = scores[ply].has_value();
        if (searched) known = scores[ply];
        if (!known) continue;
        const int score = std::clamp(*known, -kFullScale, kFullScale);
        const qreal h = middle * score / kFullScale;
        const QRectF bar(ply * w, score >= 0 ? middle - h : middle, std::max(1.0, w - 1),
                         std::abs(h));
        QColor colour = score >= 0 ? QColor(0x15, 0x15, 0x15) : QColor(0xf2, 0xf2, 0xea);
        if (!searched) colour.setAlpha(90);
        painter.fillRect(bar, colour);
    }
    painter.setPen(QColor(0x0d, 0x3b, 0x23));
    painter.drawLine(QPointF(0, middle), QPointF(rect.width(), middle));
    // The scale: the edges are kFullScale discs ahead, the middle line even.
    painter.setPen(QColor(0xd0, 0xe8, 0xd8));
    const QRectF labels = rect.adjusted(3, 1, -3, -1);
    painter.drawText(labels, Qt::AlignRight | Qt::AlignTop, QString("+%1").arg(kFullScale));
    painter.drawText(labels, Qt::AlignRight | Qt::AlignVCenter, "0");
    painter.drawText(labels, Qt::AlignRight | Qt::AlignBottom, QString("−%1").arg(kFullScale));
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe0, 0x3c, 0x31));
    for (const int ply : mistakes) {
        painter.drawEllipse(QPointF((ply + 0.5) * w, middle), std::max(2.0, w * 0.35),
                            std::max(2.0, w * 0.35));
    }
    if (currentPly) {
        painter.setPen(QPen(QColor(0xe0, 0x3c, 0x31), 2));
        const qreal x = (*currentPly + 0.5) * w;
        painter.drawLine(QPointF(x, 0), QPointF(x, rect.height()));
    }
    painter.restore();
}

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(70);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
}

void EvaluationGraph::setScores(const std::vector<std::optional<int>>& scores, int currentPly) {
    scores_ = scores;
    currentPly_ = currentPly;
    update();
}

void EvaluationGraph::setMistakes(const QList<int>& plies) {
    mistakes_ = plies;
    update();
}

qreal EvaluationGraph::barsWidth() const {
    return barsWidthOf(width(), QFontMetricsF(labelFont(font()), this));
}

qreal EvaluationGraph::barWidth() const {
    return barsWidth() / barCount(int(scores_.size()));
}

std::optional<int> EvaluationGraph::plyAt(qreal x) const {
    const int ply = int(x / barWidth());
    if (ply < 0 || ply >= int(scores_.size())) return std::nullopt;
    return ply;
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    paintEvaluationGraph(painter, rect(), scores_, mistakes_, currentPly_);
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (const auto ply = plyAt(event->position().x())) emit plyClicked(*ply);
}

void EvaluationGraph::mouseMoveEvent(QMouseEvent* event) {
    const auto ply = plyAt(event->position().x());
    QString text;
    if (ply && scores_[*ply]) {
        const int score = *scores_[*ply];
        text = tr("Move %1: %2 (Black's view). Click to go there.")
                   .arg(*ply)
                   .arg(score > 0 ? QString("+%1").arg(score) : QString::number(score));
    } else if (ply) {
        text = tr("Move %1: not searched. Click to go there.").arg(*ply);
    }
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

}  // namespace hasami::gui
