#pragma once

// WTHOR, the French Othello Federation's database of tournament games, in its own binary files,
// as the federation publishes them and WZebra and other programs read them:
//   WTH_YYYY.wtb  the games of a year
//   WTHOR.JOU     the players' names, WTHOR.TRN the tournaments' names
// Each starts with a 16-byte header: the date it was made (century, year, month, day: a byte
// each), a record count (u32, little-endian: the games of a .wtb), a second record count (u16:
// the names of a .JOU or .TRN), the games' year (u16), the board's size (0 or 8 for 8x8), the
// kind of game (0, or 1 for solitaire games) and the depth of the theoretical scores, then a
// byte left empty. A game is 68 bytes: its tournament's number, black's and white's player
// numbers (u16 each), black's discs at the end, black's theoretical score, and 60 moves, each
// 10 x row + column (11 for a1, 88 for h8), 0 after the last; passes are not written. A name
// is 20 bytes in .JOU and 26 in .TRN, in ISO-8859-1, ended or padded by zeros.

#include <string>
#include <string_view>
#include <vector>

#include "core/archive.h"
#include "core/result.h"

namespace hasami {

inline constexpr std::size_t kWthorHeaderBytes = 16;
inline constexpr std::size_t kWthorGameBytes = 68;
inline constexpr std::size_t kWthorPlayerBytes = 20;
inline constexpr std::size_t kWthorTournamentBytes = 26;

// The names of a WTHOR.JOU file's bytes (recordBytes kWthorPlayerBytes) or WTHOR.TRN's
// (kWthorTournamentBytes), in UTF-8, the record number indexing them; the error when the header
// is not one or the file ends before its last name. `path` only names the file in errors.
Result<std::vector<std::string>> decodeWthorNames(std::string_view bytes, std::size_t recordBytes,
                                                  const std::string& path);

struct WthorNames {
    std::vector<std::string> players;
    std::vector<std::string> tournaments;
};

// The games of a .wtb file's bytes, named from `names` (a list left empty names nobody); the
// error when the header is not a WTHOR header of 8x8 games. A game that cannot be read (a move
// out of the board or not legal, a player or tournament number the names do not have) is a
// problem named by its number in the file (its "line"), and the others are read; a last game
// the file ends inside is a problem of kind CutShort.
Result<Archive> decodeWthorGames(std::string_view bytes, const std::string& path,
                                 const WthorNames& names);

// Reads a .wtb file and, from the same folder, the WTHOR.JOU and WTHOR.TRN files that name its
// players and tournaments (any case of their names); without them, the games are read unnamed.
Result<Archive> readWthorFile(const std::string& path);

}  // namespace hasami
