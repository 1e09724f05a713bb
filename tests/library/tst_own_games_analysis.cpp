// "My mistakes"' work without a window (library/own_games_analysis.h): the user's games
// analysed once each, another name's left for later, a stop, and the mistakes of the last ten
// empties checked against a plain minimax.

#include <QTemporaryDir>
#include <QtTest>

#include "library/own_games_analysis.h"
#include "minimax.h"
#include "random_games.h"
#include "result_message.h"

using namespace hasami;
using namespace hasami::library;
using test::minimax;

namespace {

// Solved to the end from 10 empties, where minimax is quick (tst_mistakes' search).
constexpr MistakeSearch kSearch{.depth = 1, .exactEmpties = 10, .minimumLoss = 4};

ArchiveGame ownGame(unsigned seed, const char* black, const char* white) {
    ArchiveGame game;
    game.moves = test::randomGameMoves(seed);
    game.complete = true;
    game.black = black;
    game.white = white;
    return game;
}

// The plies, within the last 10 empties, where `user` lost 4 discs or more against minimax's
// best in `moves`.
std::vector<int> lateMistakes(const std::vector<Move>& moves, Color user) {
    std::vector<int> plies;
    Position p = Position::start();
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (moves[ply].isPass()) {
            p = p.passed();
            continue;
        }
        if (p.sideToMove() == user && p.emptyCount() <= kSearch.exactEmpties &&
            minimax(p) + minimax(p.play(moves[ply])) >= kSearch.minimumLoss)
            plies.push_back(int(ply));
        p = p.play(moves[ply]);
    }
    return plies;
}

}  // namespace

class TestOwnGamesAnalysis : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    GamesLibrary libraryWith(const char* name, const std::vector<ArchiveGame>& games) {
        auto library =
            GamesLibrary::open(dir_.filePath(name).toStdString(), GamesLibrary::Access::ReadWrite);
        if (!library) qFatal("%s", library.error().message.c_str());
        for (const ArchiveGame& game : games)
            if (!library->addOwnGame(game)) qFatal("game not added");
        return std::move(*library);
    }

  private slots:
    // alice plays black in game 1 and white in game 2; game 3 is bob's, from before the login
    // changed. Newest first: games 3, 2, 1.
    void theUsersGamesAreAnalysedOnce() {
        const std::vector<ArchiveGame> own = {ownGame(1, "alice", "Hasami level 6"),
                                              ownGame(2, "Hasami level 6", "alice"),
                                              ownGame(3, "bob", "Hasami level 6")};
        GamesLibrary games = libraryWith("once.db", own);
        ai::Engine engine;
        std::vector<std::pair<int, int>> progress;
        const auto listing = analyseOwnGames(
            games, engine, "alice", kSearch,
            {.progress = [&](int done, int total) { progress.emplace_back(done, total); }});
        QVERIFY2(listing, messageOf(listing));
        QCOMPARE(listing->analysed, 2);
        QCOMPARE(progress, (std::vector<std::pair<int, int>>{{0, 3}, {1, 3}, {2, 3}}));
        QCOMPARE(listing->games.size(), std::size_t(3));
        QCOMPARE(listing->games.front().black, std::string("bob"));

        // The late mistakes of alice's side of each game, and none of anyone else's.
        int checked = 0;
        for (std::size_t g = 0; g < 2; ++g) {
            const Color user = g == 0 ? Color::Black : Color::White;
            const long long id = listing->games[2 - g].id;
            std::vector<int> listed;
            for (const Mistake& m : listing->mistakes) {
                QVERIFY(m.game != listing->games[0].id);
                if (m.game == id && m.empties <= kSearch.exactEmpties) listed.push_back(m.ply);
            }
            std::ranges::sort(listed);
            const std::vector<int> expected = lateMistakes(own[g].moves, user);
            QCOMPARE(listed, expected);
            checked += int(expected.size());
        }
        QVERIFY(checked >= 1);  // random games make mistakes to check

        // Analysed once: listed again without a search; bob's game is still to analyse.
        const auto again = analyseOwnGames(games, engine, "alice", kSearch);
        QVERIFY2(again, messageOf(again));
        QCOMPARE(again->analysed, 0);
        QCOMPARE(again->mistakes.size(), listing->mistakes.size());
        const auto left = games.gamesToAnalyse();
        QCOMPARE(left->size(), std::size_t(1));
        QCOMPARE(left->front().black, std::string("bob"));
    }

    // A stop before the first game: nothing analysed, the games still listed, and the next
    // analysis does them.
    void aStopKeepsTheGamesForLater() {
        GamesLibrary games = libraryWith("stopped.db", {ownGame(4, "alice", "Hasami level 6")});
        ai::Engine engine;
        const auto stopped =
            analyseOwnGames(games, engine, "alice", kSearch, {.stopped = [] { return true; }});
        QVERIFY2(stopped, messageOf(stopped));
        QCOMPARE(stopped->analysed, 0);
        QCOMPARE(stopped->games.size(), std::size_t(1));
        QVERIFY(stopped->mistakes.empty());
        QCOMPARE(analyseOwnGames(games, engine, "alice", kSearch)->analysed, 1);
    }
};

QTEST_MAIN(TestOwnGamesAnalysis)
#include "tst_own_games_analysis.moc"
