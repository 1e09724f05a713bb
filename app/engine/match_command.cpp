// hasami-engine match: evaluation A against evaluation B at the same fixed depth, from balanced
// openings, each opening played twice with the colours exchanged.

#include <cmath>
#include <cstdio>
#include <iostream>
#include <random>
#include <set>

#include "ai/engine.h"
#include "ai/pattern_evaluator.h"
#include "ai/training/dataset.h"
#include "arguments.h"
#include "commands.h"
#include "report.h"

namespace hasami::cli {

namespace {

struct Player {
    std::shared_ptr<const ai::Evaluator> evaluator;
    std::unique_ptr<ai::Engine> engine;
};

// Distinct positions (up to symmetry) after `plies` random moves from the start that both
// evaluations, searching `depth` plies, find within `margin` discs of even.
std::vector<std::vector<Move>> balancedOpenings(int count, int plies, int depth, int margin,
                                                std::uint64_t seed, Player& a, Player& b) {
    std::mt19937_64 rng(seed);
    std::set<std::pair<Bitboard, Bitboard>> seen;
    std::vector<std::vector<Move>> openings;
    while (int(openings.size()) < count) {
        Position position = Position::start();
        std::vector<Move> moves;
        while (int(moves.size()) < plies && position.legalMoves()) {
            Bitboard legal = position.legalMoves();
            for (int skip = int(rng() % bb::count(legal)); skip > 0; --skip)
                legal = bb::withoutLowest(legal);
            moves.push_back(Square::fromIndex(bb::lowestIndex(legal)));
            position = position.play(moves.back());
        }
        if (int(moves.size()) < plies || !position.legalMoves()) continue;
        if (!seen.insert(ai::training::canonicalForm(position.player(), position.opponent()))
                 .second) {
            continue;
        }
        const auto balanced = [&](Player& p) {
            return std::abs(p.engine->think(position, ai::Limits::atDepth(depth)).score) <= margin;
        };
        if (balanced(a) && balanced(b)) openings.push_back(moves);
    }
    return openings;
}

// Plays the game from an opening; returns black's discs minus white's, empties to the winner.
int playGame(const std::vector<Move>& opening, Player& black, Player& white, int depth) {
    black.engine->clear();
    white.engine->clear();
    Position position = Position::start();
    for (const Move m : opening)
        position = position.play(m);
    while (!position.isGameOver()) {
        if (position.mustPass()) {
            position = position.passed();
            continue;
        }
        Player& mover = position.sideToMove() == Color::Black ? black : white;
        position = position.play(mover.engine->think(position, ai::Limits::atDepth(depth)).best);
    }
    const int score = position.finalScore();
    return position.sideToMove() == Color::Black ? score : -score;
}

int runMatch(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(
        words, {"a", "b", "depth", "games", "plies", "margin", "seed", "hash"}, {"verbose"}, error);
    if (!args) return usageError(err, matchCommand, error);
    const int depth = int(args->integer("depth", 1, 30, error).value_or(6));
    const int games = int(args->integer("games", 2, 100000, error).value_or(200));
    const int plies = int(args->integer("plies", 0, 20, error).value_or(8));
    const int margin = int(args->integer("margin", 0, 64, error).value_or(4));
    const auto seed = std::uint64_t(args->integer("seed", 0, 1LL << 62, error).value_or(1));
    const auto hash = std::size_t(args->integer("hash", 1, 1 << 16, error).value_or(16));
    if (!error.empty()) return usageError(err, matchCommand, error);
    if (!args->positional().empty()) return usageError(err, matchCommand, "unexpected argument");

    Player players[2];
    const char* names[2] = {"a", "b"};
    for (int i = 0; i < 2; ++i) {
        const std::string name = args->value(names[i]).value_or(i == 0 ? "shipped" : "simple");
        players[i].evaluator = ai::evaluatorByName(name, &error);
        if (!players[i].evaluator) {
            return usageError(err, matchCommand, std::string("--") + names[i] + ": " + error);
        }
        players[i].engine = std::make_unique<ai::Engine>(hash);
        players[i].engine->setEvaluator(players[i].evaluator);
    }
    Player& a = players[0];
    Player& b = players[1];

    const auto openings = balancedOpenings((games + 1) / 2, plies, depth, margin, seed, a, b);
    int wins = 0, draws = 0, losses = 0;
    long long discs = 0;
    double squares = 0;  // of the game scores (1, 1/2, 0), for the error of the mean
    int played = 0;
    for (const auto& opening : openings) {
        for (int aIsBlack = 1; aIsBlack >= 0 && played < games; --aIsBlack, ++played) {
            const int blackScore =
                aIsBlack ? playGame(opening, a, b, depth) : playGame(opening, b, a, depth);
            const int score = aIsBlack ? blackScore : -blackScore;
            wins += score > 0;
            draws += score == 0;
            losses += score < 0;
            discs += score;
            const double points = score > 0 ? 1 : score == 0 ? 0.5 : 0;
            squares += points * points;
            if (args->has("verbose")) {
                out << "game " << played + 1 << ": " << moveList(opening) << ", A "
                    << (aIsBlack ? "black" : "white") << ": " << signedScore(score) << '\n'
                    << std::flush;
            }
        }
    }
    const double mean = (wins + 0.5 * draws) / played;
    const double deviation = std::sqrt(std::max(0.0, squares / played - mean * mean));
    const double margin95 = 1.96 * deviation / std::sqrt(double(played));
    const auto elo = [](double s) {
        s = std::clamp(s, 0.001, 0.999);
        return -400 * std::log10(1 / s - 1);
    };
    char line[240];
    std::snprintf(line, sizeof line,
                  "A %s vs B %s, depth %d, %d games from %zu openings of %d plies:\n"
                  "A wins %d, draws %d, loses %d; score %.1f%% +- %.1f%% (95%%), "
                  "Elo %+.0f [%+.0f, %+.0f]; mean disc difference %+.2f\n",
                  args->value("a").value_or("shipped").c_str(),
                  args->value("b").value_or("simple").c_str(), depth, played, openings.size(),
                  plies, wins, draws, losses, 100 * mean, 100 * margin95, elo(mean),
                  elo(mean - margin95), elo(mean + margin95), double(discs) / played);
    out << line;
    return 0;
}

}  // namespace

const Command matchCommand{
    "match",
    "match [--a EVAL] [--b EVAL] [--depth D] [--games N] [--plies P] [--margin M] [--seed S] "
    "[--hash MB] [--verbose]",
    "play evaluation A against B (simple, shipped or a weights file; default shipped against "
    "simple) at a fixed depth from balanced random openings, both colours",
    runMatch};

}  // namespace hasami::cli
