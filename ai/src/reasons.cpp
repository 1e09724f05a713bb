#include "ai/reasons.h"

#include <algorithm>
#include <array>

#include "stability.h"

namespace hasami::ai {

namespace {

// The four edges, each from one corner to the other: C-squares at 1 and 6.
using Edge = std::array<int, 8>;
constexpr std::array<Edge, 4> kEdges = {{{0, 1, 2, 3, 4, 5, 6, 7},
                                         {56, 57, 58, 59, 60, 61, 62, 63},
                                         {0, 8, 16, 24, 32, 40, 48, 56},
                                         {7, 15, 23, 31, 39, 47, 55, 63}}};

std::vector<Square> squaresOf(Bitboard b) {
    std::vector<Square> squares;
    bb::forEachBit(b, [&](int i) { squares.push_back(Square::fromIndex(i)); });
    return squares;
}

// The positions of a line played from `start`, `start` first, as far as its moves are legal.
std::vector<Position> positionsAlong(const Position& start, const std::vector<Move>& line) {
    std::vector<Position> positions{start};
    for (const Move m : line) {
        if (!positions.back().isLegal(m)) break;
        positions.push_back(positions.back().play(m));
    }
    return positions;
}

// After `move` and its line: the corners the opponent can take at once or takes in the line.
Bitboard cornersForOpponent(const Position& afterMove, const std::vector<Move>& line) {
    Bitboard corners = afterMove.legalMoves() & bb::kCorners;
    const std::vector<Position> along = positionsAlong(afterMove, line);
    // The opponent is to move in the even positions of the line.
    for (std::size_t i = 0; i + 1 < along.size(); i += 2) {
        const Move m = line[i];
        if (!m.isPass()) corners |= m.square().bit() & bb::kCorners;
    }
    return corners;
}

// The corner that `move` touches when it is on one of `squares` (X- or C-squares) and the
// corner is empty: the one corner among its neighbours.
Bitboard emptyCornerBeside(Bitboard squares, const Position& position, Move move) {
    if (move.isPass() || !(move.square().bit() & squares)) return 0;
    return bb::neighbours(move.square().bit()) & bb::kCorners & position.empties();
}

// The wedges (one square each) and unbalanced edges (the run of discs) of `mine` against
// `theirs`, whose legal moves are `theirMoves`.
std::vector<Bitboard> edgeFlaws(Bitboard mine, Bitboard theirs, Bitboard theirMoves) {
    std::vector<Bitboard> flaws;
    for (const Edge& edge : kEdges) {
        const auto on = [&](Bitboard b, int i) { return bb::has(b, edge[std::size_t(i)]); };
        Bitboard run = 0;
        int runs = 0;
        bool theirsOnEdge = false;
        for (int i = 0; i < 8; ++i) {
            theirsOnEdge = theirsOnEdge || on(theirs, i);
            if (on(mine, i)) {
                if (i == 0 || !on(mine, i - 1)) ++runs;
                run |= bb::bit(edge[std::size_t(i)]);
            }
            if (i > 0 && i < 7 && on(theirMoves, i) && on(mine, i - 1) && on(mine, i + 1))
                flaws.push_back(bb::bit(edge[std::size_t(i)]));
        }
        const int length = bb::count(run);
        const bool coversOneCSquare = on(run, 1) != on(run, 6);
        const bool cornersEmpty = !on(mine | theirs, 0) && !on(mine | theirs, 7);
        if (!theirsOnEdge && cornersEmpty && runs == 1 && length >= 2 && length <= 5 &&
            coversOneCSquare) {
            flaws.push_back(run);
        }
    }
    return flaws;
}

// The empty squares joined to `square` through their eight neighbours, `square` included.
Bitboard regionOf(Bitboard empties, int square) {
    Bitboard region = bb::bit(square);
    for (Bitboard grown = 0; grown != region;) {
        grown = region;
        region |= bb::neighbours(region) & empties;
    }
    return region;
}

// The two sides' stable discs after a move and the opponent's reply (or the move alone).
struct StableDiscs {
    Bitboard mover;
    Bitboard opponent;
};
StableDiscs stableAfterReply(const Position& afterMove, const std::vector<Move>& line,
                             Color mover) {
    const std::vector<Position> along = positionsAlong(afterMove, line);
    const Position& p = along[std::min<std::size_t>(1, along.size() - 1)];
    const Bitboard mine = p.discs(mover);
    const Bitboard theirs = p.discs(opposite(mover));
    return {stableDiscs(mine, theirs), stableDiscs(theirs, mine)};
}

Bitboard frontier(Bitboard discs, Bitboard empties) {
    return discs & bb::neighbours(empties);
}

// The rules of reasons.h, one function a tag, each adding its reason when it holds.
class ReasonFinder {
  public:
    ReasonFinder(const Position& position, const ComparedMoves& moves)
        : position_(position),
          moves_(moves),
          afterPlayed_(position.play(moves.played)),
          afterBest_(position.play(moves.best)),
          mover_(position.sideToMove()) {}

    std::vector<Reason> find() {
        result();
        corner();
        nextToCorner(ReasonTag::XSquare, bb::kXSquares);
        nextToCorner(ReasonTag::CSquare, bb::kCSquares);
        edge();
        stable();
        parity();
        mobility();
        frontierDiscs();
        return std::move(reasons_);
    }

  private:
    void result() {
        const int best = moves_.bestScore;
        const int played = moves_.playedScore;
        if (moves_.exact && ((best > 0 && played <= 0) || (best == 0 && played < 0)))
            reasons_.push_back({.tag = ReasonTag::Result, .mover = {best, played}});
    }

    void corner() {
        const Bitboard given = cornersForOpponent(afterPlayed_, moves_.refutation) &
                               ~cornersForOpponent(afterBest_, moves_.bestLine);
        if (given) reasons_.push_back({.tag = ReasonTag::Corner, .squares = squaresOf(given)});
    }

    void nextToCorner(ReasonTag tag, Bitboard squares) {
        const Bitboard corner = emptyCornerBeside(squares, position_, moves_.played);
        if (!corner || emptyCornerBeside(squares, position_, moves_.best)) return;
        reasons_.push_back(
            {.tag = tag, .squares = squaresOf(moves_.played.square().bit() | corner)});
    }

    void edge() {
        const auto flawsAfter = [&](const Position& p) {
            return edgeFlaws(p.discs(mover_), p.discs(opposite(mover_)), p.legalMoves());
        };
        const std::vector<Bitboard> best = flawsAfter(afterBest_);
        for (const Bitboard flaw : flawsAfter(afterPlayed_)) {
            if (std::find(best.begin(), best.end(), flaw) == best.end())
                reasons_.push_back({.tag = ReasonTag::Edge, .squares = squaresOf(flaw)});
        }
    }

    void stable() {
        const StableDiscs played = stableAfterReply(afterPlayed_, moves_.refutation, mover_);
        const StableDiscs best = stableAfterReply(afterBest_, moves_.bestLine, mover_);
        const Comparison mine{bb::count(best.mover), bb::count(played.mover)};
        const Comparison theirs{bb::count(best.opponent), bb::count(played.opponent)};
        if ((mine.best - mine.played) + (theirs.played - theirs.best) < kStableMargin) return;
        const Bitboard changed = (played.mover ^ best.mover) | (played.opponent ^ best.opponent);
        reasons_.push_back({.tag = ReasonTag::Stable,
                            .squares = squaresOf(changed),
                            .mover = mine,
                            .opponent = theirs});
    }

    void parity() {
        if (position_.emptyCount() > kParityEmpties || moves_.best.isPass()) return;
        const Bitboard empties = position_.empties();
        const int square = moves_.played.square().index();
        const Bitboard played = regionOf(empties, square);
        const Bitboard best = regionOf(empties, moves_.best.square().index());
        if (bb::count(played) % 2 != 0 || bb::count(best) % 2 == 0) return;
        reasons_.push_back({.tag = ReasonTag::Parity,
                            .squares = squaresOf(played & ~bb::bit(square)),
                            .mover = {bb::count(best), bb::count(played)}});
    }

    void mobility() {
        const auto moverMoves = [](const Position& p) {
            return legalMoves(p.opponent(), p.player());
        };
        const Comparison mine{bb::count(moverMoves(afterBest_)),
                              bb::count(moverMoves(afterPlayed_))};
        const Comparison theirs{bb::count(afterBest_.legalMoves()),
                                bb::count(afterPlayed_.legalMoves())};
        if ((mine.best - mine.played) + (theirs.played - theirs.best) < kMobilityMargin) return;
        reasons_.push_back(
            {.tag = ReasonTag::Mobility,
             .squares = squaresOf(afterPlayed_.legalMoves() & ~afterBest_.legalMoves()),
             .mover = mine,
             .opponent = theirs});
    }

    void frontierDiscs() {
        const Bitboard played = frontier(afterPlayed_.discs(mover_), afterPlayed_.empties());
        const Bitboard best = frontier(afterBest_.discs(mover_), afterBest_.empties());
        if (bb::count(played) - bb::count(best) < kFrontierMargin) return;
        reasons_.push_back({.tag = ReasonTag::Frontier,
                            .squares = squaresOf(played & ~best),
                            .mover = {bb::count(best), bb::count(played)}});
    }

    const Position& position_;
    const ComparedMoves& moves_;
    Position afterPlayed_;
    Position afterBest_;
    Color mover_;
    std::vector<Reason> reasons_;
};

std::string outcome(int score) {
    if (score > 0) return "wins by " + std::to_string(score);
    if (score < 0) return "loses by " + std::to_string(-score);
    return "draws";
}

std::string names(const std::vector<Square>& squares) {
    std::string text;
    for (const Square s : squares) {
        if (!text.empty()) text += ' ';
        text += s.name();
    }
    return text;
}

std::string change(const Comparison& c) {
    return std::to_string(c.best) + " → " + std::to_string(c.played);
}

}  // namespace

std::string_view tagName(ReasonTag tag) {
    switch (tag) {
        case ReasonTag::Result:
            return "result";
        case ReasonTag::Corner:
            return "corner";
        case ReasonTag::XSquare:
            return "x-square";
        case ReasonTag::CSquare:
            return "c-square";
        case ReasonTag::Edge:
            return "edge";
        case ReasonTag::Stable:
            return "stable";
        case ReasonTag::Parity:
            return "parity";
        case ReasonTag::Mobility:
            return "mobility";
        case ReasonTag::Frontier:
            return "frontier";
    }
    return "";
}

std::optional<ReasonTag> tagNamed(std::string_view name) {
    for (const ReasonTag tag : kReasonTags) {
        if (tagName(tag) == name) return tag;
    }
    return std::nullopt;
}

std::vector<Reason> reasonsFor(const Position& position, const ComparedMoves& moves) {
    if (moves.playedScore >= moves.bestScore || moves.played.isPass()) return {};
    if (!position.isLegal(moves.played) || !position.isLegal(moves.best)) return {};
    return ReasonFinder(position, moves).find();
}

std::string describe(const Reason& r) {
    switch (r.tag) {
        case ReasonTag::Result:
            return "the best move " + outcome(r.mover.best) + ", this one " +
                   outcome(r.mover.played);
        case ReasonTag::Corner:
            return (r.squares.size() == 1 ? "gives the opponent the corner "
                                          : "gives the opponent the corners ") +
                   names(r.squares);
        case ReasonTag::XSquare:
        case ReasonTag::CSquare:
            return "plays next to an empty corner (" + names(r.squares) + ")";
        case ReasonTag::Edge:
            return r.squares.size() == 1
                       ? "lets the opponent wedge in on the edge at " + names(r.squares)
                       : "leaves an unbalanced edge (" + names(r.squares) + ")";
        case ReasonTag::Stable:
            return "stable discs: yours " + change(r.mover) + ", the opponent's " +
                   change(r.opponent);
        case ReasonTag::Parity:
            return "plays into a region of " + std::to_string(r.mover.played) +
                   " empties and leaves its last move to the opponent; the best move plays "
                   "into one of " +
                   std::to_string(r.mover.best);
        case ReasonTag::Mobility:
            return "your moves " + change(r.mover) + ", the opponent's " + change(r.opponent);
        case ReasonTag::Frontier:
            return "frontier discs " + change(r.mover);
    }
    return "";
}

}  // namespace hasami::ai
