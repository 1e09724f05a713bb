#include "status_text.h"

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <algorithm>

#include "color_name.h"
#include "reason_text.h"
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
    ai::MoveEvaluation found;
    found.depth = p.depth;
    found.exact = p.exact;
    found.winLossDraw = p.winLossDraw;
    const QString depth = foundText(found);
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

QString noticeText(const Notice& notice) {
    switch (notice.kind) {
        case Notice::Kind::GameOver:
            return StatusText::tr("The game is over.");
        case Notice::Kind::Paused:
            return StatusText::tr("The game is paused.");
        case Notice::Kind::ComputersTurn:
            return StatusText::tr("It is the computer's turn.");
        case Notice::Kind::IllegalMove:
            return StatusText::tr("%1 is not a legal move here.")
                .arg(QString::fromStdString(notice.square.name()));
    }
    return {};
}

QString resultText(const GameResult& result) {
    if (result.lostOnTime)
        return StatusText::tr("%1 wins on time").arg(colorName(opposite(*result.lostOnTime)));
    if (result.black == result.white)
        return StatusText::tr("Draw %1–%2").arg(result.black).arg(result.white);
    return StatusText::tr("%1 wins %2–%3")
        .arg(colorName(result.black > result.white ? Color::Black : Color::White))
        .arg(std::max(result.black, result.white))
        .arg(std::min(result.black, result.white));
}

QString reviewText(const ReviewSummary& summary) {
    using End = ReviewSummary::End;
    switch (summary.end) {
        case End::Done:
            break;
        case End::NothingToReview:
            return StatusText::tr("There is nothing to review.");
        case End::Cancelled:
            return StatusText::tr("Review cancelled.");
        case End::GameReplaced:
            return StatusText::tr("Review stopped: another game was started.");
        case End::GameChanged:
            return StatusText::tr("Review stopped: the game changed.");
        case End::Editing:
            return StatusText::tr("Review stopped: the board is being edited.");
    }
    QString text = StatusText::tr("Review done: %n mistake(s).", "", summary.mistakes);
    QStringList counts;
    for (const auto& [tag, count] : summary.byReason) {
        counts << StatusText::tr("%1 %2",
                                 "a count of mistakes, then what they did: \"4 gave a corner\"")
                      .arg(count)
                      .arg(reasonSummary(tag));
    }
    if (!counts.isEmpty()) text += ' ' + counts.join(StatusText::tr(", "));
    return text;
}

QString engineFailureText(const EngineFailure& failure) {
    return failure.role == EngineFailure::Role::Opponent
               ? StatusText::tr("%1 The game is kept, and Hasami's own engine plays on.")
                     .arg(failure.message)
               : StatusText::tr(
                     "%1 The game is kept, and the hints come from Hasami's own engine again.")
                     .arg(failure.message);
}

QStringList lineLabels(const std::vector<LineBranch>& lines) {
    QStringList labels;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        labels << (i == 0 ? StatusText::tr("Main line")
                          : StatusText::tr("Line %1: %2. %3")
                                .arg(i + 1)
                                .arg(lines[i].ply + 1)
                                .arg(QString::fromStdString(lines[i].move.name())));
    }
    return labels;
}

QString moveText(Move move) {
    return move.isPass() ? StatusText::tr("pass") : QString::fromStdString(move.name());
}

QString foundText(const ai::MoveEvaluation& score) {
    return score.book          ? StatusText::tr("book")
           : score.exact       ? StatusText::tr("exact")
           : score.winLossDraw ? StatusText::tr("win/loss")
                               : StatusText::tr("depth %1").arg(score.depth);
}

QString bookProblemText(const QString& error) {
    return StatusText::tr("Playing without the opening book: %1").arg(error);
}

}  // namespace hasami::gui
