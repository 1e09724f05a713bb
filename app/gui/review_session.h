#pragma once

#include <optional>
#include <vector>

#include "ai/explanation.h"
#include "core/game_record.h"

namespace hasami::gui {

// A review's last part: the mistakes it found, explained one by one for their first reasons.
// Each explanation stays once it came, so that Why? on that move shows it at once instead of
// searching again (until the next review's mistakes replace them).
class ReviewSession {
  public:
    struct Mistake {
        Position position;  // before the move
        Move move;
        std::optional<ai::Explanation> explanation;
    };

    // A review searching `depth` plies begins.
    void start(int depth) { depth_ = depth; }
    int depth() const { return depth_; }
    // The moves of `record` that led to `plies` are the review's mistakes, none explained yet.
    void setMistakes(const GameRecord& record, const std::vector<int>& plies);
    const std::vector<Mistake>& mistakes() const { return mistakes_; }
    std::vector<Position> positions() const;
    std::vector<Move> moves() const;
    // Mistake `index` is explained by `explanation`; nullptr for an index it does not have.
    const Mistake* explain(int index, const ai::Explanation& explanation);
    bool allExplained() const { return explained_ == int(mistakes_.size()); }
    // What the review found about `move` at `position`, if it explained it.
    const ai::Explanation* explanationOf(const Position& position, Move move) const;

  private:
    int depth_ = 0;
    std::vector<Mistake> mistakes_;
    int explained_ = 0;
};

}  // namespace hasami::gui
