#pragma once

#include <QWidget>

#include "settings.h"

class QSpinBox;

namespace hasami::gui {

// A tab of the settings dialog: made from the settings, it writes back the ones it edits.
class SettingsPage : public QWidget {
  public:
    using QWidget::QWidget;
    virtual void fill(Settings& settings) const = 0;
};

// A box for an Elo rating of the archive's players, in the human-move model's steps.
QSpinBox* ratingBox(const char* name, int value, const QString& prefix);

}  // namespace hasami::gui
