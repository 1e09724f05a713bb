#include "preferences.h"

#include <QFileInfo>

namespace hasami::gui {

namespace {

constexpr const char* kRecentFilesKey = "recentFiles";
constexpr const char* kGeometryKey = "window/geometry";
constexpr const char* kPanelKey = "window/panel";

}  // namespace

Preferences::Preferences(QObject* parent)
    : QObject(parent),
      settings_(Settings::load(store_)),
      recentFiles_(store_.value(kRecentFilesKey).toStringList().mid(0, kRecentFiles)) {
    settings_.save(store_);
}

void Preferences::change(const Settings& settings) {
    if (settings == settings_) return;
    settings_ = settings;
    settings_.save(store_);
    emit changed(settings_);
}

void Preferences::addRecentFile(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recentFiles_.removeAll(absolute);
    recentFiles_.prepend(absolute);
    recentFiles_ = recentFiles_.mid(0, kRecentFiles);
    store_.setValue(kRecentFilesKey, recentFiles_);
    emit recentFilesChanged(recentFiles_);
}

QByteArray Preferences::windowGeometry() const {
    return store_.value(kGeometryKey).toByteArray();
}

QByteArray Preferences::panelParts() const {
    return store_.value(kPanelKey).toByteArray();
}

void Preferences::keepWindow(const QByteArray& geometry, const QByteArray& panelParts) {
    store_.setValue(kGeometryKey, geometry);
    store_.setValue(kPanelKey, panelParts);
}

}  // namespace hasami::gui
