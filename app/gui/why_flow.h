#pragma once

#include <QObject>

class QAction;

namespace hasami::gui {

class BoardView;
class ExplanationPanel;
class GameController;

// Hint mode's Why?: a right-click on a legal move (a menu), or W with the board's cursor or the
// mouse on one, asks the controller to explain it; the explanation shows in the panel and as
// numbered ghost discs on the board, and both go together.
class WhyFlow : public QObject {
    Q_OBJECT
  public:
    // `hints`: the Hints action, whose state says whether Why? can be asked.
    WhyFlow(BoardView& board, GameController& controller, ExplanationPanel& panel,
            const QAction& hints, QObject* parent);

    // Analysis → Why this move? (W): the square under the board's cursor, else the mouse's.
    void explainPointedSquare();

  signals:
    // Why the square pointed at cannot be explained.
    void notice(const QString& text);

  private:
    BoardView& board_;
    GameController& controller_;
};

}  // namespace hasami::gui
