#include "board_editing.h"

#include <QAction>

#include "board_view.h"
#include "document_flow.h"
#include "editor_panel.h"
#include "explorer_panel.h"
#include "game_controller.h"

namespace hasami::gui {

BoardEditing::BoardEditing(EditorPanel& editor, BoardView& board, ExplorerPanel& explorer,
                           GameController& controller, DocumentFlow& documents, QAction& editBoard,
                           QWidget& gamePanel, QObject* parent)
    : QObject(parent),
      editor_(editor),
      board_(board),
      explorer_(explorer),
      controller_(controller),
      editBoard_(editBoard),
      gamePanel_(gamePanel) {
    editor.hide();
    connect(&board, &BoardView::squareClicked, this, [this](Square square) {
        if (isEditing()) {
            editor_.squareClicked(square);
        } else {
            controller_.playSquare(square);
        }
    });
    connect(&editor, &EditorPanel::positionEdited, &explorer, &ExplorerPanel::showPosition);
    connect(&editor, &EditorPanel::positionEdited, this, [this](const Position& p) {
        board_.setPosition(p);
        board_.setHighlightedMoves(0);
        board_.setLastMove(std::nullopt);
        board_.setHints({});
    });
    connect(&editor, &EditorPanel::unsureChanged, &board, &BoardView::setUnsureSquares);
    connect(&editor, &EditorPanel::problem, this, &BoardEditing::notice);
    connect(&editor, &EditorPanel::cancelled, this, [this] { setEditing(false); });
    connect(&editor, &EditorPanel::finished, this, [this, &documents](const Position& p) {
        if (!documents.mayReplaceGame()) return;
        setEditing(false);
        controller_.newGameFrom(p);
    });
    connect(&editBoard, &QAction::toggled, this, &BoardEditing::setEditing);
    connect(&documents, &DocumentFlow::positionRecognised, this,
            &BoardEditing::editRecognisedPosition);
}

bool BoardEditing::isEditing() const {
    return editor_.isVisible();
}

void BoardEditing::setEditing(bool editing) {
    if (editing == isEditing()) return;
    editBoard_.setChecked(editing);
    editor_.setVisible(editing);
    gamePanel_.setEnabled(!editing);
    if (editing) {
        controller_.suspend();
        editor_.start(controller_.record().current());
        emit instructions(tr("Click squares to place discs, then press Play."));
    } else {
        emit instructions(QString());
        board_.setUnsureSquares(0);
        controller_.resume();
        explorer_.showPosition(controller_.record().current());  // not the edited one
    }
}

void BoardEditing::editRecognisedPosition(const Position& position, Bitboard unsure) {
    setEditing(true);
    editor_.start(position, unsure);
    emit instructions(
        unsure ? tr("Position read from the picture: check the marked squares, then press Play.")
               : tr("Position read from the picture: check it, then press Play."));
}

}  // namespace hasami::gui
