#include "ai/memory.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/resource.h>
#include <unistd.h>

namespace hasami::ai {

namespace {

// The first number in a file such as memory.max ("max" reads as nothing).
std::optional<std::size_t> numberIn(const std::string& path) {
    std::ifstream in(path);
    unsigned long long value = 0;
    if (!(in >> value)) return std::nullopt;
    return std::size_t(value);
}

void keepLeast(std::optional<std::size_t>& least, std::optional<std::size_t> value) {
    if (value) least = least ? std::min(*least, *value) : *value;
}

// The value of `key` in a memory.stat file.
std::optional<std::size_t> statIn(const std::string& path, const std::string& key) {
    std::ifstream in(path);
    std::string name;
    unsigned long long value = 0;
    while (in >> name >> value)
        if (name == key) return std::size_t(value);
    return std::nullopt;
}

// What the memory limits of the process's control group and its ancestors leave (version 2:
// memory.max and memory.current; version 1: memory.limit_in_bytes and memory.usage_in_bytes).
// The usage counts the page cache; its inactive part is given back before anything is killed.
std::optional<std::size_t> controlGroupLeft() {
    std::ifstream groups("/proc/self/cgroup");
    std::optional<std::size_t> least;
    for (std::string line; std::getline(groups, line);) {
        // "0::/path" (version 2) or "4:memory:/path" (version 1).
        const std::size_t first = line.find(':');
        const std::size_t second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string controllers = line.substr(first + 1, second - first - 1);
        const bool v2 = controllers.empty();
        if (!v2 && controllers != "memory") continue;
        const std::string root = v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory";
        const char* limitFile = v2 ? "/memory.max" : "/memory.limit_in_bytes";
        const char* usageFile = v2 ? "/memory.current" : "/memory.usage_in_bytes";
        const char* inactiveKey = v2 ? "inactive_file" : "total_inactive_file";
        for (std::string group = line.substr(second + 1);;) {
            const auto limit = numberIn(root + group + limitFile);
            const auto usage = numberIn(root + group + usageFile);
            if (limit && usage) {
                const std::size_t cache = std::min(
                    *usage, statIn(root + group + "/memory.stat", inactiveKey).value_or(0));
                const std::size_t used = *usage - cache;
                keepLeast(least, *limit > used ? *limit - used : 0);
            }
            if (group.empty() || group == "/") break;
            group.erase(group.rfind('/'));
        }
    }
    return least;
}

std::optional<std::size_t> memAvailable() {
    std::ifstream meminfo("/proc/meminfo");
    for (std::string line; std::getline(meminfo, line);) {
        std::istringstream words(line);
        std::string name;
        unsigned long long kilobytes = 0;
        if (words >> name >> kilobytes && name == "MemAvailable:") return kilobytes * 1024;
    }
    return std::nullopt;
}

std::optional<std::size_t> addressSpaceLeft() {
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
    const auto pages = numberIn("/proc/self/statm");  // the size of the address space in use
    const std::size_t used = pages.value_or(0) * std::size_t(sysconf(_SC_PAGESIZE));
    return limit.rlim_cur > used ? limit.rlim_cur - used : 0;
}

}  // namespace

std::optional<std::size_t> availableMemory() {
    std::optional<std::size_t> least;
    keepLeast(least, memAvailable());
    keepLeast(least, controlGroupLeft());
    keepLeast(least, addressSpaceLeft());
    return least;
}

}  // namespace hasami::ai
