#pragma once

// The weights file of the pattern evaluation, in the binary envelope (binary_envelope.h).
// Little-endian throughout:
//
//   offset  size  field
//   0       4     magic "HSPW" (Hasami pattern weights)
//   4       2     format version (kPatternWeightsVersion)
//   6       2     phases
//   8       4     fingerprint of the pattern set the weights belong to (PatternSet)
//   12      4     weights (phases x shared weights per phase)
//   16      2     scale: weight units per disc
//   18      4     payload bytes
//   22      ...   payload: the weights, phase after phase, in PatternSet's shared order
//   end-4   4     CRC-32 of every byte before it
//
// The payload is a sequence of tokens: a byte 0 then a count n (varint) for n zero weights
// (configurations never seen in training keep weight 0, and there are many), or a nonzero
// weight as a varint of its zigzag code (1 for -1, 2 for 1, 3 for -2...), so the small weights
// that dominate take one byte. Varints are LEB128: 7 bits a byte, low bits first.

#include <cstdint>
#include <span>
#include <vector>

#include "ai/binary_envelope.h"
#include "core/result.h"

namespace hasami::ai {

inline constexpr std::uint16_t kPatternWeightsVersion = 1;

struct PatternWeights {
    std::uint32_t patternSet = 0;
    int phaseCount = 0;
    int scale = 0;
    std::vector<std::int16_t> values;  // phaseCount x (shared weights per phase)

    bool operator==(const PatternWeights&) const = default;
};

std::vector<std::uint8_t> encodePatternWeights(const PatternWeights& weights);
// The weights in `bytes`, or the error saying what is wrong.
Result<PatternWeights> decodePatternWeights(std::span<const std::uint8_t> bytes);

}  // namespace hasami::ai
