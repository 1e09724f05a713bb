// WTHOR's binary files, written here byte by byte from the published layout: games read with
// their moves, players, tournament, year and result; 300 games of the archive's PGN conversion
// written as .wtb files and read back the same; damage named by the game's number; names found
// beside the games whatever their case.

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>

#include "core/archive.h"
#include "core/wthor.h"

using namespace hasami;

namespace {

const std::string kGames = HASAMI_TEST_DATA "/games/wthor-300.pgn";

void putLittleEndian(std::string& out, unsigned value, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out += char((value >> (8 * i)) & 0xFF);
}

// A header as the federation writes it, made on 2024-06-01.
std::string header(unsigned games, unsigned names, unsigned year, int boardSize = 8) {
    std::string bytes = {char(20), char(24), char(6), char(1)};
    putLittleEndian(bytes, games, 4);
    putLittleEndian(bytes, names, 2);
    putLittleEndian(bytes, year, 2);
    bytes += char(boardSize);
    bytes += char(0);   // normal games
    bytes += char(22);  // theoretical scores from 22 empties
    bytes += char(0);
    return bytes;
}

// A game record: the squares as WTHOR codes (10 x row + column), passes left out.
std::string gameRecord(unsigned tournament, unsigned black, unsigned white, int blackDiscs,
                       const std::vector<int>& codes) {
    std::string bytes;
    putLittleEndian(bytes, tournament, 2);
    putLittleEndian(bytes, black, 2);
    putLittleEndian(bytes, white, 2);
    bytes += char(blackDiscs);
    bytes += char(blackDiscs);  // the theoretical score: not read
    for (int i = 0; i < 60; ++i)
        bytes += char(i < int(codes.size()) ? codes[std::size_t(i)] : 0);
    return bytes;
}

// The federation's files are in ISO-8859-1: UTF-8's two-byte letters up to U+00FF become one
// byte.
std::string latin1(const std::string& utf8) {
    std::string text;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto byte = std::uint8_t(utf8[i]);
        if ((byte & 0xE0) == 0xC0 && i + 1 < utf8.size()) {
            text += char((byte & 0x1F) << 6 | (std::uint8_t(utf8[++i]) & 0x3F));
        } else {
            text += char(byte);
        }
    }
    return text;
}

std::string utf8(const std::string& latin1) {
    return QString::fromLatin1(latin1.data(), qsizetype(latin1.size())).toStdString();
}

// Names as UTF-8, in a file as ISO-8859-1, each cut to its field.
std::string namesFile(const std::vector<std::string>& names, std::size_t recordBytes) {
    std::string bytes = header(0, unsigned(names.size()), 0, 0);
    for (const std::string& name : names) {
        std::string record = latin1(name);
        record.resize(recordBytes, '\0');
        bytes += record;
    }
    return bytes;
}

// The WTHOR code of a move: "f5" is row 5, column 6.
int codeOf(Move m) {
    return (m.square().index() / 8 + 1) * 10 + m.square().index() % 8 + 1;
}

void writeFile(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

// What a name field of `bytes` keeps of `name`: its first bytes in ISO-8859-1, without the
// spaces they end with.
std::string kept(const std::string& name, std::size_t bytes) {
    std::string first = latin1(name).substr(0, bytes);
    first.erase(first.find_last_not_of(' ') + 1);
    return utf8(first);
}

// f5 d6 c3 (codes 56 64 33), then stopped with 40 black discs: +16 as declared.
const std::vector<int> kThreeMoves = {56, 64, 33};

}  // namespace

class TestWthor : public QObject {
    Q_OBJECT

  private slots:
    void gameReadWithItsNamesAndYear() {
        const std::string bytes = header(1, 0, 1998) + gameRecord(1, 2, 0, 40, kThreeMoves);
        const WthorNames names{{"Tastet Marc", "Shaman Brian", "Lévy Anne"},
                               {"Open", "Paris Open"}};
        const auto archive = decodeWthorGames(bytes, "WTH_1998.wtb", names);
        QVERIFY(archive);
        QVERIFY(archive->problems.empty());
        QCOMPARE(archive->games.size(), std::size_t(1));
        const ArchiveGame& game = archive->games[0];
        QCOMPARE(game.moves, (std::vector<Move>{*Square::parse("f5"), *Square::parse("d6"),
                                                *Square::parse("c3")}));
        QVERIFY(!game.complete);
        QCOMPARE(game.result, 40 - 24);
        QCOMPARE(game.black, std::string("Lévy Anne"));
        QCOMPARE(game.white, std::string("Tastet Marc"));
        QCOMPARE(game.event, std::string("Paris Open"));
        QCOMPARE(game.year, 1998);
    }

    void namesReadFromTheirFiles() {
        const auto players = decodeWthorNames(
            namesFile({"Tastet Marc", " Platt Jared ", "Lévy Anne"}, kWthorPlayerBytes),
            kWthorPlayerBytes, "WTHOR.JOU");
        QVERIFY(players);
        QCOMPARE(*players, (std::vector<std::string>{"Tastet Marc", "Platt Jared", "Lévy Anne"}));
        // ISO-8859-1's é is one byte, 0xE9.
        QCOMPARE(namesFile({"Lévy"}, kWthorPlayerBytes).substr(16, 5), std::string("L\xE9vy\0", 5));
        std::string cut = namesFile({"Tastet Marc", "Platt Jared"}, kWthorPlayerBytes);
        cut.resize(cut.size() - 1);
        QVERIFY(!decodeWthorNames(cut, kWthorPlayerBytes, "WTHOR.JOU"));
    }

    // 300 games of 2000 and 2001 from the PGN conversion, written as the federation's files
    // (a .wtb a year, the players and tournaments numbered in order of appearance), read back.
    void archiveGamesRoundTrip() {
        const auto pgn = readArchiveFile(kGames);
        QVERIFY(pgn);
        QCOMPARE(pgn->games.size(), std::size_t(300));
        std::map<std::string, unsigned> players, tournaments;
        std::vector<std::string> playerNames, tournamentNames;
        const auto number = [](std::map<std::string, unsigned>& numbers,
                               std::vector<std::string>& names, const std::string& name) {
            const auto [at, added] = numbers.emplace(name, unsigned(names.size()));
            if (added) names.push_back(name);
            return at->second;
        };
        std::map<int, std::string> records;
        std::map<int, unsigned> counts;
        for (const ArchiveGame& game : pgn->games) {
            std::vector<int> codes;
            for (const Move m : game.moves)
                if (!m.isPass()) codes.push_back(codeOf(m));
            records[game.year] +=
                gameRecord(number(tournaments, tournamentNames, game.event),
                           number(players, playerNames, game.black),
                           number(players, playerNames, game.white), (game.result + 64) / 2, codes);
            ++counts[game.year];
        }
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        writeFile(folder + "/wthor.jou", namesFile(playerNames, kWthorPlayerBytes));
        writeFile(folder + "/Wthor.Trn", namesFile(tournamentNames, kWthorTournamentBytes));
        std::vector<ArchiveGame> read;
        for (const auto& [year, bytes] : records) {
            const std::string path = folder + "/WTH_" + std::to_string(year) + ".wtb";
            writeFile(path, header(counts[year], 0, unsigned(year)) + bytes);
            const auto archive = readArchiveFile(path);
            QVERIFY(archive);
            QVERIFY(archive->problems.empty());
            read.insert(read.end(), archive->games.begin(), archive->games.end());
        }
        QCOMPARE(read.size(), pgn->games.size());
        // The PGN file is in date order, so the games come back in their order.
        for (std::size_t i = 0; i < read.size(); ++i) {
            const ArchiveGame& a = pgn->games[i];
            const ArchiveGame& b = read[i];
            QCOMPARE(b.moves, a.moves);
            QCOMPARE(b.result, a.result);
            QCOMPARE(b.complete, a.complete);
            // WTHOR keeps 20 bytes of a player's name and 26 of a tournament's.
            QCOMPARE(b.black, kept(a.black, kWthorPlayerBytes));
            QCOMPARE(b.white, kept(a.white, kWthorPlayerBytes));
            QCOMPARE(b.event, kept(a.event, kWthorTournamentBytes));
            QCOMPARE(b.year, a.year);
        }
    }

    void damagedGamesNamedByNumber_data() {
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<QString>("problem");
        const auto record = [](unsigned black, std::vector<int> codes) {
            const std::string bytes = gameRecord(0, black, 0, 40, codes);
            return QByteArray(bytes.data(), qsizetype(bytes.size()));
        };
        QTest::newRow("off the board") << record(0, {56, 99}) << "move 2 is no square (99)";
        QTest::newRow("not legal") << record(0, {11}) << "move 1 (a1) is not legal";
        QTest::newRow("unknown player")
            << record(7, kThreeMoves) << "black's player number 7 is not in the 2 names";
    }
    void damagedGamesNamedByNumber() {
        QFETCH(QByteArray, second);
        QFETCH(QString, problem);
        const std::string first = gameRecord(0, 0, 1, 40, kThreeMoves);
        const std::string bytes = header(3, 0, 2001) + first + second.toStdString() + first;
        const auto archive =
            decodeWthorGames(bytes, "WTH_2001.wtb", {{"Tastet Marc", "Platt Jared"}, {}});
        QVERIFY(archive);
        QCOMPARE(archive->games.size(), std::size_t(2));
        QCOMPARE(archive->problems.size(), std::size_t(1));
        QCOMPARE(archive->problems[0].line, 0);  // records, not lines
        QCOMPARE(archive->problems[0].game, 2);
        QCOMPARE(QString::fromStdString(archive->problems[0].reason), problem);
        QCOMPARE(QString::fromStdString(archive->problems[0].message()),
                 "'WTH_2001.wtb': game 2: " + problem);
    }

    void cutLastGameKeepsTheOthers() {
        std::string bytes = header(3, 0, 2001);
        for (int i = 0; i < 3; ++i)
            bytes += gameRecord(0, 0, 0, 40, kThreeMoves);
        bytes.resize(bytes.size() - 10);
        const auto archive = decodeWthorGames(bytes, "WTH_2001.wtb", {});
        QVERIFY(archive);
        QCOMPARE(archive->games.size(), std::size_t(2));
        QCOMPARE(archive->problems.size(), std::size_t(1));
        QCOMPARE(archive->problems[0].kind, ArchiveProblem::Kind::CutShort);
        QCOMPARE(archive->problems[0].line, 0);
        QCOMPARE(archive->problems[0].game, 3);
    }

    void otherFilesRefused() {
        QVERIFY(!decodeWthorGames("short", "x.wtb", {}));
        const auto tenByTen = decodeWthorGames(header(0, 0, 2001, 10), "x.wtb", {});
        QVERIFY(!tenByTen);
        QCOMPARE(QString::fromStdString(tenByTen.error().message),
                 QString("'x.wtb': WTHOR games on a board of 10x10, not 8x8"));
    }
};

QTEST_APPLESS_MAIN(TestWthor)
#include "tst_wthor.moc"
