#include "window_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace hasami::gui {

WindowPage::WindowPage(const Settings& s) {
    showLegalMoves_ = new QCheckBox(tr("Show legal moves"));
    showLegalMoves_->setChecked(s.showLegalMoves);
    showLastMove_ = new QCheckBox(tr("Show the last move"));
    showLastMove_->setChecked(s.showLastMove);
    animation_ = new QComboBox;
    animation_->addItems({tr("Off"), tr("Fast"), tr("Normal")});
    animation_->setCurrentIndex(int(s.animation));
    language_ = new QComboBox;
    language_->addItem(tr("System language"), QString());
    language_->addItem("English", "en");
    language_->addItem("日本語", "ja");
    language_->setCurrentIndex(std::max(0, language_->findData(s.language)));

    libraryPath_ = new QLineEdit(s.libraryPath);
    libraryPath_->setObjectName("libraryPath");
    libraryPath_->setPlaceholderText(tr("None"));
    libraryPath_->setToolTip(
        tr("A games library made by hasami-engine library import: the opening explorer shows "
           "the moves played in its games."));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Games library"), libraryPath_->text());
        if (!path.isEmpty()) libraryPath_->setText(path);
    });
    auto* library = new QHBoxLayout;
    library->addWidget(libraryPath_);
    library->addWidget(browse);

    auto* layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);  // the dialog frames it
    layout->addRow(showLegalMoves_);
    layout->addRow(showLastMove_);
    layout->addRow(tr("Flip animation"), animation_);
    layout->addRow(tr("Language (after a restart)"), language_);
    layout->addRow(tr("Games library"), library);
}

void WindowPage::fill(Settings& s) const {
    s.showLegalMoves = showLegalMoves_->isChecked();
    s.showLastMove = showLastMove_->isChecked();
    s.animation = static_cast<Animation>(animation_->currentIndex());
    s.language = language_->currentData().toString();
    s.libraryPath = libraryPath_->text().trimmed();
}

}  // namespace hasami::gui
