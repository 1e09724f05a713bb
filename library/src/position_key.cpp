#include "position_key.h"

#include <utility>

namespace hasami::library {

CanonicalPosition canonical(const Position& position) {
    CanonicalPosition best{{position.black(), position.white(), position.sideToMove()},
                           Symmetry::Identity};
    for (const Symmetry s : kAllSymmetries) {
        const Bitboard black = transform(position.black(), s);
        const Bitboard white = transform(position.white(), s);
        if (std::pair(black, white) < std::pair(best.key.black, best.key.white))
            best = {{black, white, position.sideToMove()}, s};
    }
    return best;
}

}  // namespace hasami::library
