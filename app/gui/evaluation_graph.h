#pragma once

#include <QWidget>
#include <optional>
#include <vector>

class QPainter;

namespace hasami::gui {

// Draws the graph below into `area` with the painter's font, for the window and for the
// review's PDF: the score of each position (`scores[ply]`, black's view), the mistakes' plies
// marked, and `currentPly`, if any, marked by a line.
void paintEvaluationGraph(QPainter& painter, const QRectF& area,
                          const std::vector<std::optional<int>>& scores, const QList<int>& mistakes,
                          std::optional<int> currentPly = {});
// The score of each position of the game from black's view, as bars above (black ahead) or
// below (white ahead) a middle line; the current position is marked. A click on a bar asks for
// that position.
class EvaluationGraph : public QWidget {
    Q_OBJECT
  public:
    explicit EvaluationGraph(QWidget* parent = nullptr);

    // scores[ply] for every position of the game (nullopt where none is known yet).
    void setScores(const std::vector<std::optional<int>>& scores, int currentPly);
    // Plies (positions after a move) whose move was a mistake: marked in red.
    void setMistakes(const QList<int>& plies);
    // The ply whose bar is under x, or nullopt.
    std::optional<int> plyAt(qreal x) const;
    // Where the bars are drawn: all but the scale's labels at the right edge.
    qreal barsWidth() const;

    QSize sizeHint() const override { return {400, 90}; }

  signals:
    void plyClicked(int ply);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    // The value under the mouse, in a tooltip.
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    qreal barWidth() const;

    std::vector<std::optional<int>> scores_;
    int currentPly_ = 0;
    QList<int> mistakes_;
};

}  // namespace hasami::gui
