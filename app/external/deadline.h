#pragma once

// The time limit of an exchange with another program (a request and its answer), as the
// referee's players keep it.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

namespace hasami::cli {

struct Deadline {
    using Clock = std::chrono::steady_clock;

    explicit Deadline(double s)
        : seconds(s),
          end(Clock::now() +
              std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s))) {}
    double left() const {
        return std::max(0.0, std::chrono::duration<double>(end - Clock::now()).count());
    }
    // "0.5 s", for a report.
    std::string text() const {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.1f s", seconds);
        return buffer;
    }

    double seconds;
    Clock::time_point end;
};

// How long a starting engine may take to answer its first request (loading its tables).
inline constexpr double kEngineStartSeconds = 20;

}  // namespace hasami::cli
