// availableMemory() on Windows: the physical memory available, and what is left of the
// process's address space.

#include "ai/memory.h"

#include <algorithm>

#include <windows.h>

namespace hasami::ai {

std::optional<std::size_t> availableMemory() {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    if (!GlobalMemoryStatusEx(&status)) return std::nullopt;
    return std::size_t(std::min(status.ullAvailPhys, status.ullAvailVirtual));
}

}  // namespace hasami::ai
