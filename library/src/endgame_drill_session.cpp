#include "library/endgame_drill_session.h"

#include <iterator>

#include "library/games_library.h"

namespace hasami::library {

namespace {

// Due drills read for a sitting: far more than one sitting's.
constexpr int kDueLimit = 100;

}  // namespace

EndgameDrillSession::EndgameDrillSession(DrillKind kind, std::vector<EndgameDrill> candidates,
                                         bool mistakesOnly, GamesLibrary* schedule, Clock clock)
    : kind_(kind),
      candidates_(std::move(candidates)),
      mistakesOnly_(mistakesOnly),
      schedule_(schedule),
      clock_(std::move(clock)) {
    if (candidates_.empty()) ask();
}

Result<EndgameDrillSession> EndgameDrillSession::fromMistakes(DrillKind kind, GamesLibrary& games,
                                                              const std::string& user,
                                                              Clock clock) {
    const auto own = games.ownGames(kDrillGamesSearched);
    if (!own) return own.error();
    std::vector<EndgameDrill> candidates;
    for (const LibraryGame& game : *own) {
        for (const Color side : {Color::Black, Color::White}) {
            if ((side == Color::Black ? game.black : game.white) != user) continue;
            std::ranges::move(drillCandidates(game.moves, side), std::back_inserter(candidates));
        }
    }
    return EndgameDrillSession(kind, std::move(candidates), true, &games, std::move(clock));
}

Result<EndgameDrillSession> EndgameDrillSession::fromDue(DrillKind kind, GamesLibrary& games,
                                                         Clock clock) {
    const auto due = games.dueReviews(clock(), kDueLimit, kDrillEmpties);
    if (!due) return due.error();
    std::vector<EndgameDrill> candidates;
    for (const Position& position : *due)
        candidates.push_back({position, Move::pass(), {}});
    return EndgameDrillSession(kind, std::move(candidates), false, &games, std::move(clock));
}

std::vector<Position> EndgameDrillSession::pending() const {
    std::vector<Position> positions;
    if (state_ == State::Searching) {
        for (const EndgameDrill& candidate : candidates_)
            positions.push_back(candidate.position);
    } else if (state_ == State::Replying) {
        positions.push_back(position_);
    }
    return positions;
}

std::optional<DrillReply> EndgameDrillSession::solved(std::vector<ai::MoveEvaluation> scores) {
    if (scores.empty()) return std::nullopt;  // no legal move: nothing to solve
    if (state_ == State::Searching) {
        EndgameDrill drill = std::move(candidates_.front());
        candidates_.erase(candidates_.begin());
        const std::optional<int> lost = discsLost(scores, drill.played);
        if (!mistakesOnly_ || (lost && *lost > 0)) {
            drill.scores = std::move(scores);
            drills_.push_back(std::move(drill));
        }
        if (candidates_.empty()) ask();
        return std::nullopt;
    }
    if (state_ != State::Replying) return std::nullopt;
    if (position_.sideToMove() == user_) {
        scores_ = std::move(scores);
        state_ = State::Asking;
        return DrillReply{.moves = std::move(replies_)};
    }
    // The first of the solver's best moves, so that the defence is the same each time.
    const Move reply = scores.front().move;
    replies_.push_back(reply);
    position_ = position_.play(reply);
    return afterMove();
}

void EndgameDrillSession::stop() {
    if (state_ == State::Searching) {
        candidates_.clear();
        ask();
    } else if (state_ == State::Replying) {
        drills_.clear();
        state_ = State::Over;
    }
}

std::optional<DrillAnswer> EndgameDrillSession::answer(Move move) {
    if (state_ != State::Asking) return std::nullopt;
    const std::optional<int> lost = discsLost(scores_, move);
    if (!lost) return std::nullopt;
    DrillAnswer answer{.move = move, .lost = *lost, .best = scores_.front()};
    if (kind_ == DrillKind::BestMove || *lost > 0) {
        answer.verdict = grade(gradeOfLoss(*lost), position_, std::move(scores_));
        return answer;
    }
    scores_.clear();
    replies_.clear();
    position_ = position_.play(move);
    state_ = State::Replying;
    // The user's move ended the game: it kept the result, exactly as scored.
    if (std::optional<DrillReply> end = afterMove(); end) answer.verdict = std::move(end->verdict);
    return answer;
}

void EndgameDrillSession::next() {
    if (state_ == State::Answered) ask();
}

void EndgameDrillSession::ask() {
    replies_.clear();
    if (drills_.empty()) {
        scores_.clear();
        state_ = State::Over;
        return;
    }
    const EndgameDrill& drill = drills_.front();
    position_ = drill.position;
    scores_ = drill.scores;
    target_ = scores_.front().score;
    user_ = position_.sideToMove();
    state_ = State::Asking;
}

std::optional<DrillReply> EndgameDrillSession::afterMove() {
    while (!position_.isGameOver() && position_.mustPass())
        position_ = position_.passed();
    if (!position_.isGameOver()) return std::nullopt;  // the solver scores position_ next
    const int result = finalResultFor(position_, user_);
    // Each move kept the result, so the game ends with it: the check is the rule itself.
    DrillReply end{.moves = std::move(replies_), .result = result};
    end.verdict = grade(result >= target_ ? Grade::Perfect : Grade::Missed, position_, {});
    return end;
}

DrillVerdict EndgameDrillSession::grade(Grade grade, const Position& where,
                                        std::vector<ai::MoveEvaluation> scores) {
    DrillVerdict verdict{.grade = grade, .position = where, .scores = std::move(scores)};
    if (schedule_) {
        if (const auto kept = schedule_->recordAnswer(drills_.front().position, grade, clock_());
            !kept)
            verdict.notKept = kept.error();
    }
    drills_.erase(drills_.begin());
    position_ = where;
    scores_.clear();
    state_ = drills_.empty() ? State::Over : State::Answered;
    return verdict;
}

int finalResultFor(const Position& position, Color side) {
    const int score = position.finalScore();  // the side to move's
    return position.sideToMove() == side ? score : -score;
}

}  // namespace hasami::library
