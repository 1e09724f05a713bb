#include "games_import.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QMessageBox>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

#include "import_dialog.h"

namespace hasami::gui {

namespace {

// The local files a drag carries; empty when it carries anything else too.
QStringList droppedFiles(const QMimeData* mime) {
    QStringList files;
    if (!mime || !mime->hasUrls()) return files;
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile()) return {};
        files << url.toLocalFile();
    }
    return files;
}

}  // namespace

GamesImport::GamesImport(QWidget* window, std::function<QString()> libraryPath)
    : QObject(window), window_(window), libraryPath_(std::move(libraryPath)) {
    window_->setAcceptDrops(true);
    window_->installEventFilter(this);
}

void GamesImport::chooseFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(
        window_, tr("Import games"), QString(),
        tr("Game archives (*.pgn *.wtb *.ggf *.gam *.txt *.games);;All files (*)"));
    if (!files.isEmpty()) importFiles(files);
}

void GamesImport::importFiles(const QStringList& files) {
    const QString library = libraryPath_();
    if (library.isEmpty()) {
        QMessageBox::information(window_, tr("Import games"),
                                 tr("No games library: choose one in Settings."));
        return;
    }
    auto* dialog = new ImportDialog(library, files, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportDialog::importFinished, this, [this](int added) {
        if (added > 0) emit imported();
    });
    dialog->open();
    dialog->start();
}

bool GamesImport::eventFilter(QObject* watched, QEvent* event) {
    if (watched != window_) return false;
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (droppedFiles(drag->mimeData()).isEmpty()) return false;
        drag->acceptProposedAction();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QStringList files = droppedFiles(drop->mimeData());
        if (files.isEmpty()) return false;
        drop->acceptProposedAction();
        importFiles(files);
        return true;
    }
    return false;
}

}  // namespace hasami::gui
