#pragma once

// The tree of the Monte Carlo search. A node is a position reached by the search, with its visits
// and wins; its edges are its moves, each with a prior and, once the move is first tried, the
// child node. Nodes and edges are cut from two arrays reserved once up to a memory cap, so that
// threads grow the tree without locks and a long think never takes more memory: a full tree is
// recycled (its least visited parts forgotten) and grows again.

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>

namespace hasami::ai {

// What is proved about a node's position, for the player who moved into it.
enum class Proof : std::uint8_t { Unknown, Win, Loss, Draw };

// The state of a node's edges: none yet, being added by one thread, there for all.
enum class Expansion : std::uint8_t { Leaf, Expanding, Expanded };

inline constexpr std::uint32_t kNoNode = 0;  // the root is node 0, never a child
inline constexpr std::uint8_t kPassMove = 64;
// Wins are summed in fixed point: one win is kWinUnit (the sums stay exact and lock-free).
inline constexpr double kWinUnit = 65536;

struct Edge {
    std::atomic<std::uint32_t> child{kNoNode};
    std::uint16_t prior = 0;  // in units of 1/65535
    std::uint8_t move = kPassMove;
};

struct Node {
    // From the view of the player who moved into the node; a draw is half a win.
    std::atomic<std::uint64_t> wins{0};
    // Counted on the way down: until its value comes back, a simulation in flight counts as a
    // loss, which steers the other threads elsewhere ("virtual loss").
    std::atomic<std::uint32_t> visits{0};
    std::uint32_t firstEdge = 0;
    std::uint8_t edgeCount = 0;
    std::atomic<Expansion> expansion{Expansion::Leaf};
    std::atomic<Proof> proof{Proof::Unknown};

    // The mean value for the player who moved into the node (0 without visits).
    double value() const {
        const std::uint32_t n = visits.load(std::memory_order_relaxed);
        return n ? double(wins.load(std::memory_order_relaxed)) / kWinUnit / n : 0;
    }
};

class Tree {
  public:
    struct Capacity {
        std::size_t nodes;
        std::size_t edges;
    };
    // Nodes and edges within `bytes`; only what is used is touched. The root is node 0.
    explicit Tree(std::size_t bytes);
    explicit Tree(Capacity capacity);

    Node& node(std::uint32_t i) { return nodes_.get()[i]; }
    const Node& node(std::uint32_t i) const { return nodes_.get()[i]; }
    Edge& edge(std::uint32_t i) { return edges_.get()[i]; }
    const Edge& edge(std::uint32_t i) const { return edges_.get()[i]; }
    Node& root() { return node(0); }

    // A new node, or kNoNode when the tree is full. Safe from any thread.
    std::uint32_t addNode();
    // The first of `count` new edges, or nullopt when the tree is full. Safe from any thread.
    std::optional<std::uint32_t> addEdges(int count);

    std::size_t nodeCount() const;
    std::size_t edgeCount() const;
    // The bytes of the nodes and edges in use.
    std::size_t bytesUsed() const {
        return nodeCount() * sizeof(Node) + edgeCount() * sizeof(Edge);
    }

    // A tree of the same capacity whose root is a copy of `node` and its subtree (the reuse of a
    // search's tree for the next move). Not while threads grow this tree.
    std::unique_ptr<Tree> subtree(std::uint32_t node) const;

    // Makes room in place: the most visited nodes keep their edges, within half of each array,
    // and so their children, with their visits, wins and proofs; every other node is forgotten,
    // or made a leaf again (expanded anew on its next visit). The root stays node 0. False when
    // nothing could be freed. Not while threads grow this tree; takes up to 21 bytes a node
    // more while it runs.
    bool recycle();

  private:
    struct Free {
        void operator()(void* p) const { std::free(p); }
    };
    std::size_t nodeCapacity_;
    std::size_t edgeCapacity_;
    // calloc'd: the system maps pages of zeros as they are first touched.
    std::unique_ptr<Node, Free> nodes_;
    std::unique_ptr<Edge, Free> edges_;
    std::atomic<std::size_t> nodeCount_{0};
    std::atomic<std::size_t> edgeCount_{0};
};

}  // namespace hasami::ai
