#include "mcts_tree.h"

#include <algorithm>
#include <deque>
#include <memory>
#include <new>
#include <utility>

namespace hasami::ai {

namespace {

// The share of the bytes for the nodes: an expanded node has about ten edges, but most nodes
// are leaves, visited once, without edges. With nodes of 24 bytes and edges of 8, this share
// leaves room for about 3.7 edges a node. (Not tuned: the search ends when either runs out.)
constexpr double kNodeShare = 0.45;

template <typename T>
T* zeroedArray(std::size_t count) {
    void* p = std::calloc(std::max<std::size_t>(count, 1), sizeof(T));
    if (!p) throw std::bad_alloc();
    return static_cast<T*>(p);
}

}  // namespace

Tree::Tree(std::size_t bytes)
    : bytes_(bytes),
      nodeCapacity_(
          std::max<std::size_t>(1, std::size_t(double(bytes) * kNodeShare) / sizeof(Node))),
      edgeCapacity_((bytes - std::min(bytes, nodeCapacity_ * sizeof(Node))) / sizeof(Edge)),
      nodes_(zeroedArray<Node>(nodeCapacity_)),
      edges_(zeroedArray<Edge>(edgeCapacity_)) {
    addNode();  // the root
}

std::uint32_t Tree::addNode() {
    const std::size_t i = nodeCount_.fetch_add(1, std::memory_order_relaxed);
    if (i >= nodeCapacity_) return kNoNode;
    std::construct_at(nodes_.get() + i);
    return std::uint32_t(i);
}

std::optional<std::uint32_t> Tree::addEdges(int count) {
    const std::size_t first = edgeCount_.fetch_add(std::size_t(count), std::memory_order_relaxed);
    if (first + std::size_t(count) > edgeCapacity_) return std::nullopt;
    for (int i = 0; i < count; ++i)
        std::construct_at(edges_.get() + first + i);
    return std::uint32_t(first);
}

std::size_t Tree::nodeCount() const {
    return std::min(nodeCount_.load(std::memory_order_relaxed), nodeCapacity_);
}

std::size_t Tree::edgeCount() const {
    return std::min(edgeCount_.load(std::memory_order_relaxed), edgeCapacity_);
}

std::unique_ptr<Tree> Tree::subtree(std::uint32_t from) const {
    auto tree = std::make_unique<Tree>(bytes_);
    // Breadth first, so that each node's edges stay together in the copy.
    std::deque<std::pair<std::uint32_t, std::uint32_t>> queue{{from, 0}};
    while (!queue.empty()) {
        const auto [oldIndex, newIndex] = queue.front();
        queue.pop_front();
        const Node& old = node(oldIndex);
        Node& copy = tree->node(newIndex);
        copy.wins.store(old.wins.load());
        copy.visits.store(old.visits.load());
        copy.proof.store(old.proof.load());
        if (old.expansion.load() != Expansion::Expanded) continue;
        const auto first = tree->addEdges(old.edgeCount);
        if (!first) continue;  // the same capacity: cannot happen, but stays a leaf if it did
        copy.firstEdge = *first;
        copy.edgeCount = old.edgeCount;
        copy.expansion.store(Expansion::Expanded);
        for (int i = 0; i < old.edgeCount; ++i) {
            const Edge& e = edge(old.firstEdge + std::uint32_t(i));
            Edge& c = tree->edge(*first + std::uint32_t(i));
            c.move = e.move;
            c.prior = e.prior;
            if (const std::uint32_t child = e.child.load(); child != kNoNode) {
                const std::uint32_t copied = tree->addNode();
                c.child.store(copied);
                queue.emplace_back(child, copied);
            }
        }
    }
    return tree;
}

}  // namespace hasami::ai
