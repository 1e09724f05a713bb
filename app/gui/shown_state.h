#pragma once

// What the controller shows, one struct a change: each carries all that the views need
// together, so that no view asks the controller back.

#include <QList>
#include <QMetaType>
#include <optional>
#include <string>
#include <vector>

#include "core/game_lines.h"
#include "core/position.h"
#include "game_analysis.h"
#include "game_messages.h"

namespace hasami::gui {

// The position shown and the way to it.
struct PositionShown {
    Position position;
    Bitboard flipped = 0;  // the discs that changed colour since the position shown before
    std::optional<Square> lastMove;   // the square of the last move played, if any
    std::vector<Move> moves;          // every recorded move of the line shown ("pass" included)
    int ply = 0;                      // how many of them are played
    Color firstMover = Color::Black;  // who played moves[0]
    bool canGoBack = false;
    bool canGoForward = false;
    bool operator==(const PositionShown&) const = default;
};

// The opening the game is in or came from, and whether the position is in the opening book.
struct OpeningStatus {
    std::string name;  // core's (English) name of the opening (core/openings.h); "" for none
    bool inBook = false;
    bool operator==(const OpeningStatus&) const = default;
};

// What the analyses say of the line shown.
struct AnalysisShown {
    // The best known score of every position, from black's view (nullopt where no search has
    // scored it), and the ply shown.
    std::vector<std::optional<int>> blackScores;
    int ply = 0;
    // Every recorded move's judgement by one search of the position before it.
    std::vector<std::optional<MoveJudgement>> judged;
    // The plies whose move lost more than GameAnalysis::kMistakeDiscs against the best.
    QList<int> mistakes = {};
};

// What the views show of `record`'s position, reached from `before`.
PositionShown positionShown(const GameRecord& record, const Position& before);
// The opening of `record`'s line; whether its position is in the opening book when
// `bookAnswers` (the computer and the hints use it and the game was not lost on time).
OpeningStatus openingStatus(const GameRecord& record, bool bookAnswers);
// How the game ended at `final` (over, or lost on time by `lostOnTime`).
GameResult gameResult(const Position& final, std::optional<Color> lostOnTime);
AnalysisShown analysisShown(const GameAnalysis& analysis, const GameRecord& record);
// Where each line of `lines` but the main one leaves it (the main line's is {}).
std::vector<LineBranch> lineBranches(const GameLines& lines);
// Registers the types of the controller's signals, for queued connections and QSignalSpy.
void registerControllerTypes();

}  // namespace hasami::gui

Q_DECLARE_METATYPE(hasami::gui::PositionShown)
Q_DECLARE_METATYPE(hasami::gui::OpeningStatus)
Q_DECLARE_METATYPE(hasami::gui::AnalysisShown)
