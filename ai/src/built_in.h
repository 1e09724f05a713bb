#pragma once

// A resource built into the programs (cmake/EmbedFile.cmake): decoded on first use, once for
// all engines, and shared between threads since it never changes.

#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace hasami::ai {

template <typename T>
struct BuiltIn {
    std::shared_ptr<const T> value;
    std::string error;  // why there is no value
};

// `decode(bytes, &error)` gives a shared_ptr to the resource or nullptr with the error; `what`
// names it in messages ("book"), `file` is the resource it was built from.
template <typename T, typename Decode>
BuiltIn<T> decodeBuiltIn(std::span<const std::uint8_t> bytes, const std::string& what,
                         const std::string& file, Decode decode) {
    BuiltIn<T> built;
    if (bytes.empty()) {
        built.error = "no " + what + " built in (" + file + " was missing)";
        return built;
    }
    built.value = decode(bytes, &built.error);
    if (!built.value) built.error = "built-in " + what + ": " + built.error;
    return built;
}

}  // namespace hasami::ai
