// The autosave: a whole game comes back (every line, every analysis), each window keeps its
// own file, and a file that cannot be read is moved aside, never deleted.

#include <QtTest>

#include <QTemporaryDir>

#include <sys/stat.h>

#include "autosave.h"
#include "core/notation.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

void write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray read(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

// f5 d6 c3 d3 c4, and a second line f5 d6 c5 shown at f5.
SavedGame twoLines() {
    GameLines lines(*GameRecord::fromTranscript("f5d6c3d3c4"));
    lines.current().jumpTo(2);
    lines.play(*Square::parse("c5"));
    lines.current().jumpTo(1);
    GameAnalysis analysis;
    ai::MoveEvaluation e4{*Square::parse("e3"), 4, 16, false, false, false};
    ai::MoveEvaluation c7{*Square::parse("c7"), -12, 16, false, false, true};
    analysis.addMoves(lines.line(0).positionAt(2), {e4, c7}, true);
    analysis.addScore(lines.line(0).positionAt(3), {-3, 12, false, false});
    return {lines, analysis};
}

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT
  private slots:
    void aGameComesBackWhole() {
        QTemporaryDir dir;
        const SavedGame game = twoLines();
        {
            const Autosave autosave(dir.path());
            QCOMPARE(autosave.save(game), QString());
        }
        Autosave::Found found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.problems, QStringList());
        QCOMPARE(found.games.size(), std::size_t(1));
        const SavedGame& back = found.games.front().game;
        QCOMPARE(back.lines.count(), 2);
        QCOMPARE(back.lines.line(0).fullTranscript(), std::string("f5d6c3d3c4"));
        QCOMPARE(back.lines.line(0).ply(), 2);
        QCOMPARE(back.lines.line(1).fullTranscript(), std::string("f5d6c5"));
        QCOMPARE(back.lines.branchPly(1), 2);
        QCOMPARE(back.lines.currentIndex(), 1);
        QCOMPARE(back.lines.current().ply(), 1);
        QVERIFY(back.analysis.entries() == game.analysis.entries());
        QCOMPARE(back.analysis.moves(back.lines.line(0).positionAt(2)).back().score, -12);
        found.games.front().remove();
        QVERIFY(Autosave::findLeftBehind(dir.path()).games.empty());
    }

    // Issue #66: a restored game forgot the file it was in and its players; the offer of it
    // says when it was kept.
    void theFileThePlayersAndTheTimeComeBack() {
        QTemporaryDir dir;
        SavedGame game = twoLines();
        game.path = "/games/ann-bob.ggf";
        game.blackName = "Ann";
        game.whiteName = "Bob";
        QString path;
        {
            const Autosave autosave(dir.path());
            QCOMPARE(autosave.save(game), QString());
            path = autosave.path();
        }
        const QDateTime kept(QDate(2024, 5, 14), QTime(21, 30));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(kept, QFileDevice::FileModificationTime));
        file.close();
        const auto found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.games.size(), std::size_t(1));
        const SavedGame& back = found.games.front().game;
        QCOMPARE(back.path, QString("/games/ann-bob.ggf"));
        QCOMPARE(back.blackName, QString("Ann"));
        QCOMPARE(back.whiteName, QString("Bob"));
        QCOMPARE(found.games.front().keptAt, kept);
        // A game in no file, of players it does not name, has none of them.
        QCOMPARE(Autosave(dir.path()).save(twoLines()), QString());
        const auto unnamed = Autosave::findLeftBehind(dir.path());
        QCOMPARE(unnamed.games.size(), std::size_t(1));
        QCOMPARE(unnamed.games.front().game.path, QString());
        QCOMPARE(unnamed.games.front().game.blackName, QString());
    }

    void aGameFromAnotherStartComesBackWithIt() {
        QTemporaryDir dir;
        const GameRecord game(*parseBoard("OX------" + std::string(56, '-') + " X"));
        QCOMPARE(Autosave(dir.path()).save({GameLines(game), {}}), QString());
        const auto found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.games.size(), std::size_t(1));
        QCOMPARE(found.games.front().game.lines.current().start(), game.start());
    }

    // Issue #43: two windows shared one file.
    void aRunningWindowsGameIsNotLeftBehind() {
        QTemporaryDir dir;
        const Autosave first(dir.path());
        const Autosave second(dir.path());
        QVERIFY(first.path() != second.path());
        QCOMPARE(first.save(twoLines()), QString());
        QVERIFY(Autosave::findLeftBehind(dir.path()).games.empty());
    }

    // Something put in the window's place since (here a folder) is left as it is, and said.
    void whatTakesTheFilesPlaceIsNotReplaced() {
        QTemporaryDir dir;
        const Autosave autosave(dir.path());
        QVERIFY(QDir().mkdir(autosave.path()));
        QCOMPARE(autosave.save(twoLines()),
                 QString("Cannot save %1: it is not a regular file").arg(autosave.path()));
        QVERIFY(QFileInfo(autosave.path()).isDir());
    }

    void aGameLeftBehindIsOfferedByOneWindowOnly() {
        QTemporaryDir dir;
        QCOMPARE(Autosave(dir.path()).save(twoLines()), QString());
        const auto found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.games.size(), std::size_t(1));
        QVERIFY(Autosave::findLeftBehind(dir.path()).games.empty());
        // Nor does a new window take its file.
        QVERIFY(Autosave(dir.path()).path() != found.games.front().path);
    }

    void theGameOfAnOlderVersionIsFound() {
        QTemporaryDir dir;
        write(dir.filePath("autosave.ggf"),
              "(;GM[Othello]PC[Hasami]BO[8 -------- -------- "
              "-------- ---O*--- ---*O--- -------- -------- "
              "-------- *]B[F5]W[D6];)\n");
        const auto found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.problems, QStringList());
        QCOMPARE(found.games.size(), std::size_t(1));
        QCOMPARE(found.games.front().game.lines.current().fullTranscript(), std::string("f5d6"));
    }

    // Issue #43: an unreadable file was deleted without a word.
    void anUnreadableFileIsMovedAsideAndNamed_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        const QByteArray whole = formatSavedGame(twoLines());
        QTest::newRow("truncated") << whole.first(whole.size() / 2) << "not a saved game";
        QTest::newRow("garbage") << QByteArray("\x01\xfe garbage") << "not a saved game";
        QTest::newRow("empty") << QByteArray() << "not a saved game";
        QByteArray newer = whole;
        newer.replace("\"version\":1", "\"version\":2");
        QTest::newRow("newer") << newer << "newer version";
        QTest::newRow("bad move") << QByteArray(whole).replace("f5d6c5", "f5d6a1")
                                  << "not a saved game";
    }
    void anUnreadableFileIsMovedAsideAndNamed() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        write(dir.filePath("autosave-1.json"), bytes);
        const auto found = Autosave::findLeftBehind(dir.path());
        QVERIFY(found.games.empty());
        QCOMPARE(found.problems.size(), 1);
        const QString kept = dir.filePath("unreadable/autosave-1.json");
        QVERIFY2(found.problems.front().contains(kept), qPrintable(found.problems.front()));
        QVERIFY2(found.problems.front().contains(reason), qPrintable(found.problems.front()));
        QCOMPARE(read(kept), bytes);
        QVERIFY(!QFile::exists(dir.filePath("autosave-1.json")));
        // Found once: the next start does not warn again, and a second one keeps both.
        QVERIFY(Autosave::findLeftBehind(dir.path()).problems.isEmpty());
        write(dir.filePath("autosave-1.json"), bytes);
        QCOMPARE(Autosave::findLeftBehind(dir.path()).problems.size(), 1);
        QCOMPARE(read(kept), bytes);
        QCOMPARE(read(dir.filePath("unreadable/autosave-1.json-2")), bytes);
    }

    void aTooLargeFileIsMovedAside() {
        QTemporaryDir dir;
        QFile file(dir.filePath("autosave-1.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(65 * 1024 * 1024));  // sparse: no disk taken
        file.close();
        const auto found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.problems.size(), 1);
        QVERIFY2(found.problems.front().contains("too large"), qPrintable(found.problems.front()));
        QCOMPARE(QFileInfo(dir.filePath("unreadable/autosave-1.json")).size(), 65 * 1024 * 1024);
    }

    // A device or a pipe is never read (a pipe would wait for ever), only moved aside.
    void aDeviceOrAPipeIsMovedAside() {
        QTemporaryDir dir;
        QVERIFY(QFile::link("/dev/zero", dir.filePath("autosave-1.json")));
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath("autosave-2.json")).constData(), 0600), 0);
        const auto found = Autosave::findLeftBehind(dir.path());
        QCOMPARE(found.problems.size(), 2);
        QVERIFY(QFileInfo(dir.filePath("unreadable/autosave-1.json")).isSymLink());
        QVERIFY(QFileInfo::exists(dir.filePath("unreadable/autosave-2.json")));
        // The names are free again.
        const Autosave autosave(dir.path());
        QCOMPARE(QFileInfo(autosave.path()).fileName(), QString("autosave-1.json"));
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
