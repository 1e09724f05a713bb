#include "report.h"

#include <cstdio>

#include "core/kernels.h"

namespace hasami::cli {

std::string signedScore(int score) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%+d", score);
    return buffer;
}

std::string moveList(const std::vector<Move>& moves) {
    std::string text;
    for (const Move m : moves) {
        if (!text.empty()) text += ' ';
        text += m.name();
    }
    return text;
}

std::string percent(double probability) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100 * probability);
    return buffer;
}

std::string duration(double seconds) {
    const long s = long(seconds + 0.5);
    char text[32];
    if (s >= 3600) {
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    } else {
        std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
    }
    return text;
}

std::string rate(double perSecond) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f M", perSecond / 1e6);
    return buffer;
}

std::string kernelsLine() {
    std::string line = "kernels ";
    line += kernelLevelName(activeKernelLevel());
    const char* separator = " (of ";
    for (const KernelLevel level : availableKernelLevels()) {
        line += separator;
        line += kernelLevelName(level);
        separator = ", ";
    }
    return line + ")";
}

std::string describe(const ai::Progress& p) {
    char depth[32];
    if (p.exact) {
        std::snprintf(depth, sizeof depth, "exact");
    } else if (p.winLossDraw) {
        std::snprintf(depth, sizeof depth, "wld");
    } else if (p.selectivity < 100) {
        std::snprintf(depth, sizeof depth, "%d@%d%%", p.depth, p.selectivity);
    } else {
        std::snprintf(depth, sizeof depth, "%d", p.depth);
    }
    char line[160];
    std::snprintf(line, sizeof line,
                  "depth %-8s score %4s  nodes %12llu  time %8.3f s  %9s nodes/s  ", depth,
                  signedScore(p.score).c_str(), static_cast<unsigned long long>(p.nodes), p.seconds,
                  rate(p.nodesPerSecond()).c_str());
    std::string text = line;
    if (p.winProbability) {
        text += "win " + percent(*p.winProbability) + "  ";
    }
    return text + "pv " + moveList(p.pv);
}

}  // namespace hasami::cli
