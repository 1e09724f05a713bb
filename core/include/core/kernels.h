#pragma once

// Runtime dispatch: the one place where the hot code's instruction set is chosen.
//
// The hot code (move generation, flips, pattern indices, perft, the whole search) is compiled
// once per kernel level, each copy with its own -march and in a namespace of its own
// (core/kernel_namespace.h, cmake/Kernels.cmake). At the first call,
// activeKernelLevel() picks the fastest level this processor runs; the programs then reach
// that level's copy through its table: perft through CoreKernels, the search and the pattern
// evaluation through ai's SearchKernels (ai/src/search_kernels.h). Everything else is built
// for any x86-64 (or aarch64) processor.
//
// Inside a level's copy, moves.h, moves_simd.h and bitboard.h choose at compile time as
// before: the portable code (HASAMI_PORTABLE: no pext, no vector), BMI2 pext (x86-64-v3) or
// the AVX-512 vectors (x86-64-v4). A build with HASAMI_NATIVE has the portable level and one
// for the building processor (-march=native) instead, and runs only on processors like it.

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/bitboard.h"
#include "core/kernel_namespace.h"

namespace hasami {

enum class KernelLevel {
    Portable,   // any x86-64 or aarch64: shifts and masks only
    X86_64_V3,  // AVX2, BMI2 (pext), LZCNT, POPCNT: Intel Haswell, AMD Zen and later
    X86_64_V4,  // x86-64-v3 and AVX-512 F, VL, CD, BW, DQ
    Native,     // the building processor's (HASAMI_NATIVE)
};

// "portable", "x86-64-v3", "x86-64-v4", "native".
std::string_view kernelLevelName(KernelLevel level);

// The levels built into the program that this processor runs, slowest (portable) first.
const std::vector<KernelLevel>& availableKernelLevels();

// The level the programs use: the fastest available one, or the one the environment variable
// HASAMI_KERNELS names (a kernelLevelName, to compare levels) when it is available. Chosen at
// the first call, then fixed.
KernelLevel activeKernelLevel();

// One level's copy of core's hot functions.
struct CoreKernels {
    Bitboard (*legalMoves)(Bitboard p, Bitboard o);
    Bitboard (*flippedDiscs)(Bitboard p, Bitboard o, int index);
    std::uint64_t (*gather)(Bitboard b, Bitboard mask);
    // perft() from the player's (p) view.
    std::uint64_t (*perft)(Bitboard p, Bitboard o, int depth);
};

// The table of an available level.
const CoreKernels& coreKernels(KernelLevel level);

}  // namespace hasami
