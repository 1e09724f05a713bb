#pragma once

// The number of discs flipped by the last move of a game, when one empty square is left and
// the board is otherwise full. The exact solver needs only this count at its leaves, and a full
// board makes it cheap: every square that is not the player's is the opponent's, so the flips
// depend on the player's discs alone, read along the four lines through the square.

#include <array>

#include "core/bitboard.h"
#include "core/moves.h"

namespace hasami {

namespace detail {

// kLineFlips[i][line]: the discs flipped along one line of eight by a move at position i, when
// `line` holds the player's discs and every other square but i is the opponent's. A line
// shorter than eight reads as one padded with opponent discs, which never end a run and so
// never count.
constexpr std::array<std::array<std::uint8_t, 256>, 8> makeLineFlips() {
    std::array<std::array<std::uint8_t, 256>, 8> flips{};
    for (int i = 0; i < 8; ++i) {
        for (int line = 0; line < 256; ++line) {
            int count = 0;
            for (const int step : {1, -1}) {
                int run = 0;
                int j = i + step;
                for (; j >= 0 && j < 8 && !(line >> j & 1); j += step)
                    ++run;
                if (j >= 0 && j < 8) count += run;
            }
            flips[i][line] = static_cast<std::uint8_t>(count);
        }
    }
    return flips;
}
alignas(64) inline constexpr auto kLineFlips = makeLineFlips();

// The bits of b on a diagonal (at most one square per column), as a byte indexed by column:
// the multiplication adds the eight rows' bytes into the top one, and distinct columns cannot
// carry.
constexpr int gatherColumns(Bitboard b) {
    return int((b * bb::kColumnA) >> 56);
}

// The bits of b in column 0, as a byte indexed by row.
constexpr int gatherColumnA(Bitboard b) {
    return int(((b & bb::kColumnA) * 0x0102040810204080ULL) >> 56);
}

}  // namespace detail

// The discs flipped when the player (p) plays on `index`, the only empty square of a full
// board; 0 exactly when the move is illegal.
constexpr int lastMoveFlipCount(Bitboard p, int index) {
    const int row = index >> 3, column = index & 7;
    // The diagonals without the square itself, which is empty and so not the player's anyway.
    const auto& ray = detail::kRays[index];
    const Bitboard diagonal = ray[detail::kSouthEast] | ray[detail::kNorthWest];
    const Bitboard antiDiagonal = ray[detail::kSouthWest] | ray[detail::kNorthEast];
    const auto& flips = detail::kLineFlips;
    return flips[column][(p >> (row * 8)) & 0xFF] + flips[row][detail::gatherColumnA(p >> column)] +
           flips[column][detail::gatherColumns(p & diagonal)] +
           flips[column][detail::gatherColumns(p & antiDiagonal)];
}

}  // namespace hasami
