#pragma once

// Checks on a Result: what a failed check prints, and the value to compare.

#include <optional>

#include "core/result.h"

namespace hasami {

template <typename T, typename E>
const char* messageOf(const Result<T, E>& result) {
    return result ? "" : result.error().message.c_str();
}

// The value, or nullopt for an error: for a QCOMPARE with the value expected.
template <typename T, typename E>
std::optional<T> valueOf(const Result<T, E>& result) {
    return result ? std::optional<T>(*result) : std::nullopt;
}

}  // namespace hasami
