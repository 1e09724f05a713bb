#pragma once

#include <optional>
#include <vector>

#include "game_analysis.h"
#include "review_report.h"

class QWidget;

namespace hasami::gui {

class GameController;

// Whether a game judged so has a review to export: a move judged by a search of every move.
bool hasReview(const std::vector<std::optional<MoveJudgement>>& judged);

// The review of the line shown, for its report: every recorded move, the players as the side
// panel names them, the analyses' scores and judgements, and the reasons the review's
// explanations found for its mistakes.
ReviewReport reviewReportOf(const GameController& controller);

// Game → Export review…: asks for a PDF file and writes the report there; a failure is said
// and changes no file.
void exportReview(const GameController& controller, QWidget* parent);

}  // namespace hasami::gui
