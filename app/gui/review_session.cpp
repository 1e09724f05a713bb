#include "review_session.h"

namespace hasami::gui {

void ReviewSession::setMistakes(const GameRecord& record, const std::vector<int>& plies) {
    mistakes_.clear();
    explained_ = 0;
    for (const int ply : plies)
        mistakes_.push_back({record.positionAt(ply - 1), record.moves()[std::size_t(ply - 1)], {}});
}

std::vector<Position> ReviewSession::positions() const {
    std::vector<Position> positions;
    for (const Mistake& m : mistakes_)
        positions.push_back(m.position);
    return positions;
}

std::vector<Move> ReviewSession::moves() const {
    std::vector<Move> moves;
    for (const Mistake& m : mistakes_)
        moves.push_back(m.move);
    return moves;
}

const ReviewSession::Mistake* ReviewSession::explain(int index,
                                                     const ai::Explanation& explanation) {
    if (index < 0 || index >= int(mistakes_.size())) return nullptr;
    Mistake& mistake = mistakes_[std::size_t(index)];
    if (!mistake.explanation) ++explained_;
    mistake.explanation = explanation;
    return &mistake;
}

const ai::Explanation* ReviewSession::explanationOf(const Position& position, Move move) const {
    for (const Mistake& m : mistakes_) {
        if (m.explanation && m.position == position && m.move == move) return &*m.explanation;
    }
    return nullptr;
}

}  // namespace hasami::gui
