#pragma once

// Why a move is worse than the best one, in words a player knows (corner, mobility, parity...),
// each computed from the position and the two lines the search found, never guessed. The rules
// and their thresholds are below, one a tag; docs/explanations.md explains them to players.
// Qt-free: a reason is a tag with squares and counts, and each program words it (the engine in
// English with describe(), the GUI with tr()).

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/position.h"

namespace hasami::ai {

// In the order reasons are listed: the most telling first (a review shows the first one).
enum class ReasonTag { Result, Corner, XSquare, CSquare, Edge, Stable, Parity, Mobility, Frontier };
inline constexpr std::array kReasonTags = {
    ReasonTag::Result, ReasonTag::Corner, ReasonTag::XSquare,  ReasonTag::CSquare, ReasonTag::Edge,
    ReasonTag::Stable, ReasonTag::Parity, ReasonTag::Mobility, ReasonTag::Frontier};

// "result", "corner", "x-square", "c-square", "edge", "stable", "parity", "mobility", "frontier".
std::string_view tagName(ReasonTag tag);
// The tag of that name; nullopt for any other text.
std::optional<ReasonTag> tagNamed(std::string_view name);

// A count after the best move against the same count after the played move.
struct Comparison {
    int best = 0;
    int played = 0;
    bool operator==(const Comparison&) const = default;
};

// The played move and the best one, with their scores from one search and the best play after
// each: `refutation` and `bestLine` start with the opponent's reply (a pass written as a pass).
struct ComparedMoves {
    Move played;
    int playedScore = 0;  // discs, from the mover's view
    std::vector<Move> refutation;
    Move best;
    int bestScore = 0;
    std::vector<Move> bestLine;
    bool exact = false;  // both scores are the exact results of perfect play
};

// One reason. "The mover" is the side that plays the move, "the opponent" the other side.
struct Reason {
    ReasonTag tag;
    std::vector<Square> squares = {};  // in ascending order of index
    Comparison mover = {};             // the tag's count for the mover, if it has one
    Comparison opponent = {};          // the tag's count for the opponent, if it has one
    bool operator==(const Reason&) const = default;
};

// The rules, each comparing the played move (with its refutation) against the best move (with
// the best line). A move scored as well as the best one has no reasons.
//
// result    Both scores exact, and the best move wins while the played one draws or loses, or
//           the best draws while the played one loses. mover = the scores; no squares.
// corner    The corners the opponent can take right after the move (legal moves) or takes in
//           the refutation, less those it can take after the best move or takes in the best
//           line. squares = those corners.
// x-square  The move is an X-square (b2, g2, b7, g7) whose corner is empty, and the best move
//           is no such square. squares = the move, its corner.
// c-square  The same for the C-squares (b1, a2, g1, h2, a7, b8, h7, g8) and the corner beside
//           each on its edge.
// edge      For each edge flaw of the mover after the move that is not there after the best
//           move, one reason: a wedge, squares = the one empty edge square between two of the
//           mover's edge discs where the opponent can move; or an unbalanced edge, squares =
//           the mover's discs on an edge with no opponent disc and both corners empty, which
//           form one run of 2 to 5 discs covering exactly one of that edge's two C-squares (so a
//           reason with one square is a wedge, with more an unbalanced edge).
// stable    After the move and the opponent's reply (the refutation's first move) against after
//           the best move and its reply: stable discs (ai/src/stability.h) as mover and
//           opponent counts, when the mover has kStableMargin or more fewer, counting the
//           opponent's extra ones. squares = the discs stable on one side only.
// parity    With kParityEmpties or fewer empties, the move is played into a region (the empty
//           squares joined through their eight neighbours) of an even number of empties, which
//           leaves an odd one whose last move goes to the opponent, while the best move plays
//           into an odd region. mover = the two regions' sizes before the moves; squares = the
//           empties the move leaves in its region.
// mobility  The legal moves of each side right after the move (mover: those it would have if
//           it were to move), when mover's loss plus opponent's gain reaches kMobilityMargin.
//           squares = the opponent's moves that the best move does not give it.
// frontier  The mover's frontier discs (next to an empty square) after each move, when the
//           move leaves kFrontierMargin or more than the best move. mover = the counts;
//           squares = the frontier discs that are not frontier after the best move.
inline constexpr int kStableMargin = 2;
inline constexpr int kParityEmpties = 20;
// Two moves: in the endgame a side often has three or four, and one of them is a tempo.
inline constexpr int kMobilityMargin = 2;
inline constexpr int kFrontierMargin = 3;

std::vector<Reason> reasonsFor(const Position& position, const ComparedMoves& moves);

// The reason in one English sentence (the engine's output; the GUI words them itself).
std::string describe(const Reason& reason);

}  // namespace hasami::ai
