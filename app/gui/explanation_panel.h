#pragma once

#include <QLabel>

#include "ai/explanation.h"

namespace hasami::gui {

// The words of an explanation beside the board: the move's score against the best one's, the
// two lines, the reasons, and the keys that step through the lines on the board. Hidden when
// there is none.
class ExplanationPanel : public QLabel {
    Q_OBJECT
  public:
    explicit ExplanationPanel(QWidget* parent = nullptr);

    void showExplanation(const ai::Explanation& explanation);
    void showSearching(Square square);
    void clearExplanation();
};

}  // namespace hasami::gui
