#pragma once

// How Qt Test prints the core's values when a comparison fails.

#include <QTest>

#include "core/notation.h"

namespace hasami {

inline char* toString(const Position& p) {
    return QTest::toString(formatBoard(p).c_str());
}
inline char* toString(const Move& m) {
    return QTest::toString(m.name().c_str());
}
inline char* toString(const Square& s) {
    return QTest::toString(s.name().c_str());
}

}  // namespace hasami
