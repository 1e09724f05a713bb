#include "computer_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>

#include "ai/levels.h"
#include "settings_dialog.h"

namespace hasami::gui {

ComputerPage::ComputerPage(const Settings& s) {
    engine_ = new QComboBox;
    engine_->setObjectName("engine");
    engine_->addItem(tr("Alpha-beta: scores in discs"), int(ai::EngineKind::AlphaBeta));
    engine_->addItem(tr("Monte Carlo: chances to win"), int(ai::EngineKind::MonteCarlo));
    engine_->setCurrentIndex(engine_->findData(int(s.engine)));
    engine_->setToolTip(
        tr("The search the computer and the hints use. Alpha-beta looks a number of moves "
           "ahead; Monte Carlo plays out many lines and plays the move that wins most often."));
    threads_ = new QSpinBox;
    threads_->setObjectName("threads");
    threads_->setRange(1, Settings::kMaxThreads);
    threads_->setValue(s.threads);
    useBook_ = new QCheckBox(tr("Play and hint the openings from the book"));
    useBook_->setObjectName("useBook");
    useBook_->setChecked(s.useBook);
    byLevel_ = new QRadioButton(tr("Level"));
    byLevel_->setObjectName("byLevel");
    byTime_ = new QRadioButton(tr("Seconds per move"));
    level_ = new QSlider(Qt::Horizontal);
    level_->setObjectName("level");
    level_->setRange(1, ai::kLevelCount);
    level_->setValue(s.level);
    levelName_ = new QLabel;
    seconds_ = new QDoubleSpinBox;
    seconds_->setObjectName("seconds");
    seconds_->setRange(Settings::kMinSecondsPerMove, Settings::kMaxSecondsPerMove);
    seconds_->setDecimals(1);
    seconds_->setValue(s.secondsPerMove);
    humanLike_ = new QRadioButton(tr("Like a player rated"));
    humanLike_->setObjectName("humanLike");
    humanLike_->setToolTip(
        tr("Plays the moves a tournament player of this Elo rating tends to make, learnt from "
           "the French federation's archive of games: mistakes included, as people make them."));
    humanRating_ = ratingBox("humanRating", s.humanRating, tr("about "));
    for (const auto& [kind, button] : strengthChoices()) {
        if (kind == s.strength) button->setChecked(true);
    }

    auto* layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);  // the dialog frames it
    layout->addRow(tr("Engine"), engine_);
    layout->addRow(tr("Threads"), threads_);
    layout->addRow(useBook_);
    layout->addRow(byLevel_, level_);
    layout->addRow(QString(), levelName_);
    layout->addRow(byTime_, seconds_);
    layout->addRow(humanLike_, humanRating_);

    connect(byTime_, &QRadioButton::toggled, this, &ComputerPage::updateStrength);
    connect(humanLike_, &QRadioButton::toggled, this, &ComputerPage::updateStrength);
    connect(level_, &QSlider::valueChanged, this, &ComputerPage::updateStrength);
    connect(engine_, &QComboBox::currentIndexChanged, this, [this] {
        updateStrength();
        emit engineChanged(engine());
    });
    updateStrength();
}

ai::EngineKind ComputerPage::engine() const {
    return static_cast<ai::EngineKind>(engine_->currentData().toInt());
}

ComputerPage::StrengthChoices ComputerPage::strengthChoices() const {
    using Kind = PlaySettings::StrengthKind;
    return {{{Kind::Level, byLevel_}, {Kind::Seconds, byTime_}, {Kind::HumanLike, humanLike_}}};
}

void ComputerPage::updateStrength() {
    levelName_->setText(
        tr("%1 · %2").arg(levelName(level_->value()), levelRatingText(level_->value(), engine())));
    level_->setEnabled(byLevel_->isChecked());
    levelName_->setEnabled(byLevel_->isChecked());
    seconds_->setEnabled(byTime_->isChecked());
    humanRating_->setEnabled(humanLike_->isChecked());
}

void ComputerPage::fill(Settings& s) const {
    s.engine = engine();
    s.threads = threads_->value();
    s.useBook = useBook_->isChecked();
    for (const auto& [kind, button] : strengthChoices()) {
        if (button->isChecked()) s.strength = kind;
    }
    s.level = level_->value();
    s.secondsPerMove = seconds_->value();
    s.humanRating = humanRating_->value();
}

}  // namespace hasami::gui
