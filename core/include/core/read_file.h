#pragma once

#include <cstddef>
#include <string>

#include "core/result.h"

namespace hasami {

// The contents of the file at `path`, read whole, or the error "PATH: why" (the system's reason
// for a file that cannot be opened or read, "is a directory", or "larger than N MB" past
// `maxBytes`). The bound holds for files that do not say their size: /dev/zero or a pipe is
// refused once it has given maxBytes, never read until memory runs out.
Result<std::string> readFile(const std::string& path, std::size_t maxBytes);

// Removes the UTF-8 byte order mark that some editors put at the start of a text file, which
// would otherwise be read as the text's first characters.
void dropByteOrderMark(std::string& text);

}  // namespace hasami
