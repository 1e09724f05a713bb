#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "game_files.h"
#include "whole_file.h"

namespace hasami::gui {

namespace {

// Far more than a game with every position reviewed takes; more is not read.
constexpr qint64 kMaxBytes = 64 * 1024 * 1024;
// Enough windows for anyone; past this the window keeps its game without a lock.
constexpr int kMaxFiles = 1000;
// Where files that cannot be read are moved, out of the way of the search for games.
constexpr auto kUnreadableFolder = "unreadable";
// Before each window had its own file, the one game of all windows was kept as GGF here.
constexpr auto kOldFile = "autosave.ggf";

QString slotPath(const QString& folder, int n) {
    return QDir(folder).filePath(QString("autosave-%1.json").arg(n));
}

std::unique_ptr<QLockFile> lockFor(const QString& path) {
    auto lock = std::make_unique<QLockFile>(path + ".lock");
    // Only a dead owner frees a lock: a window may keep its game unchanged for days.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) return nullptr;
    return lock;
}

// The game in `path`, or why not.
ReadSavedGame readSaved(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile()) return {std::nullopt, Autosave::tr("it is not a regular file")};
    if (info.fileName() == kOldFile) {
        ReadGame game = readGameFile(path);
        if (!game.record) return {std::nullopt, game.error};
        return {SavedGame{GameLines(*std::move(game.record)), {}}, {}};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {std::nullopt, file.errorString()};
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError) return {std::nullopt, file.errorString()};
    if (bytes.size() > kMaxBytes) return {std::nullopt, Autosave::tr("it is too large")};
    return parseSavedGame(bytes);
}

// Moves `path` into the folder for unreadable files, under a name not taken there; returns
// the new path, or "" if it could not be moved.
QString moveAside(const QString& path) {
    const QFileInfo info(path);
    QDir folder(info.dir());
    if (!folder.mkpath(kUnreadableFolder)) return {};
    folder.cd(kUnreadableFolder);
    QString target = folder.filePath(info.fileName());
    for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
        target = folder.filePath(QString("%1-%2").arg(info.fileName()).arg(n));
    return QDir().rename(path, target) ? target : QString();
}

}  // namespace

QString Autosave::defaultFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

Autosave::Autosave(const QString& folder) {
    QDir().mkpath(folder);
    for (int n = 1; n <= kMaxFiles; ++n) {
        const QString path = slotPath(folder, n);
        // A file without a live lock is a game left behind: it waits to be offered.
        if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) continue;
        if (auto lock = lockFor(path); lock && !QFileInfo::exists(path)) {
            path_ = path;
            lock_ = std::move(lock);
            return;
        }
    }
    path_ = slotPath(folder, kMaxFiles + 1);
}

QString Autosave::save(const SavedGame& game) const {
    const QString reason = writeWholeFile(path_, formatSavedGame(game));
    return reason.isEmpty() ? QString() : tr("Cannot save %1: %2").arg(path_, reason);
}

void Autosave::remove() const {
    QFile::remove(path_);
}

void Autosave::LeftBehind::remove() {
    QFile::remove(path);
    lock.reset();
}

Autosave::Found Autosave::findLeftBehind(const QString& folder) {
    Found found;
    const QStringList names = QDir(folder).entryList({"autosave-*.json", kOldFile},
                                                     QDir::AllEntries | QDir::System, QDir::Name);
    for (const QString& name : names) {
        const QString path = QDir(folder).filePath(name);
        auto lock = lockFor(path);
        if (!lock) continue;  // a running window's
        ReadSavedGame read = readSaved(path);
        if (read.game) {
            found.games.push_back(
                {path, *std::move(read.game), QFileInfo(path).lastModified(), std::move(lock)});
            continue;
        }
        const QString kept = moveAside(path);
        found.problems << (kept.isEmpty()
                               ? tr("An unsaved game in %1 could not be read (%2). It was left "
                                    "where it is.")
                                     .arg(path, read.error)
                               : tr("An unsaved game could not be read (%1). The file was kept "
                                    "as %2.")
                                     .arg(read.error, kept));
    }
    return found;
}

}  // namespace hasami::gui
