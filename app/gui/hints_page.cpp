#include "hints_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

#include "ai/levels.h"
#include "settings_dialog.h"

namespace hasami::gui {

HintsPage::HintsPage(const Settings& s) : engine_(s.engine) {
    level_ = new QSlider(Qt::Horizontal);
    level_->setObjectName("hintLevel");
    level_->setRange(1, ai::kLevelCount);
    level_->setValue(s.hintLevel);
    levelName_ = new QLabel;
    scale_ = new QComboBox;
    scale_->setObjectName("hintScale");
    scale_->addItems({tr("Discs"), tr("Chance to win")});
    scale_->setCurrentIndex(int(s.hintScale));
    humanChances_ = new QCheckBox(tr("How often players rated"));
    humanChances_->setObjectName("hintHumanChances");
    humanChances_->setToolTip(
        tr("Beside each move's score, the share of tournament players of this rating who play "
           "it: how hard the best move is to find."));
    humanChances_->setChecked(s.hintHumanChances);
    rating_ = ratingBox("hintRating", s.hintRating, tr("about "));
    rating_->setEnabled(s.hintHumanChances);

    auto* layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);  // the dialog frames it
    layout->addRow(tr("Depth"), level_);
    layout->addRow(QString(), levelName_);
    layout->addRow(tr("Show"), scale_);
    layout->addRow(humanChances_, rating_);

    connect(humanChances_, &QCheckBox::toggled, rating_, &QWidget::setEnabled);
    connect(level_, &QSlider::valueChanged, this, &HintsPage::describeLevel);
    describeLevel();
}

void HintsPage::setEngine(ai::EngineKind engine) {
    engine_ = engine;
    describeLevel();
}

void HintsPage::describeLevel() {
    levelName_->setText(levelDepths(level_->value(), engine_));
}

void HintsPage::fill(Settings& s) const {
    s.hintLevel = level_->value();
    s.hintScale = static_cast<HintScale>(scale_->currentIndex());
    s.hintHumanChances = humanChances_->isChecked();
    s.hintRating = rating_->value();
}

}  // namespace hasami::gui
