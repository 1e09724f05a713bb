#include "ai/engine.h"

#include <algorithm>
#include <stdexcept>
#include <thread>

#include "ai/book.h"
#include "ai/human_model_file.h"
#include "ai/human_player.h"
#include "ai/pattern_evaluator.h"
#include "busy_table.h"
#include "mcts.h"
#include "search_kernels.h"
#include "transposition_table.h"

namespace hasami::ai {

namespace {

void requireValid(const Position& position) {
    if (!position.isValid()) throw std::invalid_argument("the position has two discs on a square");
}

}  // namespace

Engine::Engine(std::size_t hashMegabytes, KernelLevel kernels)
    : kernels_(kernels),
      table_(std::make_shared<TranspositionTable>(hashMegabytes)),
      stopRequests_(std::make_shared<std::atomic<std::uint64_t>>(0)),
      firstDone_(std::make_shared<std::atomic<bool>>(false)),
      monteCarlo_(std::make_unique<MonteCarloSearch>(table_, stopRequests_, kernels)) {
    monteCarlo_->setMemory(hashMegabytes);
    setThreads(1);
}
Engine::~Engine() = default;

SearchResult Engine::think(const Position& position, const Limits& asked,
                           const ProgressCallback& onProgress,
                           std::optional<std::uint64_t> stopsAfter) {
    Limits limits = asked;
    limits.requested = limits.start();
    requireValid(position);
    if (limits.humanRating > 0) {
        const Move move =
            humanPlayer().choose(position, limits.humanRating, limits.seed, limits.recent);
        return {.best = move, .pv = {move}};
    }
    if (book_) {
        if (const auto m = chooseBookMove(book_->probe(position), limits, position, bookMargin_)) {
            return {.best = m->move,
                    .score = m->score,
                    .exact = m->exact,
                    .depth = m->depth,
                    .pv = {m->move},
                    .fromBook = true};
        }
    }
    table_->newSearch();
    const std::uint64_t stops = stopsAfter.value_or(stopRequests());
    if (kind_ != EngineKind::AlphaBeta)
        return monteCarlo_->run(position, limits, onProgress, stops);
    std::vector<SearchResult> helperResults(searches_.size());
    std::vector<std::jthread> helpers;
    firstDone_->store(false, std::memory_order_relaxed);
    for (std::size_t i = 1; i < searches_.size(); ++i) {
        searches_[i]->clearPublishedNodes();
        helpers.emplace_back(
            [&, i] { helperResults[i] = searches_[i]->run(position, limits, nullptr, stops); });
    }
    // The main thread reports for all: its nodes and those the helpers published so far.
    ProgressCallback allThreads;
    if (onProgress && helpers.size() > 0) {
        allThreads = [&](const Progress& p) {
            Progress q = p;
            for (std::size_t i = 1; i < searches_.size(); ++i)
                q.nodes += searches_[i]->publishedNodes();
            onProgress(q);
        };
    }
    SearchResult result =
        searches_[0]->run(position, limits, allThreads ? allThreads : onProgress, stops);
    firstDone_->store(true, std::memory_order_relaxed);
    helpers.clear();  // joins
    for (const SearchResult& r : helperResults)
        result.nodes += r.nodes;
    return result;
}

std::vector<MoveEvaluation> Engine::analyse(const Position& position, const Limits& limits,
                                            const AnalysisCallback& onUpdate,
                                            std::optional<std::uint64_t> stopsAfter) {
    requireValid(position);
    std::vector<MoveChance> humanChances;
    if (limits.humanChancesRating > 0)
        humanChances = humanPlayer().chances(position, limits.humanChancesRating, 1, limits.recent);
    // Every set of scores given out carries the moves' human chances.
    const auto withChances = [&](std::vector<MoveEvaluation> scores) {
        for (MoveEvaluation& m : scores) {
            for (const MoveChance& c : humanChances) {
                if (c.move == m.move) m.humanChance = c.chance;
            }
        }
        return scores;
    };
    const std::vector<MoveEvaluation> book = withChances(bookMoves(position));
    Bitboard inBook = 0;
    for (const MoveEvaluation& m : book)
        inBook |= bb::bit(m.move.square().index());
    if (!book.empty()) {
        if (onUpdate) onUpdate(book);
        if (inBook == position.legalMoves()) return book;
    }
    // The moves the book leaves out are scored by the search, so that a move off the book is
    // judged like any other: the book's scores stand for its own moves.
    const auto withBook = [&](std::vector<MoveEvaluation> searched) {
        if (book.empty()) return searched;
        std::erase_if(searched, [&](const MoveEvaluation& m) {
            return !m.move.isPass() && (inBook & bb::bit(m.move.square().index()));
        });
        searched.insert(searched.end(), book.begin(), book.end());
        std::ranges::stable_sort(searched, std::greater<>(), &MoveEvaluation::score);
        return searched;
    };
    const AnalysisCallback update = [&](const std::vector<MoveEvaluation>& searched) {
        if (onUpdate) onUpdate(withBook(withChances(searched)));
    };
    table_->newSearch();
    const std::uint64_t stops = stopsAfter.value_or(stopRequests());
    std::vector<MoveEvaluation> searched =
        kind_ != EngineKind::AlphaBeta ? monteCarlo_->analyse(position, limits, update, stops)
                                       : searches_[0]->analyse(position, limits, update, stops);
    if (searched.empty()) return book;
    return withBook(withChances(std::move(searched)));
}

HumanPlayer& Engine::humanPlayer() {
    if (!human_) {
        Result<std::shared_ptr<const HumanModel>> model = humanModel_;
        if (!humanModel_) model = shippedHumanModel();
        if (!model) throw std::runtime_error(model.error().message);
        human_ = std::make_unique<HumanPlayer>(std::move(*model));
    }
    return *human_;
}

// Only the shared count: safe from any thread, whatever the engine's thread is doing, even
// setThreads().
void Engine::stop() {
    stopRequests_->fetch_add(1, std::memory_order_relaxed);
}

void Engine::clear() {
    table_->clear();
    for (const auto& s : searches_)
        s->clearOwnTable();
    monteCarlo_->clear();
}

void Engine::setHashSize(std::size_t megabytes) {
    table_->resize(megabytes);
    monteCarlo_->setMemory(megabytes);
}

void Engine::setKind(EngineKind kind) {
    kind_ = kind;
    monteCarlo_->setPlayouts(kind == EngineKind::PlainUct);
}

std::size_t Engine::treeBytes() const {
    return monteCarlo_->treeBytes();
}

void Engine::setThreads(int count) {
    const auto evaluator = searches_.empty() ? nullptr : searches_[0]->evaluator();
    searches_.resize(std::size_t(std::max(count, 1)));
    const auto busy = searches_.size() > 1 ? std::make_shared<BusyTable>() : nullptr;
    for (std::size_t i = 0; i < searches_.size(); ++i) {
        if (!searches_[i]) {
            searches_[i] =
                searchKernels(kernels_).newSearch(table_, stopRequests_, firstDone_, int(i));
            if (evaluator) searches_[i]->setEvaluator(evaluator);
        }
        searches_[i]->setBusyTable(busy);
    }
    monteCarlo_->setThreads(count);
}

void Engine::setEvaluator(std::shared_ptr<const Evaluator> evaluator) {
    for (const auto& s : searches_)
        s->setEvaluator(evaluator);
    monteCarlo_->setEvaluator(searches_[0]->evaluator());
}

std::shared_ptr<const Evaluator> Engine::evaluator() const {
    return searches_[0]->evaluator();
}

void Engine::setBook(std::shared_ptr<const Book> book) {
    book_ = std::move(book);
}

void Engine::setHumanModel(std::shared_ptr<const HumanModel> model) {
    humanModel_ = std::move(model);
    human_.reset();
}

void Engine::setBookMargin(int discs) {
    bookMargin_ = std::max(discs, 0);
}

std::vector<MoveEvaluation> Engine::bookMoves(const Position& position) const {
    std::vector<MoveEvaluation> evaluations;
    if (!book_) return evaluations;
    for (const BookMove& m : book_->probe(position)) {
        evaluations.push_back(
            {.move = m.move, .score = m.score, .depth = m.depth, .exact = m.exact, .book = true});
    }
    return evaluations;
}

}  // namespace hasami::ai
