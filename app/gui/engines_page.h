#pragma once

#include "settings_page.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace hasami::gui {

// Other programs that play Othello: added, removed, and chosen to play or to give hints.
class EnginesPage : public SettingsPage {
    Q_OBJECT
  public:
    explicit EnginesPage(const Settings& settings);
    void fill(Settings& settings) const override;

  private:
    // Adds the engine the fields describe, when it can be run; else says why and changes
    // nothing.
    void addEngine();
    void removeEngine();
    // Lists engines_ and offers each as the computer's engine.
    void showEngines();

    QList<ExternalEngine> engines_;
    QListWidget* engineList_;
    QLineEdit* engineName_;
    QLineEdit* engineCommand_;
    QLineEdit* engineFolder_;
    QComboBox* engineProtocol_;
    QLabel* engineError_;
    QComboBox* opponent_;
    QComboBox* hintSource_;  // Hasami's own engine or an NBoard engine
    QDoubleSpinBox* engineSeconds_;
};

}  // namespace hasami::gui
