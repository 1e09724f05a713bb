#include "report.h"

#include <cstdio>

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

std::string rate(double perSecond) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f M", perSecond / 1e6);
    return buffer;
}

std::string describe(const ai::Progress& p) {
    char buffer[160];
    const std::string depth =
        p.exact ? "exact"
        : p.winLossDraw
            ? "wld"
            : std::to_string(p.depth) +
                  (p.selectivity < 100 ? "@" + std::to_string(p.selectivity) + "%" : "");
    std::snprintf(
        buffer, sizeof buffer, "depth %-8s score %4s  nodes %12llu  time %8.3f s  %9s nodes/s  pv ",
        depth.c_str(), signedScore(p.score).c_str(), static_cast<unsigned long long>(p.nodes),
        p.seconds, rate(p.nodesPerSecond()).c_str());
    return buffer + moveList(p.pv);
}

}  // namespace hasami::cli
