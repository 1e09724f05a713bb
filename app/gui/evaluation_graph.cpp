#include "evaluation_graph.h"

#include <QMouseEvent>
#include <QPainter>

namespace hasami::gui {

namespace {

constexpr int kPlies = 61;      // the width always fits a whole game
constexpr int kFullScale = 32;  // discs at the top and bottom edges (larger scores are clipped)

}  // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(70);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Score after each move, from Black's view. Click to go there."));
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

qreal EvaluationGraph::barWidth() const {
    return qreal(width()) / std::max<int>(kPlies, int(scores_.size()));
}

std::optional<int> EvaluationGraph::plyAt(qreal x) const {
    const int ply = int(x / barWidth());
    if (ply < 0 || ply >= int(scores_.size())) return std::nullopt;
    return ply;
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), QColor(0x1f, 0x7a, 0x4a));
    const qreal middle = height() / 2.0;
    const qreal w = barWidth();
    for (int ply = 0; ply < int(scores_.size()); ++ply) {
        if (!scores_[ply]) continue;
        const int score = std::clamp(*scores_[ply], -kFullScale, kFullScale);
        const qreal h = middle * score / kFullScale;
        const QRectF bar(ply * w, score >= 0 ? middle - h : middle, std::max(1.0, w - 1),
                         std::abs(h));
        painter.fillRect(bar, score >= 0 ? QColor(0x15, 0x15, 0x15) : QColor(0xf2, 0xf2, 0xea));
    }
    painter.setPen(QColor(0x0d, 0x3b, 0x23));
    painter.drawLine(QPointF(0, middle), QPointF(width(), middle));
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe0, 0x3c, 0x31));
    for (const int ply : mistakes_) {
        painter.drawEllipse(QPointF((ply + 0.5) * w, middle), std::max(2.0, w * 0.35),
                            std::max(2.0, w * 0.35));
    }
    painter.setPen(QPen(QColor(0xe0, 0x3c, 0x31), 2));
    const qreal x = (currentPly_ + 0.5) * w;
    painter.drawLine(QPointF(x, 0), QPointF(x, height()));
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (const auto ply = plyAt(event->position().x())) emit plyClicked(*ply);
}

}  // namespace hasami::gui
