#include "computer_move.h"

#include <QRandomGenerator>
#include <algorithm>

#include "ai/time_manager.h"
#include "engine_hub.h"
#include "external_engine_worker.h"  // kGraceSeconds
#include "overloaded.h"

namespace hasami::gui {

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

}  // namespace hasami::gui
