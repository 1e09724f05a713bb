#pragma once

#include "settings_page.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace hasami::gui {

// Who plays which colour, and the game clock.
class GamePage : public SettingsPage {
    Q_OBJECT
  public:
    explicit GamePage(const Settings& settings);
    void fill(Settings& settings) const override;

  private:
    QComboBox* players_;
    QCheckBox* timeControl_;
    QSpinBox* clockMinutes_;
    QSpinBox* clockIncrement_;
};

}  // namespace hasami::gui
