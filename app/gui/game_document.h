#pragma once

#include <QMetaType>
#include <QString>

namespace hasami::gui {

// The game as a document: the file it was last saved to or opened from, the players it names,
// whether it changed since, and whether the user played in it. What is in no file yet the
// autosave keeps (autosave.h); a modified game is not replaced without asking.
class GameDocument {
  public:
    // "" when the game is in no file.
    const QString& path() const { return path_; }
    // The players' names the game came with ("" when it names none).
    const QString& blackName() const { return blackName_; }
    const QString& whiteName() const { return whiteName_; }
    // The game changed since it was saved or opened, or never was in a file.
    bool isModified() const { return modified_; }
    // The user (a side no computer plays) added a move to this game since it was started,
    // opened or loaded: saving it does not change that.
    bool userHasPlayed() const { return userPlayed_; }

    // Another game takes its place: in no file, unchanged, not played.
    void replace(const QString& blackName = {}, const QString& whiteName = {}) {
        *this = {};
        blackName_ = blackName;
        whiteName_ = whiteName;
    }
    // The game changed; `byUser` when the user played the move.
    void change(bool byUser) {
        modified_ = true;
        userPlayed_ = userPlayed_ || byUser;
    }
    // A game a window left behind without closing, in the file `path` it was in (or none):
    // the user's, and changed since.
    void restoreUnsaved(const QString& path) {
        path_ = path;
        change(true);
    }
    // The game was saved to, or opened from, `path`.
    void setPath(const QString& path) {
        path_ = path;
        modified_ = false;
    }

  private:
    QString path_;
    QString blackName_;
    QString whiteName_;
    bool modified_ = false;
    bool userPlayed_ = false;
};

}  // namespace hasami::gui

Q_DECLARE_METATYPE(hasami::gui::GameDocument)
