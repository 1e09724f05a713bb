#pragma once

// The book file (see book.h), in the binary envelope (binary_envelope.h). Little-endian
// throughout:
//
//   offset  size  field
//   0       4     magic "HSBK" (Hasami book)
//   4       2     format version (kBookVersion)
//   6       4     entries
//   10      4     payload bytes
//   14      ...   payload: the entries in increasing key order, each
//                   8  player's discs, 8 opponent's discs (the canonical form, see BookKey)
//                   1  number of moves, then for each move, best first:
//                   1  square index (a1 = 0 ... h8 = 63)
//                   1  score: signed discs, from the mover's view
//                   1  depth in plies, bit 7 set when the score is exact
//   end-4   4     CRC-32 of every byte before it
//
// 3 bytes a move and 17 an entry keep a book of tens of thousands of positions within a few MB.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "ai/book.h"
#include "core/result.h"

namespace hasami::ai {

inline constexpr std::uint16_t kBookVersion = 1;
// Far above any book the build makes in hours (a million entries take about 50 MB).
inline constexpr std::size_t kMaxBookFileBytes = std::size_t{64} << 20;

std::vector<std::uint8_t> encodeBook(const Book& book);
// The book in `bytes`, or the error saying what is wrong (in one line).
Result<Book> decodeBook(std::span<const std::uint8_t> bytes);

// The book in the file at `path` (refused past kMaxBookFileBytes), or the error "PATH: why".
Result<std::shared_ptr<const Book>> readBookFile(const std::string& path);
// The book built into the program from resources/book/ (decoded once, shared), or the error
// saying why: the engine then plays without a book.
Result<std::shared_ptr<const Book>> shippedBook();

}  // namespace hasami::ai
