#pragma once

#include <QList>
#include <QObject>

#include "game_analysis.h"
#include "settings.h"
#include "shortcuts_help.h"

class QAction;
class QMainWindow;
class QMenu;

namespace hasami::gui {

// Every action of the window with its text, shortcuts and icon, the menus and the toolbar that
// hold them, and when each can be used. It decides nothing about the game: the window connects
// the actions' triggered signals, and the slots below set what the controller's signals say.
class GameActions : public QObject {
    Q_OBJECT
  public:
    // Fills `window`'s menu bar and adds the toolbar.
    explicit GameActions(QMainWindow* window);

    // Game
    QAction* newGame;  // with the same players; playersChosen() for others
    QAction* open;
    QMenu* recentFiles;
    QAction* save;
    QAction* saveAs;
    QAction* importGames;  // into the games library (games_import.h)
    QAction* exportDiagram;
    QAction* exportReview;  // a PDF of the game's review: only when it has one
    QAction* moveNow;
    QAction* playFromHere;
    QAction* pause;  // checkable
    QAction* quit;
    // Edit
    QAction* undo;
    QAction* redo;
    QAction* copyGame;
    QAction* copyPosition;
    QAction* copyDiagram;
    QAction* paste;  // a game, a board, or a picture of a board
    QAction* positionFromImage;
    QAction* settings;
    // Go
    QAction* back;
    QAction* forward;
    QAction* first;
    QAction* last;
    QAction* pageBack;
    QAction* pageForward;
    // Analysis
    QAction* hints;  // checkable
    QAction* why;
    QAction* review;
    QAction* openingTrainer;
    QAction* endgameDrills;
    QAction* mistakes;
    QAction* editBoard;  // checkable
    // Help
    QAction* rules;
    QAction* shortcuts;
    QAction* about;

    // The menus' shortcuts, in the menus' order, for Help → Keyboard shortcuts.
    QList<ShortcutGroup> shortcutGroups() const;

    // The moves a Page Up or Page Down steps over.
    static constexpr int kPageOfPlies = 10;

    // Export review… can be used once a move of the game is judged (review_export.h). Not a
    // slot: the judgements' meta type is declared with the controller's signal.
    void setJudgements(const std::vector<std::optional<MoveJudgement>>& judged);

  public slots:
    void setNavigation(bool canGoBack, bool canGoForward);
    void setCanMoveNow(bool can);
    void setCanPlayFromHere(bool can);
    // A pause that can no longer be used is lifted.
    void setPausable(bool pausable);

  signals:
    // New game's submenu: who the computer plays.
    void playersChosen(const hasami::gui::Seats& seats);

  private:
    void createGameMenu(QMainWindow* window);
    void createEditMenu(QMainWindow* window);
    void createGoMenu(QMainWindow* window);
    void createAnalysisMenu(QMainWindow* window);
    void createHelpMenu(QMainWindow* window);
    void createToolBar(QMainWindow* window);

    QList<QMenu*> menus_;
};

}  // namespace hasami::gui
