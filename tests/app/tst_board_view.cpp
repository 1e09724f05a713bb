// Clicks on the board map to the right squares at any size; the view only reports them.

#include <QtTest>

#include "board_view.h"
#include "evaluation_graph.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

class TestBoardView : public QObject {
    Q_OBJECT
  private slots:
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
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(5, 40));
        QCOMPARE(clicked.last()[0].toInt(), 0);
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(10 * 10 + 5, 40));
        QCOMPARE(clicked.last()[0].toInt(), 10);
        // Past the last position of the game: nothing.
        QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(600, 40));
        QCOMPARE(clicked.count(), 2);
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
