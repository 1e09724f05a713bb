#pragma once

// Readers for the common archives of Othello games, the training data of the pattern
// evaluation:
//  - PGN-style text, as the WTHOR database (French Othello Federation) converted to text:
//      [Black "Tastet Marc"]
//      [White "Platt Jared"]
//      [Result "38-26"]
//      1. F5 F6
//      2. E6 F4
//    Tags in brackets (Result is black's discs, then white's), then numbered move pairs;
//    passes may be written (pa, --, pass) or left out where forced.
//  - Logistello's logbook.gam: one game a line, each move with its colour (+ black, - white),
//    then ':' and black's discs minus white's: "+d3-c3+c4-e3...: +04 10".
//  - GGF, one game a line, as servers and `hasami-tools match --ggf` write them (self-play
//    games): "(;GM[Othello]...RE[+4]...BO[8 ...]B[f5]W[d6]...;)", from the standard start,
//    with its players (PB, PW) and the year of its date (DT).
//  - Self-play shards (selfplay.h), binary: the games of `hasami-tools selfplay`, their random
//    opening moves marked as not for training.
//  - WTHOR's own binary files (wthor.h): `.wtb` games, with the players' and tournaments' names
//    from WTHOR.JOU and WTHOR.TRN beside them.
//  - Transcripts, one game a line, as the window copies them: "f5d6c3d3c4f4...", from the
//    standard start and played to the end (the final position gives the result).
// A game that cannot be read (bad syntax, an illegal move, a missing result) is reported with
// its file and line and skipped; it never stops the reading of the others. Two problems are no
// game written wrong, and are marked so that a reader that refuses a file for a bad game keeps
// the others: a last game that the file ends inside, without a newline (a write cut short by a
// full disk or a crash), and a PGN game of tags without moves.

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/result.h"

namespace hasami {

struct ArchiveGame {
    std::vector<Move> moves;  // legal from the start; forced passes included
    // Black's discs minus white's: from the final position when the game was played to the
    // end (empty squares to the winner), else as the archive states it.
    int result = 0;
    bool complete = false;  // played to the end
    // The players, the year and the tournament, where the archive names them (PGN's Black,
    // White, Date and Event tags, GGF's PB, PW and DT, WTHOR's files); empty and 0 elsewhere.
    std::string black = {};
    std::string white = {};
    int year = 0;
    std::string event = {};
    // The day played, "YYYY-MM-DD", where it is known (the user's games, games_library.h).
    std::string date = {};
    // The plies before this one were played at random (self-play openings): not training
    // positions.
    int firstTrainingPly = 0;
    // From this many empty squares on, both sides played the solver's moves (self-play), so the
    // result is the exact score of every later position; 0 where nothing says so.
    int perfectFromEmpties = 0;
};

struct ArchiveProblem {
    std::string file;
    int line = 0;  // 1-based; 0 in a file of fixed-size records, which has no lines
    std::string reason;
    // Unreadable: written wrong. CutShort: the file's last game, which the file ends inside.
    // NoMoves: a game of tags only.
    enum class Kind { Unreadable, CutShort, NoMoves } kind = Kind::Unreadable;
    int game = 0;  // 1-based: the game's place in its file, the games refused counted

    std::string message() const;  // "file:line: reason", or "file: game N: reason"
};

struct Archive {
    std::vector<ArchiveGame> games;
    std::vector<ArchiveProblem> problems;
};

// The last year whose games the fitting commands read unless told otherwise (`--until`):
// WTHOR's games from 2023 on are the test set of the human-move model, and an evaluation, a
// book or a move model fitted to them would be tested on what it learned.
inline constexpr int kLastTrainingYear = 2022;

// Removes the games dated after `lastYear` (undated games stay: the logbook, match games);
// returns how many it removed.
std::size_t removeGamesAfter(Archive& archive, int lastYear);

// The game of these moves (legal from the start, forced passes included): complete when nobody
// can move at the end, its result then from the final position, else `declared` (black's discs
// minus white's); the error when it stops early without one.
Result<ArchiveGame> finishGame(std::vector<Move> moves, std::optional<int> declared);

// The reason for a file's last game when the file ends inside it: "the last game is cut short,
// the file ends inside it (REASON)".
std::string cutShortReason(std::string_view reason);

// `fileName` only names the source in problems.
Archive readPgnGames(std::istream& in, const std::string& fileName);
Archive readLogbookGames(std::istream& in, const std::string& fileName);
Archive readGgfGames(std::istream& in, const std::string& fileName);
Archive readTranscriptGames(std::istream& in, const std::string& fileName);

// Reads a file of any of these formats, told apart by its name's `.wtb` (WTHOR), its magic
// (self-play shards) or its first non-blank character ('[' for PGN, '+' or '-' for a logbook,
// '(' for GGF, a letter for transcripts). The error when the file cannot be read or is none of
// them.
Result<Archive> readArchiveFile(const std::string& path);

}  // namespace hasami
