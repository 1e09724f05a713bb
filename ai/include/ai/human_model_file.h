#pragma once

// The human-move model's file (human_model.h). Little-endian throughout:
//
//   offset  size  field
//   0       4     magic "HSHM" (Hasami human model)
//   4       2     format version (kHumanModelVersion)
//   6       2     features a phase (kHumanFeatureCount)
//   8       1     phases (kHumanPhaseCount)
//   9       1     bands, 1 to 16
//   10      4     the archive's median rating (float)
//   14      ...   each band: its rating, its weights phase after phase, its exact-best chances
//                 at kHumanExactEmpties, its temperature (floats), its reading depth (1 byte,
//                 1 to kHumanDeepestReading)
//   then    4     shape logits, 0 or kMoveLogitCount (the neighbours' shapes, then the
//                 edges': move_pattern.h), then each (float)
//   then    4     opening positions, then each: 8 player's discs, 8 opponent's (canonical form,
//                 book.h), 1 number of moves, and for each move 1 square, 4 games
//   end-4   4     CRC-32 of every byte before it (the one of the weights file)

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "ai/evaluator.h"
#include "ai/human_model.h"
#include "core/result.h"

namespace hasami::ai {

inline constexpr std::uint16_t kHumanModelVersion = 6;
inline constexpr std::size_t kMaxHumanModelFileBytes = std::size_t{8} << 20;

std::vector<std::uint8_t> encodeHumanModel(const HumanModel& model);
// The model in `bytes`, or the error saying what is wrong (one line).
Result<std::shared_ptr<const HumanModel>> decodeHumanModel(std::span<const std::uint8_t> bytes);
// The model in the file at `path`, or the error "PATH: why".
Result<std::shared_ptr<const HumanModel>> readHumanModelFile(const std::string& path);
// The model built into the programs from resources/human/, or the error.
Result<std::shared_ptr<const HumanModel>> shippedHumanModel();
// The evaluation the built-in model was fitted with (resources/human/features.weights): its
// features are this evaluation's scores and searches, so it stays with the model when the
// engine's own weights change. The engine's evaluation when the file was missing.
std::shared_ptr<const Evaluator> shippedHumanFeatureEvaluator();

}  // namespace hasami::ai
