#pragma once

#include <QMainWindow>

#include "autosave.h"
#include "document_flow.h"
#include "game_controller.h"
#include "game_panel.h"
#include "settings.h"

namespace hasami::gui {

class BoardEditing;
class BoardView;
class ExplanationPanel;
class ExplorerPanel;
class EvaluationGraph;
class GameActions;
class OwnGamesRecorder;
class Preferences;

// The window: the board, a side panel with the score and the moves, menus and a toolbar.
// It shows what the controller says and forwards what the user asks for; it decides nothing
// about the game.
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    // Shows and changes `preferences`, or preferences of its own read from QSettings.
    explicit MainWindow(Preferences* preferences = nullptr);

    GameController& controller() { return *controller_; }
    BoardView& board() { return *board_; }
    QTableView& moveList() { return panel_->moveList(); }
    // The window's game as a document (document_flow.h): files, the autosave, unsaved games.
    DocumentFlow& documents() { return *documents_; }
    // Opens a game file, or says why not (the current game is kept).
    void openFile(const QString& path) { documents_->openFile(path); }
    // Stores new settings (Preferences), which the window and the controller then apply.
    void changeSettings(const Settings& settings);
    const Settings& settings() const;
    const Autosave& autosave() const { return documents_->autosave(); }
    // The games other windows left unsaved, offered at start (DocumentFlow).
    const std::vector<Autosave::LeftBehind>& unsavedGames() const {
        return documents_->unsavedGames();
    }
    const SavedGame* unsavedGame() const { return documents_->unsavedGame(); }
    void restoreUnsavedGame(std::size_t index = 0) { documents_->restoreUnsavedGame(index); }
    void discardUnsavedGame(std::size_t index = 0) { documents_->discardUnsavedGame(index); }
    void offerUnsavedGame() { documents_->offerUnsavedGame(); }
    const QStringList& autosaveProblems() const { return documents_->autosaveProblems(); }

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    // What the actions do: GameActions has the actions, the window their meaning.
    void connectActions();
    void connectController();
    void startNewGame(const Seats& seats);
    void showTurn();
    void showDocument(const hasami::gui::GameDocument& document);
    void editSettings();
    void applySettings(const Settings& settings);
    void reviewGame();
    void notify(const QString& text);
    // The game of the line shown goes to the games library, if one is set, the game is the
    // user's (own_game.h) and the user played in it: when it ends, and unfinished when it is
    // replaced by another or the window closes. Once: a game kept as it is is not sent again.
    void keepInLibrary();
    // Analysis → My mistakes: the list, whose chosen mistake is shown here.
    void showMistakes();

    // The controller has their play part.
    Preferences* preferences_;
    GameController* controller_;
    BoardView* board_;
    EvaluationGraph* graph_;
    BoardEditing* editing_;
    ExplorerPanel* explorer_;
    ExplanationPanel* explanation_;
    OwnGamesRecorder* ownGames_;
    GameActions* actions_;
    DocumentFlow* documents_;
    GamePanel* panel_;
    // The status bar shows the result of the game or a review's summary: each stays until the
    // position shown changes, and the result is not said again over the summary.
    bool standingMessage_ = false;
    // The moves and end of the last game sent to the library, which keepInLibrary() does not
    // send again (an ended game replaced by a new one).
    std::vector<Move> keptMoves_;
    bool keptComplete_ = false;
};

}  // namespace hasami::gui
