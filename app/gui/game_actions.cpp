#include "game_actions.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

#include "review_export.h"

namespace hasami::gui {

GameActions::GameActions(QMainWindow* window) : QObject(window) {
    createGameMenu(window);
    createEditMenu(window);
    createGoMenu(window);
    createAnalysisMenu(window);
    createHelpMenu(window);
    createToolBar(window);
}

void GameActions::createGameMenu(QMainWindow* window) {
    QMenu* game = window->menuBar()->addMenu(tr("&Game"));
    menus_ << game;
    // "New game" plays again with the same players (Ctrl+N, the toolbar button); its menu,
    // a submenu in the Game menu and the toolbar button's arrow, chooses who plays.
    newGame = game->addAction(QIcon::fromTheme("document-new"), tr("&New game"));
    newGame->setIconText(tr("New game"));
    newGame->setShortcut(QKeySequence::New);
    auto* players = new QMenu(window);
    const auto addPlayers = [&](const QString& text, Seat black, Seat white) {
        players->addAction(text, this, [=, this] { emit playersChosen({black, white}); });
    };
    addPlayers(tr("Play &Black"), Seat::Human, Seat::Computer);
    addPlayers(tr("Play &White"), Seat::Computer, Seat::Human);
    addPlayers(tr("&Two players"), Seat::Human, Seat::Human);
    addPlayers(tr("&Computer against computer"), Seat::Computer, Seat::Computer);
    newGame->setMenu(players);
    open = game->addAction(QIcon::fromTheme("document-open"), tr("&Open…"));
    open->setShortcut(QKeySequence::Open);
    recentFiles = game->addMenu(tr("Open &recent"));
    save = game->addAction(QIcon::fromTheme("document-save"), tr("&Save"));
    save->setShortcut(QKeySequence::Save);
    saveAs = game->addAction(QIcon::fromTheme("document-save-as"), tr("Save &As…"));
    // Not QKeySequence::SaveAs: X11 without a desktop has none.
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    importGames = game->addAction(QIcon::fromTheme("document-import"), tr("&Import games…"));
    exportDiagram = game->addAction(tr("Export &diagram…"));
    exportReview = game->addAction(tr("Export re&view…"));
    exportReview->setToolTip(
        tr("The game's review as a PDF document: run Analysis → Review game first"));
    exportReview->setEnabled(false);
    game->addSeparator();
    moveNow = game->addAction(tr("&Move now"));
    moveNow->setShortcut(QKeySequence(Qt::Key_Space));
    moveNow->setEnabled(false);
    playFromHere = game->addAction(tr("Play from &here"));
    playFromHere->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    playFromHere->setEnabled(false);
    pause = game->addAction(tr("&Pause"));
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(Qt::Key_Pause));
    game->addSeparator();
    quit = game->addAction(QIcon::fromTheme("application-exit"), tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
}

void GameActions::createEditMenu(QMainWindow* window) {
    QMenu* edit = window->menuBar()->addMenu(tr("&Edit"));
    menus_ << edit;
    undo = edit->addAction(QIcon::fromTheme("edit-undo"), tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIconText(tr("Undo"));
    redo = edit->addAction(QIcon::fromTheme("edit-redo"), tr("&Redo"));
    // Ctrl+Y first, which the menu then shows as the user guide names it; then the platform's
    // redo and Ctrl+Shift+Z, whichever it leaves out (Linux desktops have only Ctrl+Shift+Z).
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Redo) +
                                       QList{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}) {
        if (!redoKeys.contains(key)) redoKeys << key;
    }
    redo->setShortcuts(redoKeys);
    redo->setIconText(tr("Redo"));
    edit->addSeparator();
    copyGame = edit->addAction(tr("Copy &game"));
    copyGame->setShortcut(QKeySequence::Copy);
    copyPosition = edit->addAction(tr("Copy &position"));
    copyDiagram = edit->addAction(tr("Copy position as &image"));
    paste = edit->addAction(tr("&Paste transcript or board"));
    paste->setShortcut(QKeySequence::Paste);
    positionFromImage = edit->addAction(tr("Position from i&mage…"));
    edit->addSeparator();
    settings = edit->addAction(QIcon::fromTheme("preferences-system"), tr("&Settings…"));
    settings->setShortcut(QKeySequence::Preferences);
}

void GameActions::createGoMenu(QMainWindow* window) {
    // Moving through the game: the same keys on the board and in the move list.
    QMenu* go = window->menuBar()->addMenu(tr("G&o"));
    menus_ << go;
    back = go->addAction(QIcon::fromTheme("go-previous"), tr("&Back"));
    forward = go->addAction(QIcon::fromTheme("go-next"), tr("&Forward"));
    // Alt+Left and Alt+Right too, for while the board's keyboard cursor takes Left and Right.
    back->setShortcuts({QKeySequence(Qt::Key_Left), QKeySequence(Qt::ALT | Qt::Key_Left)});
    forward->setShortcuts({QKeySequence(Qt::Key_Right), QKeySequence(Qt::ALT | Qt::Key_Right)});
    first = go->addAction(QIcon::fromTheme("go-first"), tr("F&irst position"));
    first->setShortcuts({QKeySequence(Qt::Key_Home), QKeySequence(Qt::CTRL | Qt::Key_Home)});
    first->setIconText(tr("First"));
    last = go->addAction(QIcon::fromTheme("go-last"), tr("&Last position"));
    last->setShortcuts({QKeySequence(Qt::Key_End), QKeySequence(Qt::CTRL | Qt::Key_End)});
    last->setIconText(tr("Last"));
    pageBack = go->addAction(tr("%n moves back", "", kPageOfPlies));
    pageBack->setShortcut(QKeySequence(Qt::Key_PageUp));
    pageForward = go->addAction(tr("%n moves forward", "", kPageOfPlies));
    pageForward->setShortcut(QKeySequence(Qt::Key_PageDown));
}

void GameActions::createAnalysisMenu(QMainWindow* window) {
    QMenu* analysis = window->menuBar()->addMenu(tr("&Analysis"));
    menus_ << analysis;
    hints = analysis->addAction(tr("&Hints"));
    hints->setIconText(tr("Hints"));
    hints->setCheckable(true);
    hints->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    hints->setToolTip(tr("Show the score of every legal move"));
    why = analysis->addAction(tr("&Why this move?"));
    why->setShortcut(QKeySequence(Qt::Key_W));
    why->setToolTip(tr("In hint mode: why the move under the cursor is worse than the best"));
    why->setEnabled(false);
    connect(hints, &QAction::toggled, why, &QAction::setEnabled);
    review = analysis->addAction(tr("&Review game…"));
    openingTrainer = analysis->addAction(tr("&Opening trainer…"));
    endgameDrills = analysis->addAction(tr("E&ndgame drills…"));
    mistakes = analysis->addAction(tr("My &mistakes…"));
    editBoard = analysis->addAction(tr("&Edit board"));
    editBoard->setIconText(tr("Edit board"));
    editBoard->setCheckable(true);
    editBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
}

void GameActions::createHelpMenu(QMainWindow* window) {
    QMenu* help = window->menuBar()->addMenu(tr("&Help"));
    menus_ << help;
    rules = help->addAction(tr("&Rules of Othello"));
    shortcuts = help->addAction(tr("&Keyboard shortcuts"));
    about = help->addAction(QIcon::fromTheme("help-about"), tr("&About Hasami"));
}

void GameActions::createToolBar(QMainWindow* window) {
    QToolBar* tools = window->addToolBar(tr("Game"));
    tools->setObjectName("game");
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* a : {newGame, undo, redo, first, last})
        tools->addAction(a);
    tools->addSeparator();
    tools->addAction(hints);
    tools->addAction(editBoard);
}

QList<ShortcutGroup> GameActions::shortcutGroups() const {
    QList<ShortcutGroup> groups;
    for (const QMenu* menu : menus_) {
        ShortcutGroup group{QString(menu->title()).remove('&'), {}};
        for (const QAction* a : menu->actions()) {
            if (!a->shortcuts().isEmpty())
                group.shortcuts.append({a->shortcuts(), QString(a->text()).remove('&')});
        }
        if (!group.shortcuts.isEmpty()) groups << group;
    }
    return groups;
}

void GameActions::setNavigation(bool canGoBack, bool canGoForward) {
    for (QAction* a : {undo, back, first, pageBack})
        a->setEnabled(canGoBack);
    for (QAction* a : {redo, forward, last, pageForward})
        a->setEnabled(canGoForward);
}

void GameActions::setCanMoveNow(bool can) {
    moveNow->setEnabled(can);
}

void GameActions::setCanPlayFromHere(bool can) {
    playFromHere->setEnabled(can);
}

void GameActions::setJudgements(const std::vector<std::optional<MoveJudgement>>& judged) {
    exportReview->setEnabled(hasReview(judged));
}

void GameActions::setPausable(bool pausable) {
    pause->setEnabled(pausable);
    if (!pausable) pause->setChecked(false);
}

}  // namespace hasami::gui
