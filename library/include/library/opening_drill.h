#pragma once

// The opening trainer's drill: the program plays one side of an opening from the book, the
// user the other, finding each move; every answer is graded by the discs it loses against the
// book's best move there (review_schedule.h).

#include <memory>
#include <optional>
#include <vector>

#include "ai/book.h"
#include "core/position.h"
#include "library/review_schedule.h"

namespace hasami::library {

struct GradedAnswer {
    Grade grade = Grade::Missed;
    // The discs the move loses against the book's best; nullopt for a move the book does not
    // score, graded Missed: off the book is not a line to learn.
    std::optional<int> loss;
    ai::BookMove best;  // the book's best move at the position, in its orientation
    // `best` is the move of the line being drilled, not the book's: any other move is Missed.
    bool fromLine = false;
};

// The grade of `move` at `position`; nullopt when the book has nothing there to grade by.
std::optional<GradedAnswer> gradeAnswer(const ai::Book& book, const Position& position, Move move);

// Whose moves a drill's line gives: the program's only (a game of the user's, whose own moves
// may be mistakes), or the user's answers too (a named opening, learnt as it is played).
enum class LineRole { ProgramMoves, Answers };

class OpeningDrill {
  public:
    // From the standard start, the user playing `user`. The program's moves are `line`'s while
    // the game follows it, then the book's best. Plays the program's first moves at once.
    OpeningDrill(std::shared_ptr<const ai::Book> book, std::vector<Move> line, Color user,
                 LineRole role = LineRole::ProgramMoves);

    const Position& position() const { return position_; }
    const std::vector<Move>& moves() const { return moves_; }
    // The drill ends where the book has nothing for the user to find, or the game ends.
    bool over() const;
    // Grades and plays the user's move, then the program's reply. The answer is the book's
    // best, or with LineRole::Answers the line's move while the game follows it (not where the
    // book would rather go). nullopt (and nothing played) when the drill is over or the move is
    // not legal.
    std::optional<GradedAnswer> answer(Move move);

  private:
    // The line's next move while the game has followed it.
    std::optional<Move> lineMove() const;
    void play(Move move);
    // The program's moves, and the forced passes, until the user is to move or it has none.
    void playProgram();

    std::shared_ptr<const ai::Book> book_;
    std::vector<Move> line_;
    Color user_;
    LineRole role_;
    Position position_ = Position::start();
    std::vector<Move> moves_;
};

}  // namespace hasami::library
