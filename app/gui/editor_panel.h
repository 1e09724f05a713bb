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

    void start(const Position& position);
    const PositionEditor& editor() const { return editor_; }
    // A click on the board while editing: the chosen disc (or nothing) goes there.
    void squareClicked(Square square);

  signals:
    void positionEdited(const hasami::Position& position);
    // Play from the edited position (already checked), or give up editing.
    void finished(const hasami::Position& position);
    void cancelled();
    void problem(const QString& reason);

  private:
    void changed();

    PositionEditor editor_;
    QButtonGroup* cell_;
    QComboBox* side_;
};

}  // namespace hasami::gui
