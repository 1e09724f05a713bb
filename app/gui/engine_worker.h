#pragma once

#include <QObject>
#include <atomic>

#include "ai/engine.h"
#include "metatypes.h"

namespace hasami::gui {

// Owns the engine and runs its searches on the thread it is moved to. The controller's request
// signals are connected to the slots here (queued across the threads); each request carries an
// id, and the answers carry it back so the controller can drop the ones it no longer wants.
// cancelUpTo() and hurryUpTo() are called from the UI thread while a search runs.
class EngineWorker : public QObject {
    Q_OBJECT
  public:
    explicit EngineWorker(QObject* parent = nullptr);

    // Thread-safe: every request with an id up to `id` is no longer wanted; a running one stops
    // at once and queued ones return without searching.
    void cancelUpTo(quint64 id);
    // Thread-safe: searches with an id up to `id` finish now with their last complete iteration
    // (the user's "Move now"), and still answer.
    void hurryUpTo(quint64 id);

  public slots:
    void search(quint64 id, const hasami::Position& position, const hasami::ai::Limits& limits);
    // Scores every legal move, deepening: analysed() after each depth, `complete` at the end.
    void analyse(quint64 id, const hasami::Position& position, const hasami::ai::Limits& limits);
    // Scores every legal move of each position in turn: reviewed() after each, with its index.
    void review(quint64 id, const std::vector<hasami::Position>& positions,
                const hasami::ai::Limits& limits);
    // Why `move` is worse than the best move (ai::explain at `depth`, from `scores` when they
    // are given): explained() at the end, nothing when it was cancelled.
    void explain(quint64 id, const hasami::Position& position, hasami::Move move, int depth,
                 const hasami::Evaluations& scores);
    // Explains moves[i] of positions[i] in turn from scores[i] (the review's mistakes, with the
    // scores that judged them): explainedMove() after each, with its index.
    void explainMoves(quint64 id, const std::vector<hasami::Position>& positions,
                      const std::vector<hasami::Move>& moves,
                      const std::vector<hasami::Evaluations>& scores, int depth);
    // Solves each position in turn (library::solveExactly): solved() after each, with its index.
    void solve(quint64 id, const std::vector<hasami::Position>& positions);
    // "My mistakes"' analysis of the user's games in the library at `path`
    // (library::analyseOwnGames), through a connection of its own: ownGamesProgress() before
    // each game, ownGamesAnalysed() at the end; cancelled, it stops between two moves.
    void analyseOwnGames(quint64 id, const QString& path, const QString& user,
                         const hasami::library::MistakeSearch& search);
    // Forgets what earlier searches learnt (a new game).
    void clear();
    // The threads of the next searches (queued between searches, never during one).
    void setThreads(int count);
    // Whether the searches answer the openings from the book built into Hasami (by default
    // they do not).
    void setBookEnabled(bool enabled);
    // The search of the next requests (queued between searches, never during one).
    void setEngineKind(hasami::ai::EngineKind kind);

  signals:
    void progress(quint64 id, const hasami::ai::Progress& progress);
    void finished(quint64 id, const hasami::ai::SearchResult& result);
    void analysed(quint64 id, const hasami::Evaluations& evaluations, bool complete);
    void reviewed(quint64 id, int index, const hasami::Evaluations& evaluations);
    void explained(quint64 id, const hasami::ai::Explanation& explanation);
    void explainedMove(quint64 id, int index, const hasami::ai::Explanation& explanation);
    void solved(quint64 id, int index, const hasami::Evaluations& evaluations);
    void ownGamesProgress(quint64 id, int done, int total);
    void ownGamesAnalysed(quint64 id, const hasami::library::MistakesListing& listing,
                          const QString& error);

  private:
    bool wanted(quint64 id) const { return id > cancelledUpTo_.load(); }
    // Stops the engine if request `id` was cancelled or hurried in the instant before its
    // search began (the engine clears a stop that comes before a search starts).
    bool keepSearching(quint64 id);

    ai::Engine engine_;
    std::atomic<quint64> cancelledUpTo_{0};
    std::atomic<quint64> hurriedUpTo_{0};
};

}  // namespace hasami::gui
