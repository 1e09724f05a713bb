#include "threaded_engine_hub.h"

#include "engine_worker.h"
#include "external_engine_worker.h"

namespace hasami::gui {

namespace {

// Runs `call` on the thread `worker` lives in, after the requests queued before it.
template <typename Worker, typename Call>
void queue(Worker* worker, Call call) {
    QMetaObject::invokeMethod(
        worker, [worker, call] { call(*worker); }, Qt::QueuedConnection);
}

}  // namespace

ThreadedEngineHub::ThreadedEngineHub(QObject* parent)
    : EngineHub(parent),
      worker_(new EngineWorker),
      opponent_(new ExternalEngineWorker),
      hints_(new ExternalEngineWorker) {
    qRegisterMetaType<hasami::ai::Progress>();
    qRegisterMetaType<hasami::ai::SearchResult>();
    qRegisterMetaType<hasami::ai::Explanation>();
    qRegisterMetaType<hasami::Evaluations>();
    qRegisterMetaType<hasami::Move>();
    qRegisterMetaType<hasami::library::MistakesListing>();
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::progress, this, [this](quint64 id, const ai::Progress& p) {
        if (current(id) && id != scoreId_) emit progress(p);
    });
    connect(worker_, &EngineWorker::finished, this,
            [this](quint64 id, const ai::SearchResult& result) {
                if (!current(id)) return;
                if (id == scoreId_) {
                    emit scored(result);
                } else {
                    emit thought(result);
                }
            });
    const auto analysedIfCurrent = [this](quint64 id, const Evaluations& e, bool complete) {
        if (current(id)) emit analysed(e, complete);
    };
    connect(worker_, &EngineWorker::analysed, this, analysedIfCurrent);
    connect(worker_, &EngineWorker::reviewed, this,
            [this](quint64 id, int index, const Evaluations& e) {
                if (current(id)) emit reviewed(index, e);
            });
    connect(worker_, &EngineWorker::explained, this, [this](quint64 id, const ai::Explanation& e) {
        if (current(id)) emit explained(e);
    });
    connect(worker_, &EngineWorker::explainedMove, this,
            [this](quint64 id, int index, const ai::Explanation& e) {
                if (current(id)) emit mistakeExplained(index, e);
            });
    connect(worker_, &EngineWorker::solved, this,
            [this](quint64 id, int index, const Evaluations& e) {
                if (current(id)) emit solved(index, e);
            });
    connect(worker_, &EngineWorker::ownGamesProgress, this,
            [this](quint64 id, int done, int total) {
                if (current(id)) emit ownGamesProgress(done, total);
            });
    connect(worker_, &EngineWorker::ownGamesAnalysed, this,
            [this](quint64 id, const library::MistakesListing& listing, const QString& error) {
                if (current(id)) emit ownGamesAnalysed(listing, error);
            });
    thread_.setObjectName("engine");
    thread_.start();

    for (ExternalEngineWorker* external : {opponent_, hints_}) {
        external->moveToThread(&externalThread_);
        connect(&externalThread_, &QThread::finished, external, &QObject::deleteLater);
    }
    connect(opponent_, &ExternalEngineWorker::moved, this, [this](quint64 id, Move move) {
        if (current(id)) emit thought({.best = move, .pv = {move}});
    });
    connect(opponent_, &ExternalEngineWorker::failed, this,
            [this](quint64 id, const QString& message) {
                if (current(id)) emit moveFailed(message);
            });
    connect(hints_, &ExternalEngineWorker::analysed, this, analysedIfCurrent);
    connect(hints_, &ExternalEngineWorker::failed, this,
            [this](quint64 id, const QString& message) {
                if (current(id)) emit hintsFailed(message);
            });
    externalThread_.setObjectName("external engine");
    externalThread_.start();
}

ThreadedEngineHub::~ThreadedEngineHub() {
    // The running search stops at once and the queued requests return without searching, so
    // the threads end within the engine's stop latency.
    cancelAll();
    thread_.quit();
    externalThread_.quit();
    thread_.wait();
    externalThread_.wait();
}

quint64 ThreadedEngineHub::newRequest() {
    cancelAll();
    return requestId_;
}

void ThreadedEngineHub::cancelAll() {
    worker_->cancelUpTo(requestId_);
    opponent_->cancelUpTo(requestId_);
    hints_->cancelUpTo(requestId_);
    ++requestId_;  // an answer already on its way is stale too
}

void ThreadedEngineHub::hurry() {
    worker_->hurryUpTo(requestId_);
}

void ThreadedEngineHub::setThreads(int count) {
    queue(worker_, [count](EngineWorker& w) { w.setThreads(count); });
}

void ThreadedEngineHub::setBookEnabled(bool enabled) {
    queue(worker_, [enabled](EngineWorker& w) { w.setBookEnabled(enabled); });
}

void ThreadedEngineHub::setEngineKind(ai::EngineKind kind) {
    queue(worker_, [kind](EngineWorker& w) { w.setEngineKind(kind); });
}

void ThreadedEngineHub::setOpponentEngine(const ExternalEngine& engine) {
    queue(opponent_, [engine](ExternalEngineWorker& w) { w.setEngine(engine); });
}

void ThreadedEngineHub::setHintEngine(const ExternalEngine& engine) {
    queue(hints_, [engine](ExternalEngineWorker& w) { w.setEngine(engine); });
}

void ThreadedEngineHub::clear() {
    queue(worker_, [](EngineWorker& w) { w.clear(); });
}

void ThreadedEngineHub::think(const Position& position, const ai::Limits& limits) {
    const quint64 id = newRequest();
    queue(worker_, [=](EngineWorker& w) { w.search(id, position, limits); });
}

void ThreadedEngineHub::thinkWithOpponent(const Position& start, const std::vector<Move>& moves,
                                          double clockSeconds, double timeLimit) {
    const quint64 id = newRequest();
    queue(opponent_,
          [=](ExternalEngineWorker& w) { w.play(id, start, moves, clockSeconds, timeLimit); });
}

void ThreadedEngineHub::score(const Position& position, int depth) {
    const quint64 id = newRequest();
    scoreId_ = id;
    const ai::Limits limits = ai::Limits::atDepth(depth);
    queue(worker_, [=](EngineWorker& w) { w.search(id, position, limits); });
}

void ThreadedEngineHub::hint(const Position& position, const ai::Limits& limits) {
    const quint64 id = newRequest();
    queue(worker_, [=](EngineWorker& w) { w.analyse(id, position, limits); });
}

void ThreadedEngineHub::hintWithHintEngine(const Position& start, const std::vector<Move>& moves,
                                           int depth, double timeLimit) {
    const quint64 id = newRequest();
    queue(hints_, [=](ExternalEngineWorker& w) { w.hint(id, start, moves, depth, timeLimit); });
}

void ThreadedEngineHub::review(const std::vector<Position>& positions, const ai::Limits& limits) {
    const quint64 id = newRequest();
    queue(worker_, [=](EngineWorker& w) { w.review(id, positions, limits); });
}

void ThreadedEngineHub::explainMistakes(const std::vector<Position>& positions,
                                        const std::vector<Move>& moves,
                                        const std::vector<Evaluations>& scores, int depth) {
    const quint64 id = requestId_;  // the review's
    queue(worker_, [=](EngineWorker& w) { w.explainMoves(id, positions, moves, scores, depth); });
}

void ThreadedEngineHub::explain(const Position& position, Move move, int depth) {
    explainFrom(position, move, {}, depth);
}

void ThreadedEngineHub::explainFrom(const Position& position, Move move, const Evaluations& scores,
                                    int depth) {
    const quint64 id = newRequest();
    queue(worker_, [=](EngineWorker& w) { w.explain(id, position, move, depth, scores); });
}

void ThreadedEngineHub::solve(const std::vector<Position>& positions) {
    const quint64 id = newRequest();
    queue(worker_, [=](EngineWorker& w) { w.solve(id, positions); });
}

void ThreadedEngineHub::analyseOwnGames(const QString& libraryPath, const QString& user,
                                        const library::MistakeSearch& search) {
    const quint64 id = newRequest();
    queue(worker_, [=](EngineWorker& w) { w.analyseOwnGames(id, libraryPath, user, search); });
}

}  // namespace hasami::gui
