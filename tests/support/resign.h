#pragma once

// For the tests of Hasami's binary files (weights, book), whose last 4 bytes are a CRC-32 of
// the rest: after a deliberate change, rewrites the checksum so that the check behind it is
// reached.

#include <cstdint>
#include <span>
#include <vector>

#include "ai/pattern_weights.h"

inline void resign(std::vector<std::uint8_t>& bytes) {
    const std::uint32_t crc = hasami::ai::crc32(std::span(bytes).first(bytes.size() - 4));
    for (int i = 0; i < 4; ++i)
        bytes[bytes.size() - 4 + i] = std::uint8_t(crc >> (8 * i));
}
