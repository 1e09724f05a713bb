#pragma once

#include <QObject>
#include <QStringList>
#include <functional>

class QWidget;

namespace hasami::gui {

// The window's ways into an import of archives (ImportDialog): Game → Import games…, which asks
// for the files, and files dropped on the window. The games go into the library the settings
// name at that moment.
class GamesImport : public QObject {
    Q_OBJECT
  public:
    // Accepts drops of files on `window`; `libraryPath` gives the library to fill ("": none).
    GamesImport(QWidget* window, std::function<QString()> libraryPath);

    // Asks for the archives to import, then imports them.
    void chooseFiles();
    // Imports the files into the library in a dialog of its own, or says there is no library.
    void importFiles(const QStringList& files);

  signals:
    // An import ended with games added: the explorer counts them.
    void imported();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QWidget* window_;
    std::function<QString()> libraryPath_;
};

}  // namespace hasami::gui
