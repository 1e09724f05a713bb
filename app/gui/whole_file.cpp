#include "whole_file.h"

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>

namespace hasami::gui {

namespace {

class WholeFile {
    Q_DECLARE_TR_FUNCTIONS(WholeFile)
};

}  // namespace

QString writeWholeFile(const QString& path, const QByteArray& bytes) {
    // QSaveFile would put a regular file in place of a device or a pipe.
    const QFileInfo target(path);
    if (target.exists() && !target.isFile()) return WholeFile::tr("it is not a regular file");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    // The write goes to a buffer: a full disk shows in flush(). QSaveFile::commit() (Qt 6.4)
    // may still replace the old file after a failed write, so it is not asked to.
    errno = 0;
    if (file.write(bytes) != bytes.size() || !file.flush() ||
        file.error() != QFileDevice::NoError) {
        // Qt 6.4 reports a failed flush as "Unknown error"; the system's reason is in errno.
        const QString reason = errno != 0 ? qt_error_string(errno) : file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit()) return file.errorString();
    return {};
}

}  // namespace hasami::gui
