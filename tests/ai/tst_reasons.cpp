// The reasons of an explanation (ai/reasons.h): for every tag a position built by hand where it
// must appear and one where it must not, the counts worked out by hand in the comments. Boards
// are written row by row from the top ("1") down, columns a to h; X is the side to move.

#include <QtTest>

#include <algorithm>

#include "ai/reasons.h"
#include "core/notation.h"
#include "printing.h"

using namespace hasami;
using ai::ReasonTag;

namespace {

Position board(std::initializer_list<const char*> rows) {
    std::string text;
    for (const char* row : rows)
        text += row;
    const auto p = parseBoard(text + " X");
    if (!p) qFatal("bad test board: %s", p.error().message().c_str());
    return *p;
}

Move at(const char* name) {
    return *Square::parse(name);
}

std::vector<Square> squares(std::initializer_list<const char*> names) {
    std::vector<Square> result;
    for (const char* n : names)
        result.push_back(*Square::parse(n));
    return result;
}

// `played` scored below `best` (by 10 discs, not solved) unless said otherwise.
ai::ComparedMoves compared(const char* played, const char* best, std::vector<Move> refutation = {},
                           std::vector<Move> bestLine = {}) {
    return {.played = at(played),
            .playedScore = -10,
            .refutation = std::move(refutation),
            .best = at(best),
            .bestScore = 0,
            .bestLine = std::move(bestLine)};
}

std::optional<ai::Reason> find(const std::vector<ai::Reason>& reasons, ReasonTag tag) {
    const auto r = std::ranges::find(reasons, tag, &ai::Reason::tag);
    if (r == reasons.end()) return std::nullopt;
    return *r;
}

std::vector<ai::Reason> all(const std::vector<ai::Reason>& reasons, ReasonTag tag) {
    std::vector<ai::Reason> found;
    std::ranges::copy_if(reasons, std::back_inserter(found),
                         [&](const ai::Reason& r) { return r.tag == tag; });
    return found;
}

// X d4; O c3, e4. X's moves: b2 (flips c3 against d4) and f4 (flips e4 against d4).
Position xSquarePosition() {
    return board({"--------", "--------", "--O-----", "---XO---", "--------", "--------",
                  "--------", "--------"});
}

// X d1, d4; O c1, e4. X's moves: b1 (flips c1 against d1) and f4 (flips e4 against d4).
// After b1 the top edge holds X b1 c1 d1 and nothing else.
Position cSquarePosition() {
    return board({"--OX----", "--------", "--------", "---XO---", "--------", "--------",
                  "--------", "--------"});
}

// Only the top and bottom rows hold discs, so every move and every flip is along them.
// Top "---OXO--": X c1 (flips d1 against e1) or g1 (flips f1). Bottom "-OX-----": X a8 (flips
// b8 against c8).
Position rowsPosition() {
    return board({"---OXO--", "--------", "--------", "--------", "--------", "--------",
                  "--------", "-OX-----"});
}

}  // namespace

class TestReasons : public QObject {
    Q_OBJECT
  private slots:
    void noReasonsForTheBestMove() {
        ai::ComparedMoves moves = compared("b2", "f4");
        moves.playedScore = moves.bestScore;
        QVERIFY(ai::reasonsFor(xSquarePosition(), moves).empty());
    }

    void xSquareNextToAnEmptyCorner() {
        // b2 touches the empty a1; f4 is no X-square.
        const auto r =
            find(ai::reasonsFor(xSquarePosition(), compared("b2", "f4")), ReasonTag::XSquare);
        QVERIFY(r);
        QCOMPARE(r->squares, squares({"a1", "b2"}));
        QVERIFY(!find(ai::reasonsFor(xSquarePosition(), compared("f4", "b2")), ReasonTag::XSquare));
        // With a1 taken the X-square is no weakness (an O disc on a1 changes no move here).
        Position taken = Position::fromColors(xSquarePosition().black(),
                                              xSquarePosition().white() | bb::bit(0), Color::Black);
        QVERIFY(!find(ai::reasonsFor(taken, compared("b2", "f4")), ReasonTag::XSquare));
    }

    void cSquareNextToAnEmptyCorner() {
        const auto r =
            find(ai::reasonsFor(cSquarePosition(), compared("b1", "f4")), ReasonTag::CSquare);
        QVERIFY(r);
        QCOMPARE(r->squares, squares({"a1", "b1"}));
        QVERIFY(!find(ai::reasonsFor(cSquarePosition(), compared("f4", "b1")), ReasonTag::CSquare));
        // An X-square is not a C-square.
        QVERIFY(!find(ai::reasonsFor(xSquarePosition(), compared("b2", "f4")), ReasonTag::CSquare));
    }

    void cornerTakenInTheRefutation() {
        // X d4; O c3, e5. X b2 flips c3 (against d4): then b2 c3 d4 are X's and O e5 ends the
        // diagonal, so O can take a1. X f6 flips e5 instead: O's one disc, c3, can reach g7
        // (through d4 e5 f6) and no corner.
        const Position p = board({"--------", "--------", "--O-----", "---X----", "----O---",
                                  "--------", "--------", "--------"});
        const auto r = find(ai::reasonsFor(p, compared("b2", "f6", {at("a1")})), ReasonTag::Corner);
        QVERIFY(r);
        QCOMPARE(r->squares, squares({"a1"}));
        QVERIFY(!find(ai::reasonsFor(p, compared("f6", "b2")), ReasonTag::Corner));
        // Given after the best move as well, the corner is not this move's fault.
        QVERIFY(!find(ai::reasonsFor(p, compared("b2", "b2", {at("a1")}, {at("a1")})),
                      ReasonTag::Corner));
    }

    void edgeUnbalancedAfterACSquare() {
        // After b1 the top edge is X b1 c1 d1: one run of 3 covering the C-square b1, no O disc,
        // both corners empty. After f4 it holds O c1, X d1.
        const auto reasons = ai::reasonsFor(cSquarePosition(), compared("b1", "f4"));
        const auto edges = all(reasons, ReasonTag::Edge);
        QCOMPARE(int(edges.size()), 1);
        QCOMPARE(edges[0].squares, squares({"b1", "c1", "d1"}));
        QVERIFY(!find(ai::reasonsFor(cSquarePosition(), compared("f4", "b1")), ReasonTag::Edge));
    }

    void edgeWedge() {
        // X b1, c2, d3; O c3, d2. X d1 flips d2 (against d3): the top edge is X b1, X d1 with c1
        // empty between them, and O can play c1 (down the c column: c2 X, c3 O). X c4 flips c3
        // (against c2): b1 stays alone on the edge, no wedge.
        const Position p = board({"-X------", "--XO----", "--OX----", "--------", "--------",
                                  "--------", "--------", "--------"});
        const auto edges = all(ai::reasonsFor(p, compared("d1", "c4")), ReasonTag::Edge);
        QCOMPARE(int(edges.size()), 1);
        QCOMPARE(edges[0].squares, squares({"c1"}));
        QVERIFY(!find(ai::reasonsFor(p, compared("c4", "d1")), ReasonTag::Edge));
    }

    void stableDiscsGiven() {
        // Row 1 "-X-O----", c2 O, c3 X, f5 X, f6 O. X c1 flips c2; O's reply a1 flips b1 c1
        // against d1: O holds a1 b1 c1 d1 from the corner, 4 stable discs, X none. After X f7
        // (flips f6) and no reply, nobody has a stable disc: mover 0 -> 0, opponent 0 -> 4.
        const Position p = board({"-X-O----", "--O-----", "--X-----", "--------", "-----X--",
                                  "-----O--", "--------", "--------"});
        const auto r = find(ai::reasonsFor(p, compared("c1", "f7", {at("a1")})), ReasonTag::Stable);
        QVERIFY(r);
        QCOMPARE(r->mover, (ai::Comparison{0, 0}));
        QCOMPARE(r->opponent, (ai::Comparison{0, 4}));
        QCOMPARE(r->squares, squares({"a1", "b1", "c1", "d1"}));
        QVERIFY(!find(ai::reasonsFor(p, compared("f7", "c1", {}, {at("a1")})), ReasonTag::Stable));
        // Without the reply the corner is not taken yet: no stable disc on either side.
        QVERIFY(!find(ai::reasonsFor(p, compared("c1", "f7")), ReasonTag::Stable));
    }

    void parityOfRegions() {
        // Full but for a1 (a region of 1) and h7 h8 (a region of 2). X c1 makes a1 legal (flips
        // b1), X f7 makes h7 legal (flips g7); h8 is no move. 3 empties.
        const Position p = board({"-OXOOOOO", "OOOOOOOO", "OOOOOOOO", "OOOOOOOO", "OOOOOOOO",
                                  "OOOOOOOO", "OOOOOXO-", "OOOOOOO-"});
        const auto r = find(ai::reasonsFor(p, compared("h7", "a1")), ReasonTag::Parity);
        QVERIFY(r);
        QCOMPARE(r->mover, (ai::Comparison{1, 2}));
        QCOMPARE(r->squares, squares({"h8"}));
        QVERIFY(!find(ai::reasonsFor(p, compared("a1", "h7")), ReasonTag::Parity));
    }

    void parityOnlyNearTheEnd() {
        // The X-square position has 61 empties: one region, far above kParityEmpties.
        QVERIFY(!find(ai::reasonsFor(xSquarePosition(), compared("b2", "f4")), ReasonTag::Parity));
    }

    void mobilityLost() {
        // After c1: top "--XXXO--", bottom "-OX-----". X could play g1 (against e1) and a8:
        // 2. O can play b1 (against f1) and d8 (against b8): 2.
        // After a8: top "---OXO--", bottom "XXX-----". X: c1 and g1: 2. O: e1 is boxed in
        // by d1 f1, and a8 b8 c8 run from the corner: 0.
        // X's moves 2 -> 2, O's 0 -> 2: a swing of 2, kMobilityMargin.
        const auto reasons = ai::reasonsFor(rowsPosition(), compared("c1", "a8"));
        const auto r = find(reasons, ReasonTag::Mobility);
        QVERIFY(r);
        QCOMPARE(r->mover, (ai::Comparison{2, 2}));
        QCOMPARE(r->opponent, (ai::Comparison{0, 2}));
        QCOMPARE(r->squares, squares({"b1", "d8"}));
        QVERIFY(!find(ai::reasonsFor(rowsPosition(), compared("a8", "c1")), ReasonTag::Mobility));
    }

    void frontierAdded() {
        // Top "-OOOOX--": X a1 flips b1..e1 (against f1); bottom "-OX-----": X a8 flips b8.
        // With rows 2 and 7 empty every disc on the two edges is a frontier disc.
        // After a1: X a1..f1 and c8: 7. After a8: X f1, a8 b8 c8: 4. 4 -> 7.
        const Position p = board({"-OOOOX--", "--------", "--------", "--------", "--------",
                                  "--------", "--------", "-OX-----"});
        const auto r = find(ai::reasonsFor(p, compared("a1", "a8")), ReasonTag::Frontier);
        QVERIFY(r);
        QCOMPARE(r->mover, (ai::Comparison{4, 7}));
        QCOMPARE(r->squares, squares({"a1", "b1", "c1", "d1", "e1"}));
        QVERIFY(!find(ai::reasonsFor(p, compared("a8", "a1")), ReasonTag::Frontier));
        // The rows position: after c1 X c1 d1 e1, c8 (4); after a8 X e1, a8 b8 c8 (4).
        QVERIFY(!find(ai::reasonsFor(rowsPosition(), compared("c1", "a8")), ReasonTag::Frontier));
    }

    void resultOnlyWhenSolved() {
        ai::ComparedMoves moves = compared("c1", "a8");
        moves.bestScore = 6;
        moves.playedScore = -2;
        QVERIFY(!find(ai::reasonsFor(rowsPosition(), moves), ReasonTag::Result));
        moves.exact = true;
        const auto r = find(ai::reasonsFor(rowsPosition(), moves), ReasonTag::Result);
        QVERIFY(r);
        QCOMPARE(r->mover, (ai::Comparison{6, -2}));
        QCOMPARE(ai::reasonsFor(rowsPosition(), moves).front().tag, ReasonTag::Result);
        // A draw thrown away is a result too; a smaller win is not.
        moves.bestScore = 0;
        QVERIFY(find(ai::reasonsFor(rowsPosition(), moves), ReasonTag::Result));
        moves.bestScore = 8;
        moves.playedScore = 2;
        QVERIFY(!find(ai::reasonsFor(rowsPosition(), moves), ReasonTag::Result));
    }

    void sentences() {
        QCOMPARE(ai::describe({.tag = ReasonTag::Mobility, .mover = {2, 2}, .opponent = {0, 2}}),
                 std::string("your moves 2 → 2, the opponent's 0 → 2"));
        QCOMPARE(ai::describe({.tag = ReasonTag::Result, .mover = {6, -2}}),
                 std::string("the best move wins by 6, this one loses by 2"));
        QCOMPARE(ai::describe({.tag = ReasonTag::Edge, .squares = squares({"c1"})}),
                 std::string("lets the opponent wedge in on the edge at c1"));
        QCOMPARE(ai::tagName(ReasonTag::XSquare), std::string_view("x-square"));
    }

    // The library keeps reasons by name: each name gives its tag back, and no other text does.
    void tagsByName() {
        QCOMPARE(int(ai::kReasonTags.size()), 9);
        for (const ReasonTag tag : ai::kReasonTags)
            QCOMPARE(ai::tagNamed(ai::tagName(tag)), std::optional(tag));
        QCOMPARE(ai::tagNamed("parity"), std::optional(ReasonTag::Parity));
        QVERIFY(!ai::tagNamed(""));
        QVERIFY(!ai::tagNamed("Parity"));
    }
};

QTEST_APPLESS_MAIN(TestReasons)
#include "tst_reasons.moc"
