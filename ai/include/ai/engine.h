#pragma once

// The one entry point to Hasami's engine. A caller (the GUI's worker thread, the console
// engine, a test) creates an Engine, asks it to think about a position under limits, and may
// stop it from any other thread.

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ai/limits.h"
#include "ai/search_result.h"
#include "core/kernels.h"
#include "core/position.h"

namespace hasami::ai {

class Book;
class Evaluator;
class Search;
class TranspositionTable;

class Engine {
  public:
    static constexpr std::size_t kDefaultHashMegabytes = 64;

    // An engine that runs the search of the kernel level given (core/kernels.h), by default the
    // programs'.
    explicit Engine(std::size_t hashMegabytes = kDefaultHashMegabytes,
                    KernelLevel kernels = activeKernelLevel());
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Plays from the opening book when there is one (setBook) and it knows the position: the
    // best book move, or at the weak levels one near it (see chooseBookMove), with fromBook set
    // and no search. Otherwise searches `position` within `limits`, calling `onProgress` (on this
    // thread) after each completed iteration. Returns a legal move, or a pass exactly when there is
    // none (scored by the search of the position after it). One think() at a time per Engine.
    // Throws std::invalid_argument for an invalid position.
    //
    // `stopsAfter`, a value of stopRequests(): the search also stops for the stop() calls made
    // since then, before it began. (A protocol that reads "stop" on one thread while "go" is
    // on its way on another takes it before it looks for pending input.) Without it, only
    // stop() calls made while it runs count.
    Result think(const Position& position, const Limits& limits,
                 const ProgressCallback& onProgress = {},
                 std::optional<std::uint64_t> stopsAfter = std::nullopt);

    // Scores every legal move (the hints of a GUI), deepening within `limits` and calling
    // `onUpdate` with all the scores, best first, after each completed depth. Returns the last
    // complete set (empty when there is no legal move or nothing completed). Stopped by stop()
    // like think().
    std::vector<MoveEvaluation> analyse(const Position& position, const Limits& limits,
                                        const AnalysisCallback& onUpdate = {});

    // Makes a running think() or analyse() return soon with its last complete iteration (a legal
    // move in any case). Safe from any thread; a think() that starts afterwards is not affected
    // (unless it was given an earlier stopRequests()).
    void stop();
    // How many stop() calls there were; safe from any thread.
    std::uint64_t stopRequests() const { return stopRequests_->load(std::memory_order_relaxed); }

    // Forgets what earlier searches learnt (the transposition table): between games.
    void clear();
    void setHashSize(std::size_t megabytes);
    // How many threads think() searches with (1 by default, the deterministic mode: the same
    // search gives the same move, score and nodes). More threads share the transposition table
    // and each search the whole tree ("lazy SMP"); the answer is the first thread's. analyse()
    // always uses one.
    void setThreads(int count);
    int threads() const { return int(searches_.size()); }
    // The evaluation used from the next think() on; nullptr restores the default one (the
    // trained evaluation built into the program, see pattern_evaluator.h).
    void setEvaluator(std::shared_ptr<const Evaluator> evaluator);
    std::shared_ptr<const Evaluator> evaluator() const;
    // The opening book think() plays from; none by default, so that a plain Engine (bench, the
    // search tests) always searches. nullptr plays without a book.
    void setBook(std::shared_ptr<const Book> book);
    std::shared_ptr<const Book> book() const { return book_; }
    // The book's moves of `position` with their scores, best first, each marked `book` (a GUI's
    // hints in the opening; non-empty exactly when the position is in the book).
    std::vector<MoveEvaluation> bookMoves(const Position& position) const;

  private:
    KernelLevel kernels_;
    std::shared_ptr<TranspositionTable> table_;
    std::shared_ptr<std::atomic<std::uint64_t>> stopRequests_;  // read by every search thread
    // Set when the first thread's search is over: the helpers stop. (Not a stop request: a
    // caller's stopsAfter stays valid for its next think().)
    std::shared_ptr<std::atomic<bool>> firstDone_;
    std::vector<std::unique_ptr<Search>> searches_;  // the first is the main thread's
    std::shared_ptr<const Book> book_;
};

}  // namespace hasami::ai
