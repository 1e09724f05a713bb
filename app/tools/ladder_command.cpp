// hasami-tools ladder: Hasami's levels and the human-like opponents on one Elo scale. Every
// pair of players plays the same balanced openings with both colours; the ratings are fitted
// to all the games at once (ai/training/ratings.h) and shifted so that the human-like
// opponents stand, on average, at the ratings they play as (without them, the levels already
// rated). The games of an earlier ladder (--with) join the fit and stand for the games of this
// ladder's schedule they fill: strong levels, whose games are slow, can be added to a ladder by
// playing only the pairs it does not have, and a ladder stopped part way goes on where it was.

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <ostream>
#include <sstream>

#include "ai/engine.h"
#include "ai/levels.h"
#include "ai/training/ratings.h"
#include "arguments.h"
#include "command_files.h"
#include "core/archive.h"
#include "core/ggf.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "core/write_file.h"
#include "engine_option.h"
#include "match_openings.h"
#include "match_statistics.h"
#include "referee.h"
#include "tools_commands.h"

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
    Result<void> newGame() override {
        engine_.clear();
        ++game_;
        return {};
    }
    Result<Move> play(const MoveRequest& request) override {
        ai::Limits limits = rung_.limits;
        limits.seed = seed_ ^ (game_ << 32) ^ std::uint64_t(request.game.moves.size());
        limits.recent = ai::RecentMoves::after(request.game.moves);
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

// The engines whose levels a ladder ranks: the option that chooses the levels, and the label
// that names their players ("mcts level 7") and leads back to the level's rating.
struct LadderEngine {
    const char* option;
    ai::EngineKind kind;
    const char* label;
    int (*rating)(int level);
};
const LadderEngine kEngines[] = {
    {"levels", ai::EngineKind::AlphaBeta, "level", ai::levelRating},
    {"mcts-levels", ai::EngineKind::MonteCarlo, "mcts level", ai::monteCarloLevelRating}};

Result<std::vector<Rung>> rungsFromOptions(const Arguments& args) {
    std::vector<Rung> rungs;
    for (const auto& e : kEngines) {
        const auto text = args.value(e.option);
        if (!text || text->empty()) continue;
        const auto levels = range(*text, 1, ai::kLevelCount);
        if (!levels) {
            return Error{std::string("--") + e.option + " takes FIRST-LAST within 1-" +
                         std::to_string(ai::kLevelCount)};
        }
        for (int l = levels->first; l <= levels->second; ++l)
            rungs.push_back(
                {std::string(e.label) + " " + std::to_string(l), ai::Limits::atLevel(l), e.kind});
    }
    const std::string humanText = args.value("humans").value_or("1200-2200");
    const auto humans = humanText == "none" ? std::pair{1, 0} : range(humanText, 100, 3000);
    const auto step = args.integer("human-step", 50, 1000);
    if (!step) return step.error();
    if (!humans) return Error{"--humans takes FIRST-LAST ratings within 100-3000, or none"};
    for (int r = humans->first; r <= humans->second; r += int(step->value_or(200)))
        rungs.push_back({"human " + std::to_string(r), ai::Limits::asHuman(r)});
    return rungs;
}

// A player whose rating is known before the fit, from its name: a human-like opponent plays as
// its label ("human 1400"), a level as ai/levels.h rates it ("level 7", "mcts level 7").
struct Anchor {
    bool human = false;
    int rating = 0;  // 0: not known
};

Anchor anchorOf(const std::string& name) {
    const auto numberAfter = [&](const std::string& label, long long min, long long max) {
        const std::string prefix = label + " ";
        if (!name.starts_with(prefix)) return 0;
        return int(parseInteger(name.substr(prefix.size()), min, max).value_or(0));
    };
    if (const int rating = numberAfter("human", 100, 3000)) return {true, rating};
    for (const auto& e : kEngines) {
        if (const int level = numberAfter(e.label, 1, ai::kLevelCount))
            return {false, e.rating(level)};
    }
    return {};
}

// Everyone the fit places, by name: the rungs of this ladder first, then the players of earlier
// games; the games, each player's tally, and how many games each pair has played.
class Field {
  public:
    explicit Field(const std::vector<Rung>& rungs) {
        for (const Rung& rung : rungs)
            index(rung.name);
    }
    // The player's index; a player not seen yet joins.
    int index(const std::string& name) {
        const auto it = std::find(names_.begin(), names_.end(), name);
        if (it != names_.end()) return int(it - names_.begin());
        names_.push_back(name);
        tallies_.emplace_back();
        return int(names_.size() - 1);
    }
    void add(int black, int white, int blackMinusWhite) {
        const double score = ai::training::blackScoreOf(blackMinusWhite);
        games_.push_back({black, white, 0, score});
        count(tallies_[std::size_t(black)], score);
        count(tallies_[std::size_t(white)], 1 - score);
        ++between_[{std::min(black, white), std::max(black, white)}];
    }
    int gamesBetween(int a, int b) const {
        const auto it = between_.find({std::min(a, b), std::max(a, b)});
        return it == between_.end() ? 0 : it->second;
    }

    const std::string& name(int player) const { return names_[std::size_t(player)]; }
    const Tally& tally(int player) const { return tallies_[std::size_t(player)]; }
    const std::vector<ai::training::RatedGame>& games() const { return games_; }

  private:
    static void count(Tally& tally, double score) {
        (score == 1 ? tally.wins : score == 0 ? tally.losses : tally.draws) += 1;
    }

    std::vector<std::string> names_;
    std::vector<Tally> tallies_;
    std::vector<ai::training::RatedGame> games_;
    std::map<std::pair<int, int>, int> between_;
};

// Adds the games of an earlier ladder's --ggf file (a game a line) to `field`; the error
// "'FILE':LINE: why" at the first line that is not a game with its result. A last line cut short
// (a ladder stopped while it wrote) is said on `err` and left out.
Result<void> addEarlierGames(const std::string& path, Field& field, std::ostream& err) {
    const auto text = readFile(path, std::size_t(1) << 30);
    if (!text) return text.error();
    std::istringstream lines(*text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const auto game = parseGgf(line);
        std::string result = game ? game->result : "";
        if (result.starts_with('+')) result.erase(0, 1);
        const auto margin = parseInteger(result, -64, 64);
        if (!game || !margin || game->black.empty() || game->white.empty()) {
            const std::string reason = !game     ? game.error().reason
                                       : !margin ? "the result RE[] is not a disc count"
                                                 : "a player's name PB[] or PW[] is missing";
            const std::string where = quotePath(path) + ":" + std::to_string(number) + ": ";
            if (lines.eof()) {
                err << programName() << " ladder: " << where << cutShortReason(reason)
                    << ": skipped\n";
                return {};
            }
            return Error{where + reason};
        }
        field.add(field.index(game->black), field.index(game->white), int(*margin));
    }
    return {};
}

// How far to move the fitted ratings, whose mean the prior sets, so that the human-like
// opponents stand on average at their labels; in a field without them (a ladder of the strong
// levels, whose games are too slow to play against everyone), so that the levels already rated
// stand on average at their ratings. Returns the shift and what it rests on.
std::pair<double, std::string> scaleShift(
    const std::vector<ai::training::PlayerYearRating>& ratings, const Field& field) {
    for (const bool humans : {true, false}) {
        double shift = 0;
        int anchors = 0;
        for (const auto& r : ratings) {
            const Anchor anchor = anchorOf(field.name(r.player));
            if (anchor.human == humans && anchor.rating) {
                shift += anchor.rating - r.rating;
                ++anchors;
            }
        }
        if (anchors) {
            return {shift / anchors,
                    std::to_string(anchors) + (humans ? " human-like opponents at their labels"
                                                      : " levels at their ratings in ai/levels.h")};
        }
    }
    return {0, "nobody (no human-like opponent, no rated level)"};
}

int runLadder(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(
        words, {"levels", "mcts-levels", "humans", "human-step", "openings", "seed", "ggf", "with"},
        {});
    if (!args) return usageError(err, ladderCommand, args.error().message);
    auto rungs = rungsFromOptions(*args);
    if (!rungs) return usageError(err, ladderCommand, rungs.error().message);
    OptionErrors bad;
    const int openingCount = int(bad(args->integer("openings", 1, 1000)).value_or(2));
    const auto seed = std::uint64_t(bad(args->integer("seed", 0, 1LL << 62)).value_or(1));
    if (bad.any()) return usageError(err, ladderCommand, bad.message());
    if (rungs->size() < 2) return usageError(err, ladderCommand, "a ladder needs two players");

    const auto earlier = args->value("with");
    const auto ggfPath = args->value("ggf");
    CommandFiles files;
    // A ladder goes on from where it stopped with its --ggf as --with: the games read are
    // appended to.
    if (earlier && !(ggfPath && sameFile(*earlier, *ggfPath))) files.read("--with", *earlier);
    if (ggfPath) files.write("--ggf", *ggfPath);
    if (files.refused(ladderCommand, err)) return kUsageError;

    Field field(*rungs);
    if (const auto added = earlier ? addEarlierGames(*earlier, field, err) : Result<void>();
        !added) {
        err << programName() << " ladder: " << added.error().message << '\n';
        return 2;
    }
    const std::size_t earlierGames = field.games().size();
    // Each game is appended as it ends, so that a ladder stopped part way keeps what it played.
    AppendedFile ggf;
    if (const auto opened = ggfPath ? ggf.open(*ggfPath, false) : Result<void>(); !opened)
        return usageError(err, ladderCommand, "--ggf: " + opened.error().message);

    ai::Engine judge;
    ai::Engine* judges[] = {&judge};
    const auto openings = balancedOpenings(openingCount, 8, 8, 2, seed, judges);
    std::vector<std::unique_ptr<MatchPlayer>> players;
    for (std::size_t i = 0; i < rungs->size(); ++i)
        players.push_back(std::make_unique<RungPlayer>((*rungs)[i], seed * 1000003 + i));

    const auto startGames = [&](int black, int white) {
        [[maybe_unused]] const auto blackReady = players[std::size_t(black)]->newGame();
        [[maybe_unused]] const auto whiteReady = players[std::size_t(white)]->newGame();
    };
    for (int a = 0; a < int(rungs->size()); ++a) {
        for (int b = a + 1; b < int(rungs->size()); ++b) {
            // The pair's earlier games fill the first places of its schedule.
            int earlierOfPair = field.gamesBetween(a, b);
            for (const Opening& opening : openings) {
                for (const bool aBlack : {true, false}) {
                    const int black = aBlack ? a : b, white = aBlack ? b : a;
                    // A rung is always ready; the referee starts the game again for each.
                    startGames(black, white);
                    if (earlierOfPair > 0) {
                        // As the referee would: a game an earlier one stands for moves the
                        // players' seeds on as a played one does, so the others are the games
                        // this ladder plays without --with.
                        startGames(black, white);
                        --earlierOfPair;
                        continue;
                    }
                    const GameOutcome outcome = playGame(opening, *players[std::size_t(black)],
                                                         *players[std::size_t(white)], GameRules{});
                    field.add(black, white, outcome.blackScore);
                    if (const auto written =
                            ggfPath ? ggf.write(formatGgf(outcome.game) + '\n') : Result<void>();
                        !written) {
                        err << programName() << " ladder: --ggf: " << written.error().message
                            << ": the ladder stopped\n";
                        return 1;
                    }
                }
            }
        }
        out << "played the games of " << field.name(a) << std::endl;
    }

    // A weak prior: the games, not the prior, place the players.
    ai::training::RatingOptions options;
    options.priorDeviation = 2000;
    const auto ratings = ai::training::fitRatings(field.games(), options);
    const auto [shift, anchoredOn] = scaleShift(ratings, field);
    out << openings.size() << " openings, both colours, every pair: " << field.games().size()
        << " games, seed " << seed << '\n';
    if (earlier) out << earlierGames << " of them read from " << *earlier << '\n';
    out << "the scale puts " << anchoredOn << '\n';
    out << "\n| player | games | score | Elo | 95 % |\n|---|---|---|---|---|\n";
    for (const auto& r : ratings) {
        const Tally& t = field.tally(r.player);
        out << "| " << field.name(r.player) << " | " << t.games() << " | " << std::fixed
            << std::setprecision(1) << 100 * t.score() << " % | " << std::lround(r.rating + shift)
            << " | +-" << std::lround(1.96 * r.deviation) << " |\n";
    }
    return 0;
}

}  // namespace

const Command ladderCommand{
    "ladder",
    "ladder [--levels FIRST-LAST] [--mcts-levels FIRST-LAST] [--humans FIRST-LAST|none] "
    "[--human-step ELO] [--openings N] [--seed S] [--ggf FILE] [--with EARLIER.ggf]",
    "Hasami's levels and human-like opponents on one Elo scale, from a round robin", runLadder};

}  // namespace hasami::cli
