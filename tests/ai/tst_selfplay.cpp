// Self-play games for the corpus: legal, reproducible from their seed, with as many random
// moves as asked, ended by the exact solver (checked by plain minimax), read back from a shard
// as written (fixed records and packed), damage found, and read as an archive whose random moves
// are not training positions.

#include <QtTest>

#include "ai/engine.h"
#include "ai/training/dataset.h"
#include "ai/training/selfplay.h"
#include "minimax.h"

using namespace hasami;
using namespace hasami::ai::training;

namespace {

// Shallow searches, solved from 8 empties: minimax checks those in a moment.
constexpr SelfPlaySettings kSettings{
    .depth = 1, .exactEmpties = 8, .fewestRandom = 4, .mostRandom = 12};
constexpr std::uint64_t kSeed = 7;

// Black's discs minus white's at the end of the game, counted here: empty squares go to the
// side with more discs.
int blackMinusWhite(const Position& end) {
    const int black = end.discCount(Color::Black);
    const int white = end.discCount(Color::White);
    const int empty = 64 - black - white;
    return black - white + (black > white ? empty : black < white ? -empty : 0);
}

std::vector<Position> positionsOf(const SelfPlayGame& game) {
    std::vector<Position> positions{Position::start()};
    for (const Square square : game.squares) {
        Position p = positions.back();
        if (p.mustPass()) p = p.passed();
        positions.push_back(p.play(square));
    }
    return positions;
}

std::string shardBytes(const std::vector<SelfPlayGame>& games) {
    std::string bytes = encodeSelfPlayHeader(kSettings, kSeed);
    for (const SelfPlayGame& game : games)
        bytes += encodeSelfPlayGame(game);
    return bytes;
}

}  // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT

  private:
    ai::Engine engine_{1};
    std::vector<SelfPlayGame> games_;

  private slots:
    void initTestCase() {
        for (std::uint64_t index = 0; index < 6; ++index)
            games_.push_back(playSelfPlayGame(engine_, kSettings, kSeed, index));
    }

    void gamesAreLegalAndScored() {
        for (const SelfPlayGame& game : games_) {
            Position p = Position::start();
            for (const Square square : game.squares) {
                if (p.legalMoves() == 0) {
                    QVERIFY(!p.isGameOver());
                    p = p.passed();
                }
                QVERIFY(bb::has(p.legalMoves(), square.index()));
                p = p.play(square);
            }
            QVERIFY(p.isGameOver());
            QCOMPARE(game.result, blackMinusWhite(p));
            QVERIFY(game.randomMoves >= kSettings.fewestRandom);
            QVERIFY(game.randomMoves <= kSettings.mostRandom);
        }
    }

    void sameSeedSameGame() {
        ai::Engine other(1);
        const SelfPlayGame again = playSelfPlayGame(other, kSettings, kSeed, 3);
        QCOMPARE(again.squares, games_[3].squares);
        QCOMPARE(again.randomMoves, games_[3].randomMoves);
        // Other indices and seeds give other games.
        QVERIFY(games_[3].squares != games_[4].squares);
        QVERIFY(playSelfPlayGame(other, kSettings, kSeed + 1, 3).squares != games_[3].squares);
    }

    // From the first position with 8 empties or fewer, the game's result is that position's
    // exact score: both sides played the solver's moves.
    void endedByTheExactSolver() {
        for (const SelfPlayGame& game : games_) {
            const auto positions = positionsOf(game);
            const auto exact = std::find_if(positions.begin() + game.randomMoves, positions.end(),
                                            [](const Position& p) { return p.emptyCount() <= 8; });
            QVERIFY(exact != positions.end());
            const Position& p = *exact;
            const int fromBlack = p.sideToMove() == Color::Black ? 1 : -1;
            QCOMPARE(game.result * fromBlack, test::minimax(p));
        }
    }

    void shardReadBackAsWritten() {
        const auto shard = decodeSelfPlayShard(shardBytes(games_), "s.games");
        QVERIFY(shard);
        QCOMPARE(shard->settings, kSettings);
        QCOMPARE(shard->seed, kSeed);
        QCOMPARE(shard->damage, std::string());
        QCOMPARE(shard->games.size(), games_.size());
        QCOMPARE(shard->completeBytes, 32 + 64 * games_.size());
        for (std::size_t i = 0; i < games_.size(); ++i) {
            QCOMPARE(shard->games[i].squares, games_[i].squares);
            QCOMPARE(shard->games[i].randomMoves, games_[i].randomMoves);
            QCOMPARE(shard->games[i].result, games_[i].result);
        }
    }

    void damageEndsTheReading_data() {
        QTest::addColumn<int>("at");  // the byte changed in the second record, -1 cuts it short
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("damage");
        QTest::newRow("cut") << -1 << 0 << "game 2 cut short";
        QTest::newRow("first move off the board") << 4 << 64 << "game 2: move 1 is not legal";
        QTest::newRow("first move not legal") << 4 << 0 << "game 2: move 1 is not legal";
        QTest::newRow("result") << 2 << 65 << "game 2: the result is not the final position's";
        QTest::newRow("more than 60 moves") << 0 << 61 << "game 2: not a game record";
        QTest::newRow("fewer moves") << 0 << 20 << "game 2: bytes after the last move";
    }
    void damageEndsTheReading() {
        QFETCH(int, at);
        QFETCH(int, value);
        QFETCH(QString, damage);
        std::string bytes = shardBytes({games_[0], games_[1], games_[2]});
        const std::size_t second = 32 + 64;
        if (at < 0) {
            bytes.resize(second + 30);
        } else {
            bytes[second + std::size_t(at)] = char(value);
        }
        const auto shard = decodeSelfPlayShard(bytes, "s.games");
        QVERIFY(shard);
        QCOMPARE(QString::fromStdString(shard->damage), damage);
        QCOMPARE(shard->games.size(), std::size_t(1));
        QCOMPARE(shard->completeBytes, std::uint64_t(second));
    }

    void otherFilesAreRefused() {
        QVERIFY(!decodeSelfPlayShard("HSPGAMES", "short"));
        QVERIFY(!decodeSelfPlayShard(std::string(32, 'x'), "other"));
        std::string version = shardBytes({});
        version[8] = 3;
        QVERIFY(!decodeSelfPlayShard(version, "v3"));
    }

    // Sealed, a game takes 3 bytes and, for each move, the bits that number the legal moves of
    // its position (none when only one is legal), rounded up to a byte.
    void packedShardReadBackAsWritten() {
        const auto bytes = encodePackedSelfPlayShard(kSettings, kSeed, games_);
        QVERIFY(bytes);
        std::size_t expected = 32;
        for (const SelfPlayGame& game : games_) {
            int bits = 0;
            const auto positions = positionsOf(game);
            for (std::size_t i = 0; i < game.squares.size(); ++i) {
                Position p = positions[i];
                if (p.mustPass()) p = p.passed();
                for (int legal = std::popcount(p.legalMoves()) - 1; legal > 0; legal /= 2)
                    ++bits;
            }
            expected += 3 + std::size_t(bits + 7) / 8;
        }
        QCOMPARE(bytes->size(), expected);
        QVERIFY(bytes->size() < shardBytes(games_).size() / 2);
        const auto shard = decodeSelfPlayShard(*bytes, "s.games");
        QVERIFY(shard);
        QVERIFY(shard->packed);
        QCOMPARE(shard->settings, kSettings);
        QCOMPARE(shard->seed, kSeed);
        QCOMPARE(shard->damage, std::string());
        QCOMPARE(shard->completeBytes, std::uint64_t(bytes->size()));
        QCOMPARE(shard->games.size(), games_.size());
        for (std::size_t i = 0; i < games_.size(); ++i) {
            QCOMPARE(shard->games[i].squares, games_[i].squares);
            QCOMPARE(shard->games[i].randomMoves, games_[i].randomMoves);
            QCOMPARE(shard->games[i].result, games_[i].result);
        }
        // The first move's two bits: its place among d3, c4, f5 and e6, the start's moves.
        const std::vector<Square> first = {*Square::parse("d3"), *Square::parse("c4"),
                                           *Square::parse("f5"), *Square::parse("e6")};
        const auto rank = std::find(first.begin(), first.end(), games_[0].squares[0]);
        QVERIFY(rank != first.end());
        QCOMPARE(std::uint8_t((*bytes)[32 + 3]) & 3, int(rank - first.begin()));
    }

    void packedDamageEndsTheReading_data() {
        QTest::addColumn<int>("at");    // the byte changed in the second record, -1 cuts it short
        QTest::addColumn<int>("set");   // bits set in it
        QTest::addColumn<int>("flip");  // bits flipped in it
        QTest::addColumn<QString>("damage");
        QTest::newRow("cut") << -1 << 0 << 0 << "game 2 cut short";
        // After black's first move white has three: a rank of 3 names none of them.
        QTest::newRow("second move not legal") << 3 << 0x0C << 0 << "game 2: move 2 is not legal";
        // A final disc difference is even.
        QTest::newRow("result") << 2 << 0 << 1 << "game 2: the result is not the final position's";
        QTest::newRow("more than 60 moves") << 0 << 0x40 << 0 << "game 2: not a game record";
    }
    void packedDamageEndsTheReading() {
        QFETCH(int, at);
        QFETCH(int, set);
        QFETCH(int, flip);
        QFETCH(QString, damage);
        const auto one = encodePackedSelfPlayShard(kSettings, kSeed, {games_[0]});
        auto bytes = encodePackedSelfPlayShard(kSettings, kSeed, {games_[0], games_[1], games_[2]});
        QVERIFY(one && bytes);
        const std::size_t second = one->size();
        if (at < 0) {
            bytes->resize(second + 10);
        } else {
            char& changed = (*bytes)[second + std::size_t(at)];
            changed = char((changed | set) ^ flip);
        }
        const auto shard = decodeSelfPlayShard(*bytes, "s.games");
        QVERIFY(shard);
        QCOMPARE(QString::fromStdString(shard->damage), damage);
        QCOMPARE(shard->games.size(), std::size_t(1));
        QCOMPARE(shard->completeBytes, std::uint64_t(second));
    }

    void gamesNotPlayedAreNotPacked() {
        SelfPlayGame game = games_[0];
        game.squares[0] = *Square::parse("a1");
        const auto bytes = encodePackedSelfPlayShard(kSettings, kSeed, {games_[0], game});
        QVERIFY(!bytes);
        QCOMPARE(bytes.error().message, std::string("game 2: move 1 is not legal"));
    }

    // As an archive: the forced passes put in, and only the positions after the random moves
    // are samples, each labelled with the result from its side's view; those with 8 empties or
    // fewer (the settings' exact range) are exact, each its own minimax score.
    void randomMovesAreNotTrainingPositions() {
        for (const SelfPlayGame& game : games_) {
            const ArchiveGame archived = toArchiveGame(game, kSettings);
            Position p = Position::start();
            int squares = 0;
            int firstTraining = -1;
            for (std::size_t ply = 0; ply < archived.moves.size(); ++ply) {
                if (squares == game.randomMoves && firstTraining < 0) firstTraining = int(ply);
                const Move m = archived.moves[ply];
                QCOMPARE(m.isPass(), p.legalMoves() == 0);
                if (!m.isPass()) ++squares;
                p = p.play(m);
            }
            QVERIFY(p.isGameOver());
            QCOMPARE(archived.firstTrainingPly, firstTraining);
            const auto samples = gameSamples(archived);
            QCOMPARE(samples.size(), archived.moves.size() - std::size_t(firstTraining));
            // The first sample is the position after the random moves.
            QVERIFY(!samples.empty());
            const Position first = positionsOf(game)[std::size_t(game.randomMoves)];
            QCOMPARE(samples.front().p, first.player());
            QCOMPARE(samples.front().o, first.opponent());
            const int fromBlack = first.sideToMove() == Color::Black ? 1 : -1;
            QCOMPARE(samples.front().label, float(game.result * fromBlack));
            int exact = 0;
            for (const Sample& s : samples) {
                const Position at = Position::fromPlayers(s.p, s.o, Color::Black);
                QCOMPARE(s.exact, at.emptyCount() <= 8);
                if (!s.exact) continue;
                ++exact;
                QCOMPARE(s.label, float(test::minimax(at)));
            }
            QVERIFY(exact > 0);
        }
    }
};

QTEST_APPLESS_MAIN(TestSelfPlay)
#include "tst_selfplay.moc"
