#include "engine_worker.h"

namespace hasami::gui {

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {}

void EngineWorker::cancelUpTo(quint64 id) {
    quint64 seen = cancelledUpTo_.load();
    while (seen < id && !cancelledUpTo_.compare_exchange_weak(seen, id)) {
    }
    engine_.stop();
}

void EngineWorker::search(quint64 id, Position position, ai::Limits limits) {
    if (!wanted(id)) return;  // cancelled while it waited in the queue
    const ai::Result result = engine_.think(position, limits, [&](const ai::Progress& p) {
        if (wanted(id)) {
            emit progress(id, p);
        } else {
            engine_.stop();  // cancelled in the instant before the search began
        }
    });
    // A stop meant for an earlier request may have cut this one short: only a wanted
    // result goes back.
    if (wanted(id)) emit finished(id, result);
}

void EngineWorker::analyse(quint64 id, Position position, ai::Limits limits) {
    if (!wanted(id)) return;
    const Evaluations last = engine_.analyse(position, limits, [&](const Evaluations& e) {
        if (wanted(id)) {
            emit analysed(id, e, false);
        } else {
            engine_.stop();
        }
    });
    if (wanted(id)) emit analysed(id, last, true);
}

void EngineWorker::review(quint64 id, std::vector<Position> positions, ai::Limits limits) {
    for (std::size_t i = 0; i < positions.size() && wanted(id); ++i) {
        if (positions[i].mustPass()) continue;  // nothing to choose there
        const ai::Result r = engine_.think(positions[i], limits);
        if (wanted(id)) emit reviewed(id, int(i), r.score);
    }
}

void EngineWorker::clear() {
    engine_.clear();
}

void EngineWorker::setThreads(int count) {
    engine_.setThreads(count);
}

}  // namespace hasami::gui
