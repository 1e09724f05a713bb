#pragma once

#include <QScrollArea>

#include "ai/explanation.h"

class QLabel;

namespace hasami::gui {

// The words of an explanation beside the board: the move's score against the best one's, the
// two lines, the reasons, and the keys that step through the lines on the board. Hidden when
// there is none; scrolled when the panel is too short for it (a small screen).
class ExplanationPanel : public QScrollArea {
    Q_OBJECT
  public:
    explicit ExplanationPanel(QWidget* parent = nullptr);

    void showExplanation(const ai::Explanation& explanation);
    void showSearching(Square square);
    void clearExplanation();
    // The words shown ("" when none).
    QString text() const;

  private:
    void showText(const QString& text);

    QLabel* text_;
};

}  // namespace hasami::gui
