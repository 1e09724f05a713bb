#include "ghost_line.h"

#include <algorithm>

namespace hasami::gui {

namespace {

std::vector<Move> lineFrom(Move first, const std::vector<Move>& rest) {
    std::vector<Move> line{first};
    line.insert(line.end(), rest.begin(), rest.end());
    return line;
}

}  // namespace

GhostLine::GhostLine(const Position& start, const ai::ComparedMoves& moves)
    : start_(start),
      played_(lineFrom(moves.played, moves.refutation)),
      best_(lineFrom(moves.best, moves.bestLine)),
      shown_(int(played_.size())) {}

void GhostLine::stepForward() {
    shown_ = std::min(shown_ + 1, int(moves().size()));
}

void GhostLine::stepBack() {
    shown_ = std::max(shown_ - 1, 1);
}

void GhostLine::switchLine() {
    showsBestLine_ = !showsBestLine_;
    shown_ = int(moves().size());
}

std::vector<GhostLine::Disc> GhostLine::discs() const {
    std::vector<Disc> discs;
    Position p = start_;
    for (int i = 0; i < shown_; ++i) {
        const Move m = moves()[std::size_t(i)];
        // A line comes from the engine and is legal; a wrong one ends where it goes wrong.
        if (!p.isLegal(m)) break;
        if (!m.isPass()) discs.push_back({m.square(), p.sideToMove(), i + 1});
        p = p.play(m);
    }
    return discs;
}

}  // namespace hasami::gui
