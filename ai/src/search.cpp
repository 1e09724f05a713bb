// The iterative-deepening driver: plans the iterations for the limits, searches the root,
// reports progress, and keeps the last complete iteration when the search is cut short.

#include "search.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "ai/levels.h"
#include "ai/pattern_evaluator.h"
#include "core/symmetry.h"
#include "move_ordering.h"
#include "move_vector.h"
#include "random_index.h"

namespace hasami::ai {
inline namespace HASAMI_KERNEL_NAMESPACE {

namespace {

// Nodes between looks at the clock and flags: a look costs about as much as a node, and a timed
// search must stop within a few milliseconds of its hard limit even at a slow node rate.
constexpr std::uint64_t kCheckInterval = 1024;
// Without a fixed depth, the exact solve is tried once the midgame depth comes this close to
// the end of the game (and from the start below kAlwaysSolveEmpties empties).
constexpr int kSolveMargin = 10;
constexpr int kAlwaysSolveEmpties = 14;
constexpr int kUnlimited = 60;
// From this many empties an exact solve is preceded by selective passes.
constexpr int kSelectiveSolveEmpties = 18;

}  // namespace

// What the search will do for a position under some limits.
struct LevelSearch::Plan {
    int midgameDepth = kUnlimited;
    int exactEmpties = 0;  // solve exactly at this many empties or fewer
    int wldEmpties = 0;    // prove win/draw/loss at this many empties or fewer
    int selectivity = kNoSelectivity;
    int randomness = 0;
    bool timed = false;  // iterate until a time or node limit
};

namespace {

LevelSearch::Plan planFor(const Limits& limits) {
    LevelSearch::Plan plan;
    if (limits.level > 0) {
        const Level& l = level(std::clamp(limits.level, 1, kLevelCount));
        plan.midgameDepth = l.midgameDepth;
        plan.exactEmpties = l.exactDepth;
        plan.wldEmpties = l.wldDepth;
        plan.selectivity = selectivityIndex(l.selectivity);
        plan.randomness = l.randomness;
    } else if (limits.depth > 0 && limits.seconds <= 0) {
        plan.midgameDepth = limits.depth;
        plan.exactEmpties = std::max(limits.depth, limits.exactEmpties);
        plan.wldEmpties = plan.exactEmpties;
    } else {
        // A depth with a time limit (NBoard's `set depth` on a clock) only caps the deepening:
        // the time still decides when to stop. Cutting at 73 % confidence goes deeper than at
        // 87 % and plays better on a clock: +24 Elo [+4, +43] over 1,000 games at 3 s a game
        // (docs/benchmarks/2026-12-07-selectivity-73-clock.md).
        plan.timed = true;
        plan.selectivity = selectivityIndex(73);
        plan.exactEmpties = kAlwaysSolveEmpties;
        if (limits.depth > 0) plan.midgameDepth = limits.depth;
    }
    return plan;
}

}  // namespace

LevelSearch::LevelSearch(std::shared_ptr<TranspositionTable> table,
                         std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
                         std::shared_ptr<const std::atomic<bool>> firstDone, int helper)
    : table_(std::move(table)),
      helper_(helper),
      evaluator_(defaultEvaluator()),
      stopRequests_(std::move(stopRequests)),
      firstDone_(std::move(firstDone)) {
    evaluation_.setEvaluator(*evaluator_);
}

LevelSearch::~LevelSearch() = default;

void LevelSearch::setEvaluator(std::shared_ptr<const Evaluator> evaluator) {
    evaluator_ = evaluator ? std::move(evaluator) : defaultEvaluator();
    evaluation_.setEvaluator(*evaluator_);
}

double LevelSearch::elapsedSeconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void LevelSearch::checkLimits() {
    nextCheck_ = nodes_ + kCheckInterval;
    published_.store(nodes_, std::memory_order_relaxed);
    if (stopRequests_->load(std::memory_order_relaxed) != stopsAfter_ ||
        (helper_ > 0 && firstDone_->load(std::memory_order_relaxed)) ||
        (nodeLimit_ && nodes_ >= nodeLimit_) ||
        (time_.hard > 0 && elapsedSeconds() >= time_.hard)) {
        aborted_ = true;
    }
}

int LevelSearch::searchChild(Bitboard p, Bitboard o, const Iteration& it, int alpha, int beta) {
    if (it.mode == Mode::Midgame) return midgame(p, o, alpha, beta, it.depth - 1);
    return endgame(p, o, alpha, beta);
}

LevelSearch::Best LevelSearch::searchRoot(const Position& position, const Iteration& it, int alpha,
                                          int beta) {
    const Bitboard p = position.player();
    const Bitboard o = position.opponent();
    selectivity_ = it.selectivity;
    evaluation_.reset(p, o);
    countNode();
    const auto e = table_->probe(p, o);
    // Moves a symmetry of the position makes equal are one move: searching each (the four
    // first moves) multiplied the time for nothing.
    MoveList list(p, o, distinctMoves(position));
    orderMoves(list, p, o, it.mode == Mode::Midgame ? std::min(it.depth / 2, 4) - 1 : 1,
               e ? e->move : kNoMove);
    list.sort();
    // Threads that search the same tree in the same order help little: in the midgame a helper
    // begins elsewhere, and the table gives each what the other found. A solve to the end begins
    // where the master does and leaves the busy table to split the moves, as below the root:
    // a helper that opened on the second move spent its time refuting it with the whole window.
    // (Measured on FFO #56, two runs each: 1.18-1.20 G nodes on two threads against 1.98 G,
    // where one thread needs 1.12 G; #40-#52: 2.68-2.69 G against 2.71-2.83 G, one 2.37 G.)
    if (helper_ > 0 && it.mode == Mode::Midgame) {
        OrderedMove& start = list[helper_ % list.size()];
        start.priority = kFirstPriority;
        list.bringToFront(start.square);
    }
    const Best best = searchMoves(
        list, p, o, alpha, beta,
        [&](Bitboard cp, Bitboard co, int a, int b) { return searchChild(cp, co, it, a, b); },
        true);
    if (!aborted_) {
        const int depth = it.mode == Mode::Midgame ? it.depth : position.emptyCount();
        table_->store(p, o, depth, it.selectivity, alpha, beta, best.score, best.square);
    }
    return best;
}

// A window around the expected score, widened on failure: most iterations finish inside it,
// and a narrow window cuts far more than a full one.
LevelSearch::Best LevelSearch::aspiration(const Position& position, const Iteration& it,
                                          int guess) {
    if (it.mode == Mode::WinLossDraw) return searchRoot(position, it, -1, 1);
    const bool exact = it.exact();
    int delta = it.mode == Mode::Exact ? 2 : 4;
    int alpha = std::max(-64, guess - delta);
    int beta = std::min(64, guess + delta);
    for (;;) {
        if (exact) {
            // Exact scores are even: with odd bounds no score lies on the edge of the window,
            // where the search would fail and start again. (Measured on FFO 40-59 against
            // even bounds: 2% fewer nodes, mostly #54, solved in one pass instead of two, and
            // #56, in two instead of three; 40-52 took 1% more nodes.)
            if (alpha % 2 == 0 && alpha > -64) --alpha;
            if (beta % 2 == 0 && beta < 64) ++beta;
        }
        const Best r = searchRoot(position, it, alpha, beta);
        if (aborted_) return r;
        // A failed exact search's score is a true bound, and most often the score itself: the
        // next window holds the bound's score alone, then widens 2, 6, 14... beyond it (delta
        // starts at 2 for an exact search). (Measured against widening by 4, 8...: FFO 20-39 4%
        // fewer nodes, its 18th position 27 M instead of 34 M; 40-52 the same.)
        const int widen = exact ? delta - 1 : delta;
        if (r.score <= alpha && alpha > -64) {
            if (exact) beta = r.score + 1;
            alpha = std::max(-64, r.score - widen);
        } else if (r.score >= beta && beta < 64) {
            if (exact) alpha = r.score - 1;
            beta = std::min(64, r.score + widen);
        } else {
            return r;
        }
        delta *= 2;
        // The widening ends with the whole range. A full-width solve never contradicts itself
        // from one window to the next, but a fault that made it do so (a wrong sign planted in
        // solve3 did) would move an exact window, which follows each failed bound, back and
        // forth for ever. (Other windows only widen: they reach the whole range by themselves.)
        if (delta > 2 * 64) {
            alpha = -64;
            beta = 64;
        }
    }
}

std::vector<MoveEvaluation> LevelSearch::analyse(const Position& position, const Limits& limits,
                                                 const AnalysisCallback& onUpdate,
                                                 std::uint64_t stopsAfter) {
    begin(limits, stopsAfter);
    std::vector<MoveEvaluation> evaluations;
    if (!position.legalMoves()) return evaluations;
    const Plan plan = planFor(limits);
    IterationReport report;
    for (const Iteration& it : iterationsFor(position, plan)) {
        if (plan.timed && !evaluations.empty() && !deepenFurther(report)) break;
        const double began = elapsedSeconds();
        std::vector<MoveScore> scores = scoreRootMoves(position, it);
        if (aborted_) break;
        const double now = elapsedSeconds();
        report = {
            .elapsed = now, .lastSeconds = now - began, .previousSeconds = report.lastSeconds};
        std::stable_sort(scores.begin(), scores.end(),
                         [](const MoveScore& a, const MoveScore& b) { return a.score > b.score; });
        std::array<MoveEvaluation, 64> found;
        std::size_t count = 0;
        for (const MoveScore& s : scores) {
            found[count++] = {Square::fromIndex(s.square), s.score, it.depth, it.exact(),
                              it.mode == Mode::WinLossDraw};
        }
        assignEvaluations(evaluations, found.data(), count);
        if (onUpdate) onUpdate(evaluations);
    }
    return evaluations;
}

std::vector<MoveScore> LevelSearch::scoreRootMoves(const Position& position, const Iteration& it) {
    std::vector<MoveScore> scores;
    selectivity_ = it.selectivity;
    const Bitboard p = position.player();
    const Bitboard o = position.opponent();
    MoveList list(p, o, position.legalMoves());
    evaluation_.reset(p, o);
    for (const OrderedMove& m : list) {
        const Child c = childOf(p, o, m);
        const auto step = evaluation_.play(p, o, m.square, m.flips);
        const int score = -searchChild(c.p, c.o, it, -64, 64);
        if (aborted_) break;
        scores.push_back({m.square, score});
    }
    return scores;
}

std::vector<Move> LevelSearch::principalVariation(const Position& position, int square) const {
    std::array<Move, 60> line;
    std::size_t length = 0;
    line[length++] = Square::fromIndex(square);
    Position current = position.play(Square::fromIndex(square));
    while (length < line.size() && !current.isGameOver()) {
        if (current.mustPass()) {
            line[length++] = Move::pass();
            current = current.passed();
            continue;
        }
        const auto e = table_->probe(current.player(), current.opponent());
        if (!e || e->move == kNoMove || !bb::has(current.legalMoves(), e->move)) break;
        const Square next = Square::fromIndex(e->move);
        line[length++] = next;
        current = current.play(next);
    }
    while (length > 0 && line[length - 1].isPass())
        --length;
    return moveVector(line.data(), length);
}

// The side to move must pass: the answer is the pass, its score the opponent's, negated, found
// by the same search of the position after the pass.
SearchResult LevelSearch::passAndRun(const Position& position, const Limits& limits,
                                     const ProgressCallback& onProgress, std::uint64_t stopsAfter) {
    const auto fromThisSide = [](auto& r) {
        r.score = -r.score;
        prependPass(r.pv);
    };
    ProgressCallback negated;
    if (onProgress) {
        negated = [&](const Progress& p) {
            Progress q = p;
            fromThisSide(q);
            onProgress(q);
        };
    }
    SearchResult result = run(position.passed(), limits, negated, stopsAfter);
    fromThisSide(result);
    result.best = Move::pass();
    return result;
}

void LevelSearch::begin(const Limits& limits, std::uint64_t stopsAfter) {
    start_ = limits.start();
    stopsAfter_ = stopsAfter;
    aborted_ = false;
    nodes_ = 0;
    nextCheck_ = kCheckInterval;
    nodeLimit_ = limits.nodes;
    time_ = limits.moveTime();
    nearLeaves_.newSearch();
}

std::vector<LevelSearch::Iteration> LevelSearch::iterationsFor(const Position& position,
                                                               const Plan& plan) const {
    const int empties = position.emptyCount();
    const Mode finalMode = empties <= plan.exactEmpties ? Mode::Exact
                           : empties <= plan.wldEmpties ? Mode::WinLossDraw
                                                        : Mode::Midgame;
    std::vector<Iteration> iterations;
    // Midgame iterations, also before a solve (they fill the table with good moves to try
    // first), stopping short of the end of the game. A timed search deepens until the exact
    // solve is near enough to be worth trying, or to its depth cap, and solves within the cap.
    int lastMidgame = std::min(empties - kSolveMargin, 12);
    if (finalMode == Mode::Midgame) {
        lastMidgame = plan.timed ? std::max(1, std::min(plan.midgameDepth, empties - kSolveMargin))
                                 : std::min(plan.midgameDepth, empties);
    }
    // They deepen two plies at a time, ending at lastMidgame: an evaluation's score swings
    // between odd and even depths (the side to move last gains), so a guess from two plies back
    // holds the aspiration window far more often. (Measured on the bench's openings at depth 12
    // against one ply at a time: 31% fewer nodes; FFO 20-39 3% more nodes, 5-10% less time.)
    for (int d = 2 - lastMidgame % 2; d <= lastMidgame; d += 2)
        iterations.push_back({Mode::Midgame, d, plan.selectivity});
    if (finalMode != Mode::Midgame || (plan.timed && empties <= plan.midgameDepth)) {
        const Mode mode = finalMode == Mode::Midgame ? Mode::Exact : finalMode;
        // Against the clock, a long solve first runs at rising confidence: each pass is far
        // cheaper than the next, so there is a good move early. (For a fixed depth they cost
        // more than they save: with them, FFO 40-47 took 54% more nodes and #53 46% more.)
        if (mode == Mode::Exact && plan.timed && empties >= kSelectiveSolveEmpties) {
            for (int s = 0; s < kNoSelectivity; ++s)
                iterations.push_back({Mode::Exact, empties, s});
        }
        iterations.push_back({mode, empties, kNoSelectivity});
    }
    return iterations;
}

SearchResult LevelSearch::run(const Position& position, const Limits& limits,
                              const ProgressCallback& onProgress, std::uint64_t stopsAfter) {
    begin(limits, stopsAfter);
    SearchResult result;
    const Bitboard moves = position.legalMoves();
    if (position.isGameOver()) {
        result.exact = true;
        result.score = position.finalScore();
        return result;
    }
    if (!moves) return passAndRun(position, limits, onProgress, stopsAfter);
    // Until an iteration completes, the answer is the first move in heuristic order.
    MoveList first(position.player(), position.opponent(), moves);
    orderMoves(first, position.player(), position.opponent(), -1, kNoMove);
    first.selectBest(0);
    result.best = Square::fromIndex(first[0].square);
    result.pv = moveVector(&result.best, 1);

    const Plan plan = planFor(limits);
    const std::vector<Iteration> iterations = iterationsFor(position, plan);
    const Iteration* lastComplete = nullptr;
    IterationReport report;
    const bool solves = iterations.back().mode != Mode::Midgame;
    for (const Iteration& it : iterations) {
        if (plan.timed && lastComplete && !deepenFurther(report)) break;
        // An evaluation at its bound no longer tells the moves apart: deeper midgame iterations
        // would only prove the bound again, and at great cost, as every leaf is a tie. (FFO #39,
        // a wipe-out: 4 M nodes in iterations at +63 before a solve of 23 k.)
        if (solves && it.mode == Mode::Midgame && lastComplete &&
            std::abs(result.score) >= Evaluator::kMaxEvaluation) {
            continue;
        }
        const double began = elapsedSeconds();
        const Best r = aspiration(position, it, result.score);
        if (aborted_) break;
        const double now = elapsedSeconds();
        report = {
            .elapsed = now,
            .lastSeconds = now - began,
            .previousSeconds = report.lastSeconds,
            .bestMoveChanged = lastComplete && Move(Square::fromIndex(r.square)) != result.best,
            .scoreDrop = lastComplete ? result.score - r.score : 0};
        lastComplete = &it;
        result.best = Square::fromIndex(r.square);
        result.score = r.score;
        result.exact = it.exact();
        result.winLossDraw = it.mode == Mode::WinLossDraw;
        result.depth = it.depth;
        result.selectivity = kConfidence[it.selectivity];
        result.pv = principalVariation(position, r.square);
        if (onProgress) {
            onProgress({result.depth, result.selectivity, result.score, result.exact,
                        result.winLossDraw, result.pv, nodes_, elapsedSeconds()});
        }
    }

    if (plan.randomness > 0 && lastComplete && bb::count(moves) > 1 && !aborted_) {
        const std::vector<MoveScore> scores = scoreRootMoves(position, *lastComplete);
        if (!aborted_ && !scores.empty()) {
            const int best = std::max_element(scores.begin(), scores.end(), [](auto& a, auto& b) {
                                 return a.score < b.score;
                             })->score;
            std::vector<MoveScore> candidates;
            for (const MoveScore& s : scores)
                if (s.score >= best - plan.randomness) candidates.push_back(s);
            const MoveScore pick = candidates[randomIndex(candidates.size(), limits.seed)];
            result.best = Square::fromIndex(pick.square);
            result.score = pick.score;
            result.pv = moveVector(&result.best, 1);
        }
    }
    result.stopped = aborted_;
    result.nodes = nodes_;
    published_.store(nodes_, std::memory_order_relaxed);
    result.seconds = elapsedSeconds();
    return result;
}

}  // namespace HASAMI_KERNEL_NAMESPACE
}  // namespace hasami::ai
