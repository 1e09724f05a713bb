#pragma once

#include <QDialog>

#include "diagram.h"

class QCheckBox;
class QSpinBox;

namespace hasami::gui {

// Game → Export diagram…: the diagram of the position shown, its size, its coordinates, and
// whether the moves from a chosen one are numbered on it; then a PNG or SVG file.
class DiagramDialog : public QDialog {
    Q_OBJECT
  public:
    // `record` at its cursor: the position shown.
    explicit DiagramDialog(const GameRecord& record, QWidget* parent = nullptr);

    // The diagram as the options make it, and its size in pixels.
    Diagram diagram() const;
    int size() const;
    // Asks for a file and writes the diagram there (PNG or SVG by the name's extension); a
    // failure is said and changes no file.
    void exportToFile();

  private:
    GameRecord record_;
    QSpinBox* size_;
    QCheckBox* coordinates_;
    QCheckBox* numbered_;
    QSpinBox* from_;  // the first move numbered, 1-based as the move list counts
};

// Writes `diagram` at `size` pixels to `path`: SVG for a name ending ".svg", PNG otherwise. The
// file is written whole or not at all (a temporary file renamed over it); false, with the
// reason in `error`, when it cannot be.
bool saveDiagram(const QString& path, const Diagram& diagram, int size, QString* error);

}  // namespace hasami::gui
