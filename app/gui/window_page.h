#pragma once

#include "settings_page.h"

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace hasami::gui {

// What the window shows and in which language, and the games library beside it.
class WindowPage : public SettingsPage {
    Q_OBJECT
  public:
    explicit WindowPage(const Settings& settings);
    void fill(Settings& settings) const override;

  private:
    QCheckBox* showLegalMoves_;
    QCheckBox* showLastMove_;
    QComboBox* animation_;
    QComboBox* language_;
    QLineEdit* libraryPath_;
};

}  // namespace hasami::gui
