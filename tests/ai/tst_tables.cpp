// The tables the search threads share: the transposition table (bounds kept, deeper knowledge
// kept, no torn entry ever read, even with threads writing at once) and the busy table.

#include <QtTest>

#include <random>
#include <thread>

#include "busy_table.h"
#include "transposition_table.h"

using namespace hasami;

namespace {

// A score every writer stores for a position, so a reader can tell a whole entry from a torn
// one.
int scoreOf(Bitboard p, Bitboard o) {
    return int((p ^ o * 7) % 101) - 50;
}

}  // namespace

class TestTables : public QObject {
    Q_OBJECT
  private slots:
    void storesBoundsAndMoves() {
        ai::TranspositionTable table(1);
        QVERIFY(!table.probe(1, 2));
        table.store(1, 2, 5, 3, -10, 10, 4, 19);  // exact: inside the window
        auto e = table.probe(1, 2);
        QVERIFY(e);
        QCOMPARE(int(e->lower), 4);
        QCOMPARE(int(e->upper), 4);
        QCOMPARE(int(e->move), 19);
        QCOMPARE(int(e->depth), 5);
        QCOMPARE(int(e->selectivity), 3);
        table.store(3, 4, 5, 3, 0, 1, 0, 20);  // fail low: an upper bound
        e = table.probe(3, 4);
        QCOMPARE(int(e->lower), -64);
        QCOMPARE(int(e->upper), 0);
        table.store(3, 4, 5, 3, -5, -4, -3, 21);  // fail high at the same depth: both bounds
        e = table.probe(3, 4);
        QCOMPARE(int(e->lower), -3);
        QCOMPARE(int(e->upper), 0);
        QCOMPARE(int(e->move), 21);
        table.store(3, 4, 2, 3, -5, 5, 1, 22);  // shallower knowledge does not replace deeper
        QCOMPARE(int(table.probe(3, 4)->depth), 5);
        table.clear();
        QVERIFY(!table.probe(1, 2));
        QVERIFY(!table.probe(3, 4));
    }

    // clear() skips the blocks nobody wrote, and leaves the table as new, generations too: the
    // same search then runs the same on it.
    void clearEmptiesEveryBlockAndRestartsTheGenerations() {
        ai::TranspositionTable table(1);
        std::mt19937_64 rng(7);
        std::vector<std::pair<Bitboard, Bitboard>> stored;
        for (int i = 0; i < 20000; ++i) {
            const Bitboard p = rng(), o = rng() & ~p;
            table.store(p, o, 3, 0, -64, 64, 0, 10);
            stored.emplace_back(p, o);
        }
        for (int i = 0; i < 5; ++i)
            table.newSearch();
        table.clear();
        for (const auto& [p, o] : stored)
            QVERIFY(!table.probe(p, o));
        table.newSearch();
        table.store(1, 2, 3, 0, -64, 64, 0, 10);
        QCOMPARE(int(table.probe(1, 2)->generation), 1);
    }

    // A short search writes a few entries: clearing after it costs a few blocks of buckets,
    // not the whole table (solve clears before each of thousands of positions).
    void clearCostsOnlyTheBlocksWritten() {
        ai::TranspositionTable table(64);
        QCOMPARE(table.clear(), std::size_t(0));
        table.store(1, 2, 3, 0, -64, 64, 0, 10);
        table.store(3, 4, 3, 0, -64, 64, 0, 10);
        QVERIFY(table.clear() <= 2 * 64);  // two 4 KB blocks of 64 buckets at most
        QVERIFY(!table.probe(1, 2));
        QCOMPARE(table.clear(), std::size_t(0));
    }

    void threadsNeverReadATornEntry() {
        // A tiny table, so that the threads keep overwriting each other's slots.
        ai::TranspositionTable table(1);
        std::atomic<long> hits{0}, wrong{0};
        const auto work = [&](std::uint64_t seed) {
            std::mt19937_64 rng(seed);
            for (int i = 0; i < 400000; ++i) {
                // Few distinct positions, so that threads meet on the same slots.
                const Bitboard p = rng() % 200000 + 1, o = (p * 0x9E3779B97F4A7C15ULL) | 1;
                if (rng() & 1) {
                    const int s = scoreOf(p, o);
                    table.store(p, o, int(rng() % 20), 5, -64, 64, s, int(p % 64));
                } else if (const auto e = table.probe(p, o)) {
                    ++hits;
                    if (e->lower != scoreOf(p, o) || e->upper != scoreOf(p, o) ||
                        e->move != p % 64) {
                        ++wrong;
                    }
                }
            }
        };
        std::vector<std::jthread> threads;
        for (std::uint64_t t = 0; t < 3; ++t)
            threads.emplace_back(work, t);
        threads.clear();
        QVERIFY(hits > 1000);
        QCOMPARE(wrong.load(), 0L);
    }

    void busyTableMarksWhatIsSearched() {
        ai::BusyTable busy;
        QVERIFY(!busy.busy(1, 2));
        busy.enter(1, 2);
        QVERIFY(busy.busy(1, 2));
        QVERIFY(!busy.busy(2, 1));
        busy.leave(1, 2);
        QVERIFY(!busy.busy(1, 2));
        busy.enter(5, 6);
        busy.leave(7, 8);  // another position's leave does not clear it
        QVERIFY(busy.busy(5, 6));
    }

    // With many threads a position stays busy until the last thread inside has left it.
    void busyTableCountsTheThreadsInside() {
        ai::BusyTable busy;
        for (int thread = 0; thread < 8; ++thread)
            busy.enter(3, 4);
        for (int thread = 0; thread < 7; ++thread) {
            busy.leave(3, 4);
            QVERIFY(busy.busy(3, 4));
        }
        busy.leave(3, 4);
        QVERIFY(!busy.busy(3, 4));
        busy.leave(3, 4);  // one leave too many is harmless
        QVERIFY(!busy.busy(3, 4));
    }

    // Threads entering and leaving the same positions at once leave every slot free.
    void busyTableBalancesUnderThreads() {
        ai::BusyTable busy;
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&busy] {
                for (int round = 0; round < 20000; ++round) {
                    const Bitboard p = Bitboard(round % 16), o = Bitboard(round % 16) << 32;
                    busy.enter(p, o);
                    busy.leave(p, o);
                }
            });
        }
        for (auto& t : threads)
            t.join();
        for (Bitboard p = 0; p < 16; ++p)
            QVERIFY(!busy.busy(p, p << 32));
    }
};

QTEST_APPLESS_MAIN(TestTables)
#include "tst_tables.moc"
