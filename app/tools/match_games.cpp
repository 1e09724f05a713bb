#include "match_games.h"

#include <iostream>
#include <mutex>
#include <thread>

#include "report.h"

namespace hasami::cli {

namespace {

void reportForfeit(std::ostream& err, int number, const MatchSide& side, const char* colour,
                   const GameOutcome& outcome) {
    err << "game " << number << ": " << side.label << " (" << colour
        << ") forfeits: " << outcome.fault << '\n';
    for (const std::string& line : outcome.exchange)
        err << "  " << line << '\n';
    err << std::flush;
}

}  // namespace

MatchScore playGames(const std::vector<Opening>& openings, int games, MatchSide (&sides)[2],
                     const GameRules& rules, const std::optional<Sprt>& sprt,
                     const MatchOutput& output) {
    MatchScore score;
    std::mutex mutex;  // guards what follows, the sides' totals and the output
    int next = 0;
    const auto play = [&](std::size_t slot) {
        while (true) {
            int number;
            {
                std::lock_guard lock(mutex);
                if (next >= games) return;
                if (sprt && sprt->decide(score.tally) != Sprt::Decision::Continue) return;
                if (!score.ggfError.empty()) return;
                number = next++;
            }
            const bool aIsBlack = number % 2 == 0;
            const Opening& opening = openings[std::size_t(number / 2) % openings.size()];
            MatchSide& black = sides[aIsBlack ? 0 : 1];
            MatchSide& white = sides[aIsBlack ? 1 : 0];
            const GameOutcome outcome =
                playGame(opening, *black.players[slot], *white.players[slot], rules);

            std::lock_guard lock(mutex);
            black.seconds += outcome.seconds[0];
            black.moves += outcome.moves[0];
            white.seconds += outcome.seconds[1];
            white.moves += outcome.moves[1];
            if (rules.clock > 0) {
                for (const int side : {0, 1}) {
                    if (outcome.forfeiter == (side == 0 ? Color::Black : Color::White)) continue;
                    MatchSide& s = side == 0 ? black : white;
                    s.leastLeft = std::min(s.leastLeft.value_or(rules.clock), outcome.left[side]);
                }
            }
            const int discs = aIsBlack ? outcome.blackScore : -outcome.blackScore;
            score.tally.wins += discs > 0;
            score.tally.draws += discs == 0;
            score.tally.losses += discs < 0;
            score.discs += discs;
            if (outcome.forfeiter) {
                const bool blackFailed = *outcome.forfeiter == Color::Black;
                MatchSide& failed = blackFailed ? black : white;
                ++failed.forfeits;
                reportForfeit(output.err, number + 1, failed, blackFailed ? "black" : "white",
                              outcome);
            }
            if (output.verbose) {
                output.out << "game " << number + 1 << ": " << moveList(opening) << ", A "
                           << (aIsBlack ? "black" : "white") << ": " << signedScore(discs) << '\n'
                           << std::flush;
            }
            if (output.ggf && score.ggfError.empty()) {
                const auto written = output.ggf->write(formatGgf(outcome.game) + '\n');
                if (!written) score.ggfError = written.error().message;
            }
        }
    };
    std::vector<std::thread> threads;
    for (std::size_t slot = 1; slot < sides[0].players.size(); ++slot)
        threads.emplace_back(play, slot);
    play(0);
    for (std::thread& thread : threads)
        thread.join();
    return score;
}

}  // namespace hasami::cli
