#include <sqlite3.h>

#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <map>
#include <thread>

#include <sys/stat.h>

#include "core/archive.h"
#include "core/game_record.h"
#include "core/notation.h"
#include "core/read_file.h"
#include "core/symmetry.h"
#include "library/games_library.h"
#include "result_message.h"

using namespace hasami;
using library::GamesLibrary;

namespace {

std::vector<hasami::ArchiveGame> gamesOf(const char* name) {
    const auto archive = hasami::readArchiveFile(std::string(HASAMI_TEST_DATA "/library/") + name);
    if (!archive || !archive->problems.empty())
        qFatal("cannot read %s: %s", name, messageOf(archive));
    return archive->games;
}

Position after(const char* transcript) {
    return GameRecord::fromTranscript(transcript)->current();
}

// One explorer line as hasami-engine prints it: "c3 2 2 0 0 +9.0".
QString line(const library::ExplorerMove& m) {
    return QString::asprintf("%s %d %d %d %d %+.1f", m.move.name().c_str(), m.games, m.blackWins,
                             m.draws, m.whiteWins, m.meanBlackDifference);
}

QStringList lines(const library::Exploration& e) {
    QStringList result{QString("games %1").arg(e.games)};
    for (const auto& m : e.moves)
        result << line(m);
    return result;
}

// What the explorer should say at `query`, counted from the games themselves.
QStringList playedFrom(const Position& query, const std::vector<hasami::ArchiveGame>& games) {
    struct Counts {
        int games = 0, black = 0, draws = 0, white = 0, sum = 0;
    };
    std::map<std::string, Counts> byMove;
    for (const auto& game : games) {
        Position p = Position::start();
        for (const Move m : game.moves) {
            for (const Symmetry s : kAllSymmetries) {
                if (transform(p, s) != query) continue;
                Counts& c = byMove[transform(m, s).name()];
                ++c.games;
                c.black += game.result > 0;
                c.draws += game.result == 0;
                c.white += game.result < 0;
                c.sum += game.result;
                break;  // a position with a symmetry of its own matches twice: count it once
            }
            p = p.play(m);
        }
    }
    std::vector<std::pair<std::string, Counts>> sorted(byMove.begin(), byMove.end());
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        const auto code = [](const std::string& name) { return Square::parse(name)->index(); };
        return std::pair(-a.second.games, code(a.first)) <
               std::pair(-b.second.games, code(b.first));
    });
    int total = 0;
    QStringList result;
    for (const auto& [name, c] : sorted) {
        total += c.games;
        result << QString::asprintf("%s %d %d %d %d %+.1f", name.c_str(), c.games, c.black, c.draws,
                                    c.white, double(c.sum) / c.games);
    }
    result.prepend(QString("games %1").arg(total));
    return result;
}

// SQL run on the file behind the library's back, as another program (or a newer Hasami) would.
void executeRaw(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
}

}  // namespace

class TestGamesLibrary : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QString path(const char* name) const { return dir_.filePath(name); }

    GamesLibrary openWritable(const QString& file) {
        auto games = GamesLibrary::open(file.toStdString(), GamesLibrary::Access::ReadWrite);
        if (!games) qFatal("%s", games.error().message.c_str());
        return std::move(*games);
    }
    QStringList explore(GamesLibrary& games, const char* moves) {
        const auto e = games.explore(after(moves));
        return e ? lines(*e) : QStringList{QString::fromStdString(e.error().message)};
    }
    int count(GamesLibrary& games, const library::GameFilter& filter = {}) {
        int total = -1;
        return games.find(filter, 1, &total) ? total : -1;
    }

  private slots:
    // tests/data/library/games.pgn, read by hand (results are black's discs minus white's):
    //   1 f5 d6 c3 d3 c4  +16      2 f5 d6 c5  -4      3 f5 f6 e6 f4  0
    //   4 e6 f4 e3 d6  -24: f5 d6 c5 f4 turned about the a1-h8 diagonal
    //   5 d3 c5 f6  +2:  f5 d6 c3 turned about the h1-a8 diagonal
    // After f5 d6, games 1 and 5 play c3 (+16, +2: mean +9), games 2 and 4 play c5 (-4, -24: mean
    // -14). From the start, f5 is games 1-3 (+16, -4, 0), d3 is game 5, e6 is game 4.
    void countsAtPositionsCheckedByHand() {
        auto games = openWritable(path("counts.db"));
        const auto summary = games.import(gamesOf("games.pgn"));
        QVERIFY2(summary, messageOf(summary));
        QCOMPARE(summary->added, 5);
        QCOMPARE(explore(games, "f5d6"),
                 (QStringList{"games 4", "c3 2 2 0 0 +9.0", "c5 2 0 0 2 -14.0"}));
        QCOMPARE(explore(games, ""), (QStringList{"games 5", "f5 3 1 1 1 +4.0", "d3 1 1 0 0 +2.0",
                                                  "e6 1 0 0 1 -24.0"}));
        QCOMPARE(explore(games, "f5d6c3d3"), (QStringList{"games 1", "c4 1 1 0 0 +16.0"}));
        QCOMPARE(explore(games, "f5d6c3d3c4"), QStringList{"games 0"});
    }

    // The same position in another orientation: the same games, the moves turned to match it.
    // e6 f4 is f5 d6 about the a1-h8 diagonal, which keeps c3 and takes c5 to e3.
    void symmetricPositionsCountTogether() {
        auto games = openWritable(path("symmetry.db"));
        QVERIFY(games.import(gamesOf("games.pgn")));
        QCOMPARE(explore(games, "e6f4"),
                 (QStringList{"games 4", "c3 2 2 0 0 +9.0", "e3 2 0 0 2 -14.0"}));
        // d3 c5 is f5 d6 about the h1-a8 diagonal, which takes c3 to f6 and c5 to d6.
        QCOMPARE(explore(games, "d3c5"),
                 (QStringList{"games 4", "d6 2 0 0 2 -14.0", "f6 2 2 0 0 +9.0"}));
    }

    void importingTwiceIsImportingOnce() {
        auto games = openWritable(path("twice.db"));
        QVERIFY(games.import(gamesOf("games.pgn")));
        const auto again = games.import(gamesOf("games.pgn"));
        QVERIFY(again);
        QCOMPARE(again->added, 0);
        QCOMPARE(again->duplicates, 5);
        // Game 1 again, from Logistello's logbook: the same moves are the same game.
        const auto logbook = games.import(gamesOf("tiger.gam"));
        QVERIFY(logbook);
        QCOMPARE(logbook->duplicates, 1);
        // Game 2 turned about the a1-h8 diagonal (e6 f4 e3) is game 2 too.
        auto turned = gamesOf("games.pgn")[1];
        for (Move& m : turned.moves)
            m = transform(m, Symmetry::FlipDiagonal);
        QCOMPARE(formatTranscript(turned.moves), std::string("e6f4e3"));
        const auto second = games.import(std::span(&turned, 1));
        QVERIFY(second);
        QCOMPARE(second->duplicates, 1);
        QCOMPARE(count(games), 5);
        QCOMPARE(explore(games, "f5d6"),
                 (QStringList{"games 4", "c3 2 2 0 0 +9.0", "c5 2 0 0 2 -14.0"}));
        // A new game from GGF is added and counted.
        const auto ggf = games.import(gamesOf("diagonal.ggf"));
        QVERIFY(ggf);
        QCOMPARE(ggf->added, 1);
        QCOMPARE(explore(games, "f5f6e6f4"), (QStringList{"games 1", "e3 1 1 0 0 +8.0"}));
        QCOMPARE(count(games, {"", "", 2004}), 1);  // GGF's DT[2004], its players too
        QCOMPARE(count(games, {"White", "", 2004}), 1);
    }

    void findsByPlayerOpeningAndYear() {
        auto games = openWritable(path("find.db"));
        QVERIFY(games.import(gamesOf("games.pgn")));
        QCOMPARE(count(games, {"tastet", "", 0}), 3);              // games 1, 3, 5
        QCOMPARE(count(games, {"", "Perpendicular", 0}), 3);       // games 2, 4, 5
        QCOMPARE(count(games, {"", "", 2002}), 2);                 // games 2, 3
        QCOMPARE(count(games, {"platt", "perpendicular", 0}), 2);  // games 2, 4
        const auto found = games.find({"", "tiger", 0}, 10);
        QVERIFY(found);
        QCOMPARE(found->size(), std::size_t(1));
        QCOMPARE(found->front().black, std::string("Tastet Marc"));
        QCOMPARE(found->front().year, 2001);
        QCOMPARE(found->front().result, 16);
        QCOMPARE(formatTranscript(found->front().moves), std::string("f5d6c3d3c4"));
    }

    // The user's games, from the window: the first game of wthor-300.pgn (Brightwell-Feinstein,
    // f5 f6 e6 f4 ..., played to a full board, 28-36) as if played there, first left unfinished
    // after four moves, then to its end.
    void ownGamesAreAddedOnceAndUnfinishedOnesReplaced() {
        const auto archive = hasami::readArchiveFile(HASAMI_TEST_DATA "/games/wthor-300.pgn");
        QVERIFY2(archive.ok(), messageOf(archive));
        hasami::ArchiveGame finished = archive->games.front();
        QVERIFY(finished.complete);
        finished.black = "alice";
        finished.white = "Hasami level 6";
        hasami::ArchiveGame stopped = finished;
        stopped.moves.resize(4);
        stopped.complete = false;
        stopped.date = "2026-03-07";

        auto games = openWritable(path("own.db"));
        QCOMPARE(valueOf(games.addOwnGame(stopped)), std::optional(true));
        QCOMPARE(valueOf(games.addOwnGame(stopped)), std::optional(false));
        QCOMPARE(count(games, {"alice", "", 0}), 1);
        const auto own = games.ownGames(10);
        QVERIFY2(own, messageOf(own));
        QCOMPARE(own->size(), std::size_t(1));
        QCOMPARE(own->front().date, std::string("2026-03-07"));
        QVERIFY(!own->front().finished);
        // Unfinished: in the list of games, not in the explorer's counts.
        QCOMPARE(explore(games, "f5f6"), QStringList{"games 0"});

        QCOMPARE(valueOf(games.addOwnGame(finished)), std::optional(true));
        QCOMPARE(valueOf(games.addOwnGame(finished)), std::optional(false));
        QCOMPARE(count(games, {"alice", "", 0}), 1);  // the unfinished one gave way
        QVERIFY(games.ownGames(10)->front().finished);
        QCOMPARE(games.ownGames(10)->front().date, std::string());  // the archive's has none
        QCOMPARE(explore(games, "f5f6"), (QStringList{"games 1", "e6 1 0 0 1 -8.0"}));
        // The same game from the archive is the same game.
        const auto imported = games.import(std::span(archive->games).first(1));
        QVERIFY(imported);
        QCOMPARE(imported->duplicates, 1);
        // A game of the user's that another starts is kept when it is from an archive.
        QVERIFY(games.import(gamesOf("games.pgn")));
        hasami::ArchiveGame longer = stopped;
        longer.moves = GameRecord::fromTranscript("f5d6c3d3c4f4")->moves();
        QCOMPARE(valueOf(games.addOwnGame(longer)), std::optional(true));
        QCOMPARE(count(games, {"", "tiger", 0}), 2);  // game 1 of games.pgn, and this one
    }

    // "My mistakes" kept: a game analysed is not listed again, its mistakes read back as they
    // were stored (replaced when stored again), and a game that goes on from an unfinished one
    // is a new game, whose analysis starts again.
    void mistakesAreKeptAndAGameIsAnalysedOnce() {
        hasami::ArchiveGame stopped;
        stopped.moves = GameRecord::fromTranscript("f5d6c3d3")->moves();
        stopped.black = "alice";
        stopped.white = "Hasami level 6";
        auto games = openWritable(path("mistakes.db"));
        QVERIFY(games.addOwnGame(stopped));
        QVERIFY(games.import(gamesOf("games.pgn")));  // not the user's: never listed
        auto toAnalyse = games.gamesToAnalyse();
        QVERIFY2(toAnalyse, messageOf(toAnalyse));
        QCOMPARE(toAnalyse->size(), std::size_t(1));
        const long long id = toAnalyse->front().id;
        QCOMPARE(formatTranscript(toAnalyse->front().moves), std::string("f5d6c3d3"));

        const library::Mistake first{.game = id,
                                     .ply = 2,
                                     .played = Move(*Square::parse("c3")),
                                     .best = Move(*Square::parse("c5")),
                                     .loss = 6,
                                     .empties = 58,
                                     .reason = ai::ReasonTag::Mobility};
        library::Mistake second = first;
        second.ply = 3;
        second.played = Move(*Square::parse("d3"));
        second.reason.reset();
        QVERIFY(games.storeMistakes(id, std::vector{second}));
        QVERIFY(games.storeMistakes(id, std::vector{first, second}));  // replaces
        QCOMPARE(games.gamesToAnalyse()->size(), std::size_t(0));
        const auto kept = games.mistakes();
        QVERIFY2(kept, messageOf(kept));
        QCOMPARE(kept->size(), std::size_t(2));
        const library::Mistake& read = kept->front();
        QCOMPARE(read.game, id);
        QCOMPARE(read.ply, 2);
        QCOMPARE(read.played.name(), std::string("c3"));
        QCOMPARE(read.best.name(), std::string("c5"));
        QCOMPARE(read.loss, 6);
        QCOMPARE(read.empties, 58);
        QCOMPARE(read.reason, std::optional(ai::ReasonTag::Mobility));
        QCOMPARE(kept->back().ply, 3);
        QVERIFY(!kept->back().reason);

        hasami::ArchiveGame longer = stopped;
        // (f5 d6 c3 d3 c4 is game 1 of games.pgn.)
        longer.moves = GameRecord::fromTranscript("f5d6c3d3c4f4")->moves();
        QVERIFY(games.addOwnGame(longer).value_or(false));
        QCOMPARE(games.mistakes()->size(), std::size_t(0));
        toAnalyse = games.gamesToAnalyse();
        QCOMPARE(toAnalyse->size(), std::size_t(1));
        QCOMPARE(toAnalyse->front().moves.size(), std::size_t(6));
    }

    // A library of version 3 (before "my mistakes") with an own game: opened for writing, it
    // gains the tables and lists the game to analyse.
    void aVersion3LibraryGainsTheMistakes() {
        const QString file = path("version3.db");
        {
            auto games = openWritable(file);
            hasami::ArchiveGame own;
            own.moves = GameRecord::fromTranscript("f5d6c3")->moves();
            own.black = own.white = "alice";
            QVERIFY(games.addOwnGame(own));
        }
        executeRaw(file,
                   "DROP TABLE mistakes; DROP TABLE analysed; "
                   "ALTER TABLE games DROP COLUMN date; PRAGMA user_version = 3");
        auto games = openWritable(file);
        const auto toAnalyse = games.gamesToAnalyse();
        QVERIFY2(toAnalyse, messageOf(toAnalyse));
        QCOMPARE(toAnalyse->size(), std::size_t(1));
        QCOMPARE(games.mistakes()->size(), std::size_t(0));
    }

    // A library of version 4, whose games have no day, gains the column: its own game's day is
    // unknown (""), a new one's kept.
    void aVersion4LibraryGainsTheDays() {
        const QString file = path("version4.db");
        hasami::ArchiveGame own;
        own.moves = GameRecord::fromTranscript("f5d6c3")->moves();
        own.black = own.white = "alice";
        QVERIFY(openWritable(file).addOwnGame(own));
        executeRaw(file, "ALTER TABLE games DROP COLUMN date; PRAGMA user_version = 4");
        {
            // Read as it is.
            auto old = GamesLibrary::open(file.toStdString(), GamesLibrary::Access::ReadOnly);
            QVERIFY2(old, messageOf(old));
            const auto listed = old->ownGames(10);
            QVERIFY2(listed, messageOf(listed));
            QCOMPARE(listed->size(), std::size_t(1));
            QCOMPARE(listed->front().date, std::string());
        }
        auto games = openWritable(file);
        own.moves = GameRecord::fromTranscript("f5f6e6")->moves();
        own.date = "2026-12-01";
        QVERIFY(games.addOwnGame(own));
        const auto listed = games.ownGames(10);
        QVERIFY2(listed, messageOf(listed));
        QCOMPARE(listed->size(), std::size_t(2));
        QCOMPARE(listed->at(0).date, std::string("2026-12-01"));  // newest first
        QCOMPARE(listed->at(1).date, std::string());
    }

    // The opening trainer's schedule kept in the library, the clock given here: a position
    // enters it when missed, under any of its orientations, and comes back when due (the
    // intervals are tst_review_schedule's: a miss, 1 day; then 1 day; then 6).
    void missedPositionsComeBackWhenDue() {
        constexpr std::int64_t day = library::kSecondsPerDay;
        auto games = openWritable(path("reviews.db"));
        const auto found = games.recordAnswer(after("f5"), library::Grade::Perfect, 0);
        QVERIFY2(found, messageOf(found));
        QVERIFY(!*found);  // found at once: not scheduled
        QCOMPARE(
            games.recordAnswer(after("f5d6"), library::Grade::Missed, 0).value_or(std::nullopt),
            (library::ReviewState{0, 196, 1, day}));
        QCOMPARE(games.dueReviews(day - 1, 10)->size(), std::size_t(0));
        const auto due = games.dueReviews(day, 10);
        QVERIFY2(due, messageOf(due));
        QCOMPARE(due->size(), std::size_t(1));
        const Position reviewed = due->front();
        QVERIFY(std::any_of(kAllSymmetries.begin(), kAllSymmetries.end(),
                            [&](Symmetry s) { return transform(reviewed, s) == after("f5d6"); }));
        // e6 f4 is f5 d6 turned: the same position of the schedule.
        QCOMPARE(
            games.recordAnswer(after("e6f4"), library::Grade::Perfect, day).value_or(std::nullopt),
            (library::ReviewState{1, 206, 1, 2 * day}));
        QCOMPARE(games.recordAnswer(after("f5d6"), library::Grade::Perfect, 2 * day)
                     .value_or(std::nullopt),
                 (library::ReviewState{2, 216, 6, 8 * day}));
        QCOMPARE(games.dueReviews(8 * day - 1, 10)->size(), std::size_t(0));
        QCOMPARE(games.dueReviews(8 * day, 10)->size(), std::size_t(1));
        // f5 d6 leaves 58 empties: the opening trainer's, not an endgame drill.
        QCOMPARE(games.dueReviews(8 * day, 10, {58, 58})->size(), std::size_t(1));
        QCOMPARE(games.dueReviews(8 * day, 10, library::kDrillEmpties)->size(), std::size_t(0));
    }

    void theUsersGamesAreTheirRepertoire() {
        auto games = openWritable(path("repertoire.db"));
        QVERIFY(games.import(gamesOf("tiger.gam")));  // an archive's: not the user's
        hasami::ArchiveGame own;
        own.moves = GameRecord::fromTranscript("e6f4e3")->moves();  // f5 d6 c5 turned
        QVERIFY(games.addOwnGame(own));
        const auto repertoire = games.ownGames(10);
        QVERIFY2(repertoire, messageOf(repertoire));
        QCOMPARE(repertoire->size(), std::size_t(1));
        QCOMPARE(formatTranscript(repertoire->front().moves), std::string("f5d6c5"));
    }

    // Over 300 WTHOR games, the explorer against a count made here by playing every game and
    // comparing each position with the 8 images of the one asked about: early positions (whose
    // counts the library sums at import) and later ones (counted at each query).
    void countsAgreeWithPlayingTheGames() {
        const auto archive = hasami::readArchiveFile(HASAMI_TEST_DATA "/games/wthor-300.pgn");
        QVERIFY2(archive.ok(), messageOf(archive));
        auto games = openWritable(path("oracle.db"));
        QVERIFY(games.import(archive->games));
        const auto& first = archive->games.front();
        for (const int ply : {2, 9, 14, 15, 16, 20, 30}) {
            const Position query =
                GameRecord::fromTranscript(
                    formatTranscript({first.moves.begin(), first.moves.begin() + ply}))
                    ->current();
            QCOMPARE(lines(games.explore(query).value()), playedFrom(query, archive->games));
        }
    }

    // An import that fails half way (here a trigger refuses the positions after the games went
    // in) leaves no trace: one transaction.
    void failedImportChangesNothing() {
        const QString file = path("failed.db");
        auto games = openWritable(file);
        QVERIFY(games.import(gamesOf("tiger.gam")));
        executeRaw(file,
                   "CREATE TRIGGER refuse BEFORE INSERT ON positions WHEN NEW.ply = 2 "
                   "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END");
        const auto refused = games.import(gamesOf("games.pgn"));
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.find("refused by the test") != std::string::npos,
                 refused.error().message.c_str());
        QCOMPARE(count(games), 1);
        QCOMPARE(explore(games, "f5d6"), (QStringList{"games 1", "c3 1 1 0 0 +16.0"}));
    }

    void newerSchemaIsRefused() {
        const QString file = path("newer.db");
        openWritable(file);
        executeRaw(file, "PRAGMA user_version = 99");
        const std::string before = readFile(file.toStdString(), 1 << 20).value();
        for (const auto access :
             {GamesLibrary::Access::ReadOnly, GamesLibrary::Access::ReadWrite}) {
            const auto refused = GamesLibrary::open(file.toStdString(), access);
            QVERIFY(!refused);
            QVERIFY2(refused.error().message.find("version 99, newer than this program's 5") !=
                         std::string::npos,
                     refused.error().message.c_str());
        }
        QCOMPARE(readFile(file.toStdString(), 1 << 20).value(), before);
    }

    void damagedOrForeignDatabasesAreRefused() {
        const QString damaged = path("damaged.db");
        QFile f(damaged);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        const auto notADatabase =
            GamesLibrary::open(damaged.toStdString(), GamesLibrary::Access::ReadWrite);
        QVERIFY(!notADatabase);
        QVERIFY2(notADatabase.error().message.find("not a database") != std::string::npos,
                 notADatabase.error().message.c_str());
        QCOMPARE(QFileInfo(damaged).size(), 4096);

        const QString foreign = path("foreign.db");
        executeRaw(foreign, "CREATE TABLE notes(text)");
        const auto notOurs =
            GamesLibrary::open(foreign.toStdString(), GamesLibrary::Access::ReadWrite);
        QVERIFY(!notOurs);
        QVERIFY2(notOurs.error().message.find("not a Hasami library") != std::string::npos,
                 notOurs.error().message.c_str());

        QVERIFY(
            !GamesLibrary::open(path("missing.db").toStdString(), GamesLibrary::Access::ReadOnly));
        QVERIFY(!QFileInfo::exists(path("missing.db")));
    }

    // Checked before SQLite opens the file, in the system's words: SQLite waited on a FIFO for
    // ever (the window never came up) and said "unable to open database file" of the rest.
    void whatCannotBeALibraryIsSaid() {
        const auto refusal = [](const QString& file, GamesLibrary::Access access) {
            const auto opened = GamesLibrary::open(file.toStdString(), access);
            return opened ? std::string("opened") : opened.error().message;
        };
        const auto quoted = [](const QString& file) { return "'" + file.toStdString() + "': "; };
        const QString fifo = path("library.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const auto access : {GamesLibrary::Access::ReadOnly, GamesLibrary::Access::ReadWrite})
            QCOMPARE(refusal(fifo, access), quoted(fifo) + "is a FIFO");
        const QString folder = dir_.path();
        QCOMPARE(refusal(folder, GamesLibrary::Access::ReadOnly),
                 quoted(folder) + "Is a directory");
        QCOMPARE(refusal(folder, GamesLibrary::Access::ReadWrite),
                 quoted(folder) + "is a directory");
        const QString missing = path("missing.db");
        QCOMPARE(refusal(missing, GamesLibrary::Access::ReadOnly),
                 quoted(missing) + "No such file or directory");
        const QString nowhere = path("no-such/new.db");
        QCOMPARE(refusal(nowhere, GamesLibrary::Access::ReadWrite),
                 quoted(nowhere) + "No such file or directory");
        // A new library in a folder that is there is fine.
        QCOMPARE(refusal(path("new.db"), GamesLibrary::Access::ReadWrite), std::string("opened"));
    }

    // Two connections writing at once (two windows, or a window and hasami-engine): the second
    // waits for the first's transaction (the busy timeout) and both imports land whole.
    void twoWritersAtOnce() {
        const auto archive = hasami::readArchiveFile(HASAMI_TEST_DATA "/games/wthor-300.pgn");
        QVERIFY2(archive.ok(), messageOf(archive));
        const std::span<const hasami::ArchiveGame> all = archive->games;
        const auto half = all.size() / 2;

        auto alone = openWritable(path("alone.db"));
        const auto expected = alone.import(all);
        QVERIFY(expected);

        const QString file = path("shared.db");
        openWritable(file);  // created before the race, so that both only write
        const auto importPart = [&](std::span<const hasami::ArchiveGame> part) {
            auto games = GamesLibrary::open(file.toStdString(), GamesLibrary::Access::ReadWrite);
            return games ? games->import(part) : games.error();
        };
        std::optional<Result<library::ImportSummary>> first, second;
        std::thread a([&] { first = importPart(all.first(half)); });
        std::thread b([&] { second = importPart(all.subspan(half)); });
        a.join();
        b.join();
        QVERIFY2(*first, messageOf(*first));
        QVERIFY2(*second, messageOf(*second));
        QCOMPARE((*first)->added + (*second)->added, expected->added);
        auto shared = openWritable(file);
        QCOMPARE(count(shared), count(alone));
        QCOMPARE(explore(shared, "f5d6"), explore(alone, "f5d6"));
    }
};

QTEST_GUILESS_MAIN(TestGamesLibrary)
#include "tst_games_library.moc"
