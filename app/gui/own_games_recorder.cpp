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

void OwnGamesRecorder::add(ai::training::ArchiveGame game) {
    if (path_.isEmpty()) return;
    pool_.start([this, path = path_.toStdString(), game = std::move(game)] {
        std::string error;
        auto library =
            library::GamesLibrary::open(path, library::GamesLibrary::Access::ReadWrite, error);
        const std::optional<bool> isNew = library ? library->addOwnGame(game, error) : std::nullopt;
        // Back on the window's thread; dropped if the recorder is gone by then.
        QMetaObject::invokeMethod(
            this,
            [this, isNew, message = QString::fromStdString(error)] {
                if (isNew) {
                    emit gameAdded(*isNew);
                } else {
                    emit failed(message);
                }
            },
            Qt::QueuedConnection);
    });
}

void OwnGamesRecorder::waitForDone() {
    pool_.waitForDone();
}

}  // namespace hasami::gui
