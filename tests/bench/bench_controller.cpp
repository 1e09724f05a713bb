// How fast the window's controller lets go of a running search: the time an undo or a new game
// takes while the computer thinks (what tst_game_controller once asserted in wall time). And how
// long the strongest level takes over its first move, which the opening book answers. And how
// long Why? takes to answer on a mistake, after a review and without one (issue #39: 0.5 s).
//   build/release/tests/bench/bench_controller

#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <chrono>

#include "ai/levels.h"
#include "core/ggf.h"
#include "game_analysis.h"
#include "game_controller.h"

namespace hasami::gui {
namespace {

// A game in which the computer (white) is thinking hard about its reply to f5.
void startLongThink(GameController& c) {
    Settings s;
    s.useBook = false;  // the reply to f5 is in the book
    s.seats.white = Seat::Computer;
    s.strength = PlaySettings::StrengthKind::Seconds;
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
// ComputerMove::kMinimumReplyMs, so that the move is seen coming).
void BM_Level20FirstMove(benchmark::State& state) {
    GameController c;
    Settings s;
    s.level = ai::kLevelCount;
    s.seats = {Seat::Computer, Seat::Human};
    c.setSettings(s);
    for (auto _ : state) {
        QSignalSpy position(&c, &GameController::positionShown);
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

// The test archive's game that the shipped evaluation won by 36, loaded for two people.
void loadReviewedGame(GameController& c) {
    QFile file(QStringLiteral(HASAMI_TEST_DATA "/archives/good.ggf"));
    if (!file.open(QIODevice::ReadOnly)) std::abort();
    const auto ggf = parseGgf(file.readAll().toStdString());
    if (!ggf) std::abort();
    GameRecord record(ggf->start);
    for (const Move m : ggf->moves) {
        if (!m.isPass()) record.play(m);
    }
    Settings s;
    s.useBook = false;
    s.seats = {Seat::Human, Seat::Human};
    c.setSettings(s);
    c.loadGame(record);
}

// From Why? on each mistake of the game to its explanation, the review's (depth 10, the
// window's default) or, with `reviewed` false, a search of its own at the hints' depth.
void measureWhy(benchmark::State& state, bool reviewed) {
    GameController reviewer;
    loadReviewedGame(reviewer);
    QSignalSpy finished(&reviewer, &GameController::reviewFinished);
    reviewer.startReview(10);
    if (!finished.wait(600000)) std::abort();
    const auto mistakes = GameAnalysis::mistakes(reviewer.analysis().judge(reviewer.record()));
    GameController fresh;  // the same game, never reviewed
    loadReviewedGame(fresh);
    GameController& c = reviewed ? reviewer : fresh;
    std::size_t next = 0;
    for (auto _ : state) {
        const int ply = mistakes[next++ % mistakes.size()];
        c.jumpTo(ply - 1);
        c.setHintsEnabled(true);
        QSignalSpy ready(&c, &GameController::explanationReady);
        const auto start = std::chrono::steady_clock::now();
        c.explainMove(c.record().moves()[std::size_t(ply - 1)].square());
        if (ready.isEmpty()) ready.wait(60000);
        const auto end = std::chrono::steady_clock::now();
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
        if (ready.isEmpty()) state.SkipWithError("no explanation");
        c.setHintsEnabled(false);
    }
}

void BM_WhyAfterReview(benchmark::State& state) {
    measureWhy(state, true);
}
BENCHMARK(BM_WhyAfterReview)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);

void BM_WhyWithoutReview(benchmark::State& state) {
    measureWhy(state, false);
}
BENCHMARK(BM_WhyWithoutReview)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace
}  // namespace hasami::gui

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
