#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <stop_token>

#include "core/read_file.h"
#include "library/archive_import.h"
#include "library/games_library.h"
#include "result_message.h"

using namespace hasami;
using library::GamesLibrary;
using library::ImportProgress;
using Stage = library::ImportProgress::Stage;

namespace {

std::string data(const char* name) {
    return std::string(HASAMI_TEST_DATA "/library/") + name;
}

// The files of one import, read by hand (tests/data/library):
//   games.pgn     5 games, 5 + 3 + 4 + 4 + 3 moves, all new
//   mixed.pgn     4 games: 1 f5 d6 c3 d3, 2 f5 d6, 4 f5 f6 new; game 3 (f5 d6 c3 a1) is
//                 refused at line 16, where a1 is not legal
//   tags-only.pgn game 1 (d3 c5 f6) is games.pgn's 5th, f5 d6 c3 turned; game 2 (line 7) has
//                 tags but no moves: refused
//   tiger.gam     games.pgn's first game again
//   diagonal.ggf  f5 f6 e6 f4 e3, new
// 11 games read, 9 added, 2 already there, 2 refused; the added games' moves, one position
// each in the explorer's index: 19 + 8 + 5 = 32.
const std::vector<std::string> kFiles = {data("games.pgn"), data("mixed.pgn"),
                                         data("tags-only.pgn"), data("tiger.gam"),
                                         data("diagonal.ggf")};

int gamesIn(const QString& path) {
    auto library = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadOnly);
    if (!library) return -1;
    int total = -1;
    return library->find({}, 1, &total) ? total : -1;
}

std::string bytesOf(const QString& path) {
    return readFile(path.toStdString(), 64 << 20).value_or(std::string("unreadable"));
}

}  // namespace

class TestArchiveImport : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path(const char* name) const { return dir_.filePath(name); }

  private slots:
    void countsAddedAlreadyThereAndRefused() {
        const QString db = path("counts.db");
        const auto report = library::importArchives(db.toStdString(), kFiles);
        QVERIFY2(report, messageOf(report));
        QVERIFY(!report->cancelled);
        QCOMPARE(report->added, 9);
        QCOMPARE(report->duplicates, 2);
        QCOMPARE(report->refused.size(), std::size_t(2));
        const ArchiveProblem& first = report->refused[0];
        QCOMPARE(first.file, data("mixed.pgn"));
        QCOMPARE(first.game, 3);
        QCOMPARE(first.line, 16);
        QVERIFY2(first.reason.find("a1") != std::string::npos, first.reason.c_str());
        QCOMPARE(report->refused[1].file, data("tags-only.pgn"));
        QCOMPARE(report->refused[1].game, 2);
        QCOMPARE(report->refused[1].line, 7);
        QCOMPARE(report->refused[1].kind, ArchiveProblem::Kind::NoMoves);
        QCOMPARE(gamesIn(db), 9);

        // Again: every game read is there already, the same two refused.
        const auto again = library::importArchives(db.toStdString(), kFiles);
        QVERIFY2(again, messageOf(again));
        QCOMPARE(again->added, 0);
        QCOMPARE(again->duplicates, 11);
        QCOMPARE(again->refused.size(), std::size_t(2));
        QCOMPARE(gamesIn(db), 9);
    }

    // Each stage counts up to its total, in order: the files, the games read, the positions of
    // the games added.
    void progressCountsFilesGamesAndPositions() {
        std::vector<ImportProgress> seen;
        const library::ImportControl control{
            .progress = [&](const ImportProgress& p) { seen.push_back(p); }};
        const auto report =
            library::importArchives(path("progress.db").toStdString(), kFiles, control);
        QVERIFY2(report, messageOf(report));
        const auto lastOf = [&](Stage stage) {
            std::optional<ImportProgress> last;
            int calls = 0;
            for (const ImportProgress& p : seen) {
                if (p.stage != stage) continue;
                ++calls;
                if (last && (p.done != last->done + 1 || p.total != last->total)) return -1;
                last = p;
            }
            return last && last->done == last->total ? calls : -2;
        };
        QCOMPARE(lastOf(Stage::Reading), 5);
        QCOMPARE(lastOf(Stage::Adding), 11);
        QCOMPARE(lastOf(Stage::Indexing), 32);
        QVERIFY(std::is_sorted(seen.begin(), seen.end(),
                               [](const auto& a, const auto& b) { return a.stage < b.stage; }));
    }

    // Stopped in any stage, the import adds nothing: the library's file is as it was, byte for
    // byte, and a library that was not there is not made when stopped while reading.
    void cancelledImportAddsNothing_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("at");
        QTest::newRow("reading, after the first file") << int(Stage::Reading) << 1;
        QTest::newRow("adding, after the third game") << int(Stage::Adding) << 3;
        QTest::newRow("adding, after the last game") << int(Stage::Adding) << 11;
        QTest::newRow("indexing, after the first position") << int(Stage::Indexing) << 1;
        // The library has tiger.gam's game, games.pgn's first (5 moves): 32 - 5 positions.
        QTest::newRow("indexing, after the last position") << int(Stage::Indexing) << 27;
    }
    void cancelledImportAddsNothing() {
        QFETCH(int, stage);
        QFETCH(int, at);
        const QString db = path(QTest::currentDataTag());
        const std::vector<std::string> tiger = {data("tiger.gam")};
        const auto before = library::importArchives(db.toStdString(), tiger);
        QVERIFY2(before, messageOf(before));
        QCOMPARE(before->added, 1);
        const std::string bytes = bytesOf(db);

        std::stop_source stop;
        bool stopped = false;
        const library::ImportControl control{
            .progress =
                [&](const ImportProgress& p) {
                    if (int(p.stage) == stage && int(p.done) == at) {
                        stopped = stop.request_stop();
                    }
                },
            .stop = stop.get_token()};
        const auto report = library::importArchives(db.toStdString(), kFiles, control);
        QVERIFY2(report, messageOf(report));
        QVERIFY(stopped);
        QVERIFY(report->cancelled);
        QCOMPARE(report->added, 0);
        QCOMPARE(gamesIn(db), 1);
        QVERIFY(bytesOf(db) == bytes);
    }

    void stoppedWhileReadingMakesNoLibrary() {
        const QString db = path("never.db");
        std::stop_source stop;
        stop.request_stop();
        const auto report =
            library::importArchives(db.toStdString(), kFiles, {.stop = stop.get_token()});
        QVERIFY2(report, messageOf(report));
        QVERIFY(report->cancelled);
        QVERIFY(!QFile::exists(db));
    }

    // A file that is no archive: an error naming it, before the library is opened.
    void aFileThatIsNoArchiveChangesNothing() {
        const QString db = path("not-archive.db");
        const std::vector<std::string> files = {data("games.pgn"), data("newer-schema.db")};
        const auto report = library::importArchives(db.toStdString(), files);
        QVERIFY(!report);
        QVERIFY2(report.error().message.find("newer-schema.db") != std::string::npos,
                 report.error().message.c_str());
        QVERIFY(!QFile::exists(db));
    }
};

QTEST_GUILESS_MAIN(TestArchiveImport)
#include "tst_archive_import.moc"
