#pragma once

#include <QGroupBox>

#include "position_editor.h"

class QButtonGroup;
class QComboBox;

namespace hasami::gui {

// The board editor's tools, shown beside the board while a position is set up. It edits a
// PositionEditor and reports when the user is done.
class EditorPanel : public QGroupBox {
    Q_OBJECT
  public:
    explicit EditorPanel(QWidget* parent = nullptr);

    // `unsure`: squares to check, of a position read from a picture; a click on one, or a change
    // of the whole board, takes its mark away.
    void start(const Position& position, Bitboard unsure = 0);
    const PositionEditor& editor() const { return editor_; }
    // A click on the board while editing: the chosen disc (or nothing) goes there.
    void squareClicked(Square square);

  signals:
    void positionEdited(const hasami::Position& position);
    void unsureChanged(hasami::Bitboard squares);
    // Play from the edited position (already checked), or give up editing.
    void finished(const hasami::Position& position);
    void cancelled();
    void problem(const QString& reason);

  private:
    void changed();
    void setUnsure(Bitboard squares);

    PositionEditor editor_;
    Bitboard unsure_ = 0;
    QButtonGroup* cell_;
    QComboBox* side_;
};

}  // namespace hasami::gui
