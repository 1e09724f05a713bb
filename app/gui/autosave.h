#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QLockFile>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "saved_game.h"

namespace hasami::gui {

// The game in progress, kept on disk as it changes so that a crash, a kill or a power cut
// never loses it: the window saves it after every change that is not in a file yet, removes
// it once the game is saved or replaced, and a later start offers it back. Each window has a
// file of its own in the folder, locked (QLockFile) while the window lives, so that windows
// never take each other's games; a file whose lock is free belongs to no running window.
// Written atomically (a half-written file never replaces a good one).
class Autosave {
    Q_DECLARE_TR_FUNCTIONS(Autosave)

  public:
    // The folder in the user's application data folder.
    static QString defaultFolder();
    // Takes a file of its own in `folder`, locked for as long as this object lives.
    explicit Autosave(const QString& folder = defaultFolder());

    const QString& path() const { return path_; }
    // Returns an error message, empty on success.
    QString save(const SavedGame& game) const;
    void remove() const;

    // A game a window left behind (closed or killed unsaved), locked by the finder until it
    // lets go of it.
    struct LeftBehind {
        QString path;
        SavedGame game;
        QDateTime keptAt;  // when the window last wrote it
        std::unique_ptr<QLockFile> lock;
        // The user decided: the file goes.
        void remove();
    };
    struct Found {
        std::vector<LeftBehind> games;
        // A sentence for each file that could not be read: moved aside, never deleted.
        QStringList problems;
    };
    // The games in `folder` that no running window keeps.
    static Found findLeftBehind(const QString& folder = defaultFolder());

  private:
    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

}  // namespace hasami::gui
