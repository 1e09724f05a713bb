#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/result.h"

namespace hasami {

// Why `path` may not be read: nullopt when it names a regular file, else "'PATH': is a FIFO"
// (a device, a directory, or the reason stat() gives, "No such file or directory"). Checked
// before a file is opened: opening a FIFO waits for a writer, for ever, and a device may never
// end.
std::optional<std::string> unreadablePath(const std::string& path);

// The contents of the regular file at `path`, read whole, or the error "PATH: why" (as
// unreadablePath says it, the system's reason for a file that cannot be opened or read, or
// "larger than N MB" past `maxBytes`). The bound holds while the file is read, for one that
// grows meanwhile.
Result<std::string> readFile(const std::string& path, std::size_t maxBytes);

// Removes the UTF-8 byte order mark that some editors put at the start of a text file, which
// would otherwise be read as the text's first characters.
void dropByteOrderMark(std::string& text);

}  // namespace hasami
