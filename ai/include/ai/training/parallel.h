#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace hasami::ai::training {

// Calls work(i, state) for every i below `count`, spread over `threads` threads (at least one),
// each thread with its own state from makeState(): a call must touch only what belongs to its i.
// The i are dealt in turn (thread t takes t, t + threads, ...), so neighbours of like cost
// spread evenly.
template <typename MakeState, typename Work>
void forEachOnThreads(std::size_t count, int threads, MakeState makeState, Work work) {
    const auto n = std::size_t(std::max(1, threads));
    const auto run = [&](std::size_t first) {
        auto state = makeState();
        for (std::size_t i = first; i < count; i += n)
            work(i, state);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < n; ++t)
        pool.emplace_back(run, t);
    run(0);
    for (std::thread& t : pool)
        t.join();
}

}  // namespace hasami::ai::training
