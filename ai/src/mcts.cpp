#include "mcts.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <thread>

#include "ai/levels.h"
#include "ai/pattern_evaluator.h"
#include "ai/win_probability.h"
#include "random_playout.h"
#include "search_kernels.h"
#include "transposition_table.h"

namespace hasami::ai {

namespace {

// PUCT's exploration constant, for values in [0, 1]; and UCB1's, for plain UCT (sqrt 2 over 2,
// the textbook value for rewards in [0, 1]).
constexpr double kPuct = 1.5;
constexpr double kUct = 0.7;
// An untried move counts as its parent's value for the side to move ("first-play urgency").
// (Measured at clock 4 s against alpha-beta, with the win scale of 16 then: less 0.15, 37.0 %
// over 100 games; with no reduction and the scale of 8, 42.5 % over 40.)
// Priors: a softmax of the moves' evaluations (in discs, from the mover's view) at this
// temperature; a move 4 discs worse than another is tried e times less at first.
constexpr double kPriorDiscs = 4;
// Without a limit on simulations, a depth D stands for kVisitsPerDepth * 2^D of them (depth 12
// about half a million: a few seconds, as alpha-beta's depth 12).
constexpr std::uint64_t kVisitsPerDepth = 125;
// Simulations between looks at the clock (about a tenth of a millisecond).
constexpr std::uint64_t kClockInterval = 64;
// Progress is reported when the simulations reach kFirstReport * 2^k, and at least every
// kReportSeconds.
constexpr std::uint64_t kFirstReport = 1024;
constexpr double kReportSeconds = 1;
// The score of a proved win (final scores are even).
constexpr int kLeastWin = 2;
// The longest path: 60 moves, passes, and the root.
constexpr int kMaxPath = 128;

double proofValue(Proof proof) {
    return proof == Proof::Win ? 1 : proof == Proof::Loss ? 0 : 0.5;
}

// The proof of a position whose side to move scores `score` at the end, for the other player.
Proof proofOfScore(int score) {
    return score > 0 ? Proof::Loss : score < 0 ? Proof::Win : Proof::Draw;
}

Move moveOf(const Edge& edge) {
    return edge.move == kPassMove ? Move::pass() : Move(Square::fromIndex(edge.move));
}

const std::shared_ptr<const std::atomic<bool>>& neverDone() {
    static const auto flag = std::make_shared<const std::atomic<bool>>(false);
    return flag;
}

}  // namespace

struct MonteCarloSearch::Settings {
    bool playouts = false;  // plain UCT: random playouts, uniform priors, UCB1
    int solveEmpties = kMonteCarloSolveEmpties;
    std::uint64_t visits = 0;  // simulations; 0: no limit
    int temperature = 0;       // percent; 0 plays the most visited move
    std::uint64_t seed = 0;
    MoveTime time;
    bool clock = false;  // a planned move time (stop near the soft limit), not a budget
};

struct MonteCarloSearch::Worker {
    std::unique_ptr<Search> solver;
    PlayoutRandom random;
};

namespace {

MonteCarloSearch::Settings settingsFor(const Limits& limits, bool playouts) {
    MonteCarloSearch::Settings s;
    s.playouts = playouts;
    if (limits.level > 0) {
        const int l = std::clamp(limits.level, 1, kLevelCount);
        const MonteCarloLevel& m = monteCarloLevel(l);
        s.visits = m.visits;
        s.playouts = s.playouts || m.playouts;
        s.temperature = m.temperature;
        s.solveEmpties = std::min(m.exactDepth, kMonteCarloSolveEmpties);
    } else if (limits.depth > 0) {
        s.visits = kVisitsPerDepth << std::min(limits.depth, 24);
    }
    if (s.playouts) s.solveEmpties = 0;
    if (limits.nodes) s.visits = s.visits ? std::min(s.visits, limits.nodes) : limits.nodes;
    s.seed = limits.seed;
    s.time = limits.moveTime();
    s.clock = limits.softSeconds > 0;
    return s;
}

}  // namespace

MonteCarloSearch::MonteCarloSearch(std::shared_ptr<TranspositionTable> table,
                                   std::shared_ptr<const std::atomic<std::uint64_t>> stopRequests,
                                   KernelLevel kernels)
    : kernels_(kernels),
      table_(std::move(table)),
      stopRequests_(std::move(stopRequests)),
      evaluator_(defaultEvaluator()),
      memoryBytes_(std::size_t(64) << 20) {
    setThreads(1);
}

MonteCarloSearch::~MonteCarloSearch() = default;

void MonteCarloSearch::setThreads(int count) {
    workers_.resize(std::size_t(std::max(count, 1)));
    for (std::size_t i = 0; i < workers_.size(); ++i) {
        if (!workers_[i]) {
            workers_[i] = std::make_unique<Worker>(
                Worker{searchKernels(kernels_).newSearch(table_, stopRequests_, neverDone(), 0),
                       PlayoutRandom(i + 1)});
        }
    }
}

void MonteCarloSearch::setPlayouts(bool playouts) {
    if (playouts != playouts_) tree_.reset();  // its values are of another kind
    playouts_ = playouts;
}

void MonteCarloSearch::setMemory(std::size_t megabytes) {
    memoryBytes_ = megabytes << 20;
    tree_.reset();
}

void MonteCarloSearch::clear() {
    tree_.reset();
    for (const auto& w : workers_)
        w->solver->clearOwnTable();
}

std::size_t MonteCarloSearch::treeBytes() const {
    return tree_ ? tree_->bytesUsed() : 0;
}

// Keeps the part of the last tree below `position` when it is there (a few plies down: the
// moves played since), else starts a new one.
void MonteCarloSearch::prepareTree(const Position& position) {
    if (tree_ && position != rootPosition_) {
        struct Found {
            std::uint32_t node;
            Position position;
            int depth;
        };
        std::vector<Found> queue{{0, rootPosition_, 0}};
        std::uint32_t match = kNoNode;
        for (std::size_t i = 0; i < queue.size() && match == kNoNode; ++i) {
            const Found f = queue[i];
            const Node& n = tree_->node(f.node);
            if (f.depth == 4 || n.expansion.load() != Expansion::Expanded) continue;
            for (int k = 0; k < n.edgeCount; ++k) {
                const Edge& e = tree_->edge(n.firstEdge + std::uint32_t(k));
                const std::uint32_t child = e.child.load();
                if (child == kNoNode) continue;
                const Position next = f.position.play(moveOf(e));
                if (next == position) {
                    match = child;
                    break;
                }
                queue.push_back({child, next, f.depth + 1});
            }
        }
        tree_ = match == kNoNode ? nullptr : tree_->subtree(match);
    }
    if (!tree_) tree_ = std::make_unique<Tree>(memoryBytes_);
    rootPosition_ = position;
}

double MonteCarloSearch::leafValue(Worker& worker, const Position& position,
                                   const Settings& settings) const {
    if (settings.playouts) {
        const int score = randomPlayout(position.player(), position.opponent(), worker.random);
        return proofValue(proofOfScore(score));
    }
    return 1 - winProbability(evaluator_->evaluate(position.player(), position.opponent()));
}

// The value of a node's first visit, for the player who moved into it: the end of the game or
// an exact solve prove it; else the leaf's value.
double MonteCarloSearch::firstVisitValue(Worker& worker, Node& node, const Position& position,
                                         const Settings& settings) {
    std::optional<int> score;
    if (position.isGameOver()) {
        score = position.finalScore();
    } else if (position.emptyCount() <= settings.solveEmpties) {
        const SearchResult r =
            worker.solver->run(position, Limits::atDepth(position.emptyCount()), {}, stopsAfter_);
        if (!r.stopped) score = r.score;
    }
    if (!score) return leafValue(worker, position, settings);
    const Proof proof = proofOfScore(*score);
    node.proof.store(proof, std::memory_order_release);
    return proofValue(proof);
}

// Adds the node's edges with their priors; false when the tree is full.
bool MonteCarloSearch::expand(Node& node, const Position& position, const Settings& settings) {
    const Bitboard p = position.player();
    const Bitboard o = position.opponent();
    const Bitboard moves = position.legalMoves();
    const int count = moves ? bb::count(moves) : 1;  // a forced pass is the one edge
    const auto first = tree_->addEdges(count);
    if (!first) return false;
    std::array<double, 64> weight;
    double total = 0;
    int i = 0;
    if (!moves) {
        weight[0] = total = 1;
        tree_->edge(*first).move = kPassMove;
    } else {
        std::array<int, 64> score;
        int best = -64;
        bb::forEachBit(moves, [&](int sq) {
            tree_->edge(*first + std::uint32_t(i)).move = std::uint8_t(sq);
            score[i] = 0;
            if (!settings.playouts) {
                const Bitboard flips = flippedDiscs(p, o, sq);
                score[i] = -evaluator_->evaluate(o ^ flips, p ^ flips ^ bb::bit(sq));
            }
            best = std::max(best, score[i]);
            ++i;
        });
        for (int k = 0; k < count; ++k) {
            weight[k] = std::exp((score[k] - best) / kPriorDiscs);
            total += weight[k];
        }
    }
    for (int k = 0; k < count; ++k) {
        tree_->edge(*first + std::uint32_t(k)).prior =
            std::uint16_t(std::max(1.0, std::round(65535 * weight[k] / total)));
    }
    node.firstEdge = *first;
    node.edgeCount = std::uint8_t(count);
    return true;
}

std::uint32_t MonteCarloSearch::selectEdge(const Node& node, const Settings& settings) const {
    const double visits = std::max<double>(1, node.visits.load(std::memory_order_relaxed));
    const double explore =
        settings.playouts ? kUct * std::sqrt(std::log(visits)) : kPuct * std::sqrt(visits) / 65535;
    const double firstPlay = 1 - node.value();
    std::uint32_t chosen = node.firstEdge;  // when every move is a proven loss
    double best = -std::numeric_limits<double>::infinity();
    for (std::uint32_t i = node.firstEdge; i < node.firstEdge + node.edgeCount; ++i) {
        const Edge& edge = tree_->edge(i);
        const std::uint32_t child = edge.child.load(std::memory_order_acquire);
        double q = firstPlay;
        double n = 0;
        if (child != kNoNode) {
            const Node& c = tree_->node(child);
            const Proof proof = c.proof.load(std::memory_order_acquire);
            if (proof == Proof::Win) return i;
            if (proof == Proof::Loss) continue;
            n = c.visits.load(std::memory_order_relaxed);
            if (n > 0) q = c.value();
        }
        double score;
        if (settings.playouts) {
            if (n == 0) return i;  // UCB1 tries every move once first
            score = q + explore / std::sqrt(n);
        } else {
            score = q + explore * edge.prior / (1 + n);
        }
        if (score > best) {
            best = score;
            chosen = i;
        }
    }
    return chosen;
}

// The proofs of the nodes above a newly proved one: a node is lost for the player who moved
// into it when one of its moves wins, won when all of its moves lose, drawn when all are
// proved and the best draws.
void MonteCarloSearch::proveUpwards(const std::uint32_t* path, int length) {
    for (int i = length - 2; i >= 0; --i) {
        Node& node = tree_->node(path[i]);
        if (node.proof.load(std::memory_order_acquire) != Proof::Unknown) continue;
        bool all = true;
        bool draw = false;
        bool win = false;
        for (std::uint32_t e = node.firstEdge; e < node.firstEdge + node.edgeCount && !win; ++e) {
            const std::uint32_t child = tree_->edge(e).child.load(std::memory_order_acquire);
            const Proof proof = child == kNoNode
                                    ? Proof::Unknown
                                    : tree_->node(child).proof.load(std::memory_order_acquire);
            win = proof == Proof::Win;
            draw = draw || proof == Proof::Draw;
            all = all && proof != Proof::Unknown;
        }
        if (!win && !all) return;
        node.proof.store(win    ? Proof::Loss
                         : draw ? Proof::Draw
                                : Proof::Win,
                         std::memory_order_release);
    }
}

// One simulation: down the tree by selectEdge to a node seen for the first time (or proved, or
// that another thread is expanding), its value back up. False when the tree is full.
bool MonteCarloSearch::simulate(Worker& worker, const Settings& settings) {
    std::array<std::uint32_t, kMaxPath> path;
    int length = 0;
    Position position = rootPosition_;
    Node* node = &tree_->root();
    node->visits.fetch_add(1, std::memory_order_relaxed);
    path[length++] = 0;
    bool grew = true;
    double value;  // for the player who moved into `node`
    for (;;) {
        if (const Proof proof = node->proof.load(std::memory_order_acquire);
            proof != Proof::Unknown) {
            value = proofValue(proof);
            break;
        }
        Expansion state = node->expansion.load(std::memory_order_acquire);
        if (state == Expansion::Leaf) {
            if (length > 1 && node->visits.load(std::memory_order_relaxed) <= 1) {
                value = firstVisitValue(worker, *node, position, settings);
                break;
            }
            if (!node->expansion.compare_exchange_strong(state, Expansion::Expanding,
                                                         std::memory_order_acquire)) {
                value = leafValue(worker, position, settings);
                break;
            }
            if (!expand(*node, position, settings)) {
                node->expansion.store(Expansion::Leaf, std::memory_order_release);
                value = leafValue(worker, position, settings);
                grew = false;
                break;
            }
            node->expansion.store(Expansion::Expanded, std::memory_order_release);
        } else if (state == Expansion::Expanding) {
            value = leafValue(worker, position, settings);
            break;
        }
        Edge& edge = tree_->edge(selectEdge(*node, settings));
        const Position next = position.play(moveOf(edge));
        std::uint32_t child = edge.child.load(std::memory_order_acquire);
        if (child == kNoNode) {
            const std::uint32_t fresh = tree_->addNode();
            if (fresh == kNoNode) {
                value = 1 - leafValue(worker, next, settings);
                grew = false;
                break;
            }
            // Another thread may have added the child first: its node is the one (this one
            // stays unused).
            child = fresh;
            std::uint32_t none = kNoNode;
            if (!edge.child.compare_exchange_strong(none, fresh, std::memory_order_acq_rel))
                child = none;
        }
        position = next;
        node = &tree_->node(child);
        node->visits.fetch_add(1, std::memory_order_relaxed);
        path[length++] = child;
    }
    for (int i = length - 1; i >= 0; --i) {
        tree_->node(path[i]).wins.fetch_add(std::uint64_t(value * kWinUnit + 0.5),
                                            std::memory_order_relaxed);
        value = 1 - value;
    }
    proveUpwards(path.data(), length);
    return grew;
}

void MonteCarloSearch::searchTree(const Settings& settings, const std::function<void()>& report) {
    simulations_.store(0);
    Node& root = tree_->root();
    if (root.expansion.load() == Expansion::Leaf && !expand(root, rootPosition_, settings)) {
        // Not even the root's moves fit: a tree of one node.
        return;
    }
    root.expansion.store(Expansion::Expanded);
    for (const auto& w : workers_)
        w->solver->setEvaluator(evaluator_);
    // True when the search is over: a stop request, the simulations, a proved root.
    const auto finished = [&](std::uint64_t simulations) {
        return stopRequests_->load(std::memory_order_relaxed) != stopsAfter_ ||
               (settings.visits && simulations >= settings.visits) ||
               root.proof.load(std::memory_order_relaxed) != Proof::Unknown;
    };
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    };
    // A budget is spent to its hard limit; a clock's move stops at its soft limit, or up to
    // twice that while the most visited move is not the one of best value.
    const auto timeUp = [&](double now) {
        const MoveTime& t = settings.time;
        if (t.hard <= 0) return false;
        if (now >= t.hard) return true;
        if (!settings.clock || now < t.soft) return false;
        if (now >= 2 * t.soft) return true;
        const auto ranked = rankedEdges();
        const auto byValue = std::max_element(ranked.begin(), ranked.end(), [&](auto a, auto b) {
            return evaluationOf(a).winProbability < evaluationOf(b).winProbability;
        });
        return *byValue == ranked.front();
    };
    std::uint64_t nextReport = kFirstReport;
    double lastReport = 0;
    // Every thread simulates until the search is over or the tree is full; a full tree is
    // recycled, with the threads stopped, and the search goes on.
    for (;;) {
        done_.store(false);
        std::atomic<bool> full{false};
        const auto simulateOnce = [&](Worker& worker) {
            const bool grew = simulate(worker, settings);
            const std::uint64_t n = simulations_.fetch_add(1, std::memory_order_relaxed) + 1;
            if (!grew) full.store(true, std::memory_order_relaxed);
            if (finished(n) || !grew) done_.store(true, std::memory_order_relaxed);
            return n;
        };
        std::vector<std::jthread> helpers;
        for (std::size_t i = 1; i < workers_.size(); ++i) {
            helpers.emplace_back([&, i] {
                while (!done_.load(std::memory_order_relaxed))
                    simulateOnce(*workers_[i]);
            });
        }
        // The main thread also keeps the time and reports.
        while (!done_.load(std::memory_order_relaxed)) {
            const std::uint64_t n = simulateOnce(*workers_[0]);
            if (n % kClockInterval != 0 && n < nextReport) continue;
            const double now = elapsed();
            if (timeUp(now)) done_.store(true, std::memory_order_relaxed);
            if (report && (n >= nextReport || now - lastReport >= kReportSeconds) &&
                !done_.load(std::memory_order_relaxed)) {
                report();
                lastReport = now;
                while (nextReport <= n)
                    nextReport *= 2;
            }
        }
        helpers.clear();  // joins
        if (!full.load() || finished(simulations_.load()) || timeUp(elapsed()) ||
            !tree_->recycle()) {
            return;
        }
    }
}

std::vector<std::uint32_t> MonteCarloSearch::rankedEdges() const {
    const Node& root = tree_->node(0);
    std::vector<std::uint32_t> edges;
    for (std::uint32_t i = root.firstEdge; i < root.firstEdge + root.edgeCount; ++i)
        edges.push_back(i);
    const auto key = [&](std::uint32_t e) {
        const Edge& edge = tree_->edge(e);
        const std::uint32_t child = edge.child.load();
        if (child == kNoNode) return std::tuple(1, 0u, 0.0, int(edge.prior));
        const Node& c = tree_->node(child);
        const Proof proof = c.proof.load();
        return std::tuple(proof == Proof::Win    ? 2
                          : proof == Proof::Loss ? 0
                                                 : 1,
                          c.visits.load(), c.value(), int(edge.prior));
    };
    std::stable_sort(edges.begin(), edges.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return key(a) > key(b); });
    return edges;
}

std::vector<Move> MonteCarloSearch::principalVariation(std::uint32_t edge) const {
    std::vector<Move> pv;
    for (;;) {
        const Edge& e = tree_->edge(edge);
        pv.push_back(moveOf(e));
        const std::uint32_t child = e.child.load();
        if (child == kNoNode) break;
        const Node& n = tree_->node(child);
        if (n.expansion.load() != Expansion::Expanded || n.edgeCount == 0) break;
        std::uint32_t next = kNoNode;
        std::uint32_t most = 0;
        for (std::uint32_t i = n.firstEdge; i < n.firstEdge + n.edgeCount; ++i) {
            const std::uint32_t c = tree_->edge(i).child.load();
            if (c != kNoNode && tree_->node(c).visits.load() > most) {
                most = tree_->node(c).visits.load();
                next = i;
            }
        }
        if (next == kNoNode) break;
        edge = next;
    }
    while (!pv.empty() && pv.back().isPass())
        pv.pop_back();
    return pv;
}

MoveEvaluation MonteCarloSearch::evaluationOf(std::uint32_t edge) const {
    const Edge& e = tree_->edge(edge);
    const Move move = moveOf(e);
    MoveEvaluation m{.move = move};
    const std::uint32_t child = e.child.load();
    const Node* c = child == kNoNode ? nullptr : &tree_->node(child);
    const Proof proof = c ? c->proof.load() : Proof::Unknown;
    double p;
    if (proof != Proof::Unknown) {
        p = proofValue(proof);
    } else if (c && c->visits.load() > 0) {
        p = c->value();
    } else {
        // Untried: the evaluation's view.
        const Position next = rootPosition_.play(move);
        p = 1 - winProbability(evaluator_->evaluate(next.player(), next.opponent()));
    }
    m.winProbability = p;
    m.visits = c ? c->visits.load() : 0;
    m.winLossDraw = proof != Proof::Unknown;
    // A proof knows the winner, not by how much: the least win or loss stands for it.
    m.score = proof == Proof::Unknown ? discsForWinProbability(p)
              : proof == Proof::Win   ? kLeastWin
              : proof == Proof::Loss  ? -kLeastWin
                                      : 0;
    m.depth = int(principalVariation(edge).size());
    return m;
}

SearchResult MonteCarloSearch::resultNow(const Settings& settings) const {
    SearchResult r;
    const auto ranked = rankedEdges();
    std::uint32_t chosen = ranked.front();
    // The weak levels pick at random, the more visited moves the more often, never a proven
    // loss while another move remains, always a proven win.
    const MoveEvaluation first = evaluationOf(chosen);
    if (settings.temperature > 0 && ranked.size() > 1 &&
        !(first.winLossDraw && first.winProbability == 1.0)) {
        std::vector<double> weights;
        for (const std::uint32_t e : ranked) {
            const MoveEvaluation m = evaluationOf(e);
            const bool lost = m.winLossDraw && m.winProbability == 0.0;
            weights.push_back(lost ? 0 : std::pow(double(m.visits), 100.0 / settings.temperature));
        }
        if (std::any_of(weights.begin(), weights.end(), [](double w) { return w > 0; })) {
            std::mt19937_64 random(settings.seed);
            chosen = ranked[std::discrete_distribution<std::size_t>(weights.begin(),
                                                                    weights.end())(random)];
        }
    }
    const MoveEvaluation m = evaluationOf(chosen);
    r.best = m.move;
    r.score = m.score;
    r.winLossDraw = m.winLossDraw;
    r.winProbability = m.winProbability;
    r.pv = principalVariation(chosen);
    r.depth = int(r.pv.size());
    r.nodes = simulations_.load();
    r.visits = tree_->node(0).visits.load();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    return r;
}

SearchResult MonteCarloSearch::run(const Position& position, const Limits& limits,
                                   const ProgressCallback& onProgress, std::uint64_t stopsAfter) {
    start_ = limits.start();
    stopsAfter_ = stopsAfter;
    if (position.isGameOver()) {
        SearchResult over;
        over.score = position.finalScore();
        over.exact = true;
        return over;
    }
    Settings settings = settingsFor(limits, playouts_);
    prepareTree(position);
    const auto report = [&] {
        const SearchResult r = resultNow({});
        onProgress({.depth = r.depth,
                    .score = r.score,
                    .winLossDraw = r.winLossDraw,
                    .pv = r.pv,
                    .nodes = r.nodes,
                    .seconds = r.seconds,
                    .winProbability = r.winProbability,
                    .visits = r.visits});
    };
    searchTree(settings, onProgress ? std::function<void()>(report) : nullptr);
    SearchResult result = resultNow(settings);
    result.stopped = stopRequests_->load(std::memory_order_relaxed) != stopsAfter;
    return result;
}

std::vector<MoveEvaluation> MonteCarloSearch::analyse(const Position& position,
                                                      const Limits& limits,
                                                      const AnalysisCallback& onUpdate,
                                                      std::uint64_t stopsAfter) {
    start_ = std::chrono::steady_clock::now();
    stopsAfter_ = stopsAfter;
    if (!position.legalMoves()) return {};
    const Settings settings = settingsFor(limits, playouts_);
    prepareTree(position);
    const auto evaluations = [&] {
        std::vector<MoveEvaluation> all;
        for (const std::uint32_t e : rankedEdges())
            all.push_back(evaluationOf(e));
        return all;
    };
    searchTree(settings,
               onUpdate ? std::function<void()>([&] { onUpdate(evaluations()); }) : nullptr);
    auto all = evaluations();
    if (onUpdate) onUpdate(all);
    return all;
}

}  // namespace hasami::ai
