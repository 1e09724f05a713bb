#pragma once

#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "ai/limits.h"
#include "ai/reasons.h"
#include "ai/search_result.h"
#include "core/game_record.h"

namespace hasami::gui {

// What a search found about one position.
struct PositionScore {
    int score = 0;  // discs, from the side to move's view
    int depth = 0;  // plies, or empties when exact
    bool exact = false;
    bool winLossDraw = false;  // only the sign is proved
    bool operator==(const PositionScore&) const = default;
};

// What one search of the position before a move says of that move.
struct MoveJudgement {
    int score = 0;      // the played move's score, from the mover's view
    Move best;          // the best move of the same search
    int bestScore = 0;  // its score
    // The first reason an explanation of the move found (ai/reasons.h), when one was found.
    std::optional<ai::ReasonTag> reason;
    int loss() const { return bestScore - score; }
};

// Everything the analyses of a game know, kept by position so that it serves every line and
// every visit: the hints of each position (every legal move scored by one search), the best
// score of each position from the deepest search that scored it, and the review in progress.
// It judges moves and fills the graph only from what one search says, never by comparing the
// scores of different searches (which differ by depth and by the parity of the depth).
class GameAnalysis {
  public:
    // A move that loses more than this many discs against the best is a mistake.
    static constexpr int kMistakeDiscs = 4;

    // Every legal move of `position` scored by one search, best first; `complete` when that
    // search will not deepen further.
    void addMoves(const Position& position, const std::vector<ai::MoveEvaluation>& moves,
                  bool complete);
    // The best score of `position` from a search that did not score every move (the
    // computer's own search).
    void addScore(const Position& position, const PositionScore& score);
    // The deepest scores of every move of `position` known, best first (empty if none), and
    // whether the search that gave them is complete.
    const std::vector<ai::MoveEvaluation>& moves(const Position& position) const;
    bool complete(const Position& position) const;
    // Whether the moves known of `position` come from a search at least as deep as `limits` asks
    // (by the empties: exact, a win/loss/draw proof, or a midgame depth), with the players'
    // shares when it asks for them: a hint, an explanation or a review takes them as its own
    // instead of searching again, so that one move has one score. Never for a search against the
    // clock, nor for the Monte Carlo search's chances (other units).
    bool covers(const Position& position, const ai::Limits& limits) const;
    // The moves of `position` will not deepen further (covers() said so).
    void markComplete(const Position& position) { entries_[keyOf(position)].complete = true; }
    // Hints must deepen again (their limits changed).
    void markIncomplete();
    // The players' shares are dropped (they were of another rating, or are no longer asked).
    void forgetChances();
    // The moves' evaluations give way to another engine's, which measure in other units (win
    // chances and visits, or depths); the positions' scores on the graph stay.
    void forgetMoves();
    void clear();

    // The score of every position of `record` from black's view, from the deepest search of
    // each (the final result where the game is over), nullopt where none is known.
    std::vector<std::optional<int>> blackScores(const GameRecord& record) const;
    // For every recorded move, its judgement, if a search of the position before it scored
    // every move (nullopt for passes and unsearched positions).
    std::vector<std::optional<MoveJudgement>> judge(const GameRecord& record) const;
    // The plies (positions after a move) whose move lost more than kMistakeDiscs.
    static std::vector<int> mistakes(const std::vector<std::optional<MoveJudgement>>& judged);
    // How many mistakes have each first reason, the most frequent first (then in the order of
    // the tags); mistakes without a reason are not counted.
    static std::vector<std::pair<ai::ReasonTag, int>> mistakesByReason(
        const std::vector<std::optional<MoveJudgement>>& judged);
    // The reasons an explanation found for `move` of `position`, most telling first: judge()
    // gives the first to the move's judgement. (Not kept by the autosave.)
    void addReasons(const Position& position, Move move, std::vector<ai::ReasonTag> reasons);

    // The review: every position of the game with a choice, to `depth`. Those already covered
    // (covers()) by the hints or an earlier review count as done; the others are returned, to be
    // searched one by one.
    std::vector<Position> startReview(const GameRecord& record, int depth);
    // The review's search of position `index` (of those returned) scored every move; returns
    // how many are done.
    int reviewed(int index, const std::vector<ai::MoveEvaluation>& moves);
    void stopReview() { review_.clear(); }
    int reviewDone() const { return reviewDone_; }
    int reviewTotal() const { return reviewTotal_; }

    // What is known of each position, by its discs (the side to move's, the other's): for
    // the autosave, which keeps it with the game.
    using Key = std::pair<Bitboard, Bitboard>;
    struct Entry {
        std::vector<ai::MoveEvaluation> moves;
        bool complete = false;
        std::optional<PositionScore> best;
        bool operator==(const Entry&) const = default;
    };
    const std::map<Key, Entry>& entries() const { return entries_; }
    void restore(const Key& key, Entry entry) { entries_[key] = std::move(entry); }

  private:
    static Key keyOf(const Position& p) { return {p.player(), p.opponent()}; }
    void keepIfDeeper(Entry& entry, const PositionScore& score);

    std::map<Key, Entry> entries_;
    std::map<std::pair<Key, int>, std::vector<ai::ReasonTag>> reasons_;  // by position and square
    std::vector<Position> review_;
    int reviewDone_ = 0;
    int reviewTotal_ = 0;
};

}  // namespace hasami::gui
