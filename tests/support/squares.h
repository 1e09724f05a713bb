#pragma once

// Bitboards written as square names, for tests that place discs by hand.

#include <initializer_list>

#include "core/bitboard.h"
#include "core/notation.h"

namespace hasami::test {

// The discs on the squares named.
inline Bitboard bits(std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* name : names)
        b |= bb::bit(Square::parse(name)->index());
    return b;
}

}  // namespace hasami::test
