// Diagrams of positions (diagram.h): the discs found back in the drawn image and in the SVG,
// square by square, against boards worked out by hand, and the numbered moves of a sequence.

#include <QtTest>

#include <QCheckBox>
#include <QClipboard>
#include <QPainter>
#include <QSpinBox>
#include <QSvgRenderer>

#include "diagram.h"
#include "diagram_dialog.h"
#include "main_window.h"
#include "test_settings_store.h"
#include "window_actions.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// What a square of a drawn diagram holds, read from its pixels: '*' black disc, 'O' white disc
// (a dark ring around a light centre), '-' empty.
char squareIn(const QImage& image, Square s, bool coordinates) {
    const qreal cell = image.width() / (coordinates ? 9.2 : 8.0);
    const qreal margin = coordinates ? 0.6 * cell : 0;
    const QRectF r(margin + s.column() * cell, margin + s.row() * cell, cell, cell);
    int dark = 0;
    int all = 0;
    // The square's inside, away from the grid lines.
    for (qreal y = r.top() + cell * 0.15; y < r.bottom() - cell * 0.15; y += 1) {
        for (qreal x = r.left() + cell * 0.15; x < r.right() - cell * 0.15; x += 1) {
            dark += qGray(image.pixel(int(x), int(y))) < 100;
            ++all;
        }
    }
    const double share = double(dark) / all;
    return share > 0.5 ? '*' : share > 0.02 ? 'O' : '-';
}

// The board read from the image, row 1 first, as "<64 chars>".
QString boardIn(const QImage& image, bool coordinates = true) {
    QString board;
    for (int i = 0; i < 64; ++i)
        board += squareIn(image, Square::fromIndex(i), coordinates);
    return board;
}

// A board of "-" with the named squares of each colour.
QString boardWith(std::initializer_list<const char*> black,
                  std::initializer_list<const char*> white) {
    QString board(64, '-');
    for (const char* s : black)
        board[Square::parse(s)->index()] = '*';
    for (const char* s : white)
        board[Square::parse(s)->index()] = 'O';
    return board;
}

const GameRecord kGame = *GameRecord::fromTranscript("f5d6c3");

// f5 turns e5; d6 turns d5; c3 turns d4 (c3-d4-e5), worked out by hand.
const QString kAfterThree = boardWith({"c3", "d4", "e4", "e5", "f5"}, {"d5", "d6"});

}  // namespace

class TestDiagram : public QObject {
    Q_OBJECT
  private slots:
    void thePositionIsDrawnSquareBySquare() {
        const Diagram d = diagramOf(kGame, 3);
        QCOMPARE(d.lastMove, Square::parse("c3"));
        QVERIFY(d.numbered.empty());
        for (const int size : {160, 400, 1000})
            QCOMPARE(boardIn(diagramImage(d, size)), kAfterThree);
        Diagram bare = d;
        bare.coordinates = false;
        QCOMPARE(boardIn(diagramImage(bare, 400), false), kAfterThree);
    }

    void theSvgHoldsTheSamePosition() {
        const QByteArray svg = diagramSvg(diagramOf(kGame, 3), 400);
        QVERIFY(svg.startsWith("<?xml"));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(0, 0, 400, 400));
        QVERIFY(svg.contains("width=\"105.833mm\""));  // 400 px at 96 an inch
        QImage image(400, 400, QImage::Format_RGB32);
        image.fill(Qt::red);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        QCOMPARE(boardIn(image), kAfterThree);
    }

    // From the start, the three moves numbered on their squares in their movers' colours, the
    // start's four discs under them.
    void aSequenceIsNumbered() {
        const Diagram d = diagramOf(kGame, 3, 0);
        QCOMPARE(d.position, Position::start());
        QVERIFY(!d.lastMove);
        QCOMPARE(d.numbered.size(), std::size_t(3));
        const char* squares[] = {"f5", "d6", "c3"};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(d.numbered[std::size_t(i)].square, *Square::parse(squares[i]));
            QCOMPARE(d.numbered[std::size_t(i)].number, i + 1);
            QCOMPARE(d.numbered[std::size_t(i)].color, i == 1 ? Color::White : Color::Black);
        }
        QCOMPARE(boardIn(diagramImage(d, 400)),
                 boardWith({"d5", "e4", "f5", "c3"}, {"d4", "e5", "d6"}));
        // From move 2 on: the position after f5, d6 and c3 numbered 2 and 3.
        const Diagram later = diagramOf(kGame, 3, 1);
        QCOMPARE(later.numbered.front().number, 2);
        QCOMPARE(later.position, kGame.positionAt(1));
    }

    // PNG or SVG by the name; a file that cannot be written is said and nothing is left.
    void filesAreWrittenWholeOrNotAtAll() {
        QTemporaryDir dir;
        const Diagram d = diagramOf(kGame, 3);
        QString error;
        QVERIFY(saveDiagram(dir.filePath("d.png"), d, 400, &error));
        QImage png(dir.filePath("d.png"), "PNG");
        QCOMPARE(png.size(), QSize(400, 400));
        QCOMPARE(boardIn(png), kAfterThree);
        QVERIFY(saveDiagram(dir.filePath("d.SVG"), d, 400, &error));
        QVERIFY(QSvgRenderer(dir.filePath("d.SVG")).isValid());

        QVERIFY(QDir(dir.path()).mkdir("taken"));
        QVERIFY(!saveDiagram(dir.filePath("taken"), d, 400, &error));
        QVERIFY2(error.startsWith("Cannot write " + dir.filePath("taken")), qPrintable(error));
        QVERIFY(!saveDiagram(dir.filePath("missing/d.png"), d, 400, &error));
        QStringList left = QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        left.sort();
        QCOMPARE(left, (QStringList{"d.SVG", "d.png", "taken"}));
    }

    // The dialog's choices make the diagram: numbered from move 2 (the move list's count) of the
    // game at its end; without coordinates.
    void theDialogsChoicesMakeTheDiagram() {
        DiagramDialog dialog(kGame);
        QCOMPARE(dialog.diagram().position, kGame.positionAt(3));
        dialog.findChild<QCheckBox*>("numbered")->setChecked(true);
        auto* from = dialog.findChild<QSpinBox*>("numberedFrom");
        QCOMPARE(from->maximum(), 3);
        from->setValue(2);
        dialog.findChild<QCheckBox*>("coordinates")->setChecked(false);
        const Diagram d = dialog.diagram();
        QCOMPARE(d.position, kGame.positionAt(1));
        QCOMPARE(d.numbered.size(), std::size_t(2));
        QCOMPARE(d.numbered.front().number, 2);
        QVERIFY(!d.coordinates);
    }

    // Edit → Copy position as image: the position shown, on the clipboard as a picture.
    void thePositionIsCopiedAsAnImage() {
        useTestSettings("HasamiDiagramTest");
        MainWindow window;
        window.controller().loadGame(kGame);
        QAction* copy = action(window, "Copy position as &image");
        QVERIFY(copy);
        copy->trigger();
        const QImage copied = QGuiApplication::clipboard()->image();
        QVERIFY(!copied.isNull());
        QCOMPARE(boardIn(copied), kAfterThree);
    }
};

QTEST_MAIN(TestDiagram)
#include "tst_diagram.moc"
