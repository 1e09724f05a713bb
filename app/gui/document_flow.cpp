#include "document_flow.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <utility>

#include "board_recognition.h"
#include "core/notation.h"
#include "diagram_dialog.h"
#include "game_controller.h"
#include "game_files.h"
#include "image_raster.h"
#include "preferences.h"
#include "unsaved_games_dialog.h"

namespace hasami::gui {

DocumentFlow::DocumentFlow(GameController& controller, Preferences& preferences, QMenu& recentFiles,
                           QWidget& window)
    : QObject(&window),
      controller_(controller),
      preferences_(preferences),
      recentFiles_(recentFiles),
      window_(window) {
    Autosave::Found found = Autosave::findLeftBehind();
    leftBehind_ = std::move(found.games);
    autosaveProblems_ = std::move(found.problems);
    connect(&preferences, &Preferences::recentFilesChanged, this, &DocumentFlow::fillRecentFiles);
    fillRecentFiles();
}

void DocumentFlow::keepSafe() {
    if (!controller_.document().isModified()) {
        autosave_.remove();
        return;
    }
    const QString error = autosave_.save(controller_.savedGame());
    if (!error.isEmpty()) emit notice(tr("The game could not be kept safe: %1").arg(error));
}

bool DocumentFlow::mayReplaceGame() {
    if (!controller_.document().isModified()) return true;
    const auto answer = QMessageBox::question(
        &window_, tr("Unsaved game"), tr("This game is not saved. Save it before it is replaced?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return saveGame();
    return answer == QMessageBox::Discard;
}

void DocumentFlow::openGame() {
    if (!mayReplaceGame()) return;
    const QString path =
        QFileDialog::getOpenFileName(&window_, tr("Open game"), QString(),
                                     tr("Othello games (*.txt *.ggf *.obf);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void DocumentFlow::openFile(const QString& path) {
    const ReadGame game = readGameFile(path);
    if (!game.record) {
        QMessageBox::warning(&window_, tr("Open game"), game.error);
        return;
    }
    controller_.openGame(game, path);
    preferences_.addRecentFile(path);
}

void DocumentFlow::fillRecentFiles() {
    recentFiles_.clear();
    const QStringList& recent = preferences_.recentFiles();
    for (const QString& path : recent) {
        recentFiles_
            .addAction(QFileInfo(path).fileName(), this,
                       [this, path] {
                           if (mayReplaceGame()) openFile(path);
                       })
            ->setToolTip(path);
    }
    recentFiles_.setEnabled(!recent.isEmpty());
}

bool DocumentFlow::saveGame() {
    // A game opened from a board string (.obf) has no file a game can be saved in.
    const QString path = controller_.document().path();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "txt" || suffix == "ggf") return saveGameIn(path);
    return saveGameAs();
}

bool DocumentFlow::saveGameAs() {
    const QString transcript = tr("Transcript (*.txt)");
    const QString ggf = tr("Generic Game Format (*.ggf)");
    QString chosen;
    QString path = QFileDialog::getSaveFileName(
        &window_, tr("Save game"), controller_.document().path(), transcript + ";;" + ggf, &chosen);
    if (path.isEmpty()) return false;
    // A name typed without an extension gets the one of the chosen type, which decides the format.
    if (QFileInfo(path).suffix().isEmpty()) path += chosen == ggf ? ".ggf" : ".txt";
    return saveGameIn(path);
}

bool DocumentFlow::saveGameIn(const QString& path) {
    // The names the game came with are kept; a game played here names its players by role.
    const GameDocument& document = controller_.document();
    const auto name = [&](Color side) {
        const QString& named = side == Color::Black ? document.blackName() : document.whiteName();
        if (!named.isEmpty()) return named;
        return controller_.isComputer(side) ? QStringLiteral("Hasami") : tr("Player");
    };
    const QString error =
        writeGameFile(path, controller_.record(), formatForPath(path), name(Color::Black),
                      name(Color::White), controller_.timing());
    if (!error.isEmpty()) {
        QMessageBox::warning(&window_, tr("Save game"), error);
        return false;
    }
    controller_.setFilePath(path);
    preferences_.addRecentFile(path);
    emit notice(tr("Saved %1.").arg(path));
    return true;
}

void DocumentFlow::paste() {
    const QMimeData* data = QApplication::clipboard()->mimeData();
    if (data && data->hasImage() && !data->hasText()) {
        recognise(qvariant_cast<QImage>(data->imageData()));
        return;
    }
    const ReadGame game = readGameText(QApplication::clipboard()->text());
    if (!game.record) {
        emit notice(game.error);
        return;
    }
    if (!mayReplaceGame()) return;
    controller_.openGame(game);
}

void DocumentFlow::copyGame() {
    QApplication::clipboard()->setText(
        QString::fromStdString(controller_.record().fullTranscript()));
    emit notice(tr("Game copied."));
}

void DocumentFlow::copyPosition() {
    QApplication::clipboard()->setText(
        QString::fromStdString(formatBoard(controller_.record().current())));
    emit notice(tr("Position copied."));
}

void DocumentFlow::copyDiagram() {
    // The size of a diagram in a forum post or a document; Export diagram… chooses another.
    constexpr int kClipboardSize = 480;
    const GameRecord& record = controller_.record();
    QApplication::clipboard()->setImage(
        diagramImage(diagramOf(record, record.ply()), kClipboardSize));
    emit notice(tr("Position copied as an image."));
}

void DocumentFlow::openPicture() {
    const QString path = QFileDialog::getOpenFileName(
        &window_, tr("Position from image"), QString(),
        tr("Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)"));
    if (path.isEmpty()) return;
    QImageReader reader(path);
    const QImage picture = reader.read();
    if (picture.isNull()) {
        emit notice(tr("The picture could not be read: %1").arg(reader.errorString()));
        return;
    }
    recognise(picture);
}

void DocumentFlow::recognise(const QImage& picture) {
    const auto found = recognition::recogniseBoard(rasterFromImage(picture));
    if (!found) {
        emit notice(tr("No Othello board was found in the picture."));
        return;
    }
    emit positionRecognised(found->position(), found->unsure);
}

void DocumentFlow::exportDiagram() {
    DiagramDialog(controller_.record(), &window_).exportToFile();
}

const SavedGame* DocumentFlow::unsavedGame() const {
    return leftBehind_.empty() ? nullptr : &leftBehind_.front().game;
}

void DocumentFlow::restoreUnsavedGame(std::size_t index) {
    if (index >= leftBehind_.size()) return;
    controller_.loadUnsavedGame(leftBehind_[index].game);
    // Now in this window's own autosave; the others wait, unlocked, for the next start.
    leftBehind_[index].remove();
    leftBehind_.clear();
}

void DocumentFlow::discardUnsavedGame(std::size_t index) {
    if (index >= leftBehind_.size()) return;
    leftBehind_[index].remove();
    leftBehind_.erase(leftBehind_.begin() + std::ptrdiff_t(index));
}

void DocumentFlow::offerUnsavedGame() {
    for (const QString& problem : std::exchange(autosaveProblems_, {}))
        QMessageBox::warning(&window_, tr("Unsaved game"), problem);
    if (leftBehind_.empty()) return;
    QStringList games;
    for (const Autosave::LeftBehind& left : leftBehind_)
        games << describeUnsavedGame(left);
    UnsavedGamesDialog dialog(games, &window_);
    connect(&dialog, &UnsavedGamesDialog::discarded, this,
            [this](int row) { discardUnsavedGame(std::size_t(row)); });
    if (dialog.exec() == QDialog::Accepted) {
        restoreUnsavedGame(std::size_t(dialog.chosen()));
    } else {
        // Not now: unlocked, they wait for the next start.
        leftBehind_.clear();
    }
}

}  // namespace hasami::gui
