// How fast the window's controller lets go of a running search: the time an undo or a new game
// takes while the computer thinks (what tst_game_controller once asserted in wall time). And how
// long the strongest level takes over its first move, which the opening book answers.
//   build/release/tests/bench/bench_controller

#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QSignalSpy>
#include <chrono>

#include "ai/levels.h"
#include "game_controller.h"

namespace hasami::gui {
namespace {

// A game in which the computer (white) is thinking hard about its reply to f5.
void startLongThink(GameController& c) {
    Settings s;
    s.useBook = false;  // the reply to f5 is in the book
    s.computerPlaysWhite = true;
    s.bySeconds = true;
    s.secondsPerMove = 60;
    s.threads = 1;
    c.setSettings(s);
    c.newGame();
    QSignalSpy thinking(&c, &GameController::thinkingChanged);
    c.playSquare(*Square::parse("f5"));
    thinking.wait(10000);  // the first completed depth: the search is running
}

template <typename Action>
void measureWhileThinking(benchmark::State& state, Action action) {
    GameController c;
    for (auto _ : state) {
        startLongThink(c);
        const auto start = std::chrono::steady_clock::now();
        action(c);
        const auto end = std::chrono::steady_clock::now();
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
        if (c.isThinking()) state.SkipWithError("still thinking");
    }
}

void BM_UndoWhileThinking(benchmark::State& state) {
    measureWhileThinking(state, [](GameController& c) { c.undo(); });
}
BENCHMARK(BM_UndoWhileThinking)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);

void BM_NewGameWhileThinking(benchmark::State& state) {
    measureWhileThinking(state, [](GameController& c) { c.newGame(); });
}
BENCHMARK(BM_NewGameWhileThinking)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);

// From a new game to the computer's first move on the board (which waits at least
// GameController::kMinimumReplyMs, so that the move is seen coming).
void BM_Level20FirstMove(benchmark::State& state) {
    GameController c;
    Settings s;
    s.level = ai::kLevelCount;
    s.computerPlaysBlack = true;
    s.computerPlaysWhite = false;
    c.setSettings(s);
    for (auto _ : state) {
        QSignalSpy position(&c, &GameController::positionChanged);
        const auto start = std::chrono::steady_clock::now();
        c.newGame();
        while (c.record().ply() == 0 && position.wait(60000)) {
        }
        const auto end = std::chrono::steady_clock::now();
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
        if (c.record().ply() != 1) state.SkipWithError("no move");
    }
}
BENCHMARK(BM_Level20FirstMove)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace
}  // namespace hasami::gui

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
