#pragma once

#include <QDialog>

#include "import_worker.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace hasami::gui {

// Game → Import games… and files dropped on the window: archives go into the games library
// (ImportWorker) while a progress bar shows each stage (the files read, the games added, their
// positions indexed) with a Cancel, which adds nothing. At the end it says how many games were
// added, were already there or were refused, with the first refusal's file, game and reason.
class ImportDialog : public QDialog {
    Q_OBJECT
  public:
    ImportDialog(const QString& libraryPath, const QStringList& files, QWidget* parent = nullptr,
                 ImportWorker::Import import = library::importArchives);

    // Starts the import; the dialog stays open at its end until the user closes it.
    void start();
    // Stops the import: nothing is added (the Cancel button).
    void cancel();
    // What the dialog says: the stage while it runs, then the counts or why nothing was added.
    QString message() const;

    // Closing while the import runs cancels it instead.
    void reject() override;

  signals:
    // The import ended; `added` games are now in the library (0 when cancelled or failed).
    void importFinished(int added);

  private:
    void showProgress(int stage, int steps);
    void showEnd();

    QString libraryPath_;
    QStringList files_;
    ImportWorker* worker_;
    QLabel* message_;
    QProgressBar* progress_;
    QPushButton* button_;  // Cancel, then Close
};

}  // namespace hasami::gui
