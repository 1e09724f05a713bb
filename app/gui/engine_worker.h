#pragma once

#include <QObject>
#include <atomic>

#include "ai/engine.h"
#include "metatypes.h"

namespace hasami::gui {

// Owns the engine and runs its searches on the thread it is moved to. Requests are queued
// calls to search(); each carries an id, and the answers carry it back so the controller can
// drop the ones it no longer wants. cancelUpTo() is called from the UI thread: it stops a
// running search at once and makes queued stale requests return without searching.
class EngineWorker : public QObject {
    Q_OBJECT
  public:
    explicit EngineWorker(QObject* parent = nullptr);

    // Thread-safe: every request with an id up to `id` is no longer wanted.
    void cancelUpTo(quint64 id);

  public slots:
    void search(quint64 id, hasami::Position position, hasami::ai::Limits limits);
    // Scores every legal move, deepening: analysed() after each depth, `complete` at the end.
    void analyse(quint64 id, hasami::Position position, hasami::ai::Limits limits);
    // Searches each position to `limits` in turn: reviewed() after each, with its index.
    void review(quint64 id, std::vector<hasami::Position> positions, hasami::ai::Limits limits);
    // Forgets what earlier searches learnt (a new game).
    void clear();
    // The threads of the next searches (queued between searches, never during one).
    void setThreads(int count);

  signals:
    void progress(quint64 id, hasami::ai::Progress progress);
    void finished(quint64 id, hasami::ai::Result result);
    void analysed(quint64 id, hasami::Evaluations evaluations, bool complete);
    void reviewed(quint64 id, int index, int score);

  private:
    bool wanted(quint64 id) const { return id > cancelledUpTo_.load(); }

    ai::Engine engine_;
    std::atomic<quint64> cancelledUpTo_{0};
};

}  // namespace hasami::gui
