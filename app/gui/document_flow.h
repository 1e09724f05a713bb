#pragma once

#include <QImage>
#include <QObject>
#include <vector>

#include "autosave.h"

class QMenu;
class QWidget;

namespace hasami::gui {

class GameController;
class Preferences;

// The game as a document of the window: opened from a file, a recent file or the clipboard,
// saved (Save, Save As), asked about before a game in no file is replaced, kept in the
// autosave while it is in no file, and the games other windows left unsaved offered back.
class DocumentFlow : public QObject {
    Q_OBJECT
  public:
    // `window` is the parent of the dialogs; `recentFiles` the menu of the recent files that
    // `preferences` keep, filled here.
    DocumentFlow(GameController& controller, Preferences& preferences, QMenu& recentFiles,
                 QWidget& window);

    // Asks for a game file (after mayReplaceGame()) and opens it.
    void openGame();
    // Opens a game file, or says why not (the current game is kept).
    void openFile(const QString& path);
    // Each returns whether the game was saved. Save writes the game's file, Save As (and Save
    // for a game in no file) asks for one.
    bool saveGame();
    bool saveGameAs();
    bool saveGameIn(const QString& path);
    // Before another game replaces one that is in no file: Save, Discard or Cancel, as
    // document applications ask. True when the game may go.
    bool mayReplaceGame();
    // The game goes to the autosave while it is in no file, and leaves it once it is.
    void keepSafe();
    // A game or board from the clipboard, opened as a file is but in no file; and the game (its
    // transcript) or the position shown (its board string) to the clipboard.
    void paste();
    void copyGame();
    void copyPosition();
    // The position shown as a picture: to the clipboard, or to a PNG or SVG file (diagram.h).
    void copyDiagram();
    // Edit → Position from image…: a picture of a board from a file (see positionRecognised).
    void openPicture();
    void exportDiagram();

    const Autosave& autosave() const { return autosave_; }
    // The games windows left unsaved (found at start: closed or killed), until the user decides
    // at start: offerUnsavedGame() names them all at once (unsaved_games_dialog.h); one is
    // restored here, any discarded, and the rest wait for the next start. unsavedGame() is the
    // first one, if any.
    const std::vector<Autosave::LeftBehind>& unsavedGames() const { return leftBehind_; }
    const SavedGame* unsavedGame() const;
    // The game unsavedGames()[index] replaces this one; the others wait for the next start.
    void restoreUnsavedGame(std::size_t index = 0);
    void discardUnsavedGame(std::size_t index = 0);
    void offerUnsavedGame();
    // What could not be read of the autosaves found at start (moved aside, kept).
    const QStringList& autosaveProblems() const { return autosaveProblems_; }

  signals:
    // A short note for the status bar: a game saved, a paste that was no game.
    void notice(const QString& text);
    // A picture pasted (one on the clipboard, and no text) or opened (openPicture) showed this
    // position, the squares of `unsure` in doubt: for the board editor to confirm.
    void positionRecognised(const hasami::Position& position, hasami::Bitboard unsure);

  private:
    // A picture's board, read and said (positionRecognised), or why not (notice).
    void recognise(const QImage& picture);
    void fillRecentFiles();

    GameController& controller_;
    Preferences& preferences_;
    QMenu& recentFiles_;
    QWidget& window_;
    Autosave autosave_;
    std::vector<Autosave::LeftBehind> leftBehind_;
    QStringList autosaveProblems_;
};

}  // namespace hasami::gui
