#include <QtTest>

#include "core/square.h"
#include "exchanged_clocks.h"

using namespace hasami;
using namespace hasami::cli;

namespace {

// From the start, with each move's seconds.
GgfGame game(std::initializer_list<std::pair<const char*, double>> moves) {
    GgfGame g;
    g.timeControl = "1:00";
    for (const auto& [name, seconds] : moves) {
        g.moves.push_back(Move(*Square::parse(name)));
        g.seconds.push_back(seconds);
    }
    return g;
}

// The seconds left on the clock of the side that made the moves of `parity` (0: the first
// side's), as an engine counts them from the game: the time control less those moves' times.
double clockOf(const GgfGame& g, std::size_t parity) {
    double used = 0;
    for (std::size_t i = parity; i < g.seconds.size(); i += 2)
        used += g.seconds[i];
    return 60 - used;
}

}  // namespace

// What an engine that reads the clock of the side not to move (NTest) is sent.
class TestExchangedClocks : public QObject {
    Q_OBJECT
  private slots:
    void eachSidesTimeGoesOnTheOthersFirstMove() {
        // Black used 1.5 + 0.5 + 1 = 3 s, white 2 + 4 = 6 s.
        const GgfGame played =
            game({{"f5", 1.5}, {"d6", 2.0}, {"c3", 0.5}, {"d3", 4.0}, {"c4", 1.0}});
        const GgfGame sent = withClocksExchanged(played);
        QCOMPARE(sent.seconds, (std::vector<double>{6.0, 3.0, 0, 0, 0}));
        QCOMPARE(sent.moves, played.moves);
        // White to move: the clock read, black's, is white's own 54 s; and the other way round.
        QCOMPARE(clockOf(sent, 0), 54.0);
        QCOMPARE(clockOf(sent, 1), 57.0);
    }

    void aGameWithoutTimesIsSentAsItIs() {
        GgfGame played = game({{"f5", 0}, {"d6", 0}});
        played.seconds.clear();
        QVERIFY(withClocksExchanged(played).seconds.empty());
    }

    void afterOneMoveTheSideToMoveReadsAFullClock() {
        // White has used nothing: the clock it reads, black's, must say 60 s.
        const GgfGame sent = withClocksExchanged(game({{"f5", 2.5}}));
        QCOMPARE(sent.seconds, std::vector<double>{0.0});
        QCOMPARE(clockOf(sent, 0), 60.0);
    }
};

QTEST_GUILESS_MAIN(TestExchangedClocks)
#include "tst_exchanged_clocks.moc"
