#include "library/opening_drill.h"

#include <algorithm>

namespace hasami::library {

std::optional<GradedAnswer> gradeAnswer(const ai::Book& book, const Position& position, Move move) {
    const std::vector<ai::BookMove> moves = book.probe(position);
    if (moves.empty()) return std::nullopt;
    GradedAnswer graded{Grade::Missed, std::nullopt, moves.front()};
    const auto scored = std::find_if(moves.begin(), moves.end(),
                                     [&](const ai::BookMove& m) { return m.move == move; });
    if (scored != moves.end()) {
        graded.loss = std::max(0, moves.front().score - scored->score);
        graded.grade = gradeOfLoss(*graded.loss);
    }
    return graded;
}

OpeningDrill::OpeningDrill(std::shared_ptr<const ai::Book> book, std::vector<Move> line, Color user,
                           LineRole role)
    : book_(std::move(book)), line_(std::move(line)), user_(user), role_(role) {
    playProgram();
}

bool OpeningDrill::over() const {
    return position_.isGameOver() || position_.sideToMove() != user_ || !book_->contains(position_);
}

std::optional<Move> OpeningDrill::lineMove() const {
    if (moves_.size() >= line_.size() || !std::equal(moves_.begin(), moves_.end(), line_.begin()))
        return std::nullopt;
    return line_[moves_.size()];
}

std::optional<GradedAnswer> OpeningDrill::answer(Move move) {
    if (over() || move.isPass() || !position_.isLegal(move)) return std::nullopt;
    std::optional<GradedAnswer> graded;
    if (const auto expected = role_ == LineRole::Answers ? lineMove() : std::nullopt) {
        const bool found = move == *expected;
        graded = GradedAnswer{found ? Grade::Perfect : Grade::Missed,
                              found ? std::optional(0) : std::nullopt,
                              {.move = *expected},
                              true};
    } else {
        graded = gradeAnswer(*book_, position_, move);
    }
    play(move);
    playProgram();
    return graded;
}

void OpeningDrill::play(Move move) {
    position_ = position_.play(move);
    moves_.push_back(move);
}

void OpeningDrill::playProgram() {
    while (!position_.isGameOver()) {
        if (position_.mustPass()) {
            play(Move::pass());
        } else if (position_.sideToMove() == user_) {
            return;
        } else if (const auto next = lineMove()) {
            play(*next);
        } else if (const auto moves = book_->probe(position_); !moves.empty()) {
            play(moves.front().move);
        } else {
            return;
        }
    }
}

}  // namespace hasami::library
