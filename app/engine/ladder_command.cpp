// hasami-engine ladder: Hasami's levels and the human-like opponents on one Elo scale. Every
// pair of players plays the same balanced openings with both colours; the ratings are fitted
// to all the games at once (ai/training/ratings.h) and shifted so that the human-like
// opponents stand, on average, at the ratings they play as.

#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "ai/engine.h"
#include "ai/levels.h"
#include "ai/training/ratings.h"
#include "arguments.h"
#include "commands.h"
#include "core/ggf.h"
#include "core/write_file.h"
#include "engine_option.h"
#include "match_openings.h"
#include "match_statistics.h"
#include "referee.h"

namespace hasami::cli {

namespace {

// A player of the ladder: an engine at a level, or a human-like opponent at a rating.
struct Rung {
    std::string name;
    ai::Limits limits;
    ai::EngineKind kind = ai::EngineKind::AlphaBeta;
};

// Plays a rung's limits; each move's seed comes from the rung's seed, the game and the ply, so
// that a ladder played again gives the same games.
class RungPlayer : public MatchPlayer {
  public:
    RungPlayer(const Rung& rung, std::uint64_t seed) : rung_(rung), seed_(seed), engine_(16) {
        engine_.setKind(rung.kind);
    }
    std::string name() const override { return rung_.name; }
    bool newGame(std::string&) override {
        engine_.clear();
        ++game_;
        return true;
    }
    std::optional<Move> play(const MoveRequest& request, std::string&) override {
        ai::Limits limits = rung_.limits;
        limits.seed = seed_ ^ (game_ << 32) ^ std::uint64_t(request.game.moves.size());
        return engine_.think(request.position, limits).best;
    }

  private:
    Rung rung_;
    std::uint64_t seed_;
    ai::Engine engine_;
    std::uint64_t game_ = 0;
};

// "1-8" or "3": the numbers from first to last.
std::optional<std::pair<int, int>> range(const std::string& text, int min, int max) {
    const std::size_t dash = text.find('-');
    const auto first = parseInteger(text.substr(0, dash), min, max);
    const auto last =
        dash == std::string::npos ? first : parseInteger(text.substr(dash + 1), min, max);
    if (!first || !last || *first > *last) return std::nullopt;
    return std::pair{int(*first), int(*last)};
}

std::optional<std::vector<Rung>> rungsFromOptions(const Arguments& args, std::string& error) {
    std::vector<Rung> rungs;
    const struct {
        const char* option;
        ai::EngineKind kind;
        const char* label;
    } engines[] = {{"levels", ai::EngineKind::AlphaBeta, "level"},
                   {"mcts-levels", ai::EngineKind::MonteCarlo, "mcts level"}};
    for (const auto& e : engines) {
        const auto text = args.value(e.option);
        if (!text || text->empty()) continue;
        const auto levels = range(*text, 1, ai::kLevelCount);
        if (!levels) {
            error = std::string("--") + e.option + " takes FIRST-LAST within 1-" +
                    std::to_string(ai::kLevelCount);
            return std::nullopt;
        }
        for (int l = levels->first; l <= levels->second; ++l)
            rungs.push_back(
                {std::string(e.label) + " " + std::to_string(l), ai::Limits::atLevel(l), e.kind});
    }
    const auto humans = range(args.value("humans").value_or("1200-2200"), 100, 3000);
    const auto step = args.integer("human-step", 50, 1000, error).value_or(200);
    if (!humans || !error.empty()) {
        if (error.empty()) error = "--humans takes FIRST-LAST ratings within 100-3000";
        return std::nullopt;
    }
    for (int r = humans->first; r <= humans->second; r += int(step))
        rungs.push_back({"human " + std::to_string(r), ai::Limits::asHuman(r)});
    return rungs;
}

int runLadder(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    std::string error;
    const auto args = Arguments::parse(
        words, {"levels", "mcts-levels", "humans", "human-step", "openings", "seed", "ggf"}, {},
        error);
    if (!args) return usageError(err, ladderCommand, error);
    auto rungs = rungsFromOptions(*args, error);
    if (!rungs) return usageError(err, ladderCommand, error);
    const int openingCount = int(args->integer("openings", 1, 1000, error).value_or(2));
    const auto seed = std::uint64_t(args->integer("seed", 0, 1LL << 62, error).value_or(1));
    if (!error.empty()) return usageError(err, ladderCommand, error);
    if (rungs->size() < 2) return usageError(err, ladderCommand, "a ladder needs two players");

    ai::Engine judge;
    ai::Engine* judges[] = {&judge};
    const auto openings = balancedOpenings(openingCount, 8, 8, 2, seed, judges);
    std::vector<std::unique_ptr<MatchPlayer>> players;
    for (std::size_t i = 0; i < rungs->size(); ++i)
        players.push_back(std::make_unique<RungPlayer>((*rungs)[i], seed * 1000003 + i));

    std::vector<ai::training::RatedGame> games;
    std::vector<Tally> tallies(rungs->size());
    std::ostringstream ggf;
    for (std::size_t a = 0; a < rungs->size(); ++a) {
        for (std::size_t b = a + 1; b < rungs->size(); ++b) {
            for (const Opening& opening : openings) {
                for (const bool aBlack : {true, false}) {
                    MatchPlayer& black = *players[aBlack ? a : b];
                    MatchPlayer& white = *players[aBlack ? b : a];
                    black.newGame(error);
                    white.newGame(error);
                    const GameOutcome outcome = playGame(opening, black, white, GameRules{});
                    const std::size_t bi = aBlack ? a : b, wi = aBlack ? b : a;
                    const double blackScore = ai::training::blackScoreOf(outcome.blackScore);
                    games.push_back({int(bi), int(wi), 0, blackScore});
                    const auto count = [](Tally& t, double s) {
                        (s == 1 ? t.wins : s == 0 ? t.losses : t.draws) += 1;
                    };
                    count(tallies[bi], blackScore);
                    count(tallies[wi], 1 - blackScore);
                    ggf << formatGgf(outcome.game) << '\n';
                }
            }
        }
        out << "played the games of " << (*rungs)[a].name << std::endl;
    }

    // A weak prior: the games, not the prior, place the players.
    ai::training::RatingOptions options;
    options.priorDeviation = 2000;
    auto ratings = ai::training::fitRatings(games, options);
    double shift = 0;
    int anchors = 0;
    for (const auto& r : ratings) {
        if (const int nominal = (*rungs)[std::size_t(r.player)].limits.humanRating) {
            shift += nominal - r.rating;
            ++anchors;
        }
    }
    if (anchors) shift /= anchors;
    out << openings.size() << " openings, both colours, every pair: " << games.size()
        << " games, seed " << seed
        << "\n\n| player | games | score | Elo | 95 % |\n|---|---|---|---|---|\n";
    for (const auto& r : ratings) {
        const Tally& t = tallies[std::size_t(r.player)];
        out << "| " << (*rungs)[std::size_t(r.player)].name << " | " << t.games() << " | "
            << std::fixed << std::setprecision(1) << 100 * t.score() << " % | "
            << std::lround(r.rating + shift) << " | +-" << std::lround(1.96 * r.deviation)
            << " |\n";
    }
    if (const auto path = args->value("ggf")) {
        if (!replaceFile(*path, ggf.str(), &error)) {
            err << "hasami-engine ladder: " << error << '\n';
            return 1;
        }
    }
    return 0;
}

}  // namespace

const Command ladderCommand{
    "ladder",
    "ladder [--levels FIRST-LAST] [--mcts-levels FIRST-LAST] [--humans FIRST-LAST] "
    "[--human-step ELO] [--openings N] [--seed S] [--ggf FILE]",
    "Hasami's levels and human-like opponents on one Elo scale, from a round robin", runLadder};

}  // namespace hasami::cli
