#pragma once

// Self-play games, the corpus the evaluation is fitted to (played by ai/training/selfplay.h): games
// of the engine against itself from the standard start, the first moves drawn at random (so that
// the positions spread over every phase and every kind of game, not only the engine's favourite
// lines), then both sides searching at a fixed depth and solving exactly near the end. The random
// moves are not training positions; every later position is, labelled by the game's final disc
// difference, which from the exact solve on is the position's exact score.
//
// A shard file holds one seed's games: a 32-byte header, then a record a game.
//   header: "HSPGAMES", version (u32 LE), depth, exact empties, fewest and most random moves
//           (u8 each), the seed (u64 LE), 8 zero bytes.
// Version 1, what a run appends to: 64 bytes a record, so that a file cut anywhere keeps every
// whole record and is resumed from the last one.
//   record: squares played (u8, passes not counted: they are forced), how many of them were
//           random (u8), black's discs minus white's at the end (i8, empty squares to the
//           winner), 0, then the squares (a1 = 0 ... h8 = 63), 0xFF after the last.
// Version 2, what a finished shard is sealed as: 27 bytes a game on average, so that the
// corpus's budget holds 2.4 times the games.
//   record: squares played, random moves, result (as above), then each move as its rank among
//           the legal moves of its position (in square order), in as few bits as tell them
//           apart (none for a forced move), lowest bit first, zero bits to the byte's end.

#include <cstdint>
#include <string>
#include <vector>

#include "core/archive.h"
#include "core/result.h"
#include "core/square.h"

namespace hasami {

struct SelfPlaySettings {
    int depth = 8;          // midgame plies
    int exactEmpties = 18;  // solved exactly from this many empties
    int fewestRandom = 8;   // the random moves of a game: drawn uniformly in this range
    int mostRandom = 40;

    bool operator==(const SelfPlaySettings&) const = default;
};

struct SelfPlayGame {
    std::vector<Square> squares;  // the moves played, passes left out
    int randomMoves = 0;          // the first squares, drawn at random
    int result = 0;               // black's discs minus white's, empty squares to the winner
};

inline constexpr std::size_t kSelfPlayHeaderBytes = 32;
inline constexpr std::size_t kSelfPlayRecordBytes = 64;

std::string encodeSelfPlayHeader(const SelfPlaySettings& settings, std::uint64_t seed);
std::string encodeSelfPlayGame(const SelfPlayGame& game);

// The game as an archive game: forced passes put in, the random moves' plies marked as not for
// training, and the range where the settings had both sides solve exactly marked as played
// perfectly.
ArchiveGame toArchiveGame(const SelfPlayGame& game, const SelfPlaySettings& settings);

struct SelfPlayShard {
    SelfPlaySettings settings;
    std::uint64_t seed = 0;
    std::vector<SelfPlayGame> games;
    // The bytes of the header and the whole, valid records; `damage` says what follows them
    // (a record cut short by an interruption, or one that is not a possible game), if anything.
    std::uint64_t completeBytes = 0;
    std::string damage;
    bool packed = false;  // version 2, sealed
};

// The shard's bytes in version 2; the error names a game that is not one (a move not legal, a
// result out of range).
Result<std::string> encodePackedSelfPlayShard(const SelfPlaySettings& settings, std::uint64_t seed,
                                              const std::vector<SelfPlayGame>& games);

// Reads a shard of either version; the error when the file cannot be read or has no valid header.
// Records are replayed: a move that is not legal, a game that does not end, a wrong result or a bad
// padding ends the reading there, with `damage` naming the record.
Result<SelfPlayShard> readSelfPlayShard(const std::string& path);
// The same for a file's bytes; `path` only names it in errors.
Result<SelfPlayShard> decodeSelfPlayShard(std::string_view bytes, const std::string& path);

// Whether `bytes` begin as a shard does.
bool looksLikeSelfPlayShard(std::string_view bytes);

}  // namespace hasami
