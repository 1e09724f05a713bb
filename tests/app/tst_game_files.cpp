// Saving and opening games: round trips in both formats, recognising pasted text, and
// refusing malformed files with a message while leaving everything as it was.

#include <QtTest>

#include <QTemporaryDir>
#include <QTranslator>

#include <sys/stat.h>

#include "core/notation.h"
#include "file_size_limit.h"
#include "game_files.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& content) {
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(content);
    return f.fileName();
}

}  // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
  private slots:
    // The messages as the app shows them in English, with their plural forms.
    void initTestCase() {
        QVERIFY(english_.load(":/i18n/hasami_en.qm"));
        QVERIFY(QCoreApplication::installTranslator(&english_));
    }

    void transcriptAndGgfRoundTrip() {
        QTemporaryDir dir;
        const GameRecord game = *GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7");
        for (const char* name : {"game.txt", "game.ggf"}) {
            const QString path = dir.filePath(name);
            QCOMPARE(writeGameFile(path, game, formatForPath(path), "Ann", "Hasami"), QString());
            const ReadGame back = readGameFile(path);
            QVERIFY2(back.record, qPrintable(back.error));
            QCOMPARE(back.record->moves(), game.moves());
            QCOMPARE(back.record->start(), Position::start());
        }
        QFile ggf(dir.filePath("game.ggf"));
        ggf.open(QIODevice::ReadOnly);
        const QByteArray text = ggf.readAll();
        QVERIFY(text.startsWith("(;GM[Othello]"));
        QVERIFY(text.contains("PB[Ann]PW[Hasami]"));
        // The players' names come back for the window to show.
        const ReadGame back = readGameFile(dir.filePath("game.ggf"));
        QCOMPARE(back.blackName, QString("Ann"));
        QCOMPARE(back.whiteName, QString("Hasami"));
    }

    // The whole game is saved wherever the cursor is, like the copy.
    void theWholeGameIsSavedFromAnyPosition() {
        QTemporaryDir dir;
        GameRecord game = *GameRecord::fromTranscript("f5d6c3d3c4");
        game.jumpTo(1);
        const QString path = dir.filePath("game.txt");
        QCOMPARE(writeGameFile(path, game, GameFormat::Transcript, "", ""), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("f5d6c3d3c4\n"));
    }

    // Defect: bytes that are not UTF-8 showed as '\uFFFD\uFFFD' in the message.
    void undecodableBytesAreQuotedEscaped() {
        QTemporaryDir dir;
        const ReadGame game = readGameFile(write(dir, "bytes.txt", "f5d6\xff\xfe"));
        QVERIFY(!game.record);
        QVERIFY2(game.error.contains("\\xFF\\xFE"), qPrintable(game.error));
        QVERIFY2(!game.error.contains(QChar(0xfffd)), qPrintable(game.error));
    }

    // Defect: a bad .obf file was reported as "Not a valid transcript".
    void aBadObfFileIsABadBoard() {
        QTemporaryDir dir;
        const ReadGame game = readGameFile(write(dir, "bad.obf", "XXOO-- X; G8:+18;\n"));
        QVERIFY(!game.record);
        QVERIFY2(game.error.startsWith("bad.obf: Not a valid board string"),
                 qPrintable(game.error));
    }

    void ggfSaysWhereWhenAndTheResultWithEmptiesToTheWinner() {
        QTemporaryDir dir;
        // White must pass; black's c1 then ends the game with 3 discs to none and 61 empties.
        GameRecord game(*parseBoard("XO------" + std::string(56, '-') + " O"));  // pass recorded
        QVERIFY(game.play(*Square::parse("c1")));
        QVERIFY(game.current().isGameOver());
        const QString path = dir.filePath("won.ggf");
        QCOMPARE(writeGameFile(path, game, GameFormat::Ggf, "Ann", "Hasami"), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("PC[Hasami]"), qPrintable(text));
        QVERIFY2(
            text.contains(QRegularExpression(R"(DT\[\d{4}\.\d\d\.\d\d_\d\d:\d\d:\d\d\.UTC\])")),
            qPrintable(text));
        QVERIFY2(text.contains("RE[+64]"), qPrintable(text));
        QVERIFY2(text.contains("BO[8 *O------ "), qPrintable(text));
        QVERIFY2(text.contains("O]W[PA]B[c1];)"), qPrintable(text));
        const ReadGame back = readGameFile(path);
        QVERIFY2(back.record, qPrintable(back.error));
        QCOMPARE(back.record->moves(), game.moves());
    }

    void aGameFromAnotherStartIsSavedAsGgf() {
        QTemporaryDir dir;
        GameRecord game(
            *parseBoard("XO------"
                        "O-------" +
                        std::string(32, '-') +
                        "X-------"
                        "-------- X"));
        QVERIFY(game.play(*Square::parse("c1")));  // and white's forced pass
        const QString path = dir.filePath("edited.txt");
        QCOMPARE(writeGameFile(path, game, GameFormat::Transcript, "a", "b"), QString());
        const ReadGame back = readGameFile(path);
        QVERIFY2(back.record, qPrintable(back.error));
        QCOMPARE(back.record->start(), game.start());
        QCOMPARE(back.record->moves(), game.moves());
    }

    void pastedTextIsRecognised() {
        QCOMPARE(readGameText("  F5d6C3 \n").record->transcript(), std::string("f5d6c3"));
        const ReadGame board =
            readGameText("---------------------------OX------XXX-------------------------- O");
        QVERIFY(board.record);
        QCOMPARE(board.record->length(), 0);
        QCOMPARE(board.record->current().sideToMove(), Color::White);
        const ReadGame obf = readGameText(
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18;");
        QVERIFY(obf.record);
        QCOMPARE(obf.record->current().emptyCount(), 14);
        // The side to move written against the board.
        const ReadGame glued =
            readGameText("---------------------------OX------XXX--------------------------X");
        QVERIFY2(glued.record, qPrintable(glued.error));
        QCOMPARE(glued.record->current().sideToMove(), Color::Black);
        QCOMPARE(
            readGameText("---------------------------OX------XX------------------------- O").error,
            QString("Not a valid board string: it has 62 squares; 64 squares expected."));
    }

    void malformedInputIsRefusedWithAReason_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("bad transcript")
            << QByteArray("f5d6z9")
            << "Not a valid transcript: not a square or a pass: 'z9' (move 3)";
        QTest::newRow("illegal move")
            << QByteArray("f5a1")
            << "Not a valid transcript: it is not a legal move here: 'a1' (move 2)";
        QTest::newRow("bad ggf") << QByteArray("(;GM[Chess];)")
                                 << "Not a valid GGF game: not an Othello game: 'GM[Chess]'";
        QTest::newRow("bad board")
            << QByteArray("---------------------------OX------XXX------------------------?- O")
            << "Not a valid board string: not a disc or an empty square: '?'";
        QTest::newRow("dead board") << QByteArray(std::string(64, 'X').append(" O").c_str())
                                    << "This position cannot be played: neither side has a move.";
        // Issue #43: a board of the wrong length was read as a transcript, or told of a space
        // that is "not a disc".
        QTest::newRow("short board")
            << QByteArray(std::string(27, '-').append("OX").append(34, '-').append(" O").c_str())
            << "Not a valid board string: it has 63 squares; 64 squares expected.";
        QTest::newRow("long board")
            << QByteArray(std::string(27, '-').append("OX").append(36, '-').append(" X").c_str())
            << "Not a valid board string: it has 65 squares; 64 squares expected.";
        QTest::newRow("a row short")
            << QByteArray(std::string(27, '-').append("OX").append(27, '-').append("O").c_str())
            << "Not a valid board string: it has 56 squares; 64 squares expected.";
        QTest::newRow("empty") << QByteArray("   \n") << "There is nothing to read.";
        QTest::newRow("binary") << QByteArray("\x01\x02\xff\xfe garbage")
                                << "Not a valid transcript";
    }
    void malformedInputIsRefusedWithAReason() {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const ReadGame game = readGameFile(write(dir, "bad.txt", content));
        QVERIFY(!game.record);
        QVERIFY2(game.error.startsWith("bad.txt: " + reason), qPrintable(game.error));
    }

    void missingFileAndUnwritablePlace() {
        QVERIFY(readGameFile("/nonexistent/game.txt").error.startsWith("Cannot open game.txt"));
        const QString error = writeGameFile("/nonexistent/dir/game.txt", GameRecord(),
                                            GameFormat::Transcript, "a", "b");
        QVERIFY2(error.startsWith("Cannot save game.txt"), qPrintable(error));
    }

    void aFailedSaveKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = write(dir, "keep.txt", "f5d6\n");
        // The directory becomes read-only for the temporary file QSaveFile needs... root
        // ignores permissions, so fail the write by making the target a directory instead.
        const QString asDirectory = dir.filePath("folder.txt");
        QDir().mkdir(asDirectory);
        QVERIFY(
            !writeGameFile(asDirectory, GameRecord(), GameFormat::Transcript, "a", "b").isEmpty());
        QVERIFY(QFileInfo(asDirectory).isDir());
        QFile kept(path);
        kept.open(QIODevice::ReadOnly);
        QCOMPARE(kept.readAll(), QByteArray("f5d6\n"));
    }

    // A buffered write that fails (a full disk; here the file size limit) must not replace the
    // old file, nor be reported as saved.
    void aWriteThatFailsKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = write(dir, "keep.txt", "f5d6\n");
        const GameRecord game = *GameRecord::fromTranscript("f5d6c3d3c4f4f6f3e6e7");
        QString error;
        {
            const FileSizeLimit limit(8);  // bytes: fewer than the transcript
            error = writeGameFile(path, game, GameFormat::Transcript, "a", "b");
        }
        QCOMPARE(error, QString("Cannot save keep.txt: File too large"));
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("f5d6\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"keep.txt"});
    }

    void aSaveDoesNotReplaceAPipe() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe.txt");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString error = writeGameFile(fifo, GameRecord(), GameFormat::Transcript, "a", "b");
        QCOMPARE(error, QString("Cannot save pipe.txt: it is not a regular file"));
        struct stat status {};
        QCOMPARE(stat(QFile::encodeName(fifo).constData(), &status), 0);
        QVERIFY(S_ISFIFO(status.st_mode));
    }

    // Opening a pipe waited for a writer for ever (the window never painted); a device never
    // ends. Pasted text stops at the bound.
    void onlyRegularFilesAreRead() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe.ggf");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const ReadGame piped = readGameFile(fifo);
        QVERIFY(!piped.record);
        QCOMPARE(piped.error, QString("Cannot open pipe.ggf: it is not a regular file"));
        const ReadGame zero = readGameFile("/dev/zero");
        QVERIFY(!zero.record);
        QCOMPARE(zero.error, QString("Cannot open zero: it is not a regular file"));
        const ReadGame pasted = readGameText(QString(5 * 1024 * 1024, 'f'));
        QVERIFY(!pasted.record);
        QCOMPARE(pasted.error, QString("This text is too large to be a game."));
    }

  private:
    QTranslator english_;
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "tst_game_files.moc"
