#include "review_export.h"

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <algorithm>

#include "core/openings.h"
#include "game_controller.h"
#include "opening_names.h"
#include "players_text.h"

namespace hasami::gui {

namespace {

class ReviewExport {
    Q_DECLARE_TR_FUNCTIONS(ReviewExport)
};

}  // namespace

bool hasReview(const std::vector<std::optional<MoveJudgement>>& judged) {
    return std::ranges::any_of(judged, [](const auto& j) { return j.has_value(); });
}

ReviewReport reviewReportOf(const GameController& controller) {
    const GameRecord& record = controller.record();
    const GameAnalysis& analysis = controller.analysis();
    ReviewReport report{.record = record,
                        .blackName = controller.document().blackName(),
                        .whiteName = controller.document().whiteName()};
    if (report.blackName.isEmpty() && report.whiteName.isEmpty()) {
        report.blackName = playerText(controller.settings(), Color::Black);
        report.whiteName = playerText(controller.settings(), Color::White);
    }
    if (const auto opening = openingOf(record.moves(), record.start()))
        report.opening = openingName(opening->opening->name);
    if (const auto timing = controller.timing()) report.lostOnTime = timing->lostOnTime;
    report.blackScores = analysis.blackScores(record);
    report.judgements = analysis.judge(record);
    // How deep the searches behind the judgements went: the deepest, the opening book's
    // (searched beforehand, deeper) left out, and from where they solved the game to its end.
    for (int ply = 0; ply < int(report.judgements.size()); ++ply) {
        const auto& moves = analysis.moves(record.positionAt(ply));
        if (!report.judgements[std::size_t(ply)] || moves.empty() || moves.front().book) continue;
        if (moves.front().exact) {
            if (!report.exactFrom) report.exactFrom = ply + 1;
        } else {
            report.depth = std::max(report.depth, moves.front().depth);
        }
    }
    for (const int ply : GameAnalysis::mistakes(report.judgements)) {
        ReviewReport::Mistake mistake{.ply = ply};
        if (const ai::Explanation* e = controller.review().explanationOf(
                record.positionAt(ply - 1), record.moves()[std::size_t(ply - 1)])) {
            mistake.reasons = e->reasons;
        }
        report.mistakes.push_back(std::move(mistake));
    }
    return report;
}

void exportReview(const GameController& controller, QWidget* parent) {
    // Beside the game's file, named after it: "game.ggf" suggests "game-review.pdf".
    const QFileInfo game(controller.document().path());
    const QString suggested = game.fileName().isEmpty()
                                  ? QString()
                                  : game.dir().filePath(game.completeBaseName() + "-review.pdf");
    QString path =
        QFileDialog::getSaveFileName(parent, ReviewExport::tr("Export review"), suggested,
                                     ReviewExport::tr("PDF document (*.pdf)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(".pdf", Qt::CaseInsensitive)) path += ".pdf";
    if (const QString error = saveReviewReport(path, reviewReportOf(controller)); !error.isEmpty())
        QMessageBox::warning(parent, ReviewExport::tr("Export review"), error);
}

}  // namespace hasami::gui
