#pragma once

#include "settings_page.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace hasami::gui {

// How deep the hints search, in discs or chances, and how often rated players find each move.
class HintsPage : public SettingsPage {
    Q_OBJECT
  public:
    explicit HintsPage(const Settings& settings);
    void fill(Settings& settings) const override;
    // The hint level's description depends on the computer's search.
    void setEngine(ai::EngineKind engine);

  private:
    void describeLevel();

    ai::EngineKind engine_;
    QSlider* level_;
    QLabel* levelName_;
    QComboBox* scale_;
    QCheckBox* humanChances_;
    QSpinBox* rating_;
};

}  // namespace hasami::gui
