#include "computer_move.h"

#include <QRandomGenerator>
#include <algorithm>

#include "ai/time_manager.h"
#include "engine_hub.h"
#include "external_engine_worker.h"  // kGraceSeconds
#include "overloaded.h"

namespace hasami::gui {

namespace {

void askForMove(EngineHub& engines, const PlaySettings& settings, const GameRecord& record,
                const ClockKeeper& clock) {
    const Position& p = record.current();
    const auto played = record.playedMoves();
    const Player player = settings.player(p.sideToMove(), clock.timed());
    if (std::holds_alternative<ExternalEngine>(player)) {
        // On the game's clock the engine is told its time left, and the clock judges it;
        // without one it is given its seconds per move for each of its moves to come, and
        // twice them for this one (a hard move may take more than its share).
        const double perMove = settings.engineSecondsPerMove;
        const double left = clock.timed() ? *clock.timeLeft(p.sideToMove(), record)
                                          : perMove * std::max(1, (p.emptyCount() + 1) / 2);
        const double limit =
            (clock.timed() ? left : 2 * perMove) + ExternalEngineWorker::kGraceSeconds;
        engines.thinkWithOpponent(record.start(), {played.begin(), played.end()}, left, limit);
        return;
    }
    ai::Limits limits =
        std::visit(Overloaded{[](Level l) { return ai::Limits::atLevel(l.level); },
                              [](SecondsAMove s) { return ai::Limits::forSeconds(s.seconds); },
                              [](HumanLike h) { return ai::Limits::asHuman(h.rating); },
                              [&](OnClock) {
                                  return ai::Limits::within(ai::clockMoveTime(
                                      *clock.timeLeft(p.sideToMove(), record), p.emptyCount(),
                                      clock.control()->increment));
                              }},
                   std::get<Hasami>(player).strength);
    limits.seed = QRandomGenerator::global()->generate64();
    limits.recent = ai::RecentMoves::after(played);
    engines.think(p, limits);
}

}  // namespace

ComputerMove::ComputerMove(EngineHub& engines, GameAnalysis& analysis, QObject* parent)
    : QObject(parent), engines_(engines), analysis_(analysis) {
    connect(&engines_, &EngineHub::progress, this, &ComputerMove::onProgress);
    connect(&engines_, &EngineHub::thought, this, &ComputerMove::onThought);
    connect(&engines_, &EngineHub::moveFailed, this, &ComputerMove::onFailed);
    reply_.setSingleShot(true);
    connect(&reply_, &QTimer::timeout, this, [this] {
        thinking_ = false;
        emit thinkingChanged(false, ThinkingStatus());
        emit found(replyMove_);
    });
}

void ComputerMove::start(const PlaySettings& settings, const GameRecord& record,
                         const ClockKeeper& clock) {
    const ExternalEngine* external = settings.opponentEngine();
    thinking_ = true;
    position_ = record.current();
    timed_ = clock.timed();
    timer_.start();
    emit thinkingChanged(true, ThinkingStatus::started(position_.sideToMove(),
                                                       external ? external->name : QString()));
    askForMove(engines_, settings, record, clock);
}

void ComputerMove::stop() {
    reply_.stop();
    if (!thinking_) return;
    thinking_ = false;
    emit thinkingChanged(false, ThinkingStatus());
}

void ComputerMove::onProgress(const ai::Progress& progress) {
    if (!thinking_) return;
    auto status = ThinkingStatus::searching(position_.sideToMove(), progress);
    status.progress.seconds = double(timer_.elapsed()) / 1000;
    emit thinkingChanged(true, status);
}

void ComputerMove::onThought(const ai::SearchResult& result) {
    if (!thinking_) return;
    // A human-like move comes without a search (depth 0): nothing to score.
    if (!result.best.isPass() && (result.depth > 0 || result.exact)) {
        analysis_.addScore(position_,
                           {result.score, result.depth, result.exact, result.winLossDraw});
        emit scored();
    }
    if (result.fromBook)
        emit thinkingChanged(true, ThinkingStatus::fromBook(position_.sideToMove()));
    // On a clock the wait would be the computer's own time: its move comes when found.
    replyMove_ = result.best;
    reply_.start(timed_ ? 0 : std::max(0, kMinimumReplyMs - int(timer_.elapsed())));
}

void ComputerMove::onFailed(const QString& message) {
    if (!thinking_) return;
    thinking_ = false;
    emit thinkingChanged(false, ThinkingStatus());
    emit failed(message);
}

}  // namespace hasami::gui
