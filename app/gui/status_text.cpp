#include "status_text.h"

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS

#include "color_name.h"
#include "score_text.h"
#include "win_chance.h"

namespace hasami::gui {

namespace {

// The translation context of the status lines.
class StatusText {
    Q_DECLARE_TR_FUNCTIONS(StatusText)
};

QString searchText(const QString& side, const ai::Progress& p) {
    const QString seconds = QString::number(p.seconds, 'f', 1);
    if (p.winProbability) {
        return StatusText::tr("%1 is thinking: %2 to win, %3 simulations, %4 s\nBest line: %5")
            .arg(side, percentText(*p.winProbability), nodeCount(p.nodes), seconds,
                 movesText(p.pv));
    }
    const QString depth = p.exact         ? StatusText::tr("exact")
                          : p.winLossDraw ? StatusText::tr("win/loss")
                                          : StatusText::tr("depth %1").arg(p.depth);
    // No-break spaces (U+00A0) keep each number with its unit.
    return StatusText::tr("%1 is thinking: %2, score %3, %4 nodes, %5 s\nBest line: %6")
        .arg(side, depth, signedScore(p.score), nodeCount(p.nodes), seconds, movesText(p.pv));
}

}  // namespace

QString thinkingText(const ThinkingStatus& status) {
    const QString side = colorName(status.side);
    switch (status.stage) {
        case ThinkingStatus::Stage::Started:
            return status.engine.isEmpty()
                       ? StatusText::tr("%1 is thinking…").arg(side)
                       : StatusText::tr("%1 (%2) is thinking…").arg(side, status.engine);
        case ThinkingStatus::Stage::Searching:
            return searchText(side, status.progress);
        case ThinkingStatus::Stage::FromBook:
            return StatusText::tr("%1 plays from the opening book.").arg(side);
    }
    return {};
}

QString waitingText(const WaitingStatus& status) {
    const QString side = colorName(status.side);
    switch (status.reason) {
        case WaitingStatus::Reason::Paused:
            return StatusText::tr("Paused: %1 (the computer) is to move.").arg(side);
        case WaitingStatus::Reason::ForReview:
            return StatusText::tr("%1 (the computer) waits for the review to end.").arg(side);
        case WaitingStatus::Reason::LookingBack:
            return StatusText::tr(
                       "%1 (the computer) waits while you look back. Play from here to let it "
                       "move.")
                .arg(side);
        case WaitingStatus::Reason::Held:
            return StatusText::tr("%1 (the computer) is to move. Play from here to let it move.")
                .arg(side);
    }
    return {};
}

}  // namespace hasami::gui
