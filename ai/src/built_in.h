#pragma once

// A resource built into the programs (cmake/EmbedFile.cmake): decoded on first use, once for
// all engines, and shared between threads since it never changes.

#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "core/result.h"

namespace hasami::ai {

// `decode(bytes)` gives a Result with a shared_ptr to the resource; `what` names it in messages
// ("book"), `file` is the resource it was built from.
template <typename T, typename Decode>
Result<std::shared_ptr<const T>> decodeBuiltIn(std::span<const std::uint8_t> bytes,
                                               const std::string& what, const std::string& file,
                                               Decode decode) {
    if (bytes.empty()) return Error{"no " + what + " built in (" + file + " was missing)"};
    Result<std::shared_ptr<const T>> decoded = decode(bytes);
    if (!decoded) return Error{"built-in " + what + ": " + decoded.error().message};
    return decoded;
}

}  // namespace hasami::ai
