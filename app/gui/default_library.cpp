#include "default_library.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include "library/games_library.h"

namespace hasami::gui {

QString defaultLibraryPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath("games.db");
}

QString makeLibraryIfMissing(const QString& path) {
    if (QFileInfo(path).exists() || QFileInfo(path).isSymLink()) return {};
    QDir().mkpath(QFileInfo(path).absolutePath());
    const auto made =
        library::GamesLibrary::open(path.toStdString(), library::GamesLibrary::Access::ReadWrite);
    return made ? QString() : QString::fromStdString(made.error().message);
}

}  // namespace hasami::gui
