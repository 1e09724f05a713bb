#include "own_games_recorder.h"

#include "library/games_library.h"

namespace hasami::gui {

OwnGamesRecorder::OwnGamesRecorder(QObject* parent) : QObject(parent) {
    // One at a time: a game left unfinished, then the same game ended, land in that order.
    pool_.setMaxThreadCount(1);
}

OwnGamesRecorder::~OwnGamesRecorder() {
    waitForDone();
}

void OwnGamesRecorder::setLibraryPath(const QString& path) {
    path_ = path;
}

void OwnGamesRecorder::add(ArchiveGame game) {
    if (path_.isEmpty()) return;
    pool_.start([this, path = path_.toStdString(), game = std::move(game)] {
        auto library = library::GamesLibrary::open(path, library::GamesLibrary::Access::ReadWrite);
        const Result<bool> isNew = library ? library->addOwnGame(game) : library.error();
        // Back on the window's thread; dropped if the recorder is gone by then.
        QMetaObject::invokeMethod(
            this,
            [this, isNew] {
                if (isNew) {
                    emit gameAdded(*isNew);
                } else {
                    emit failed(QString::fromStdString(isNew.error().message));
                }
            },
            Qt::QueuedConnection);
    });
}

void OwnGamesRecorder::waitForDone() {
    pool_.waitForDone();
}

}  // namespace hasami::gui
