#pragma once

#include <QString>
#include <optional>

#include "core/game_record.h"

namespace hasami::gui {

// The game in progress, kept on disk as it changes so that a crash, a kill or a power cut
// never loses it: the window saves it after every change that is not in a file yet, removes
// it once the game is saved or replaced by an unchanged one, and offers it back at the next
// start. Written atomically (a half-written file never replaces a good one).
class Autosave {
  public:
    // The file in the user's application data folder.
    Autosave();
    explicit Autosave(QString path) : path_(std::move(path)) {}

    const QString& path() const { return path_; }
    // Returns an error message, empty on success.
    QString save(const GameRecord& record) const;
    // The saved game, if there is a readable one.
    std::optional<GameRecord> load() const;
    void remove() const;

  private:
    QString path_;
};

}  // namespace hasami::gui
