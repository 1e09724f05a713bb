#pragma once

// What the games library keeps of a game the user played in the window (library/
// games_library.h, addOwnGame): the moves of the line shown and the players' names.

#include <QDate>
#include <QString>
#include <optional>

#include "core/archive.h"
#include "core/game_record.h"
#include "settings.h"

namespace hasami::gui {

// The user's name for the library: the login's, else "Player". The names are the database's,
// the same whatever the window's language, so none of them is translated.
QString userName();

// The name the library keeps for `side` under `settings`: `user` where a human plays it, else
// the computer's as it plays ("Hasami level 6 (about 1523 Elo)", "Hasami Monte Carlo level 6
// (about 1467 Elo)", "Hasami rated 1500" for the human-like opponent, "Hasami 5 s a move",
// "Hasami on the clock", or the external engine's name).
QString playerName(const PlaySettings& settings, Color side, const QString& user);

// The game of `line` as the library keeps it, played to its end or stopped where it is
// (complete tells them apart; the result is black's discs minus white's, the empty squares
// going to the winner at the end), played on `day`. nullopt when it is not the user's to keep:
// no human plays in it, it starts from another position than the standard one, or no move was
// played.
std::optional<ArchiveGame> ownGame(const GameRecord& line, const PlaySettings& settings,
                                   const QString& user, const QDate& day);

}  // namespace hasami::gui
