#include "core/perft.h"

#include "core/kernels.h"

namespace hasami {

std::uint64_t perft(const Position& position, int depth) {
    return coreKernels(activeKernelLevel()).perft(position.player(), position.opponent(), depth);
}

}  // namespace hasami
