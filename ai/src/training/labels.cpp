#include "ai/training/labels.h"

namespace hasami::ai::training {

EngineLabeller::EngineLabeller(std::shared_ptr<const Evaluator> evaluator,
                               std::size_t hashMegabytes)
    : engine_(hashMegabytes) {
    engine_.setEvaluator(std::move(evaluator));
}

int EngineLabeller::score(Bitboard p, Bitboard o, const Limits& limits) {
    Position position = Position::fromPlayers(p, o, Color::Black);
    const bool passes = position.mustPass();
    if (passes) position = position.passed();
    const SearchResult r = engine_.think(position, limits);
    nodes_ += r.nodes;
    return passes ? -r.score : r.score;
}

void EngineLabeller::solveEndgame(std::vector<Sample>& gameSamples, int exactEmpties) {
    std::size_t first = gameSamples.size();
    for (std::size_t i = gameSamples.size(); i-- > 0;) {
        Sample& s = gameSamples[i];
        const int empties = bb::count(~(s.p | s.o));
        if (empties > exactEmpties) break;
        if (!s.exact) s.label = float(score(s.p, s.o, Limits::atDepth(empties)));
        s.exact = true;
        first = i;
    }
    // A game over before exactEmpties (a wipe-out) has nothing solved: its result is its exact
    // score already.
    if (first == gameSamples.size()) return;
    // Samples alternate sides: those an even number of plies apart share a side.
    for (std::size_t i = 0; i < first; ++i) {
        const float exact = gameSamples[first].label;
        gameSamples[i].label = (first - i) % 2 == 0 ? exact : -exact;
    }
}

void EngineLabeller::search(Sample& sample, int depth) {
    sample.label = float(score(sample.p, sample.o, Limits::atDepth(depth)));
}

void EngineLabeller::relabel(Sample& sample, int depth, int exactEmpties) {
    if (sample.exact) return;
    const int empties = bb::count(~(sample.p | sample.o));
    engine_.clear();
    search(sample, empties <= exactEmpties ? empties : depth);
    sample.exact = empties <= exactEmpties;
}

}  // namespace hasami::ai::training
