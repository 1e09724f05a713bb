#include "board_and_graph.h"

#include "board_view.h"
#include "evaluation_graph.h"

namespace hasami::gui {

namespace {

constexpr int kSpacing = 6;  // between the board and the graph

}  // namespace

BoardAndGraph::BoardAndGraph(BoardView* board, EvaluationGraph* graph, QWidget* parent)
    : QWidget(parent), board_(board), graph_(graph) {
    board_->setParent(this);
    graph_->setParent(this);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize BoardAndGraph::sizeHint() const {
    const QSize board = board_->sizeHint();
    return {board.width(), board.height() + kSpacing + graph_->sizeHint().height()};
}

QSize BoardAndGraph::minimumSizeHint() const {
    const QSize board = board_->minimumSize();
    return {board.width(), board.height() + kSpacing + graph_->sizeHint().height()};
}

void BoardAndGraph::resizeEvent(QResizeEvent*) {
    const int boardHeight =
        std::max(board_->minimumHeight(),
                 std::min(width(), height() - kSpacing - graph_->sizeHint().height()));
    board_->setGeometry(0, 0, width(), boardHeight);
    const int graphTop = boardHeight + kSpacing;
    graph_->setGeometry(0, graphTop, width(), height() - graphTop);
}

}  // namespace hasami::gui
