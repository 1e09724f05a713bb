#pragma once

// Random bytes almost never carry a valid size field and CRC-32, so a decoder behind those checks
// would go untested: the file formats' targets also read the input with both made right.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "ai/pattern_weights.h"

namespace hasami::fuzz {

// `data` with the little-endian 32-bit payload size at `sizeField` set to what follows the
// header of `headerSize` bytes, and the CRC-32 of it all appended; empty if `data` is shorter
// than the header.
inline std::vector<std::uint8_t> repairedFile(const std::uint8_t* data, std::size_t size,
                                              std::size_t headerSize, std::size_t sizeField) {
    if (size < headerSize) return {};
    std::vector<std::uint8_t> bytes(data, data + size);
    const auto put = [&](std::size_t at, std::uint32_t value) {
        for (int i = 0; i < 4; ++i)
            bytes[at + std::size_t(i)] = std::uint8_t(value >> (8 * i));
    };
    put(sizeField, std::uint32_t(size - headerSize));
    const std::uint32_t checksum = ai::crc32(bytes);
    bytes.resize(size + 4);
    put(size, checksum);
    return bytes;
}

}  // namespace hasami::fuzz
