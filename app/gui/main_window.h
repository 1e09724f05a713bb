#pragma once

#include <QMainWindow>

#include "game_controller.h"

class QLabel;
class QTableWidget;
class QAction;
class QProgressBar;
class QToolButton;

namespace hasami::gui {

class BoardView;
class EvaluationGraph;
class EditorPanel;

// The window: the board, a side panel with the score and the moves, menus and a toolbar.
// It shows what the controller says and forwards what the user asks for.
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);

    GameController& controller() { return *controller_; }
    BoardView& board() { return *board_; }
    // Opens a game file, or says why not (the current game is kept).
    void openFile(const QString& path);

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void createActions();
    void applySettings(const Settings& settings);
    void startNewGame(bool computerBlack, bool computerWhite);
    void showHistory(const QStringList& moves, int ply);
    void updateTurn();
    void openGame();
    void saveGame();
    void paste();
    void editSettings();
    // The board editor: the game pauses, clicks place discs, "Play" starts from the position.
    void setEditing(bool editing);
    void showCurrentPosition();
    void reviewGame();

    GameController* controller_;
    BoardView* board_;
    EvaluationGraph* graph_;
    EditorPanel* editorPanel_;
    QWidget* gamePanel_;
    QAction* edit_;
    QAction* review_;
    QProgressBar* reviewProgress_;
    QToolButton* cancelReview_;
    QList<int> mistakes_;
    QStringList lastMoves_;
    QLabel* blackCount_;
    QLabel* whiteCount_;
    QLabel* turn_;
    QLabel* opening_;
    QLabel* thinking_;
    QTableWidget* moveList_;
    QAction* undo_;
    QAction* redo_;
    QAction* first_;
    QAction* last_;
    QAction* hints_;
    bool resultShown_ = false;  // the status bar shows the result of the game
};

}  // namespace hasami::gui
