#include "score_text.h"

#include <QStringList>
#include <algorithm>

namespace hasami::gui {

QString signedScore(int score) {
    return score > 0 ? QString("+%1").arg(score) : QString::number(score);
}

QString nodeCount(std::uint64_t nodes) {
    // A no-break space keeps the unit on the number's line.
    if (nodes < 1'000'000) return QString("%1\u00a0k").arg(double(nodes) / 1e3, 0, 'f', 0);
    return QString("%1\u00a0M").arg(double(nodes) / 1e6, 0, 'f', 1);
}

QString movesText(const std::vector<Move>& moves) {
    // The Monte Carlo search's line runs on through the thinly visited depths of its tree,
    // where it says little.
    constexpr std::size_t kShown = 12;
    QStringList names;
    for (std::size_t i = 0; i < std::min(moves.size(), kShown); ++i)
        names << QString::fromStdString(moves[i].name());
    if (moves.size() > kShown) names << "…";
    return names.join(' ');
}

}  // namespace hasami::gui
