#pragma once

#include <QDialog>

#include "autosave.h"

class QListWidget;

namespace hasami::gui {

// How the offer names a game left behind: its file ("Unsaved game" for none), its players if
// it names them, how many moves, and when it was last kept, in the user's locale:
// "game.ggf: Ann – Bob, 23 moves, 5/14/24 9:30 PM".
QString describeUnsavedGame(const Autosave::LeftBehind& left);

// The games windows left unsaved, offered at start all at once, each named: the user continues
// one in this window (accept(), chosen()), discards any, and the rest wait for the next start.
class UnsavedGamesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit UnsavedGamesDialog(const QStringList& games, QWidget* parent = nullptr);

    QListWidget& list() { return *list_; }
    // The row of the game to continue, once accepted.
    int chosen() const;

  signals:
    // The user discarded the game of `row`; the rows after it move up one.
    void discarded(int row);

  private:
    void discardChosen();

    QListWidget* list_;
};

}  // namespace hasami::gui
