#pragma once

// The review of a game as a PDF document, written with Qt's own QPdfWriter: the game's header,
// the evaluation graph, a table of the moves with their scores and the mistakes marked, then
// each mistake on a diagram (diagram.h) with the better move and the reasons in words. Made
// from plain data, so that it needs no window: the window gathers a ReviewReport
// (review_export.h) and asks for the file.

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

#include "ai/reasons.h"
#include "core/game_record.h"
#include "game_analysis.h"

namespace hasami::gui {

struct ReviewReport {
    struct Mistake {
        int ply = 0;  // the position after the mistake: judgements[ply - 1] judges its move
        std::vector<ai::Reason> reasons = {};  // why, most telling first (empty: not explained)
    };

    GameRecord record{};     // the game: every recorded move is reported, wherever its cursor is
    QString blackName = {};  // "" when the game names none
    QString whiteName = {};
    QString date = {};                     // "" when unknown
    QString opening = {};                  // "" for none
    std::optional<Color> lostOnTime = {};  // the side whose time ran out, which lost
    int depth = 0;  // the plies the review searched (0 when every move was exact)
    std::optional<int> exactFrom = {};  // the first move (1-based) whose search was exact
    std::vector<std::optional<int>> blackScores = {};  // each position's, from black's view
    std::vector<std::optional<MoveJudgement>> judgements = {};  // each move's
    // In the game's order; one at no move of the game (a ply beyond it, a pass) is left out.
    std::vector<Mistake> mistakes = {};
};

// The layout: A4 pages; the header, the graph and the moves from the first page on (the table
// goes on over as many pages as it needs, its header repeated), then the mistakes from a new
// page, kMistakesPerPage to a page. Each page is numbered "Page N of M" at its foot.
inline constexpr int kMistakesPerPage = 3;

// The report as the bytes of a PDF file.
QByteArray reviewReportPdf(const ReviewReport& report);
// Writes the report to `path` whole or not at all: "" when written, else the message for the
// user ("Cannot save review.pdf: …"), and an existing file is left as it was.
QString saveReviewReport(const QString& path, const ReviewReport& report);

}  // namespace hasami::gui
