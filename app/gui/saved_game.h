#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

#include "core/game_lines.h"
#include "game_analysis.h"
#include "game_timing.h"

namespace hasami::gui {

// A game as the autosave keeps it: every line with its cursor, the line shown, and what the
// analyses found (the review's scores and the hints), a timed game's clock, the file it was
// opened from or saved to ("" for none) and the players it names, so that nothing of the game
// is lost.
struct SavedGame {
    GameLines lines;
    GameAnalysis analysis;
    std::optional<GameTiming> timing = {};
    QString path = {};
    QString blackName = {};
    QString whiteName = {};
};

// The autosave's format: a JSON object {"format": "hasami-game", "version": 1, ...}.
QByteArray formatSavedGame(const SavedGame& game);

// A saved game read back, or why not (a file of a later version is refused, not misread).
struct ReadSavedGame {
    std::optional<SavedGame> game;
    QString error;  // set when game is empty
};
ReadSavedGame parseSavedGame(const QByteArray& bytes);

}  // namespace hasami::gui
