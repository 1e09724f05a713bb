#pragma once

// The four lines through each square: its row, its column and its two diagonals.

#include <array>

#include "core/bitboard.h"

namespace hasami::bb {

struct Lines {
    Bitboard row, column;
    Bitboard diagonal;      // the a1-h8 direction
    Bitboard antiDiagonal;  // the h1-a8 direction
};

namespace detail {
constexpr std::array<Lines, 64> makeLines() {
    std::array<Lines, 64> lines{};
    for (int sq = 0; sq < 64; ++sq) {
        const int row = sq / 8, column = sq % 8;
        lines[sq].row = kRow1 << (8 * row);
        lines[sq].column = kColumnA << column;
        for (int r = 0; r < 8; ++r) {
            const int c1 = column + (r - row), c2 = column - (r - row);
            if (c1 >= 0 && c1 < 8) lines[sq].diagonal |= bit(r * 8 + c1);
            if (c2 >= 0 && c2 < 8) lines[sq].antiDiagonal |= bit(r * 8 + c2);
        }
    }
    return lines;
}
}  // namespace detail

alignas(64) inline constexpr auto kLinesThrough = detail::makeLines();

}  // namespace hasami::bb
