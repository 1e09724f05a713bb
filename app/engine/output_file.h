#pragma once

#include <string>

namespace hasami::cli {

// Writes `content` to `path` through a temporary file in the same folder, renamed over `path`
// only when complete, so a failed write leaves what was there. A path that exists and is not a
// regular file (a device, a FIFO, a folder) is refused. false with `error` (the system's
// reason) when it fails.
bool writeOutputFile(const std::string& path, const std::string& content, std::string& error);

}  // namespace hasami::cli
