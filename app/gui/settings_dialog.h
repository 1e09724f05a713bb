#pragma once

#include <QDialog>

#include "settings.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QRadioButton;
class QSlider;
class QSpinBox;
class QLabel;

namespace hasami::gui {

// Edits a copy of the settings; the caller applies settings() when the dialog is accepted.
class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(const Settings& settings, QWidget* parent = nullptr);
    Settings settings() const;

  private:
    void updateStrength();

    QRadioButton* byLevel_;
    QRadioButton* byTime_;
    QSlider* level_;
    QLabel* levelName_;
    QDoubleSpinBox* seconds_;
    QSlider* hintLevel_;
    QLabel* hintLevelName_;
    QSpinBox* threads_;
    QCheckBox* useBook_;
    QComboBox* players_;
    QCheckBox* showLegalMoves_;
    QCheckBox* showLastMove_;
    QComboBox* animation_;
    QComboBox* language_;
};

// The level's name for people: "Beginner (level 3)".
QString levelName(int level);
// What a hint level searches, for people: "13 plies, exact from 20 empties".
QString levelDepths(int level);

}  // namespace hasami::gui
