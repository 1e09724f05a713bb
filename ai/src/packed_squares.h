#pragma once

// A short ordered list of squares in one integer, a byte each: the solver's last empties.
// Taking one out is a few shifts, where an array would be copied at every node.

#include <cstdint>

#include "core/kernel_namespace.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

struct PackedSquares {
    std::uint64_t bytes = 0;
    int size = 0;

    int operator[](int i) const { return int(bytes >> (8 * i) & 0xFF); }
    void push(int square) { bytes |= std::uint64_t(square) << (8 * size++); }
    // The list without its i-th square, the others in the same order.
    PackedSquares without(int i) const {
        const std::uint64_t below = (std::uint64_t{1} << (8 * i)) - 1;
        return {(bytes & below) | (bytes >> 8 & ~below), size - 1};
    }
};

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
