#include "referee.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "report.h"

namespace hasami::cli {

namespace {

std::string secondsText(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f s", seconds);
    return text;
}

}  // namespace

GameOutcome playGame(const Opening& opening, MatchPlayer& black, MatchPlayer& white,
                     const GameRules& rules) {
    GameOutcome outcome;
    GgfGame& game = outcome.game;
    game.place = "hasami-tools match";
    if (rules.clock > 0) game.timeControl = formatClock(rules.clock);
    MatchPlayer* players[2] = {&black, &white};
    double remaining[2] = {rules.clock, rules.clock};
    Position position = Position::start();
    const auto record = [&](Move m, double seconds) {
        game.moves.push_back(m);
        game.seconds.push_back(seconds);
        position = position.play(m);
    };
    const auto forfeit = [&](int side, std::string fault) {
        outcome.forfeiter = side == 0 ? Color::Black : Color::White;
        outcome.fault = std::move(fault);
        outcome.exchange = players[side]->recentExchange();
        players[side]->forfeited();
    };

    for (const Move m : opening)
        record(m, 0);
    for (int side = 0; side < 2 && !outcome.forfeiter; ++side) {
        if (const auto ready = players[side]->newGame(); !ready)
            forfeit(side, ready.error().message);
    }
    game.black = black.name();
    game.white = white.name();
    while (!outcome.forfeiter && !position.isGameOver()) {
        if (position.mustPass()) {
            record(Move::pass(), 0);
            continue;
        }
        const int side = position.sideToMove() == Color::Black ? 0 : 1;
        const MoveRequest request{
            .game = game,
            .position = position,
            .remaining = remaining[side],
            .timeout = rules.clock > 0 ? remaining[side] + kClockGraceSeconds : rules.moveTimeout,
            .latency = rules.latency};
        const auto started = std::chrono::steady_clock::now();
        const auto move = players[side]->play(request);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        outcome.seconds[side] += seconds;
        ++outcome.moves[side];
        const double charged = rules.clock > 0 ? seconds + rules.latency : seconds;
        if (!move) {
            forfeit(side, move.error().message);
        } else if (rules.clock > 0 && charged > remaining[side]) {
            forfeit(side, "lost on time: " + secondsText(charged) + " for a move with " +
                              secondsText(remaining[side]) + " left");
        } else if (move->isPass() || !position.isLegal(*move)) {
            forfeit(side, "illegal move " + move->name() + " at move " +
                              std::to_string(game.moves.size() + 1));
        } else {
            remaining[side] -= charged;
            record(*move, charged);
        }
    }
    for (int side = 0; side < 2; ++side)
        outcome.left[side] = std::max(0.0, remaining[side]);
    if (outcome.forfeiter) {
        outcome.blackScore = *outcome.forfeiter == Color::Black ? -64 : 64;
    } else {
        const int score = position.finalScore();
        outcome.blackScore = position.sideToMove() == Color::Black ? score : -score;
    }
    game.result = signedScore(outcome.blackScore);
    return outcome;
}

}  // namespace hasami::cli
