#include "why_flow.h"

#include <QAction>
#include <QCursor>
#include <QMenu>

#include "board_view.h"
#include "explanation_panel.h"
#include "game_controller.h"
#include "status_text.h"

namespace hasami::gui {

WhyFlow::WhyFlow(BoardView& board, GameController& controller, ExplanationPanel& panel,
                 const QAction& hints, QObject* parent)
    : QObject(parent), board_(board), controller_(controller) {
    board_.setContextMenuPolicy(Qt::CustomContextMenu);
    connect(&board_, &QWidget::customContextMenuRequested, this, [this, &hints](QPoint point) {
        const auto square = board_.squareAt(point);
        const Bitboard legal = controller_.record().current().legalMoves();
        if (!square || !hints.isChecked() || !bb::has(legal, square->index())) return;
        QMenu menu;
        menu.addAction(tr("Why?"), this, [this, s = *square] { controller_.explainMove(s); });
        menu.exec(board_.mapToGlobal(point));
    });
    connect(&controller_, &GameController::explanationStarted, &panel,
            &ExplanationPanel::showSearching);
    connect(&controller_, &GameController::explanationReady, this,
            [this, &panel](const Position& p, const ai::Explanation& e) {
                board_.setGhostLine(GhostLine(p, e.moves));
                panel.showExplanation(e);
                board_.setFocus();  // for the arrows that step through the line
            });
    connect(&board_, &BoardView::ghostLineCleared, &panel, &ExplanationPanel::clearExplanation);
    // An explanation still searched when the game moves on is dropped: so is its panel.
    connect(&controller_, &GameController::positionShown, this, [this, &panel] {
        if (!board_.ghostLine()) panel.clearExplanation();
    });
}

void WhyFlow::explainPointedSquare() {
    auto square = board_.cursor();
    if (!square) square = board_.squareAt(board_.mapFromGlobal(QCursor::pos()));
    if (!square) {
        emit notice(tr("Point at a square, or choose one with the arrow keys, then press W."));
        return;
    }
    if (!bb::has(controller_.record().current().legalMoves(), square->index())) {
        emit notice(noticeText({Notice::Kind::IllegalMove, *square}));
        return;
    }
    controller_.explainMove(*square);
}

}  // namespace hasami::gui
