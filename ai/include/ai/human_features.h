#pragma once

// What the human-move model (human_model.h) knows of a legal move: numbers a player sees or
// feels, each scaled to about 0..4 so that one weight scale fits all.

#include <array>
#include <span>
#include <vector>

#include "ai/recent_moves.h"
#include "ai/search_result.h"
#include "core/move.h"
#include "core/position.h"

namespace hasami::ai {

class Evaluator;

enum HumanFeature : int {
    // The move's loss against the best move of a shallow search, in bands of discs: 0, up to
    // 2, 4, 8, 16, more; and the loss itself (/8, at most 4).
    kDeepLoss0,
    kDeepLoss2,
    kDeepLoss4,
    kDeepLoss8,
    kDeepLoss16,
    kDeepLossMore,
    kDeepLoss,
    // The same by the static evaluation of the position after each move: the greedy view.
    kStaticLoss0,
    kStaticLoss2,
    kStaticLoss4,
    kStaticLoss8,
    kStaticLoss16,
    kStaticLossMore,
    kStaticLoss,
    // The kind of square: its class under the board's symmetries (a1 b1 c1 d1 b2 c2 d2 c3 d3).
    kSquareA1,
    kSquareB1,
    kSquareC1,
    kSquareD1,
    kSquareB2,
    kSquareC2,
    kSquareD2,
    kSquareC3,
    kSquareD3,
    kFlips,             // discs flipped /8
    kOpponentMobility,  // the opponent's moves after it /8
    kOwnMobility,       // the mover's moves after it, were it to move again /8
    kFrontier,          // placed and flipped discs next to an empty square /8
    kOddQuadrant,       // the move's quadrant had an odd number of empties
    kGivesCorner,       // the opponent may take a corner after it
    kOpeningShare,      // the share of the archive's games that chose it here
    kOpeningLogShare,   // log of that share, smoothed; 0 where the position is unknown
    // Where the last two moves were (recent_moves.h; 0 where not known).
    kNextToReply,    // next to the opponent's last move
    kTakesBack,      // flips the disc the opponent just placed
    kNextToOwnMove,  // next to the mover's own move before that
    kShapeLogit,     // the logits learned for the move's shape and edges (move_pattern.h), summed;
                     // 0 without them
    kHumanFeatureCount
};

struct MoveFeatures {
    Move move;
    std::array<double, kHumanFeatureCount> values{};
};

// The features of every legal move of `position` (no pass) but the opening ones: `scores` holds
// a shallow search's score of each legal move (analyse).
std::vector<MoveFeatures> humanFeatures(const Position& position,
                                        std::span<const MoveEvaluation> scores,
                                        const Evaluator& evaluator);
// Sets the features of where the last moves were (all 0 for moves not known).
void setRecentFeatures(std::vector<MoveFeatures>& features, const Position& position,
                       const RecentMoves& recent);
// Sets the shape feature from `shapeLogits`, a table of kMoveLogitCount (none: left at 0).
void setShapeFeatures(std::vector<MoveFeatures>& features, const Position& position,
                      std::span<const float> shapeLogits);
// Sets the opening features from the archive's counts: how many games reached the position
// (0 when unknown), and how many of them chose each square.
void setOpeningFeatures(std::vector<MoveFeatures>& features, double games,
                        std::span<const double, 64> chosen);

}  // namespace hasami::ai
