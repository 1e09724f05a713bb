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
class HumanModel;
class HumanPlayer;
class MonteCarloSearch;
class Search;
class TranspositionTable;

// The searches behind the facade, each with its own character:
//  - AlphaBeta: iterative deepening with the trained evaluation; scores in discs.
//  - MonteCarlo: Monte Carlo tree search (PUCT with the evaluation's priors and values, an
//    exact solver near the end: see ai/src/mcts.h); it thinks in chances to win, which it
//    reports as winProbability and visits beside a disc estimate in score. Levels: the level
//    table's kMonteCarloLevels (levels.h): simulations instead of depths, the weakest by
//    random playouts. A depth D without other limits stands for 125 * 2^D simulations, `nodes`
//    counts simulations. Its tree stays from one think() to the next when the new position is
//    a few moves below the last (the moves played since), until clear().
//  - PlainUct: the same tree search as textbook UCT: random playouts to the end of the game,
//    uniform priors, UCB1, no exact solver; a baseline for measurements (the weakest
//    MonteCarlo levels play this way).
enum class EngineKind { AlphaBeta, MonteCarlo, PlainUct };

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

    // With Limits::humanRating, plays the move a tournament player of that rating would: drawn
    // with Limits::seed from the human-move model (setHumanModel, the built-in one by default),
    // with no book and no search of its own (depth 0, score 0). Throws std::runtime_error when
    // there is no model.
    //
    // Otherwise plays from the opening book when there is one (setBook) and it knows the position:
    // the best book move, or at the weak levels one near it (see chooseBookMove), with fromBook set
    // and no search. Otherwise searches `position` within `limits`, calling `onProgress` (on this
    // thread) after each completed iteration. Returns a legal move, or a pass exactly when there is
    // none (scored by the search of the position after it). One think() at a time per Engine.
    // Throws std::invalid_argument for an invalid position.
    //
    // `stopsAfter`, a value of stopRequests(): the search also stops for the stop() calls made
    // since then, before it began. (A protocol that reads "stop" on one thread while "go" is
    // on its way on another takes it before it looks for pending input.) Without it, only
    // stop() calls made while it runs count.
    SearchResult think(const Position& position, const Limits& limits,
                       const ProgressCallback& onProgress = {},
                       std::optional<std::uint64_t> stopsAfter = std::nullopt);

    // Scores every legal move (the hints of a GUI), deepening within `limits` and calling
    // `onUpdate` with all the scores, best first, after each completed depth. Returns the last
    // complete set (empty when there is no legal move or nothing completed). Stopped by stop()
    // like think(), `stopsAfter` included. A position the book knows gets the book's moves
    // (bookMoves) at once, and the moves the book does not list are then scored by the
    // search (the book's scores stand for its own moves), so that every legal move is scored.
    // With Limits::humanChancesRating, each score also holds the move's chance to be played by
    // a player of that rating (the human-move model's; throws std::runtime_error without one).
    std::vector<MoveEvaluation> analyse(const Position& position, const Limits& limits,
                                        const AnalysisCallback& onUpdate = {},
                                        std::optional<std::uint64_t> stopsAfter = std::nullopt);

    // Makes a running think() or analyse() return soon with its last complete iteration (a legal
    // move in any case). Safe from any thread; a think() that starts afterwards is not affected
    // (unless it was given an earlier stopRequests()).
    void stop();
    // How many stop() calls there were; safe from any thread.
    std::uint64_t stopRequests() const { return stopRequests_->load(std::memory_order_relaxed); }

    // Which search think() and analyse() run from the next call on (AlphaBeta by default). Not
    // while one runs.
    void setKind(EngineKind kind);
    EngineKind kind() const { return kind_; }

    // Forgets what earlier searches learnt (the transposition table, the Monte Carlo tree):
    // between games.
    void clear();
    // The transposition table's size; also the most memory the Monte Carlo tree takes (a full
    // tree ends that search: about 48 MB for each million simulations,
    // docs/benchmarks/2026-11-23-mcts.md).
    void setHashSize(std::size_t megabytes);
    // The bytes the Monte Carlo tree uses now (its nodes and edges; 0 before a search).
    std::size_t treeBytes() const;
    // How many threads think() searches with (1 by default, the deterministic mode: the same
    // search gives the same move, score and nodes). More threads share the transposition table
    // and each search the whole tree ("lazy SMP"); the answer is the first thread's. analyse()
    // always uses one with AlphaBeta. With MonteCarlo, think() and analyse() run their
    // simulations on all threads, in one tree.
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
    // Under depth, time or node limits think() plays the best book move; with a margin, one
    // drawn with Limits::seed among those within `discs` of it, so that games from one start
    // differ (levels have their own margins, bookMargin in levels.h).
    void setBookMargin(int discs);
    // The book's moves of `position` with their scores, best first, each marked `book` (a GUI's
    // hints in the opening; non-empty exactly when the position is in the book).
    std::vector<MoveEvaluation> bookMoves(const Position& position) const;
    // The human-move model that Limits::humanRating plays by; nullptr restores the built-in one.
    void setHumanModel(std::shared_ptr<const HumanModel> model);

  private:
    KernelLevel kernels_;
    std::shared_ptr<TranspositionTable> table_;
    std::shared_ptr<std::atomic<std::uint64_t>> stopRequests_;  // read by every search thread
    // Set when the first thread's search is over: the helpers stop. (Not a stop request: a
    // caller's stopsAfter stays valid for its next think().)
    std::shared_ptr<std::atomic<bool>> firstDone_;
    std::vector<std::unique_ptr<Search>> searches_;  // the first is the main thread's
    std::unique_ptr<MonteCarloSearch> monteCarlo_;
    EngineKind kind_ = EngineKind::AlphaBeta;
    std::shared_ptr<const Book> book_;
    int bookMargin_ = 0;
    std::shared_ptr<const HumanModel> humanModel_;
    std::unique_ptr<HumanPlayer> human_;  // made when first needed (humanPlayer)
    // The player of the human-move model; throws std::runtime_error when there is no model.
    HumanPlayer& humanPlayer();
};

}  // namespace hasami::ai
