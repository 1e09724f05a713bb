#include "engine_worker.h"

#include "ai/book_file.h"
#include "ai/explanation.h"
#include "library/endgame_drill.h"
#include "request_ids.h"

namespace hasami::gui {

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {}

void EngineWorker::cancelUpTo(quint64 id) {
    raiseTo(cancelledUpTo_, id);
    engine_.stop();
}

void EngineWorker::hurryUpTo(quint64 id) {
    raiseTo(hurriedUpTo_, id);
    engine_.stop();
}

bool EngineWorker::keepSearching(quint64 id) {
    const bool keep = wanted(id) && id > hurriedUpTo_.load();
    if (!keep) engine_.stop();
    return keep;
}

void EngineWorker::search(quint64 id, const Position& position, const ai::Limits& limits) {
    if (!wanted(id)) return;  // cancelled while it waited in the queue
    const ai::SearchResult result = engine_.think(position, limits, [&](const ai::Progress& p) {
        if (keepSearching(id)) emit progress(id, p);
    });
    // A stop meant for an earlier request may have cut this one short: only a wanted
    // result goes back.
    if (wanted(id)) emit finished(id, result);
}

void EngineWorker::analyse(quint64 id, const Position& position, const ai::Limits& limits) {
    if (!wanted(id)) return;
    const Evaluations last = engine_.analyse(position, limits, [&](const Evaluations& e) {
        if (keepSearching(id)) emit analysed(id, e, false);
    });
    if (wanted(id)) emit analysed(id, last, true);
}

void EngineWorker::review(quint64 id, const std::vector<Position>& positions,
                          const ai::Limits& limits) {
    for (std::size_t i = 0; i < positions.size() && wanted(id); ++i) {
        const Evaluations scored =
            engine_.analyse(positions[i], limits, [&](const Evaluations&) { keepSearching(id); });
        if (wanted(id)) emit reviewed(id, int(i), scored);
    }
}

void EngineWorker::explain(quint64 id, const Position& position, Move move, int depth,
                           const Evaluations& scores) {
    if (!wanted(id)) return;
    const auto explanation = scores.empty() ? ai::explain(engine_, position, move, depth)
                                            : ai::explain(engine_, position, move, scores, depth);
    if (explanation && wanted(id)) emit explained(id, *explanation);
}

void EngineWorker::explainMoves(quint64 id, const std::vector<Position>& positions,
                                const std::vector<Move>& moves,
                                const std::vector<Evaluations>& scores, int depth) {
    for (std::size_t i = 0; i < positions.size() && i < moves.size() && wanted(id); ++i) {
        const auto explanation =
            i < scores.size() ? ai::explain(engine_, positions[i], moves[i], scores[i], depth)
                              : ai::explain(engine_, positions[i], moves[i], depth);
        if (explanation && wanted(id)) emit explainedMove(id, int(i), *explanation);
    }
}

void EngineWorker::solve(quint64 id, const std::vector<Position>& positions) {
    for (std::size_t i = 0; i < positions.size(); ++i) {
        // Counted before the check: a cancel in between stops the solver as it starts.
        const std::uint64_t stops = engine_.stopRequests();
        if (!wanted(id)) return;
        const Evaluations scores = library::solveExactly(engine_, positions[i], stops);
        if (wanted(id)) emit solved(id, int(i), scores);
    }
}

void EngineWorker::analyseOwnGames(quint64 id, const QString& path, const QString& user,
                                   const library::MistakeSearch& search) {
    if (!wanted(id)) return;
    const library::AnalysisHooks hooks{.progress =
                                           [&](int done, int total) {
                                               if (wanted(id))
                                                   emit ownGamesProgress(id, done, total);
                                           },
                                       .stopped = [&] { return !wanted(id); }};
    auto games =
        library::GamesLibrary::open(path.toStdString(), library::GamesLibrary::Access::ReadWrite);
    const auto found =
        games ? library::analyseOwnGames(*games, engine_, user.toStdString(), search, hooks)
              : Result<library::MistakesListing>(games.error());
    if (!wanted(id)) return;
    if (found) {
        emit ownGamesAnalysed(id, *found, {});
    } else {
        emit ownGamesAnalysed(id, {}, QString::fromStdString(found.error().message));
    }
}

void EngineWorker::clear() {
    engine_.clear();
}

void EngineWorker::setThreads(int count) {
    engine_.setThreads(count);
}

void EngineWorker::setEngineKind(ai::EngineKind kind) {
    engine_.setKind(kind);
}

void EngineWorker::setBookEnabled(bool enabled) {
    // Decoded once and shared: the controller reads the same book (a missing one is its to
    // report).
    engine_.setBook(enabled ? ai::shippedBook().value_or(nullptr) : nullptr);
}

}  // namespace hasami::gui
