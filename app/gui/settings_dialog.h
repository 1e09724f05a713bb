#pragma once

#include <QDialog>
#include <array>

#include "settings_page.h"

namespace hasami::gui {

// Edits a copy of the settings, a page (settings_page.h) for each part; the caller applies
// settings() when the dialog is accepted.
class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(const Settings& settings, QWidget* parent = nullptr);
    Settings settings() const;

  private:
    // Computer, hints, game, window, engines: each writes back the settings it edits.
    std::array<SettingsPage*, 5> pages_;
};

// The level's name for people: "Level 3".
QString levelName(int level);
// "about 1550 Elo": the level's strength as the ladder measured it (ai/levels.h).
QString levelRatingText(int level, ai::EngineKind engine);
// What a hint level searches with `engine`, for people: "13 plies, exact from 20 empties",
// "12,000 simulations".
QString levelDepths(int level, ai::EngineKind engine);

}  // namespace hasami::gui
