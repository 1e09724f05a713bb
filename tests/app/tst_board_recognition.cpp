// The board recogniser (app/recognition) reads Hasami's own board at four sizes on a light and
// a dark window, the screenshots of other programs in tests/data/images (whose README says how
// each was made and how its board was found), and the same scaled by 0.6 and 1.7 and saved as
// JPEG at quality 60: every square right, none unsure. A disc it cannot tell is unsure.

#include <QBuffer>
#include <QPainter>
#include <QPalette>
#include <QtTest>

#include "board_recognition.h"
#include "board_view.h"
#include "core/notation.h"
#include "image_raster.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Position board(const char* text) {
    const auto position = parseBoard(text);
    if (!position) qFatal("bad board %s", text);
    return *position;
}

// The same picture scaled, saved as JPEG at quality 60 and read back.
QImage scaledJpeg(const QImage& image, double factor) {
    const QImage scaled =
        image.scaled(image.size() * factor, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!scaled.save(&buffer, "JPG", 60)) qFatal("JPEG not written");
    QImage read;
    if (!read.loadFromData(buffer.data(), "JPG")) qFatal("JPEG not read");
    return read;
}

// Hasami's board in a window wider than the board, so that the window's colour shows around it,
// with the legal moves and the last move marked as in a game.
QImage hasamiBoard(const Position& position, int size, const QColor& window) {
    BoardView view;
    QPalette palette = view.palette();
    palette.setColor(QPalette::Window, window);
    view.setPalette(palette);
    view.setAutoFillBackground(true);
    view.resize(size * 5 / 4, size);
    view.setPosition(position);
    view.setHighlightedMoves(position.legalMoves());
    view.setLastMove(Square::parse("d3"));
    return view.grab().toImage();
}

// The wrong squares, named, for the failure message; empty when all are right.
QString wrongSquares(const recognition::BoardRecognition& found, const Position& expected) {
    QStringList wrong;
    for (int i = 0; i < 64; ++i) {
        const Bitboard bit = bb::bit(i);
        if (bool(found.black & bit) != bool(expected.black() & bit) ||
            bool(found.white & bit) != bool(expected.white() & bit))
            wrong << QString::fromStdString(Square::fromIndex(i).name());
    }
    return wrong.join(' ');
}

QString unsureSquares(Bitboard unsure) {
    QStringList names;
    bb::forEachBit(unsure,
                   [&](int i) { names << QString::fromStdString(Square::fromIndex(i).name()); });
    return names.join(' ');
}

void checkRecognised(const QImage& image, const Position& expected) {
    const auto found = recognition::recogniseBoard(rasterFromImage(image));
    QVERIFY2(found.ok(), found ? "" : found.error().message.c_str());
    QCOMPARE(wrongSquares(*found, expected), QString());
    QCOMPARE(unsureSquares(found->unsure), QString());
    QCOMPARE(QString::fromStdString(formatBoard(found->position())),
             QString::fromStdString(formatBoard(expected)));
}

}  // namespace

class TestBoardRecognition : public QObject {
    Q_OBJECT
  private slots:
    void hasamisOwnBoard_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<QColor>("window");
        QTest::addColumn<QString>("position");
        // The start, and positions of games played at random (tests/data/images/README.md).
        const char* positions[] = {
            "---------------------------OX------XO--------------------------- X",
            "----------XO-------OO-----XOO----XXXO----O-X----O--XO----------- X",
            "-XXXXX----XOOX--XXOOOOOO-OOOOOO-OOOXOO--XOX-OX-----XXOX-------OX X",
            "XOOOO---OOOO----OOOOO---OOOXO-O--OOOXO--OOOOOX--OXXXOXX-OX-XXXX- X",
        };
        for (const int size : {150, 260, 420, 700}) {
            for (const auto& [theme, window] : {std::pair{"light", QColor(0xef, 0xef, 0xef)},
                                                std::pair{"dark", QColor(0x2a, 0x2a, 0x2e)}}) {
                for (std::size_t p = 0; p < std::size(positions); ++p) {
                    QTest::addRow("%d %s %zu", size, theme, p)
                        << size << window << QString(positions[p]);
                }
            }
        }
    }
    void hasamisOwnBoard() {
        QFETCH(int, size);
        QFETCH(QColor, window);
        QFETCH(QString, position);
        const Position expected = board(position.toLatin1().constData());
        checkRecognised(hasamiBoard(expected, size, window), expected);
    }

    void screenshots_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("scale");
        QTest::addColumn<QString>("position");
        const std::pair<const char*, const char*> shots[] = {
            {"iagno-start", "---------------------------OX------XO--------------------------- X"},
            {"iagno-12", "----------XO-------OO-----XOO----XXXO----O-X----O--XO----------- X"},
            {"iagno-40", "XOOOO---OOOO----OOOOO---OOOXO-O--OOOXO--OOOOOX--OXXXOXX-OX-XXXX- X"},
            {"kreversi-start",
             "---------------------------OX------XO--------------------------- X"},
            {"kreversi-12", "----------X-------X-XXX---XXO---OOOOO-------OO--------O--------- X"},
            {"kreversi-36", "-XXXXX----XOOX--XXOOOOOO-OOOOOO-OOOXOO--XOX-OX-----XXOX-------OX X"},
            {"quarry-start", "---------------------------OX------XO--------------------------- X"},
            {"quarry-1", "-------------------X-------XX------XO--------------------------- O"},
            {"quarry-12", "--------------O--XXXXO-----XXX--OOOOX-----O--X------------------ X"},
            {"quarry-30", "-------X------X-OXXXXX--OOXXXXX-OOOXXX---OXOXX---XXXX---X--XXO-- X"},
        };
        for (const auto& [file, position] : shots) {
            // 1: the PNG as it is; otherwise scaled and saved as JPEG at quality 60.
            for (const double scale : {1.0, 0.6, 1.7})
                QTest::addRow("%s x%.1f", file, scale)
                    << QString(file) << scale << QString(position);
        }
    }
    void screenshots() {
        QFETCH(QString, file);
        QFETCH(double, scale);
        QFETCH(QString, position);
        const QImage image(QString(HASAMI_TEST_DATA) + "/images/" + file + ".png");
        QVERIFY(!image.isNull());
        checkRecognised(scale == 1.0 ? image : scaledJpeg(image, scale),
                        board(position.toLatin1().constData()));
    }

    // A faint disc (barely off the board's colour) and a grey one (halfway between the discs'
    // colours) are reported unsure; the other squares are still right and sure.
    void discsInDoubtAreUnsure() {
        const Position start = Position::start();
        QImage image = hasamiBoard(start, 420, QColor(0xef, 0xef, 0xef));
        const auto located = recognition::recogniseBoard(rasterFromImage(image));
        QVERIFY(located.ok());
        const recognition::Grid& grid = located->grid;
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        const auto paintDisc = [&](int column, int row, QColor colour) {
            painter.setBrush(colour);
            painter.drawEllipse(QPointF(grid.lineX(column + 0.5), grid.lineY(row + 0.5)),
                                grid.pitchX * 0.4, grid.pitchY * 0.4);
        };
        paintDisc(0, 0, QColor(0x1f + 20, 0x7a + 20, 0x4a + 20));  // a1, the felt lightened
        paintDisc(7, 7, QColor(0x80, 0x80, 0x80));                 // h8
        painter.end();
        const auto found = recognition::recogniseBoard(rasterFromImage(image));
        QVERIFY(found.ok());
        QCOMPARE(unsureSquares(found->unsure), QString("a1 h8"));
        const Bitboard doubt = found->unsure;
        QCOMPARE(found->black & ~doubt, start.black());
        QCOMPARE(found->white & ~doubt, start.white());
    }

    void noBoardIsAnError() {
        const QImage image(QString(HASAMI_TEST_DATA) + "/images/no-board.png");
        QVERIFY(!image.isNull());
        const auto found = recognition::recogniseBoard(rasterFromImage(image));
        QVERIFY(!found.ok());
        QCOMPARE(QString::fromStdString(found.error().message),
                 QString("no 8x8 board found in the picture"));
        QImage tiny(4, 4, QImage::Format_RGB32);
        tiny.fill(Qt::green);
        QVERIFY(!recognition::recogniseBoard(rasterFromImage(tiny)).ok());
        QVERIFY(!recognition::recogniseBoard(rasterFromImage(QImage())).ok());
    }
};

QTEST_MAIN(TestBoardRecognition)
#include "tst_board_recognition.moc"
