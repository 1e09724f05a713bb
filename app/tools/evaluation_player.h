#pragma once

#include "match_player.h"

namespace hasami::ai {
enum class EngineKind;
}  // namespace hasami::ai

namespace hasami::cli {

// Hasami's search of `kind` with an evaluation (`name` as --evaluator takes it), to `depth`
// plies when depth > 0 (solved exactly from `exactEmpties` empties when there is no clock), and
// with a clock by ai::clockMoveTime; the error when the evaluation cannot be had.
Result<std::unique_ptr<MatchPlayer>> evaluationPlayer(const std::string& name, ai::EngineKind kind,
                                                      std::size_t hashMegabytes, int depth,
                                                      int exactEmpties);

}  // namespace hasami::cli
