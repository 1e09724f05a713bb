#include "computer_move.h"

#include <QRandomGenerator>
#include <algorithm>

#include "ai/time_manager.h"
#include "engine_hub.h"
#include "external_engine_worker.h"  // kGraceSeconds

namespace hasami::gui {

void askForMove(EngineHub& engines, const PlaySettings& settings, const GameRecord& record,
                const ClockKeeper& clock) {
    const Position& p = record.current();
    const auto played = record.playedMoves();
    if (settings.opponentEngine()) {
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
        settings.humanLike ? ai::Limits::asHuman(settings.humanRating)
        : clock.timed()
            ? ai::Limits::within(ai::clockMoveTime(*clock.timeLeft(p.sideToMove(), record),
                                                   p.emptyCount(), clock.control()->increment))
        : settings.bySeconds ? ai::Limits::forSeconds(settings.secondsPerMove)
                             : ai::Limits::atLevel(settings.level);
    limits.seed = QRandomGenerator::global()->generate64();
    limits.recent = ai::RecentMoves::after(played);
    engines.think(p, limits);
}

}  // namespace hasami::gui
