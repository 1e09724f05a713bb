#pragma once

// The byte order of Hasami's binary files (weights, book, labels): little-endian, whatever the
// machine.

#include <cstdint>
#include <span>
#include <vector>

namespace hasami::ai {

inline void putLittleEndian(std::vector<std::uint8_t>& out, std::uint32_t value, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out.push_back(std::uint8_t(value >> (8 * i)));
}

// The caller has checked that bytes[at, at + size) exists.
inline std::uint32_t getLittleEndian(std::span<const std::uint8_t> bytes, std::size_t at,
                                     int size) {
    std::uint32_t value = 0;
    for (int i = 0; i < size; ++i)
        value |= std::uint32_t(bytes[at + i]) << (8 * i);
    return value;
}

// 64 bits (a bitboard, a count) in 8 bytes.
inline void put64(std::vector<std::uint8_t>& out, std::uint64_t value) {
    putLittleEndian(out, std::uint32_t(value), 4);
    putLittleEndian(out, std::uint32_t(value >> 32), 4);
}

inline std::uint64_t get64(std::span<const std::uint8_t> bytes, std::size_t at) {
    return std::uint64_t(getLittleEndian(bytes, at, 4)) |
           std::uint64_t(getLittleEndian(bytes, at + 4, 4)) << 32;
}

}  // namespace hasami::ai
