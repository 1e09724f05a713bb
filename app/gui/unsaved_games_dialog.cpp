#include "unsaved_games_dialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace hasami::gui {

QString describeUnsavedGame(const Autosave::LeftBehind& left) {
    const SavedGame& game = left.game;
    QStringList parts;
    if (!game.blackName.isEmpty() || !game.whiteName.isEmpty())
        parts << UnsavedGamesDialog::tr("%1 – %2").arg(game.blackName, game.whiteName);
    parts << UnsavedGamesDialog::tr("%n move(s)", "", game.lines.current().length());
    parts << QLocale().toString(left.keptAt, QLocale::ShortFormat);
    const QString name = game.path.isEmpty() ? UnsavedGamesDialog::tr("Unsaved game")
                                             : QFileInfo(game.path).fileName();
    return UnsavedGamesDialog::tr("%1: %2").arg(name, parts.join(UnsavedGamesDialog::tr(", ")));
}

UnsavedGamesDialog::UnsavedGamesDialog(const QStringList& games, QWidget* parent)
    : QDialog(parent), list_(new QListWidget) {
    setWindowTitle(tr("Unsaved games"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QLabel(
        tr("These games were not saved when Hasami last closed. Continue one here; the others "
           "are offered again at the next start unless you discard them."));
    text->setWordWrap(true);
    layout->addWidget(text);
    list_->addItems(games);
    list_->setCurrentRow(0);
    // Each game's name whole, without scrolling sideways.
    list_->setMinimumWidth(list_->sizeHintForColumn(0) + 2 * list_->frameWidth() +
                           list_->verticalScrollBar()->sizeHint().width());
    layout->addWidget(list_);
    auto* buttons = new QDialogButtonBox;
    QPushButton* continueGame = buttons->addButton(tr("Continue"), QDialogButtonBox::AcceptRole);
    QPushButton* discard = buttons->addButton(tr("Discard"), QDialogButtonBox::DestructiveRole);
    buttons->addButton(tr("Not now"), QDialogButtonBox::RejectRole);
    continueGame->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(discard, &QPushButton::clicked, this, &UnsavedGamesDialog::discardChosen);
    connect(list_, &QListWidget::itemActivated, this, &QDialog::accept);
}

int UnsavedGamesDialog::chosen() const {
    return list_->currentRow();
}

void UnsavedGamesDialog::discardChosen() {
    const int row = list_->currentRow();
    if (row < 0) return;
    delete list_->takeItem(row);
    emit discarded(row);
    // Nothing left to offer.
    if (list_->count() == 0) reject();
}

}  // namespace hasami::gui
