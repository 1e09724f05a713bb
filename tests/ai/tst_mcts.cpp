// The Monte Carlo tree search behind the Engine facade (EngineKind::MonteCarlo): legal answers in
// real games, proofs that agree with the exact solver, stopping, the memory cap, the reuse of
// its tree, and the analysis of every move. With one thread and simulation limits, every search
// here is deterministic.

#include <QtTest>

#include <set>

#include "ai/engine.h"
#include "ai/levels.h"
#include "core/archive.h"
#include "ffo.h"
#include "printing.h"
#include "random_games.h"
#include "result_message.h"

using namespace hasami;

namespace {

std::unique_ptr<ai::Engine> monteCarloEngine(std::size_t megabytes = 16) {
    auto engine = std::make_unique<ai::Engine>(megabytes);
    engine->setKind(ai::EngineKind::MonteCarlo);
    return engine;
}

bool isLegalAnswer(const Position& p, Move m) {
    return p.legalMoves() ? !m.isPass() && bb::has(p.legalMoves(), m.square().index()) : m.isPass();
}

// The exact score of `p` by the alpha-beta solver.
int exactScore(const Position& p) {
    ai::Engine solver(8);
    return solver.think(p, ai::Limits::atDepth(60)).score;
}

int sign(int x) {
    return (x > 0) - (x < 0);
}

// The win, draw or loss a proved result stands for, as the sign of a score.
int provedSign(const ai::SearchResult& r) {
    return *r.winProbability == 1.0 ? 1 : *r.winProbability == 0.0 ? -1 : 0;
}

Position midgamePosition(std::uint64_t seed, int plies) {
    std::mt19937_64 rng(seed);
    for (;;) {
        const GameRecord game = test::randomGame(rng);
        if (game.length() > plies && game.positionAt(plies).legalMoves())
            return game.positionAt(plies);
    }
}

}  // namespace

class TestMonteCarlo : public QObject {
    Q_OBJECT
  private slots:
    // Every position of the archive's games, by the evaluation-guided search, by plain UCT and
    // by level 1 (random playouts), the tree kept from move to move as in a game.
    void legalMoveInEveryPositionOfArchiveGames() {
        const auto archive = hasami::readArchiveFile(HASAMI_TEST_DATA "/archives/good.gam");
        QVERIFY2(archive, messageOf(archive));
        QVERIFY(archive->games.size() >= 3);
        const auto guided = monteCarloEngine();
        const auto plain = monteCarloEngine();
        const auto uct = monteCarloEngine();
        uct->setKind(ai::EngineKind::PlainUct);
        int positions = 0;
        for (const auto& game : archive->games) {
            Position p = Position::start();
            for (const Move m : game.moves) {
                const ai::SearchResult a = guided->think(p, ai::Limits::forNodes(300));
                QVERIFY2(isLegalAnswer(p, a.best), a.best.name().c_str());
                QVERIFY(a.winProbability && *a.winProbability >= 0 && *a.winProbability <= 1);
                QVERIFY(a.nodes <= 300);
                const ai::SearchResult b = plain->think(p, ai::Limits::atLevel(1, positions));
                QVERIFY2(isLegalAnswer(p, b.best), b.best.name().c_str());
                const ai::SearchResult c = uct->think(p, ai::Limits::forNodes(300));
                QVERIFY2(isLegalAnswer(p, c.best), c.best.name().c_str());
                QVERIFY(c.winProbability && c.nodes <= 300);
                p = p.play(m);
                ++positions;
            }
        }
        QVERIFY(positions > 150);
    }

    void sameSearchSameAnswer() {
        const Position p = midgamePosition(3, 20);
        const ai::SearchResult a = monteCarloEngine()->think(p, ai::Limits::forNodes(5000));
        const ai::SearchResult b = monteCarloEngine()->think(p, ai::Limits::forNodes(5000));
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.nodes, std::uint64_t(5000));
        QCOMPARE(b.nodes, a.nodes);
        QCOMPARE(*a.winProbability, *b.winProbability);
        QCOMPARE(a.pv, b.pv);
    }

    // Plain UCT (level 4: random playouts, no exact solver) proves small endgames by the end of
    // the game alone, and its proofs agree with the exact solver: a forced win is found and
    // played, a loss is seen as one.
    void playoutSearchProvesSmallEndgames() {
        std::mt19937_64 rng(11);
        int wins = 0;
        for (int g = 0; g < 12; ++g) {
            const GameRecord game = test::randomGame(rng);
            const int ply = std::max(0, game.length() - 7);
            const Position p = game.positionAt(ply);
            if (!p.legalMoves()) continue;
            const ai::SearchResult r = monteCarloEngine()->think(p, ai::Limits::atLevel(4));
            QVERIFY2(r.winLossDraw, formatBoard(p).c_str());
            const int exact = exactScore(p);
            QCOMPARE(provedSign(r), sign(exact));
            // The move played keeps the result: a win stays a win.
            QCOMPARE(sign(-exactScore(p.play(r.best))), sign(exact));
            wins += exact > 0;
        }
        QVERIFY(wins >= 3);
    }

    // FFO #1-#19 (14 to 16 empties): the search with the exact solver at its leaves proves each
    // root, with the solver's win, draw or loss, and plays a move that keeps it.
    void ffoProofsAgreeWithTheExactSolver() {
        const auto entries = test::ffoEntries("fforum-1-19.obf");
        QCOMPARE(entries.size(), std::size_t(19));
        const auto engine = monteCarloEngine(64);
        for (const ObfEntry& e : entries) {
            engine->clear();
            const ai::SearchResult r = engine->think(e.position, ai::Limits::forNodes(200000));
            QVERIFY2(r.winLossDraw, formatBoard(e.position).c_str());
            QCOMPARE(provedSign(r), sign(*e.bestScore()));
            bool kept = false;
            for (const auto& s : e.scores)
                kept |= s.move == r.best && sign(s.score) == sign(*e.bestScore());
            QVERIFY2(kept, r.best.name().c_str());
        }
    }

    // A stop made before the search starts (a protocol's "stop" racing its "go") ends a search
    // without limits at once, with a legal move.
    void stopBeforeTheStartEndsASearchWithoutLimits() {
        const auto engine = monteCarloEngine();
        const Position p = midgamePosition(5, 24);
        const std::uint64_t stops = engine->stopRequests();
        engine->stop();
        const ai::SearchResult r = engine->think(p, ai::Limits{}, {}, stops);
        QVERIFY(r.stopped);
        QVERIFY(isLegalAnswer(p, r.best));
        QVERIFY(r.nodes <= 1);
    }

    // A long think in a small tree: 2 MB hold about 40,000 simulations (48 bytes each, 47.8 MB a
    // million measured), so 200,000 fill it several times; each time it is recycled and the
    // search goes on to its limit, within the cap.
    void aFullTreeIsRecycledAndTheSearchGoesOn() {
        const auto engine = monteCarloEngine(2);
        const Position p = midgamePosition(7, 16);
        const ai::SearchResult r = engine->think(p, ai::Limits::forNodes(200'000));
        QVERIFY(isLegalAnswer(p, r.best));
        QCOMPARE(r.nodes, std::uint64_t(200'000));
        QVERIFY(engine->treeBytes() <= std::size_t(2) << 20);
        // The root keeps its visits through every recycling: one a simulation.
        QCOMPARE(r.visits, std::uint64_t(200'000));
    }

    // The same with two threads growing the tree between recyclings.
    void threadsRecycleTheTree() {
        const auto engine = monteCarloEngine(2);
        engine->setThreads(2);
        const Position p = midgamePosition(29, 20);
        const ai::SearchResult r = engine->think(p, ai::Limits::forNodes(150'000));
        QVERIFY(isLegalAnswer(p, r.best));
        QVERIFY(r.nodes >= 150'000 && r.nodes <= 150'002);
        QCOMPARE(r.visits, r.nodes);
        QVERIFY(engine->treeBytes() <= std::size_t(2) << 20);
    }

    // The tree of one move serves the next: the position two plies on keeps the visits it had.
    void treeIsReusedForTheNextMove() {
        const auto engine = monteCarloEngine();
        const Position p = midgamePosition(9, 20);
        const ai::SearchResult first = engine->think(p, ai::Limits::forNodes(20000));
        QVERIFY(first.pv.size() >= 2);
        const Position next = p.play(first.pv[0]).play(first.pv[1]);
        const ai::SearchResult second = engine->think(next, ai::Limits::forNodes(1000));
        QCOMPARE(second.nodes, std::uint64_t(1000));
        QVERIFY(second.visits > 2000);
        engine->clear();
        QCOMPARE(engine->think(next, ai::Limits::forNodes(1000)).visits, std::uint64_t(1000));
    }

    void analysisScoresEveryMoveBestFirst() {
        const auto engine = monteCarloEngine();
        const Position p = midgamePosition(13, 22);
        int updates = 0;
        const auto all =
            engine->analyse(p, ai::Limits::forNodes(3000),
                            [&](const std::vector<ai::MoveEvaluation>&) { ++updates; });
        QCOMPARE(int(all.size()), bb::count(p.legalMoves()));
        QVERIFY(updates >= 2);
        std::uint64_t visits = 0;
        for (std::size_t i = 0; i < all.size(); ++i) {
            QVERIFY(bb::has(p.legalMoves(), all[i].move.square().index()));
            QVERIFY(all[i].winProbability && *all[i].winProbability >= 0 &&
                    *all[i].winProbability <= 1);
            if (i > 0) QVERIFY(all[i - 1].visits >= all[i].visits);
            visits += all[i].visits;
        }
        QCOMPARE(visits, std::uint64_t(3000));
    }

    void passExactlyWhenNoMove() {
        std::mt19937_64 rng(17);
        int passes = 0;
        const auto engine = monteCarloEngine();
        while (passes < 3) {
            const GameRecord game = test::randomGame(rng);
            for (int ply = 1; ply < game.length(); ++ply) {
                const Position& p = game.positionAt(ply);
                if (!p.mustPass()) continue;
                const ai::SearchResult r = engine->think(p, ai::Limits::forNodes(200));
                QVERIFY(r.best.isPass());
                ++passes;
            }
        }
    }

    // Several threads share one tree; the answer is legal and the simulations are all counted.
    void threadsShareTheTree() {
        const auto engine = monteCarloEngine();
        engine->setThreads(2);
        const Position p = midgamePosition(19, 18);
        const ai::SearchResult r = engine->think(p, ai::Limits::forNodes(20000));
        QVERIFY(isLegalAnswer(p, r.best));
        QVERIFY(r.nodes >= 20000 && r.nodes <= 20002);
        QCOMPARE(r.visits, r.nodes);
    }

    // The weakest levels are plain UCT, and they vary their moves with the seed.
    void weakLevelsVaryWithTheSeed() {
        const Position p = midgamePosition(23, 12);
        std::set<int> moves;
        for (std::uint64_t seed = 0; seed < 8; ++seed) {
            const ai::SearchResult r = monteCarloEngine()->think(p, ai::Limits::atLevel(1, seed));
            QVERIFY(isLegalAnswer(p, r.best));
            QCOMPARE(r.nodes, std::uint64_t(ai::monteCarloLevel(1).visits));
            moves.insert(r.best.square().index());
        }
        QVERIFY(moves.size() >= 2);
    }
};

QTEST_GUILESS_MAIN(TestMonteCarlo)
#include "tst_mcts.moc"
