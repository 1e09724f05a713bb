#pragma once

#include <QByteArray>
#include <QString>

namespace hasami::gui {

// Writes `bytes` to `path` whole or not at all: to a temporary file renamed over the old one
// once complete (QSaveFile), so that a failed write leaves an existing file as it was; anything
// but a regular file (a device, a pipe, a directory) is not replaced. Returns why it failed, in
// a few words for "Cannot save FILE: …", or "" when written.
QString writeWholeFile(const QString& path, const QByteArray& bytes);

}  // namespace hasami::gui
