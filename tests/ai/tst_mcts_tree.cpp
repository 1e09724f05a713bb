// The Monte Carlo search's tree (ai/src/mcts_tree.h): recycling a full tree keeps the most
// visited nodes' edges within half of each array, with every statistic, and forgets the rest.

#include <QtTest>

#include <string>

#include "mcts_tree.h"

using namespace hasami;
using ai::Tree;

namespace {

// Gives `node` the edges of `count` moves, squares `firstSquare` on, priors 100, 200...
void expand(Tree& tree, std::uint32_t node, int count, int firstSquare) {
    const std::uint32_t first = tree.addEdges(count).value();
    for (int k = 0; k < count; ++k) {
        ai::Edge& e = tree.edge(first + std::uint32_t(k));
        e.move = std::uint8_t(firstSquare + k);
        e.prior = std::uint16_t(100 * (k + 1));
    }
    ai::Node& n = tree.node(node);
    n.firstEdge = first;
    n.edgeCount = std::uint8_t(count);
    n.expansion.store(ai::Expansion::Expanded);
}

// The child through `parent`'s edge `k`, with `visits` and twice as many wins.
std::uint32_t addChild(Tree& tree, std::uint32_t parent, int k, std::uint32_t visits) {
    const std::uint32_t child = tree.addNode();
    tree.node(child).visits.store(visits);
    tree.node(child).wins.store(2 * visits);
    tree.edge(tree.node(parent).firstEdge + std::uint32_t(k)).child.store(child);
    return child;
}

// The tree from `node` down: "visits/wins", a "!" for a proved win, and the moves of an expanded
// node in braces, each "square=" its child or "-" when untried.
std::string describe(const Tree& tree, std::uint32_t node = 0) {
    const ai::Node& n = tree.node(node);
    std::string text = std::to_string(n.visits.load()) + "/" + std::to_string(n.wins.load());
    if (n.proof.load() == ai::Proof::Win) text += "!";
    if (n.expansion.load() != ai::Expansion::Expanded) return text;
    text += "{";
    for (std::uint32_t e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
        const ai::Edge& edge = tree.edge(e);
        const std::uint32_t child = edge.child.load();
        if (e != n.firstEdge) text += ' ';
        text += std::to_string(edge.move);
        text += '=';
        text += child == ai::kNoNode ? std::string("-") : describe(tree, child);
    }
    return text + "}";
}

}  // namespace

class TestMonteCarloTree : public QObject {
    Q_OBJECT
  private slots:
    // A tree of 12 nodes and 13 edges, built in an order that mixes its branches, in arrays of
    // 18 nodes and 66 edges: half is 9 nodes and 33 edges. The most visited expanded nodes, by
    // hand: the root's 3 children make 4 nodes; A (60 visits) adds its 2 children (6); A1 (40)
    // its 2 (8); B (30) would make 10, over 9. So the root, A and A1 keep their edges; B, A2 and
    // B1 become leaves with their statistics, and what was below them goes: 8 nodes, 3 + 2 + 2
    // edges.
    void recyclingKeepsTheMostVisitedNodesEdges() {
        Tree tree(Tree::Capacity{18, 66});
        tree.root().visits.store(100);
        tree.root().wins.store(200);
        expand(tree, 0, 3, 0);
        const auto a = addChild(tree, 0, 0, 60);
        expand(tree, a, 2, 10);
        const auto a1 = addChild(tree, a, 0, 40);
        const auto b = addChild(tree, 0, 1, 30);
        tree.node(b).wins.store(77);
        expand(tree, a1, 2, 20);
        addChild(tree, a1, 0, 25);
        expand(tree, b, 3, 30);
        const auto b1 = addChild(tree, b, 0, 20);
        const auto c = addChild(tree, 0, 2, 9);
        tree.node(c).proof.store(ai::Proof::Win);
        const auto a2 = addChild(tree, a, 1, 19);
        expand(tree, b1, 1, 40);
        addChild(tree, b1, 0, 19);
        addChild(tree, a1, 1, 14);
        addChild(tree, b, 1, 9);
        expand(tree, a2, 2, 50);
        addChild(tree, a2, 0, 18);
        QCOMPARE(tree.nodeCount(), std::size_t(12));
        QCOMPARE(tree.edgeCount(), std::size_t(13));
        QCOMPARE(
            describe(tree),
            std::string("100/200{0=60/120{10=40/80{20=25/50 21=14/28} 11=19/38{50=18/36 51=-}} "
                        "1=30/77{30=20/40{40=19/38} 31=9/18 32=-} 2=9/18!}"));

        QVERIFY(tree.recycle());
        QCOMPARE(tree.nodeCount(), std::size_t(8));
        QCOMPARE(tree.edgeCount(), std::size_t(7));
        QCOMPARE(describe(tree),
                 std::string("100/200{0=60/120{10=40/80{20=25/50 21=14/28} 11=19/38} 1=30/77 "
                             "2=9/18!}"));
        // The priors stay with their moves.
        const ai::Node& root = tree.root();
        QCOMPARE(tree.edge(root.firstEdge + 2).prior, std::uint16_t(300));
        // What fits in half is kept whole: nothing more to free.
        QVERIFY(!tree.recycle());
        QCOMPARE(describe(tree),
                 std::string("100/200{0=60/120{10=40/80{20=25/50 21=14/28} 11=19/38} 1=30/77 "
                             "2=9/18!}"));
        // The room freed is used again.
        QCOMPARE(tree.addNode(), std::uint32_t(8));
        QCOMPARE(tree.addEdges(59), std::optional<std::uint32_t>(7));
        QCOMPARE(tree.addEdges(1), std::optional<std::uint32_t>());
    }

    // A tree of one node (not even the root's moves fitted) is left as it is.
    void aRootWithoutEdgesHasNothingToRecycle() {
        Tree tree(Tree::Capacity{4, 4});
        tree.root().visits.store(3);
        QVERIFY(!tree.recycle());
        QCOMPARE(tree.nodeCount(), std::size_t(1));
        QCOMPARE(describe(tree), std::string("3/0"));
    }
};

QTEST_GUILESS_MAIN(TestMonteCarloTree)
#include "tst_mcts_tree.moc"
