#pragma once

#include <QString>

namespace hasami::gui {

// The games library a user has before choosing one: games.db in the app's data folder, made
// empty on first start, so that the user's own games, the trainers and the explorer work at
// once (an archive is added to it with Game → Import games… or `hasami-engine library import`).
QString defaultLibraryPath();

// Makes an empty library at `path` when there is no file there; the reason when it cannot.
QString makeLibraryIfMissing(const QString& path);

}  // namespace hasami::gui
