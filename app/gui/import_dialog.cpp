#include "import_dialog.h"

#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace hasami::gui {

namespace {

using Stage = library::ImportProgress::Stage;

// The first refusal: the file's name, the game's number in it, the line (in a text file) and
// the reason.
QString refusalText(const ArchiveProblem& problem) {
    const QString file = QFileInfo(QString::fromStdString(problem.file)).fileName();
    const QString reason = QString::fromStdString(problem.reason);
    if (problem.line == 0) {
        return ImportDialog::tr("The first refused: %1, game %2: %3")
            .arg(file)
            .arg(problem.game)
            .arg(reason);
    }
    return ImportDialog::tr("The first refused: %1, game %2 (line %3): %4")
        .arg(file)
        .arg(problem.game)
        .arg(problem.line)
        .arg(reason);
}

}  // namespace

ImportDialog::ImportDialog(const QString& libraryPath, const QStringList& files, QWidget* parent,
                           ImportWorker::Import import)
    : QDialog(parent),
      libraryPath_(libraryPath),
      files_(files),
      worker_(new ImportWorker(std::move(import), this)),
      message_(new QLabel),
      progress_(new QProgressBar),
      button_(new QPushButton(tr("Cancel"))) {
    setObjectName("importDialog");
    setWindowTitle(tr("Import games"));
    message_->setObjectName("importMessage");
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setMinimumWidth(420);
    progress_->setObjectName("importProgress");
    progress_->setRange(0, ImportWorker::kSteps);
    progress_->setValue(0);
    button_->setObjectName("importButton");
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(button_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message_);
    layout->addWidget(progress_);
    layout->addLayout(buttons);
    connect(button_, &QPushButton::clicked, this, &ImportDialog::reject);
    connect(worker_, &ImportWorker::progressed, this, &ImportDialog::showProgress);
    connect(worker_, &ImportWorker::finished, this, &ImportDialog::showEnd);
}

void ImportDialog::start() {
    message_->setText(tr("Reading the files…"));
    worker_->start(libraryPath_, files_);
}

void ImportDialog::cancel() {
    if (!worker_->running()) return;
    worker_->cancel();
    button_->setEnabled(false);
    message_->setText(tr("Cancelling: nothing will be added…"));
}

QString ImportDialog::message() const {
    return message_->text();
}

void ImportDialog::reject() {
    if (worker_->running()) {
        cancel();
    } else {
        QDialog::reject();
    }
}

void ImportDialog::showProgress(int stage, int steps) {
    if (!button_->isEnabled()) return;  // cancelling
    switch (Stage(stage)) {
        case Stage::Reading:
            message_->setText(tr("Reading the files…"));
            break;
        case Stage::Adding:
            message_->setText(tr("Adding the games…"));
            break;
        case Stage::Indexing:
            message_->setText(tr("Indexing the games' positions…"));
            break;
    }
    progress_->setValue(steps);
}

void ImportDialog::showEnd() {
    const Result<library::ImportReport>& result = *worker_->result();
    int added = 0;
    if (!result) {
        message_->setText(
            tr("Nothing was imported: %1").arg(QString::fromStdString(result.error().message)));
    } else if (result->cancelled) {
        message_->setText(tr("Import cancelled: nothing was added."));
    } else {
        added = result->added;
        QString text =
            tr("Games added: %1\nAlready in the library: %2\nRefused: %3")
                .arg(QLocale().toString(result->added), QLocale().toString(result->duplicates),
                     QLocale().toString(qsizetype(result->refused.size())));
        if (!result->refused.empty()) text += "\n" + refusalText(result->refused.front());
        message_->setText(text);
        progress_->setValue(ImportWorker::kSteps);
    }
    progress_->setVisible(result && !result->cancelled);
    button_->setText(tr("Close"));
    button_->setEnabled(true);
    button_->setDefault(true);
    emit importFinished(added);
}

}  // namespace hasami::gui
