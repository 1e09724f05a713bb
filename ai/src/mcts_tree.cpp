#include "mcts_tree.h"

#include <algorithm>
#include <deque>
#include <memory>
#include <new>
#include <utility>
#include <vector>

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

Tree::Capacity capacityOf(std::size_t bytes) {
    const std::size_t nodes =
        std::max<std::size_t>(1, std::size_t(double(bytes) * kNodeShare) / sizeof(Node));
    return {nodes, (bytes - std::min(bytes, nodes * sizeof(Node))) / sizeof(Edge)};
}

}  // namespace

Tree::Tree(std::size_t bytes) : Tree(capacityOf(bytes)) {}

Tree::Tree(Capacity capacity)
    : nodeCapacity_(std::max<std::size_t>(1, capacity.nodes)),
      edgeCapacity_(capacity.edges),
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
    auto tree = std::make_unique<Tree>(Capacity{nodeCapacity_, edgeCapacity_});
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

bool Tree::recycle() {
    const std::size_t usedNodes = nodeCount();
    const std::size_t usedEdges = edgeCount();
    // The expanded nodes under the root, parents before children (the root first).
    std::vector<std::uint32_t> expanded;
    std::vector<std::uint32_t> queue{0};
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const Node& n = node(queue[i]);
        if (n.expansion.load() != Expansion::Expanded) continue;
        expanded.push_back(queue[i]);
        for (std::uint32_t e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
            if (const std::uint32_t child = edge(e).child.load(); child != kNoNode)
                queue.push_back(child);
        }
    }
    if (expanded.empty()) return false;  // a root without edges: nothing to recycle
    const auto childCount = [&](const Node& n) {
        std::size_t count = 0;
        for (std::uint32_t e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e)
            count += edge(e).child.load() != kNoNode;
        return count;
    };
    // The fewest visits a node keeps its edges with: the most visited first, as many as half of
    // each array holds. A child has no more visits than its parent, so what is kept hangs
    // together; the root keeps its edges whatever its visits.
    std::vector<std::uint32_t> byVisits(expanded.begin() + 1, expanded.end());
    std::ranges::stable_sort(byVisits, std::greater{},
                             [&](std::uint32_t i) { return node(i).visits.load(); });
    std::size_t nodes = 1 + childCount(root());
    std::size_t edges = root().edgeCount;
    std::uint64_t fewest = 0;
    for (const std::uint32_t i : byVisits) {
        const Node& n = node(i);
        nodes += childCount(n);
        edges += n.edgeCount;
        if (nodes > nodeCapacity_ / 2 || edges > edgeCapacity_ / 2) {
            fewest = std::uint64_t(n.visits.load()) + 1;
            break;
        }
    }

    // Which nodes stay, numbered in their old order: a node comes after its parent, so each
    // moves down (or stays) and none is overwritten before it is moved. A node keeps its edges
    // when it stays and has the visits (parents are looked at before their children).
    constexpr std::uint32_t kGone = ~std::uint32_t(0);
    std::vector<std::uint32_t> newIndex(usedNodes, kGone);
    std::vector<bool> keepsEdges(usedNodes, false);
    newIndex[0] = 0;
    for (const std::uint32_t i : expanded) {
        if (i != 0 && (newIndex[i] == kGone || node(i).visits.load() < fewest)) continue;
        keepsEdges[i] = true;
        const Node& n = node(i);
        for (std::uint32_t e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
            if (const std::uint32_t child = edge(e).child.load(); child != kNoNode)
                newIndex[child] = 0;  // marked: numbered below
        }
    }
    std::uint32_t keptNodes = 0;
    for (std::uint32_t& index : newIndex) {
        if (index != kGone) index = keptNodes++;
    }

    // The edge blocks that stay, in their old order, each moved down as a whole.
    std::vector<std::uint32_t> withEdges;
    for (const std::uint32_t i : expanded) {
        if (keepsEdges[i]) withEdges.push_back(i);
    }
    std::ranges::sort(withEdges, {}, [&](std::uint32_t i) { return node(i).firstEdge; });
    std::uint32_t keptEdges = 0;
    for (const std::uint32_t i : withEdges) {
        Node& n = node(i);
        for (std::uint32_t k = 0; k < n.edgeCount; ++k) {
            const Edge& from = edge(n.firstEdge + k);
            Edge& to = edge(keptEdges + k);
            const std::uint32_t child = from.child.load();
            to.move = from.move;
            to.prior = from.prior;
            to.child.store(child == kNoNode ? kNoNode : newIndex[child]);
        }
        n.firstEdge = keptEdges;
        keptEdges += n.edgeCount;
    }

    for (std::uint32_t i = 0; i < usedNodes; ++i) {
        if (newIndex[i] == kGone) continue;
        const Node& from = node(i);
        Node& to = node(newIndex[i]);
        const bool expandedStill = keepsEdges[i];
        to.wins.store(from.wins.load());
        to.visits.store(from.visits.load());
        to.proof.store(from.proof.load());
        to.firstEdge = expandedStill ? from.firstEdge : 0;
        to.edgeCount = expandedStill ? from.edgeCount : 0;
        to.expansion.store(expandedStill ? Expansion::Expanded : Expansion::Leaf);
    }
    nodeCount_.store(keptNodes);
    edgeCount_.store(keptEdges);
    return keptNodes < usedNodes || keptEdges < usedEdges;
}

}  // namespace hasami::ai
