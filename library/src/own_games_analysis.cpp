#include "library/own_games_analysis.h"

#include <algorithm>
#include <iterator>

namespace hasami::library {

namespace {

// All the user's own games: a list, not a page of one.
constexpr int kAllGames = 1000000;

// The user's mistakes in `game`, sorted by ply; nullopt when stopped.
std::optional<std::vector<Mistake>> mistakesOf(const LibraryGame& game, ai::Engine& engine,
                                               const std::string& user, const MistakeSearch& search,
                                               const std::function<bool()>& stopped) {
    std::vector<Mistake> found;
    for (const Color side : {Color::Black, Color::White}) {
        if ((side == Color::Black ? game.black : game.white) != user) continue;
        auto mistakes = findMistakes(engine, game.moves, side, search, stopped);
        if (!mistakes) return std::nullopt;
        std::ranges::move(*mistakes, std::back_inserter(found));
    }
    std::ranges::sort(found, {}, &Mistake::ply);
    for (Mistake& mistake : found)
        mistake.game = game.id;
    return found;
}

}  // namespace

Result<MistakesListing> analyseOwnGames(GamesLibrary& games, ai::Engine& engine,
                                        const std::string& user, const MistakeSearch& search,
                                        const AnalysisHooks& hooks) {
    MistakesListing listing;
    const auto toAnalyse = games.gamesToAnalyse();
    if (!toAnalyse) return toAnalyse.error();
    const int total = int(toAnalyse->size());
    for (int i = 0; i < total && !hooks.stopped(); ++i) {
        if (hooks.progress) hooks.progress(i, total);
        const LibraryGame& game = (*toAnalyse)[std::size_t(i)];
        if (game.black != user && game.white != user) continue;
        const auto found = mistakesOf(game, engine, user, search, hooks.stopped);
        if (!found) break;
        if (const auto stored = games.storeMistakes(game.id, *found); !stored)
            return stored.error();
        ++listing.analysed;
    }
    auto own = games.ownGames(kAllGames);
    if (!own) return own.error();
    listing.games = std::move(*own);
    auto mistakes = games.mistakes();
    if (!mistakes) return mistakes.error();
    // Only the mistakes of games listed can be shown with their game.
    for (Mistake& mistake : *mistakes) {
        if (std::ranges::any_of(listing.games,
                                [&](const LibraryGame& g) { return g.id == mistake.game; }))
            listing.mistakes.push_back(std::move(mistake));
    }
    return listing;
}

}  // namespace hasami::library
