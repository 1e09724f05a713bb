// hasami-tools match: side A against side B from balanced openings, each opening played twice
// with the colours exchanged. A side is one of Hasami's evaluations searched in this process
// or another program that speaks NBoard or GTP; a referee judges every move (referee.h).

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>

#include "ai/engine.h"
#include "ai/pattern_evaluator.h"
#include "arguments.h"
#include "command_files.h"
#include "core/quote.h"
#include "engine_option.h"
#include "evaluation_player.h"
#include "match_games.h"
#include "tools_commands.h"

namespace hasami::cli {

namespace {

constexpr int kDefaultDepth = 6;

// What the user chose for one side.
struct SideChoice {
    std::string evaluation;
    ai::EngineKind kind = ai::EngineKind::AlphaBeta;
    std::string command;  // another program when not empty
    std::string directory;
    bool gtp = false;  // the program speaks GTP rather than NBoard
    ClockReading clock = ClockReading::Own;
};

// "--a shipped [--a-engine mcts]", "--a-cmd CMD [--a-dir DIR] [--a-protocol nboard|gtp]
// [--a-exchange-clocks]"; the error when they do not fit.
Result<SideChoice> readSide(const Arguments& args, const std::string& option,
                            const std::string& fallback) {
    SideChoice side;
    side.command = args.value(option + "-cmd").value_or("");
    side.directory = args.value(option + "-dir").value_or("");
    if (args.has(option) && args.has(option + "-cmd")) {
        return Error{"--" + option + " and --" + option + "-cmd exclude each other"};
    }
    if (args.has(option + "-cmd") && side.command.find_first_not_of(" \t") == std::string::npos) {
        return Error{"--" + option + "-cmd: an empty command"};
    }
    if (args.has(option + "-dir") && side.command.empty()) {
        return Error{"--" + option + "-dir needs --" + option + "-cmd"};
    }
    if (const auto protocol = args.value(option + "-protocol")) {
        if (side.command.empty()) {
            return Error{"--" + option + "-protocol needs --" + option + "-cmd"};
        }
        if (*protocol != "nboard" && *protocol != "gtp") {
            return Error{"--" + option + "-protocol: " + quoteInput(*protocol) +
                         " is not nboard or gtp"};
        }
        side.gtp = *protocol == "gtp";
    }
    if (const auto name = args.value(option + "-engine")) {
        if (!side.command.empty()) {
            return Error{"--" + option + "-engine and --" + option + "-cmd exclude each other"};
        }
        const auto kind = engineKindByName(*name);
        if (!kind) {
            return Error{"--" + option + "-engine: " + quoteInput(*name) +
                         " is not alphabeta, mcts or uct"};
        }
        side.kind = *kind;
    }
    if (args.has(option + "-exchange-clocks")) {
        if (side.command.empty() || side.gtp) {
            // GTP tells a program its own time left (time_left): there is nothing to exchange.
            return Error{"--" + option + "-exchange-clocks is for an NBoard engine's --" + option +
                         "-cmd"};
        }
        side.clock = ClockReading::Opponents;
    }
    side.evaluation = side.command.empty() ? args.value(option).value_or(fallback) : "";
    return side;
}

// "--sprt ELO0 ELO1" takes two words: they become one value for Arguments.
std::vector<std::string> joinSprtWords(std::vector<std::string> words) {
    for (std::size_t i = 0; i + 2 < words.size(); ++i) {
        if (words[i] == "--sprt") {
            words[i + 1] += " " + words[i + 2];
            words.erase(words.begin() + std::ptrdiff_t(i) + 2);
        }
    }
    return words;
}

std::optional<Sprt> parseSprt(const std::string& text) {
    Sprt sprt;
    char rest = 0;
    if (std::sscanf(text.c_str(), "%lf %lf %c", &sprt.elo0, &sprt.elo1, &rest) != 2 ||
        !(sprt.elo0 < sprt.elo1)) {
        return std::nullopt;
    }
    return sprt;
}

// Each side's nodes a second over the match, as its searches reported them, and A's over B's:
// what an evaluation or a search costs a node in real games, where the games' result on a
// clock hides it in their noise. Nothing when neither side reports its nodes.
void printSearchSpeed(std::ostream& out, const MatchSide (&sides)[2]) {
    SearchWork work[2];
    for (const int s : {0, 1})
        for (const auto& player : sides[s].players)
            work[s] += player->work();
    const auto speed = [](const SearchWork& w) -> std::optional<double> {
        if (w.seconds <= 0) return std::nullopt;
        return double(w.nodes) / w.seconds;
    };
    const std::optional<double> a = speed(work[0]), b = speed(work[1]);
    if (!a && !b) return;
    const auto text = [](std::optional<double> s) {
        if (!s) return std::string("none");
        char millions[32];
        std::snprintf(millions, sizeof millions, "%.2f M", *s / 1e6);
        return std::string(millions);
    };
    out << "nodes per second: A " << text(a) << ", B " << text(b);
    if (a && b) {
        char ratio[32];
        std::snprintf(ratio, sizeof ratio, " (A/B %.3f)", *a / *b);
        out << ratio;
    }
    out << '\n';
}

// Wins, draws, losses, score and Elo; forfeits and time; the speeds; the SPRT's state.
void printResults(std::ostream& out, const MatchScore& result, const MatchSide (&sides)[2],
                  const std::optional<Sprt>& sprt) {
    const Tally& tally = result.tally;
    const double score = tally.score();
    const double margin95 = tally.margin95();
    const auto milliseconds = [](const MatchSide& side) {
        return side.moves ? 1000 * side.seconds / side.moves : 0.0;
    };
    char line[400];
    std::snprintf(line, sizeof line,
                  "A wins %d, draws %d, loses %d; score %.1f%% +- %.1f%% (95%%), "
                  "Elo %+.0f [%+.0f, %+.0f]; mean disc difference %+.2f\n"
                  "forfeits: A %d, B %d; time per move: A %.1f ms, B %.1f ms\n",
                  tally.wins, tally.draws, tally.losses, 100 * score, 100 * margin95,
                  eloFromScore(score), eloFromScore(score - margin95),
                  eloFromScore(score + margin95), double(result.discs) / tally.games(),
                  sides[0].forfeits, sides[1].forfeits, milliseconds(sides[0]),
                  milliseconds(sides[1]));
    out << line;
    if (sides[0].leastLeft || sides[1].leastLeft) {
        const auto left = [](const MatchSide& side) {
            if (!side.leastLeft) return std::string("none");
            char text[32];
            std::snprintf(text, sizeof text, "%.2f s", *side.leastLeft);
            return std::string(text);
        };
        out << "least time left at a game's end: A " << left(sides[0]) << ", B " << left(sides[1])
            << '\n';
    }
    printSearchSpeed(out, sides);
    if (sprt) {
        const auto decision = sprt->decide(tally);
        std::snprintf(line, sizeof line, "SPRT Elo %g vs %g: LLR %.2f, bounds [%.2f, %.2f]: %s\n",
                      sprt->elo0, sprt->elo1, sprt->llr(tally), sprt->lowerBound(),
                      sprt->upperBound(),
                      decision == Sprt::Decision::AcceptH1   ? "H1 accepted"
                      : decision == Sprt::Decision::AcceptH0 ? "H0 accepted"
                                                             : "undecided");
        out << line;
    }
}

int runMatch(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(
        joinSprtWords(words),
        {"a",        "b",        "a-cmd",       "b-cmd",      "a-dir",      "b-dir",
         "a-engine", "b-engine", "depth",       "exact",      "clock",      "move-timeout",
         "games",    "plies",    "margin",      "seed",       "hash",       "openings",
         "ggf",      "sprt",     "concurrency", "a-protocol", "b-protocol", "latency"},
        {"verbose", "a-exchange-clocks", "b-exchange-clocks"});
    if (!args) return usageError(err, matchCommand, args.error().message);
    OptionErrors bad;
    const int games = int(bad(args->integer("games", 2, 1000000)).value_or(200));
    const int plies = int(bad(args->integer("plies", 0, 20)).value_or(8));
    const int margin = int(bad(args->integer("margin", 0, 64)).value_or(4));
    const auto seed = std::uint64_t(bad(args->integer("seed", 0, 1LL << 62)).value_or(1));
    const auto hash = std::size_t(bad(args->integer("hash", 1, 1 << 16)).value_or(16));
    const int concurrency = int(bad(args->integer("concurrency", 1, 256)).value_or(1));
    GameRules rules;
    rules.clock = double(bad(args->integer("clock", 1, 1000000)).value_or(0));
    rules.moveTimeout = bad(args->number("move-timeout", 0.01, 1e6)).value_or(60);
    rules.latency = bad(args->number("latency", 0, 60)).value_or(0);
    if (!bad.any() && rules.latency > 0 && rules.clock <= 0)
        bad.add(Error{"--latency needs --clock: it is charged to the clock"});
    int depth = int(bad(args->integer("depth", 1, 60)).value_or(0));
    const int exact = int(bad(args->integer("exact", 0, 60)).value_or(0));
    if (!bad.any() && args->has("exact") && rules.clock > 0)
        bad.add(Error{"--exact E goes with a fixed depth: a clock plans its own solve"});
    if (bad.any()) return usageError(err, matchCommand, bad.message());
    if (!args->positional().empty()) {
        return usageError(err, matchCommand,
                          "unexpected argument " + quoteInput(args->positional()[0]));
    }
    if (!depth && rules.clock <= 0) depth = kDefaultDepth;
    std::optional<Sprt> sprt;
    if (const auto text = args->value("sprt")) {
        sprt = parseSprt(*text);
        if (!sprt) {
            return usageError(
                err, matchCommand,
                "--sprt takes two Elo differences ELO0 < ELO1, not " + quoteInput(*text));
        }
    }

    const auto sideA = readSide(*args, "a", "shipped");
    if (!sideA) return usageError(err, matchCommand, sideA.error().message);
    const auto sideB = readSide(*args, "b", "simple");
    if (!sideB) return usageError(err, matchCommand, sideB.error().message);
    const SideChoice choices[2] = {*sideA, *sideB};
    if (rules.clock <= 0 &&
        (sideA->clock != ClockReading::Own || sideB->clock != ClockReading::Own))
        return usageError(err, matchCommand, "exchanging an engine's clocks needs --clock");
    if (args->has("exact") && !sideA->command.empty() && !sideB->command.empty()) {
        return usageError(err, matchCommand,
                          "--exact E is for the sides searched here (--a, --b); an engine's "
                          "command takes its own (hasami-engine nboard --exact E)");
    }
    CommandFiles files;
    for (const auto& [choice, option] : {std::pair{*sideA, "--a"}, std::pair{*sideB, "--b"}}) {
        if (choice.command.empty()) files.readEvaluation(option, choice.evaluation);
    }
    // Read when it exists, written when it does not.
    if (const auto openings = args->value("openings")) files.readAndWrite("--openings", *openings);
    if (const auto ggf = args->value("ggf")) files.write("--ggf", *ggf);
    if (files.refused(matchCommand, err)) return kUsageError;
    MatchSide sides[2];
    // The openings are judged by the evaluations of the sides, Hasami's shipped one standing in
    // for another program's.
    std::vector<std::unique_ptr<ai::Engine>> judges;
    for (int i = 0; i < 2; ++i) {
        const SideChoice& choice = choices[i];
        const std::string option = i == 0 ? "--a" : "--b";
        sides[i].label = i == 0 ? "A" : "B";
        for (int slot = 0; slot < concurrency; ++slot) {
            if (choice.command.empty()) {
                auto player = evaluationPlayer(choice.evaluation, choice.kind, hash, depth, exact);
                if (!player)
                    return usageError(err, matchCommand, option + ": " + player.error().message);
                sides[i].players.push_back(std::move(*player));
            } else {
                sides[i].players.push_back(
                    choice.gtp
                        ? gtpPlayer(choice.command, choice.directory)
                        : nboardPlayer(choice.command, choice.directory, depth, choice.clock));
                if (const auto ready = sides[i].players.back()->newGame(); !ready) {
                    return usageError(err, matchCommand, option + "-cmd: " + ready.error().message);
                }
            }
        }
        judges.push_back(std::make_unique<ai::Engine>(hash));
        judges.back()->setEvaluator(
            ai::evaluatorByName(choice.command.empty() ? choice.evaluation : "shipped")
                .value_or(nullptr));
    }

    // What is wrong with a file, not with the command line: no usage.
    const auto refuse = [&](const std::string& reason) {
        err << programName() << " match: " << reason << '\n';
        return kUsageError;
    };
    const int needed = (games + 1) / 2;
    const std::string openingsFile = args->value("openings").value_or("");
    std::vector<Opening> openings;
    if (!openingsFile.empty() && std::filesystem::exists(openingsFile)) {
        auto read = readOpenings(openingsFile);
        if (!read) return refuse("--openings: " + read.error().message);
        if (int(read->size()) < needed) {
            return refuse("--openings: " + openingsFile + " holds " + std::to_string(read->size()) +
                          " openings; " + std::to_string(games) + " games need " +
                          std::to_string(needed));
        }
        openings.assign(read->begin(), read->begin() + needed);
    } else {
        std::vector<ai::Engine*> judging;
        for (const auto& judge : judges)
            judging.push_back(judge.get());
        openings =
            balancedOpenings(needed, plies, depth ? depth : kDefaultDepth, margin, seed, judging);
        if (openings.empty())
            return refuse("no balanced opening of " + std::to_string(plies) + " plies within " +
                          std::to_string(margin) + " discs");
        if (int(openings.size()) < needed) {
            err << programName() << " match: " << plies << " plies give " << openings.size()
                << " distinct balanced openings; each is played again in turn\n";
        }
        if (!openingsFile.empty()) {
            const auto written = writeOpenings(openingsFile, openings);
            if (!written) return refuse("--openings: " + written.error().message);
        }
    }
    judges.clear();  // their tables are no longer needed

    AppendedFile ggf;
    const auto ggfPath = args->value("ggf");
    if (const auto opened = ggfPath ? ggf.open(*ggfPath, false) : Result<void>(); !opened)
        return refuse("--ggf: " + opened.error().message);

    const MatchScore result = playGames(
        openings, games, sides, rules, sprt,
        {.out = out, .err = err, .ggf = ggfPath ? &ggf : nullptr, .verbose = args->has("verbose")});
    const auto sideName = [&](int i) {
        if (choices[i].command.empty()) return sides[i].players[0]->name();
        std::string quoted = "'";  // built in steps: GCC 12 warns wrongly about "'" + s + "'"
        quoted.append(sides[i].players[0]->name()).append("'");
        return quoted;
    };
    out << "A " << sideName(0) << " vs B " << sideName(1) << ", "
        << (rules.clock > 0 ? "clock " + std::to_string(int(rules.clock)) + " s" +
                                  (depth ? ", depth " + std::to_string(depth) : "")
                            : "depth " + std::to_string(depth) +
                                  (exact ? ", exact from " + std::to_string(exact) : ""))
        << ", " << result.tally.games() << " games from " << openings.size() << " openings:\n";
    printResults(out, result, sides, sprt);
    if (!result.ggfError.empty()) {
        err << programName() << " match: --ggf: " << result.ggfError
            << ": the match stopped with the games not written\n";
        return 1;
    }
    return 0;
}

}  // namespace

const Command matchCommand{
    "match",
    "match [--a EVAL [--a-engine alphabeta|mcts|uct] | --a-cmd COMMAND [--a-dir DIR] "
    "[--a-protocol nboard|gtp] [--a-exchange-clocks]] "
    "[--b EVAL [--b-engine alphabeta|mcts|uct] | --b-cmd COMMAND [--b-dir DIR] "
    "[--b-protocol nboard|gtp] [--b-exchange-clocks]] "
    "[--depth D [--exact E]] [--clock SECONDS [--latency S]] [--move-timeout S] [--games N] "
    "[--openings FILE] "
    "[--plies P] [--margin M] [--seed S] [--hash MB] [--ggf FILE] [--sprt ELO0 ELO1] "
    "[--concurrency N] [--verbose]",
    "play side A against B from balanced random openings, both colours: each an evaluation "
    "(simple, shipped or a weights file; default shipped against simple) searched by alpha-beta "
    "or Monte Carlo tree search (--a-engine, --b-engine), or an NBoard or GTP engine "
    "command (--a-exchange-clocks for one that reads its opponent's clock, as NTest does); a "
    "referee forfeits illegal moves, crashes, hangs and lost clocks",
    runMatch};

}  // namespace hasami::cli
