#pragma once

#include <QByteArray>
#include <QObject>
#include <QSettings>
#include <QStringList>

#include "settings.h"

namespace hasami::gui {

// The user's preferences and what the window keeps of itself between runs: read from QSettings
// once, when made, and written back at each change. The one owner of the store: main(), the
// window and its parts read and change them here, and hear of a change by changed().
class Preferences : public QObject {
    Q_OBJECT
  public:
    // Reads the store of the application's organisation and writes back what it read, every
    // value now in range: the library made for the user on the first start stays chosen.
    explicit Preferences(QObject* parent = nullptr);

    const Settings& settings() const { return settings_; }
    // Stores `settings` and emits changed() once, unless they are the ones held.
    void change(const Settings& settings);

    // The game files opened or saved last, the newest first.
    const QStringList& recentFiles() const { return recentFiles_; }
    void addRecentFile(const QString& path);

    // The window's geometry (QWidget::saveGeometry) and the parts of its side panel
    // (GamePanel::partsState) as the window last closed; empty before its first close.
    QByteArray windowGeometry() const;
    QByteArray panelParts() const;
    void keepWindow(const QByteArray& geometry, const QByteArray& panelParts);

    static constexpr int kRecentFiles = 8;

  signals:
    void changed(const hasami::gui::Settings& settings);
    void recentFilesChanged(const QStringList& paths);

  private:
    QSettings store_;
    Settings settings_;
    QStringList recentFiles_;
};

}  // namespace hasami::gui
