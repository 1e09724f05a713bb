#pragma once

// The check the archive targets make (core/archive.h): any text is read without
// crashing, every game kept is legal from the start, complete exactly when it is over, and
// has a result a game can have, and every problem names its game's place in the file.

#include <sstream>
#include <string>

#include "core/archive.h"
#include "core/position.h"
#include "fuzz_check.h"

namespace hasami::fuzz {

using ArchiveReader = hasami::Archive (*)(std::istream&, const std::string&);

inline void checkArchiveReader(ArchiveReader read, std::string_view text) {
    std::istringstream in{std::string(text)};
    const hasami::Archive archive = read(in, "fuzz");
    for (const hasami::ArchiveGame& game : archive.games) {
        Position position = Position::start();
        for (const Move m : game.moves) {
            require(position.isLegal(m), "an archive game holds an illegal move");
            position = position.play(m);
        }
        require(game.complete == position.isGameOver(), "'complete' is not the game's end");
        require(game.result >= -64 && game.result <= 64, "a result is outside -64..64");
    }
    // Each game of the file is kept or is one problem: the problems' game numbers rise, within
    // the games and problems counted together.
    const int counted = int(archive.games.size() + archive.problems.size());
    int lastGame = 0;
    for (const hasami::ArchiveProblem& problem : archive.problems) {
        require(problem.line >= 1 && !problem.reason.empty(), "a problem without line or reason");
        require(problem.game > lastGame && problem.game <= counted,
                "a problem's game number is not its place in the file");
        lastGame = problem.game;
    }
}

}  // namespace hasami::fuzz
