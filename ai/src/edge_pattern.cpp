#include "ai/edge_pattern.h"

namespace hasami::ai {

namespace {

// The square at (d, i) of edge `edge`'s frame: d rows in from the edge, i along it.
constexpr int frameSquare(int edge, int d, int i) {
    switch (edge) {
        case 0:
            return d * 8 + i;  // top: a1..h1
        case 1:
            return (7 - d) * 8 + i;  // bottom: a8..h8
        case 2:
            return i * 8 + d;  // left: a1..a8
        default:
            return i * 8 + 7 - d;  // right: h1..h8
    }
}

// The edge's state, read from i = 0 or, `fromEnd`, from i = 7: its 8 squares in that order,
// then the two X-squares, the one nearer the start first.
int edgeShape(Bitboard mine, Bitboard theirs, int edge, bool fromEnd) {
    std::array<int, 10> squares{};
    for (int k = 0; k < 8; ++k)
        squares[std::size_t(k)] = frameSquare(edge, 0, fromEnd ? 7 - k : k);
    squares[8] = frameSquare(edge, 1, fromEnd ? 6 : 1);
    squares[9] = frameSquare(edge, 1, fromEnd ? 1 : 6);
    int index = 0;
    for (const int square : squares) {
        const Bitboard at = bb::bit(square);
        index = index * 3 + ((mine & at) ? 1 : (theirs & at) ? 2 : 0);
    }
    return index;
}

}  // namespace

EdgePatterns edgePatterns(Bitboard mine, Bitboard theirs, int square) {
    EdgePatterns result;
    const int row = square / 8, column = square % 8;
    // Per edge: how far the square is from it, and its place along it.
    const std::array<std::array<int, 2>, 4> at = {
        {{row, column}, {7 - row, column}, {column, row}, {7 - column, row}}};
    for (int edge = 0; edge < 4; ++edge) {
        const auto [d, i] = at[std::size_t(edge)];
        if (d > 1) continue;
        const bool fromEnd = i >= 4;
        const int place = (fromEnd ? 7 - i : i) + 4 * d;
        result.index[std::size_t(result.count++)] =
            place * kEdgePatternShapes + edgeShape(mine, theirs, edge, fromEnd);
    }
    return result;
}

}  // namespace hasami::ai
