#include "ai/move_pattern.h"

#include <algorithm>
#include <array>
#include <utility>

#include "core/moves.h"

namespace hasami::ai {

namespace {

// The neighbours in the order of their digits, as (row, column) steps in the turned frame.
constexpr std::array<std::pair<int, int>, 8> kSteps = {
    {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};

// The shape read in the frame where a step (dr, dc) is (dr * rowSign, dc * columnSign) on the
// board, rows and columns swapped first when `swap`.
int shape(Bitboard mine, Bitboard flipped, Bitboard theirs, int row, int column, int rowSign,
          int columnSign, bool swap) {
    int index = 0;
    int digit = 1;
    for (auto [dr, dc] : kSteps) {
        if (swap) std::swap(dr, dc);
        const int r = row + dr * rowSign;
        const int c = column + dc * columnSign;
        int state = 0;
        if (r >= 0 && r < 8 && c >= 0 && c < 8) {
            const Bitboard at = bb::bit(r * 8 + c);
            state = (flipped & at) ? 2 : (mine & at) ? 1 : (theirs & at) ? 3 : 0;
        }
        index += state * digit;
        digit *= 4;
    }
    return index;
}

}  // namespace

int movePattern(Bitboard mine, Bitboard flipped, Bitboard theirs, int square) {
    const int row = square / 8;
    const int column = square % 8;
    // Fold the square into rows and columns 0..3; a step in the frame points away from the
    // board's middle as it does from a1.
    const int rowSign = row < 4 ? 1 : -1;
    const int columnSign = column < 4 ? 1 : -1;
    const int foldedRow = std::min(row, 7 - row);
    const int foldedColumn = std::min(column, 7 - column);
    // In the frame the square's column is at most its row: swap them when it is not.
    const bool swap = foldedColumn > foldedRow;
    const int high = std::max(foldedRow, foldedColumn);
    const int low = std::min(foldedRow, foldedColumn);
    const int place = high * (high + 1) / 2 + low;
    int index = shape(mine, flipped, theirs, row, column, rowSign, columnSign, swap);
    if (foldedRow == foldedColumn) {
        index =
            std::min(index, shape(mine, flipped, theirs, row, column, rowSign, columnSign, !swap));
    }
    return place * kMovePatternShapes + index;
}

int movePattern(const Position& position, int square) {
    return movePattern(position.player(),
                       flippedDiscs(position.player(), position.opponent(), square),
                       position.opponent(), square);
}

MoveLogitIndices moveLogitIndices(const Position& position, int square) {
    const Bitboard flipped = flippedDiscs(position.player(), position.opponent(), square);
    MoveLogitIndices result;
    result.index[0] = movePattern(position.player(), flipped, position.opponent(), square);
    result.count = 1;
    const Bitboard mine = position.player() | flipped | bb::bit(square);
    const EdgePatterns edges = edgePatterns(mine, position.opponent() & ~flipped, square);
    for (int e = 0; e < edges.count; ++e)
        result.index[std::size_t(result.count++)] = kMovePatternCount + edges.index[std::size_t(e)];
    return result;
}

}  // namespace hasami::ai
