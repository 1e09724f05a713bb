#pragma once

#include <cstddef>
#include <optional>

namespace hasami::ai {

// The bytes this process can still get, as far as the system tells (Linux): the least of the
// memory available (/proc/meminfo), what its control groups' limits leave, and what its address
// space limit (RLIMIT_AS) leaves. nullopt when nothing is known. A table larger than this is
// refused before it is touched: past a control group's limit the kernel kills the process
// instead of failing the allocation. On Windows: the physical memory available
// (memory_windows.cpp).
std::optional<std::size_t> availableMemory();

}  // namespace hasami::ai
