#pragma once

#include <QWidget>

namespace hasami::gui {

class BoardView;
class EvaluationGraph;

// The board above the graph. The board is square, so a box layout would leave empty bands
// above and below it in a tall window: here the board takes the largest square that the
// graph's usual height leaves, and the graph takes the rest of the height, right under it.
class BoardAndGraph : public QWidget {
    Q_OBJECT
  public:
    BoardAndGraph(BoardView* board, EvaluationGraph* graph, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    BoardView* board_;
    EvaluationGraph* graph_;
};

}  // namespace hasami::gui
