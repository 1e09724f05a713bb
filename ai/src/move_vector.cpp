#include "move_vector.h"

namespace hasami::ai {

std::vector<Move> moveVector(const Move* moves, std::size_t count) {
    return {moves, moves + count};
}

void assignEvaluations(std::vector<MoveEvaluation>& out, const MoveEvaluation* evaluations,
                       std::size_t count) {
    out.assign(evaluations, evaluations + count);
}

void prependPass(std::vector<Move>& pv) {
    pv.insert(pv.begin(), Move::pass());
}

}  // namespace hasami::ai
