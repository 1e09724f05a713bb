#pragma once

#include <QObject>

#include "core/position.h"

class QAction;
class QWidget;

namespace hasami::gui {

class BoardView;
class DocumentFlow;
class EditorPanel;
class ExplorerPanel;
class GameController;

// The board editor at work (Edit → Edit board, or a position read from a picture): the game is
// suspended and the side panel put aside, a click on the board places a disc instead of playing
// one, and Play starts a game from the position once the game shown may be replaced
// (DocumentFlow::mayReplaceGame); Cancel goes back to the game as it was.
class BoardEditing : public QObject {
    Q_OBJECT
  public:
    // `editBoard` is the checkable action that opens and closes the editor; `gamePanel` the
    // side panel disabled meanwhile.
    BoardEditing(EditorPanel& editor, BoardView& board, ExplorerPanel& explorer,
                 GameController& controller, DocumentFlow& documents, QAction& editBoard,
                 QWidget& gamePanel, QObject* parent = nullptr);

    bool isEditing() const;
    void setEditing(bool editing);
    // The editor opens on `position`, the squares of `unsure` marked as in doubt.
    void editRecognisedPosition(const Position& position, Bitboard unsure);

  signals:
    // What the user is to do while the editor is open, for the status bar; "" when it closes.
    void instructions(const QString& text);
    // A position the editor cannot play from, said briefly.
    void notice(const QString& text);

  private:
    EditorPanel& editor_;
    BoardView& board_;
    ExplorerPanel& explorer_;
    GameController& controller_;
    QAction& editBoard_;
    QWidget& gamePanel_;
};

}  // namespace hasami::gui
