#include "engines_page.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "nboard_client.h"

namespace hasami::gui {

EnginesPage::EnginesPage(const Settings& s) : engines_(s.engines) {
    opponent_ = new QComboBox;
    opponent_->setObjectName("opponent");
    hintSource_ = new QComboBox;
    hintSource_->setObjectName("hintSource");
    hintSource_->setToolTip(
        tr("NBoard engines only: GTP has no way to score every move of a position."));
    engineSeconds_ = new QDoubleSpinBox;
    engineSeconds_->setObjectName("engineSeconds");
    engineSeconds_->setRange(Settings::kMinSecondsPerMove, Settings::kMaxSecondsPerMove);
    engineSeconds_->setDecimals(1);
    engineSeconds_->setSuffix(tr(" s"));
    engineSeconds_->setValue(s.engineSecondsPerMove);
    engineList_ = new QListWidget;
    engineList_->setObjectName("engines");
    engineName_ = new QLineEdit;
    engineName_->setObjectName("engineName");
    engineName_->setPlaceholderText("Edax");  // a name, the same in every language
    engineCommand_ = new QLineEdit;
    engineCommand_->setObjectName("engineCommand");
    engineCommand_->setPlaceholderText("./edax -n 1");
    engineFolder_ = new QLineEdit;
    engineFolder_->setObjectName("engineFolder");
    engineFolder_->setPlaceholderText(tr("The folder it runs in (optional)"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("The engine's folder"),
                                                                 engineFolder_->text());
        if (!folder.isEmpty()) engineFolder_->setText(folder);
    });
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(engineFolder_);
    folderRow->addWidget(browse);
    engineProtocol_ = new QComboBox;
    engineProtocol_->setObjectName("engineProtocol");
    engineProtocol_->addItem(tr("NBoard (NTest, Edax, Hasami)"),
                             int(ExternalEngine::Protocol::NBoard));
    engineProtocol_->addItem(tr("GTP (GRhino, Hasami)"), int(ExternalEngine::Protocol::Gtp));
    auto* add = new QPushButton(tr("Add"));
    add->setObjectName("addEngine");
    connect(add, &QPushButton::clicked, this, &EnginesPage::addEngine);
    auto* remove = new QPushButton(tr("Remove"));
    remove->setObjectName("removeEngine");
    connect(remove, &QPushButton::clicked, this, &EnginesPage::removeEngine);
    engineError_ = new QLabel;
    engineError_->setObjectName("engineError");
    engineError_->setWordWrap(true);
    engineError_->setStyleSheet("color: #b00020");

    auto* chooser = new QFormLayout;
    chooser->addRow(tr("The computer plays with"), opponent_);
    chooser->addRow(tr("Hints from"), hintSource_);
    chooser->addRow(tr("Time per move for other engines"), engineSeconds_);
    auto* fields = new QFormLayout;
    fields->addRow(tr("Name"), engineName_);
    fields->addRow(tr("Command"), engineCommand_);
    fields->addRow(tr("Folder"), folderRow);
    fields->addRow(tr("Protocol"), engineProtocol_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(chooser);
    layout->addWidget(new QLabel(tr("Other engines")));
    layout->addWidget(engineList_);
    layout->addLayout(fields);
    layout->addLayout(buttons);
    layout->addWidget(engineError_);
    showEngines();
    opponent_->setCurrentIndex(std::max(0, opponent_->findData(s.opponent)));
    hintSource_->setCurrentIndex(std::max(0, hintSource_->findData(s.hintSource)));
}

void EnginesPage::showEngines() {
    const QString chosen = opponent_->currentData().toString();
    const QString hinting = hintSource_->currentData().toString();
    engineList_->clear();
    opponent_->clear();
    opponent_->addItem(tr("Hasami's own engine"), QString());
    hintSource_->clear();
    hintSource_->addItem(tr("Hasami's own engine"), QString());
    for (const ExternalEngine& e : engines_) {
        const QString protocol = e.protocol == ExternalEngine::Protocol::Gtp ? "GTP" : "NBoard";
        engineList_->addItem(
            e.folder.isEmpty()
                ? tr("%1: %2 (%3)").arg(e.name, e.command, protocol)
                : tr("%1: %2 in %3 (%4)").arg(e.name, e.command, e.folder, protocol));
        opponent_->addItem(e.name, e.name);
        if (e.protocol == ExternalEngine::Protocol::NBoard) hintSource_->addItem(e.name, e.name);
    }
    opponent_->setCurrentIndex(std::max(0, opponent_->findData(chosen)));
    hintSource_->setCurrentIndex(std::max(0, hintSource_->findData(hinting)));
}

void EnginesPage::addEngine() {
    ExternalEngine e;
    e.name = engineName_->text().trimmed();
    e.command = engineCommand_->text().trimmed();
    e.folder = engineFolder_->text().trimmed();
    e.protocol = static_cast<ExternalEngine::Protocol>(engineProtocol_->currentData().toInt());
    const bool taken =
        std::any_of(engines_.begin(), engines_.end(),
                    [&](const ExternalEngine& other) { return other.name == e.name; });
    QString problem;
    if (e.name.isEmpty()) {
        problem = tr("Give the engine a name.");
    } else if (taken) {
        problem = tr("There is already an engine called %1.").arg(e.name);
    } else if (e.command.isEmpty()) {
        problem = tr("Give the command that starts the engine.");
    } else if (!e.folder.isEmpty() && !QDir(e.folder).exists()) {
        problem = tr("There is no folder %1.").arg(e.folder);
    } else {
        // Started once and ended at once: a program that cannot be run is found now, not in
        // the middle of a game.
        cli::NBoardClient trial;
        const auto started = trial.start(e.command.toStdString(), e.folder.toStdString());
        if (!started) {
            problem = tr("The engine cannot be started (%1).")
                          .arg(QString::fromStdString(started.error().message));
        }
    }
    engineError_->setText(problem);
    if (!problem.isEmpty()) return;
    engines_ << e;
    engineName_->clear();
    engineCommand_->clear();
    engineFolder_->clear();
    showEngines();
}

void EnginesPage::removeEngine() {
    const int row = engineList_->currentRow();
    if (row < 0 || row >= int(engines_.size())) return;
    engines_.removeAt(row);
    showEngines();
}

void EnginesPage::fill(Settings& s) const {
    s.engines = engines_;
    s.opponent = opponent_->currentData().toString();
    s.engineSecondsPerMove = engineSeconds_->value();
    s.hintSource = hintSource_->currentData().toString();
}

}  // namespace hasami::gui
