// The board's geometry counted by hand, and its layers painted on an image with no window: the
// felt, discs of each colour, a disc turning over, a hint's emphasised score, the last move.

#include <QtTest>

#include <QPainter>

#include "board_painter.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Square at(const char* name) {
    return *Square::parse(name);
}

// A 400-pixel board: a margin of 24 (6%), squares of 44.
struct Board {
    QImage image{400, 400, QImage::Format_ARGB32};
    QPainter painter{&image};
    BoardPainter board{painter, BoardGeometry::within(QSizeF(400, 400))};

    Board() {
        image.fill(Qt::transparent);
        painter.setRenderHint(QPainter::Antialiasing);
        board.paintFelt();
    }
    // The pixel at the centre of `square`, the painting done.
    QColor centreOf(const char* square) {
        painter.end();
        const Square s = at(square);
        return image.pixelColor(24 + s.column() * 44 + 22, 24 + s.row() * 44 + 22);
    }
};

}  // namespace

class TestBoardPainter : public QObject {
    Q_OBJECT
  private slots:
    // 500 by 400: the side is 400, the margin 24, the grid 352 wide from x = (500 - 352) / 2.
    void theGeometryIsCentredWithAMargin() {
        const BoardGeometry g = BoardGeometry::within(QSizeF(500, 400));
        QCOMPARE(g.margin, 24.0);
        QCOMPARE(g.grid, QRectF(74, 24, 352, 352));
        QCOMPARE(g.cell(), 44.0);
        QCOMPARE(g.squareRect(at("a1")), QRectF(74, 24, 44, 44));
        QCOMPARE(g.squareRect(at("h8")), QRectF(382, 332, 44, 44));
        QCOMPARE(g.squareAt(QPointF(74 + 5 * 44 + 1, 24 + 4 * 44 + 1)), std::optional(at("f5")));
        QCOMPARE(g.squareAt(QPointF(425.9, 375.9)), std::optional(at("h8")));
        QCOMPARE(g.squareAt(QPointF(73, 100)), std::nullopt);
        QCOMPARE(g.squareAt(QPointF(100, 377)), std::nullopt);
    }

    void theFeltAndTheDiscsOfEachColour() {
        Board b;
        b.board.paintDiscs(Position::start(), 0, 1);
        // d5 and e4 are black at the start, d4 and e5 white.
        const QColor black = b.centreOf("d5"), white = b.centreOf("d4");
        QVERIFY2(qGray(black.rgb()) < 100, qPrintable(black.name()));
        QVERIFY2(qGray(white.rgb()) > 200, qPrintable(white.name()));
        QCOMPARE(b.centreOf("a1"), QColor(0x1f, 0x7a, 0x4a));
        QCOMPARE(b.image.pixelColor(5, 5), QColor(0x14, 0x52, 0x32));  // the margin
    }

    // Turning over, a disc shows its old colour in the first half, then its new one.
    void aDiscTurnsOver_data() {
        QTest::addColumn<qreal>("turn");
        QTest::addColumn<bool>("black");
        QTest::newRow("first quarter") << 0.25 << false;
        QTest::newRow("last quarter") << 0.75 << true;
    }
    void aDiscTurnsOver() {
        QFETCH(qreal, turn);
        QFETCH(bool, black);
        Board b;
        b.board.paintDiscs(Position::start(), at("d5").bit(), turn);
        const QColor centre = b.centreOf("d5");
        QVERIFY2(black ? qGray(centre.rgb()) < 100 : qGray(centre.rgb()) > 200,
                 qPrintable(centre.name()));
    }

    // The best hint's score is written in yellow on its square, the others in white.
    void theBestHintIsEmphasised() {
        Board b;
        const Evaluations hints = {{.move = Move(at("f5")), .score = 2, .depth = 10},
                                   {.move = Move(at("c4")), .score = -3, .depth = 10}};
        b.board.paintHints(hints, HintScale::Discs, Position::start().empties());
        b.painter.end();
        const auto yellowIn = [&](const char* square) {
            const Square s = at(square);
            for (int y = 24 + s.row() * 44; y < 24 + (s.row() + 1) * 44; ++y) {
                for (int x = 24 + s.column() * 44; x < 24 + (s.column() + 1) * 44; ++x) {
                    const QColor c = b.image.pixelColor(x, y);
                    if (c.red() > 200 && c.green() > 180 && c.blue() < 150) return true;
                }
            }
            return false;
        };
        QVERIFY(yellowIn("f5"));
        QVERIFY(!yellowIn("c4"));
    }

    // A plain red dot, with no ring of the pen the hints' text left on the painter.
    void theLastMoveIsARedDot() {
        Board b;
        const Evaluations hints = {
            {.move = Move(at("f5")), .score = 2, .depth = 10, .humanChance = 0.4}};
        b.board.paintHints(hints, HintScale::Discs, Position::start().empties());
        b.board.paintLastMove(at("c4"));
        const QColor centre = b.centreOf("c4");
        QCOMPARE(centre, QColor(0xe0, 0x3c, 0x31));
        const QPoint c(24 + 2 * 44 + 22, 24 + 3 * 44 + 22);
        for (int y = c.y() - 6; y <= c.y() + 6; ++y) {
            for (int x = c.x() - 6; x <= c.x() + 6; ++x) {
                const QColor pixel = b.image.pixelColor(x, y);
                QVERIFY2(pixel.blue() < 0x60,
                         qPrintable(QString("%1 at %2,%3").arg(pixel.name()).arg(x).arg(y)));
            }
        }
    }
};

QTEST_MAIN(TestBoardPainter)
#include "tst_board_painter.moc"
