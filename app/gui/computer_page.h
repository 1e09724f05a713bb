#pragma once

#include <array>
#include <utility>

#include "settings_page.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSlider;
class QSpinBox;

namespace hasami::gui {

// How the computer plays: its search, threads and book, and its strength by level, by seconds
// a move or like a rated player; only the chosen way can be edited, the others keep their
// values.
class ComputerPage : public SettingsPage {
    Q_OBJECT
  public:
    explicit ComputerPage(const Settings& settings);
    void fill(Settings& settings) const override;
    ai::EngineKind engine() const;

  signals:
    void engineChanged(ai::EngineKind engine);

  private:
    // Each strength with the button that chooses it.
    using StrengthChoices = std::array<std::pair<PlaySettings::StrengthKind, QRadioButton*>, 3>;
    StrengthChoices strengthChoices() const;
    void updateStrength();

    QComboBox* engine_;
    QSpinBox* threads_;
    QCheckBox* useBook_;
    QRadioButton* byLevel_;
    QRadioButton* byTime_;
    QRadioButton* humanLike_;
    QSlider* level_;
    QLabel* levelName_;
    QDoubleSpinBox* seconds_;
    QSpinBox* humanRating_;
};

}  // namespace hasami::gui
