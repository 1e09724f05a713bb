#pragma once

#include <QString>

#include "core/game_record.h"
#include "game_timing.h"

namespace hasami::gui {

enum class GameFormat { Transcript, Ggf };

// A game read from text, or why not.
struct ReadGame {
    std::optional<GameRecord> record;
    QString error;           // set when record is empty
    QString blackName = {};  // the players a GGF game names
    QString whiteName = {};
    std::optional<GameTiming> timing = {};  // a GGF game's clock (TI[], the moves' times)
};

// Reads a game from pasted or loaded text, recognising the format: a GGF game "(;GM[Othello]
// ...;)", a board string or .obf line ("<64 chars> X", a position to play from), or a
// transcript ("f5d6c3..."). The record's cursor is at the end. More than 4 MB is refused.
ReadGame readGameText(const QString& text);

// Reads a file (.txt, .ggf, .obf: an .obf file is read as a board string whatever it holds) of
// at most 4 MB; never changes anything on failure.
ReadGame readGameFile(const QString& path);

// Writes atomically (QSaveFile): a failed save leaves an existing file as it was, and
// anything but a regular file (a device, a pipe, a directory) is not replaced. Every recorded
// move is written, wherever the cursor is; a game that did not start from
// the standard position, or has a clock (`timing`), is written as GGF whatever the choice, since
// a transcript cannot say where it starts or how long its moves took. Returns an error message,
// empty on success.
QString writeGameFile(const QString& path, const GameRecord& record, GameFormat format,
                      const QString& blackName, const QString& whiteName,
                      const std::optional<GameTiming>& timing = {});

// The format a file name asks for (.ggf, else transcript).
GameFormat formatForPath(const QString& path);

}  // namespace hasami::gui
