#pragma once

// A deliberately simple Othello board for cross-checking the bitboard core: an 8x8 array and
// a walk along each of the 8 rays. Slow and obvious on purpose; it shares no code with core/.

#include <array>
#include <cstdint>

namespace hasami::test {

// The bits of `b` under `mask`, packed from the lowest: what bb::gather (pext) computes, read
// square by square.
inline std::uint64_t referenceGather(std::uint64_t b, std::uint64_t mask) {
    std::uint64_t gathered = 0;
    int out = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (mask >> sq & 1) gathered |= (b >> sq & 1) << out++;
    }
    return gathered;
}

class ReferenceBoard {
  public:
    enum Cell : std::int8_t { Empty, Mine, Theirs };

    // From player/opponent bitboards (bit = row * 8 + column).
    ReferenceBoard(std::uint64_t player, std::uint64_t opponent) {
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c) {
                const std::uint64_t b = std::uint64_t{1} << (r * 8 + c);
                cells_[r][c] = (player & b) ? Mine : (opponent & b) ? Theirs : Empty;
            }
    }

    // The discs of `who` flipped by placing a `who` disc at (r, c), as a bitboard.
    std::uint64_t flips(int r, int c, Cell who = Mine) const {
        if (cells_[r][c] != Empty) return 0;
        const Cell other = who == Mine ? Theirs : Mine;
        std::uint64_t all = 0;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                if (dr == 0 && dc == 0) continue;
                std::uint64_t line = 0;
                int rr = r + dr, cc = c + dc;
                while (inside(rr, cc) && cells_[rr][cc] == other) {
                    line |= std::uint64_t{1} << (rr * 8 + cc);
                    rr += dr;
                    cc += dc;
                }
                if (line && inside(rr, cc) && cells_[rr][cc] == who) all |= line;
            }
        return all;
    }

    std::uint64_t moves(Cell who = Mine) const {
        std::uint64_t m = 0;
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c)
                if (flips(r, c, who)) m |= std::uint64_t{1} << (r * 8 + c);
        return m;
    }

    // Leaves `depth` plies down, passes counted as plies, finished games as leaves.
    std::uint64_t perft(int depth) const {
        if (depth == 0) return 1;
        const std::uint64_t mine = moves(Mine);
        if (mine == 0) {
            if (moves(Theirs) == 0) return 1;
            return swapped().perft(depth - 1);
        }
        std::uint64_t leaves = 0;
        for (int i = 0; i < 64; ++i)
            if (mine >> i & 1) leaves += played(i / 8, i % 8).perft(depth - 1);
        return leaves;
    }

    // The board after `Mine` plays at (r, c), seen from the other side.
    ReferenceBoard played(int r, int c) const {
        ReferenceBoard next = *this;
        const std::uint64_t f = flips(r, c);
        for (int i = 0; i < 64; ++i)
            if (f >> i & 1) next.cells_[i / 8][i % 8] = Mine;
        next.cells_[r][c] = Mine;
        return next.swapped();
    }

    // The score of a finished game from Mine's view: the disc difference, the empty squares
    // going to the winner (none to either side in a draw).
    int finalScore() const {
        int mine = 0, theirs = 0, empty = 0;
        for (const auto& row : cells_)
            for (const Cell cell : row)
                (cell == Mine ? mine : cell == Theirs ? theirs : empty) += 1;
        if (mine > theirs) return mine - theirs + empty;
        if (theirs > mine) return mine - theirs - empty;
        return 0;
    }

    ReferenceBoard swapped() const {
        ReferenceBoard s = *this;
        for (auto& row : s.cells_)
            for (auto& cell : row)
                cell = cell == Mine ? Theirs : cell == Theirs ? Mine : Empty;
        return s;
    }

  private:
    static bool inside(int r, int c) { return r >= 0 && r < 8 && c >= 0 && c < 8; }
    std::array<std::array<Cell, 8>, 8> cells_{};
};

}  // namespace hasami::test
