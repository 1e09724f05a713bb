#include "library/best_defence.h"

#include "library/endgame_drill.h"

namespace hasami::library {

Defence bestDefence(ai::Engine& engine, Position position, Color user,
                    std::optional<std::uint64_t> stopsAfter) {
    Defence defence;
    const std::uint64_t stops = stopsAfter.value_or(engine.stopRequests());
    while (!position.isGameOver()) {
        if (position.mustPass()) {
            position = position.passed();
            continue;
        }
        auto scores = solveExactly(engine, position, stops);
        if (scores.empty()) {  // stopped before the end
            defence.stopped = true;
            break;
        }
        if (position.sideToMove() == user) {
            defence.scores = std::move(scores);
            break;
        }
        const Move reply = scores.front().move;
        defence.replies.push_back(reply);
        position = position.play(reply);
    }
    defence.position = position;
    return defence;
}

int finalResultFor(const Position& position, Color side) {
    const int score = position.finalScore();  // the side to move's
    return position.sideToMove() == side ? score : -score;
}

}  // namespace hasami::library
