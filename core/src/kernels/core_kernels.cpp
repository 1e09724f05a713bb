// The table of core's hot functions, compiled once per kernel level (core/kernels.h).

#include "core/kernels.h"
#include "core/moves.h"
#include "perft_leaves.h"

extern "C" const hasami::CoreKernels* HASAMI_KERNEL_ENTRY(hasami_core_kernels)() {
    static constexpr hasami::CoreKernels kernels = {
        .legalMoves = hasami::legalMoves,
        .flippedDiscs = hasami::flippedDiscs,
        .gather = hasami::bb::gather,
        .perft = hasami::detail::perftLeaves,
    };
    return &kernels;
}
