#include "core/symmetry.h"

namespace hasami {

namespace {

constexpr Bitboard flipVertical(Bitboard b) {
    return __builtin_bswap64(b);
}

constexpr Bitboard flipHorizontal(Bitboard b) {
    constexpr Bitboard k1 = 0x5555555555555555ULL;
    constexpr Bitboard k2 = 0x3333333333333333ULL;
    constexpr Bitboard k4 = 0x0F0F0F0F0F0F0F0FULL;
    b = ((b >> 1) & k1) | ((b & k1) << 1);
    b = ((b >> 2) & k2) | ((b & k2) << 2);
    return ((b >> 4) & k4) | ((b & k4) << 4);
}

// (row, column) -> (column, row), by three delta swaps of growing block size.
constexpr Bitboard flipDiagonal(Bitboard b) {
    Bitboard t = 0x0F0F0F0F00000000ULL & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (b ^ (b << 7));
    return b ^ t ^ (t >> 7);
}

// (row, column) -> (7 - column, 7 - row).
constexpr Bitboard flipAntiDiagonal(Bitboard b) {
    Bitboard t = b ^ (b << 36);
    b ^= 0xF0F0F0F00F0F0F0FULL & (t ^ (b >> 36));
    t = 0xCCCC0000CCCC0000ULL & (b ^ (b << 18));
    b ^= t ^ (t >> 18);
    t = 0xAA00AA00AA00AA00ULL & (b ^ (b << 9));
    return b ^ t ^ (t >> 9);
}

}  // namespace

Bitboard transform(Bitboard b, Symmetry s) {
    switch (s) {
        case Symmetry::Identity:
            return b;
        case Symmetry::Rotate90:
            return flipHorizontal(flipDiagonal(b));
        case Symmetry::Rotate180:
            return flipHorizontal(flipVertical(b));
        case Symmetry::Rotate270:
            return flipVertical(flipDiagonal(b));
        case Symmetry::FlipVertical:
            return flipVertical(b);
        case Symmetry::FlipHorizontal:
            return flipHorizontal(b);
        case Symmetry::FlipDiagonal:
            return flipDiagonal(b);
        case Symmetry::FlipAntiDiagonal:
            return flipAntiDiagonal(b);
    }
    return b;
}

Square transform(Square sq, Symmetry s) {
    const int r = sq.row();
    const int c = sq.column();
    switch (s) {
        case Symmetry::Identity:
            return sq;
        case Symmetry::Rotate90:
            return Square::at(7 - r, c);
        case Symmetry::Rotate180:
            return Square::at(7 - c, 7 - r);
        case Symmetry::Rotate270:
            return Square::at(r, 7 - c);
        case Symmetry::FlipVertical:
            return Square::at(c, 7 - r);
        case Symmetry::FlipHorizontal:
            return Square::at(7 - c, r);
        case Symmetry::FlipDiagonal:
            return Square::at(r, c);
        case Symmetry::FlipAntiDiagonal:
            return Square::at(7 - r, 7 - c);
    }
    return sq;
}

Move transform(Move m, Symmetry s) {
    return m.isPass() ? m : Move(transform(m.square(), s));
}

Position transform(const Position& p, Symmetry s) {
    return Position::fromPlayers(transform(p.player(), s), transform(p.opponent(), s),
                                 p.sideToMove());
}

Symmetry inverse(Symmetry s) {
    switch (s) {
        case Symmetry::Rotate90:
            return Symmetry::Rotate270;
        case Symmetry::Rotate270:
            return Symmetry::Rotate90;
        default:
            return s;
    }
}

Bitboard distinctMoves(const Position& p) {
    Bitboard moves = p.legalMoves();
    for (const Symmetry s : kAllSymmetries) {
        if (s == Symmetry::Identity || transform(p, s) != p) continue;
        // Every symmetry of p is tried, so each move but the lowest of its set meets one
        // that maps it onto a lower one.
        bb::forEachBit(moves, [&](int square) {
            const int image = transform(Square::fromIndex(square), s).index();
            if (image < square && (moves & bb::bit(image))) moves &= ~bb::bit(square);
        });
    }
    return moves;
}

}  // namespace hasami
