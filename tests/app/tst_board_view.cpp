// Clicks on the board map to the right squares at any size; the view only reports them. Hints
// as chances to win.

#include <QtTest>

#include "board_view.h"
#include "evaluation_graph.h"
#include "printing.h"
#include "win_chance.h"

using namespace hasami;
using namespace hasami::gui;

class TestBoardView : public QObject {
    Q_OBJECT
  private slots:
    // The Monte Carlo search's own chance, a proof's or an exact score's certainty, else the
    // evaluation's curve (even at 0, rising with the score).
    void winChancesOfEveryKindOfHint() {
        const Move f5(*Square::parse("f5"));
        QCOMPARE(percentText(winChanceOf({.move = f5, .score = 3, .winProbability = 0.634})),
                 QString("63%"));
        QCOMPARE(percentText(0.004), QString("<1%"));
        QCOMPARE(percentText(0.0), QString("0%"));
        QCOMPARE(percentText(0.996), QString(">99%"));
        QCOMPARE(percentText(1.0), QString("100%"));
        QCOMPARE(percentText(0.005), QString("1%"));
        QCOMPARE(winChanceOf({.move = f5, .score = 2, .exact = true}), 1.0);
        QCOMPARE(winChanceOf({.move = f5, .score = -2, .winLossDraw = true}), 0.0);
        QCOMPARE(winChanceOf({.move = f5, .score = 0, .exact = true}), 0.5);
        QCOMPARE(winChanceOf({.move = f5, .score = 0}), 0.5);
        const double plus8 = winChanceOf({.move = f5, .score = 8});
        QVERIFY(plus8 > 0.55 && plus8 < 0.9);
        QCOMPARE(winChanceOf({.move = f5, .score = -8}), 1 - plus8);
        QCOMPARE(visitCount(850), QString("850"));
        QCOMPARE(visitCount(12'345), QString("12.3k"));
        QCOMPARE(visitCount(224'700), QString("225k"));
        QCOMPARE(visitCount(1'240'000), QString("1.2M"));
    }

    // Hovering a hint that holds the players' share names it with the rating; others say nothing.
    void hintToolTipsNameThePlayersShare() {
        BoardView view;
        view.setHintRating(1800);
        const Square f5 = *Square::parse("f5"), d3 = *Square::parse("d3");
        view.setHints(
            {{.move = Move(f5), .score = 2, .humanChance = 0.123}, {.move = Move(d3), .score = 0}});
        QCOMPARE(view.hintToolTip(f5), QString("Found by 12% of players rated about 1800"));
        QCOMPARE(view.hintToolTip(d3), QString());
        QCOMPARE(view.hintToolTip(*Square::parse("a1")), QString());
    }

    void clicksMapToSquares_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("square") << QSize(400, 400);
        QTest::newRow("small") << QSize(240, 240);
        QTest::newRow("wide") << QSize(900, 500);
        QTest::newRow("tall") << QSize(300, 700);
        QTest::newRow("odd") << QSize(517, 389);
    }
    void clicksMapToSquares() {
        QFETCH(QSize, size);
        BoardView view;
        view.resize(size);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy clicked(&view, &BoardView::squareClicked);
        for (int index = 0; index < 64; index += 3) {
            const Square square = Square::fromIndex(index);
            const QRectF r = view.squareRect(square);
            // The centre and a point near a corner of the square.
            for (const QPointF p : {r.center(), r.topLeft() + QPointF(2, 2)}) {
                QTest::mouseClick(&view, Qt::LeftButton, {}, p.toPoint());
                QCOMPARE(clicked.last()[0].value<Square>(), square);
                QCOMPARE(view.squareAt(p), std::optional<Square>(square));
            }
        }
        // The corners of the grid: a1 top-left, h8 bottom-right.
        QCOMPARE(view.squareRect(*Square::parse("a1")).left(),
                 view.squareRect(*Square::parse("a8")).left());
        QVERIFY(view.squareRect(*Square::parse("h8")).right() <= size.width());
        QVERIFY(view.squareRect(*Square::parse("h8")).bottom() <= size.height());
        // Outside the grid nothing is clicked.
        const int before = int(clicked.count());
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(1, 1));
        QCOMPARE(int(clicked.count()), before);
        QVERIFY(!view.squareAt(QPointF(1, 1)));
    }

    void rightClicksAreIgnored() {
        BoardView view;
        view.resize(400, 400);
        QSignalSpy clicked(&view, &BoardView::squareClicked);
        QTest::mouseClick(&view, Qt::RightButton, {},
                          view.squareRect(Square::fromIndex(20)).center().toPoint());
        QCOMPARE(clicked.count(), 0);
    }

    void graphClicksMapToPlies() {
        EvaluationGraph graph;
        graph.resize(610, 80);
        graph.setScores(std::vector<std::optional<int>>(20, 3), 5);
        QSignalSpy clicked(&graph, &EvaluationGraph::plyClicked);
        const qreal bar = graph.barsWidth() / 61;  // a whole game's 61 positions
        QVERIFY(bar > 8 && bar < 10);
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(int(bar / 2), 40));
        QCOMPARE(clicked.last()[0].toInt(), 0);
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(int(10.5 * bar), 40));
        QCOMPARE(clicked.last()[0].toInt(), 10);
        // Past the last position of the game: nothing.
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(int(30.5 * bar), 40));
        QCOMPARE(clicked.count(), 2);
    }

    // Issue #66: bars only where the computer searched made a comb, and the last bars covered
    // the scale's labels. Black +32 scored at even plies only, a whole game long.
    void theGraphIsACurveClearOfItsLabels() {
        EvaluationGraph graph;
        graph.resize(610, 80);
        std::vector<std::optional<int>> scores(61);
        for (std::size_t ply = 0; ply < scores.size(); ply += 2)
            scores[ply] = 32;
        graph.setScores(scores, 0);
        const QImage image = graph.grab().toImage();
        const qreal bar = graph.barsWidth() / 61;
        const QColor background(0x1f, 0x7a, 0x4a);
        const auto at = [&](qreal x) { return image.pixelColor(int(x), 10); };
        // A searched ply's bar is black; an unsearched one's carries it, faintly.
        QCOMPARE(at(2.5 * bar), QColor(0x15, 0x15, 0x15));
        QVERIFY(at(3.5 * bar) != background && at(3.5 * bar) != QColor(0x15, 0x15, 0x15));
        // Right of the bars, above the middle line, only the background and the light "+32".
        for (int x = int(graph.barsWidth()) + 1; x < image.width(); ++x)
            for (int y = 0; y < image.height() / 2 - 2; ++y)
                QVERIFY(qGray(image.pixel(x, y)) > 60);
    }

    void animationEnds() {
        BoardView view;
        view.resize(300, 300);
        view.show();
        view.setPosition(Position::start().play(*Square::parse("f5")), Square::parse("e5")->bit(),
                         100);
        QVERIFY(view.isAnimating());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isAnimating(), 2000);
        view.setPosition(Position::start(), Square::parse("e5")->bit(), 0);
        QVERIFY(!view.isAnimating());
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_board_view.moc"
