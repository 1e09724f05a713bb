#pragma once

#include <QThread>

#include "engine_hub.h"

namespace hasami::gui {

class EngineWorker;
class ExternalEngineWorker;

// The engines on threads of their own: Hasami's engine (EngineWorker) on one, the external
// opponent and hint engines (ExternalEngineWorker, which wait for another program) on
// another, so that Hasami's hints and reviews go on meanwhile. Each request gets a rising id
// (engine_worker.h's contract) and only the current request's answers are let through.
// Destroying the hub stops every search at once and waits for the threads.
class ThreadedEngineHub : public EngineHub {
    Q_OBJECT
  public:
    explicit ThreadedEngineHub(QObject* parent = nullptr);
    ~ThreadedEngineHub() override;

    void setThreads(int count) override;
    void setBookEnabled(bool enabled) override;
    void setEngineKind(hasami::ai::EngineKind kind) override;
    void setOpponentEngine(const ExternalEngine& engine) override;
    void setHintEngine(const ExternalEngine& engine) override;
    void clear() override;
    void think(const Position& position, const ai::Limits& limits) override;
    void thinkWithOpponent(const Position& start, const std::vector<Move>& moves,
                           double clockSeconds, double timeLimit) override;
    void score(const Position& position, int depth) override;
    void hint(const Position& position, const ai::Limits& limits) override;
    void hintWithHintEngine(const Position& start, const std::vector<Move>& moves, int depth,
                            double timeLimit) override;
    void review(const std::vector<Position>& positions, const ai::Limits& limits) override;
    void explainMistakes(const std::vector<Position>& positions, const std::vector<Move>& moves,
                         const std::vector<Evaluations>& scores, int depth) override;
    void explain(const Position& position, Move move, int depth) override;
    void explainFrom(const Position& position, Move move, const Evaluations& scores,
                     int depth) override;
    void solve(const std::vector<Position>& positions) override;
    void analyseOwnGames(const QString& libraryPath, const QString& user,
                         const library::MistakeSearch& search) override;
    void cancelAll() override;
    void hurry() override;

  private:
    // Cancels the earlier requests and gives the id of a new one.
    quint64 newRequest();
    bool current(quint64 id) const { return id == requestId_; }

    QThread thread_;
    EngineWorker* worker_;  // lives in thread_
    QThread externalThread_;
    ExternalEngineWorker* opponent_;  // lives in externalThread_
    // The hint source's, a program of its own (also when the same engine plays).
    ExternalEngineWorker* hints_;  // lives in externalThread_
    quint64 requestId_ = 0;
    // The search asked by score(): its answer is scored(), not thought().
    quint64 scoreId_ = ~quint64{0};
};

}  // namespace hasami::gui
