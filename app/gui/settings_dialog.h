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
class QLineEdit;
class QListWidget;

namespace hasami::gui {

// Edits a copy of the settings; the caller applies settings() when the dialog is accepted.
class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(const Settings& settings, QWidget* parent = nullptr);
    Settings settings() const;

  private:
    void updateStrength();
    ai::EngineKind engine() const;
    QWidget* enginesPage(const Settings& settings);
    // Adds the engine the fields describe, when it can be run; else says why and changes
    // nothing.
    void addEngine();
    void removeEngine();
    // Lists engines_ and offers each as the computer's engine.
    void showEngines();

    QComboBox* engine_;
    QRadioButton* byLevel_;
    QRadioButton* byTime_;
    QRadioButton* humanLike_;
    QSpinBox* humanRating_;
    QSlider* level_;
    QLabel* levelName_;
    QDoubleSpinBox* seconds_;
    QSlider* hintLevel_;
    QLabel* hintLevelName_;
    QComboBox* hintScale_;
    QCheckBox* hintHumanChances_;
    QSpinBox* hintRating_;
    QSpinBox* threads_;
    QCheckBox* useBook_;
    QComboBox* players_;
    QCheckBox* timeControl_;
    QSpinBox* clockMinutes_;
    QSpinBox* clockIncrement_;
    QCheckBox* showLegalMoves_;
    QCheckBox* showLastMove_;
    QComboBox* animation_;
    QComboBox* language_;
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
    QLineEdit* libraryPath_;
};

// The level's name for people: "Level 3".
QString levelName(int level);
// "about 1550 Elo": the level's strength as the ladder measured it (ai/levels.h).
QString levelRatingText(int level, ai::EngineKind engine);
// What a hint level searches with `engine`, for people: "13 plies, exact from 20 empties",
// "12,000 simulations".
QString levelDepths(int level, ai::EngineKind engine);

}  // namespace hasami::gui
