#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "computer_status.h"
#include "game_messages.h"

namespace hasami::gui {

// The status line of a thinking computer, in the user's language: "White is thinking: depth
// 12, score +4, 3.2 M nodes, 1.5 s" and its best line below.
QString thinkingText(const ThinkingStatus& status);
// Why the computer does not move, and what to do about it: "White (the computer) waits while
// you look back. Play from here to let it move."
QString waitingText(const WaitingStatus& status);
// Why a click played nothing: "f5 is not a legal move here."
QString noticeText(const Notice& notice);
// "Black wins 40–24", "Draw 32–32", "White wins on time".
QString resultText(const GameResult& result);
// "Review done: 3 mistakes. 2 gave a corner, 1 …", "Review cancelled."
QString reviewText(const ReviewSummary& summary);
// The engine's own message, then what Hasami does about it.
QString engineFailureText(const EngineFailure& failure);
// "Main line", "Line 2: 17. c5": one label a line of the game.
QStringList lineLabels(const std::vector<LineBranch>& lines);
// "f5", or "pass".
QString moveText(Move move);
// How a score was found: "depth 13", "exact", "win/loss" (only its sign is proved), "book".
QString foundText(const ai::MoveEvaluation& score);
// The opening book built into the program could not be read (`error` says why).
QString bookProblemText(const QString& error);

}  // namespace hasami::gui
