#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "game_files.h"

namespace hasami::gui {

Autosave::Autosave()
    : path_(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.ggf") {}

QString Autosave::save(const GameRecord& record) const {
    QDir().mkpath(QFileInfo(path_).absolutePath());
    return writeGameFile(path_, record, GameFormat::Ggf, {}, {});
}

std::optional<GameRecord> Autosave::load() const {
    if (!QFile::exists(path_)) return std::nullopt;
    ReadGame game = readGameFile(path_);
    return std::move(game.record);
}

void Autosave::remove() const {
    QFile::remove(path_);
}

}  // namespace hasami::gui
