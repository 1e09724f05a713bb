#include "game_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSpinBox>

namespace hasami::gui {

namespace {

// Who sits where, in the order of the players box. The labels keep the context they were
// first translated in.
struct Players {
    const char* label;
    Seats seats;
};
constexpr Players kPlayers[] = {
    {QT_TRANSLATE_NOOP("SettingsDialog", "I play Black"), {Seat::Human, Seat::Computer}},
    {QT_TRANSLATE_NOOP("SettingsDialog", "I play White"), {Seat::Computer, Seat::Human}},
    {QT_TRANSLATE_NOOP("SettingsDialog", "Two players"), {Seat::Human, Seat::Human}},
    {QT_TRANSLATE_NOOP("SettingsDialog", "Computer against computer"),
     {Seat::Computer, Seat::Computer}},
};

}  // namespace

GamePage::GamePage(const Settings& s) {
    players_ = new QComboBox;
    players_->setObjectName("players");
    for (const Players& p : kPlayers)
        players_->addItem(QCoreApplication::translate("SettingsDialog", p.label));
    for (int i = 0; i < int(std::size(kPlayers)); ++i) {
        if (kPlayers[i].seats == s.seats) players_->setCurrentIndex(i);
    }

    timeControl_ = new QCheckBox(tr("Game clock"));
    timeControl_->setObjectName("timeControl");
    timeControl_->setToolTip(
        tr("Each side has these minutes for the game, and the seconds after each of its moves; "
           "a side whose time runs out loses. The computer then takes its time from its clock. "
           "A new clock starts with the next game."));
    timeControl_->setChecked(s.timeControl);
    clockMinutes_ = new QSpinBox;
    clockMinutes_->setObjectName("clockMinutes");
    clockMinutes_->setRange(1, Settings::kMaxClockMinutes);
    clockMinutes_->setSuffix(tr(" min a side"));
    clockMinutes_->setValue(s.clockMinutes);
    clockIncrement_ = new QSpinBox;
    clockIncrement_->setObjectName("clockIncrement");
    clockIncrement_->setRange(0, Settings::kMaxClockIncrement);
    clockIncrement_->setPrefix(tr("+ "));
    clockIncrement_->setSuffix(tr(" s a move"));
    clockIncrement_->setValue(s.clockIncrement);
    auto* clock = new QHBoxLayout;
    clock->addWidget(timeControl_);
    clock->addWidget(clockMinutes_);
    clock->addWidget(clockIncrement_);
    clock->addStretch();
    for (QSpinBox* box : {clockMinutes_, clockIncrement_}) {
        connect(timeControl_, &QCheckBox::toggled, box, &QWidget::setEnabled);
        box->setEnabled(s.timeControl);
    }

    auto* layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);  // the dialog frames it
    layout->addRow(tr("Players"), players_);
    layout->addRow(tr("Time control"), clock);
}

void GamePage::fill(Settings& s) const {
    s.seats = kPlayers[std::max(0, players_->currentIndex())].seats;
    s.timeControl = timeControl_->isChecked();
    s.clockMinutes = clockMinutes_->value();
    s.clockIncrement = clockIncrement_->value();
}

}  // namespace hasami::gui
