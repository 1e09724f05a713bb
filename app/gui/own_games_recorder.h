#pragma once

#include <QObject>
#include <QThreadPool>

#include "core/archive.h"

namespace hasami::gui {

// Adds the user's games to the games library (GamesLibrary::addOwnGame) on a thread of its
// own, one game after the other in the order given: a library locked by another program is
// waited for (up to GamesLibrary::kBusyMilliseconds) there, never in the window. A library
// that is missing is created; one that cannot be written is said and the game goes on.
class OwnGamesRecorder : public QObject {
    Q_OBJECT
  public:
    explicit OwnGamesRecorder(QObject* parent = nullptr);
    ~OwnGamesRecorder() override;  // waits for the games being added

    // The library's file; "": none, and games are not kept.
    void setLibraryPath(const QString& path);
    const QString& libraryPath() const { return path_; }
    void add(ArchiveGame game);
    // Returns once the games given so far are in the library (or failed): the window closes.
    void waitForDone();

  signals:
    // isNew: false when the library already had the game.
    void gameAdded(bool isNew);
    void failed(const QString& message);

  private:
    QString path_;
    QThreadPool pool_;
};

}  // namespace hasami::gui
