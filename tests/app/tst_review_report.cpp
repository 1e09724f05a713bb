// The review's PDF (review_report.h), read back with poppler's pdfinfo and pdftotext: the pages
// it has and the words on them, for games whose judgements and reasons are made by hand (the
// moves' legality and the results worked out on a board, not by Hasami), and a failed write
// that leaves the old file as it was. Export review… is offered only for a judged game.

#include <QtTest>

#include <QAction>
#include <QMainWindow>
#include <QRegularExpression>
#include <algorithm>

#include "file_size_limit.h"
#include "game_actions.h"
#include "review_export.h"
#include "review_report.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

// Found by CMake at configure time (poppler-utils); a missing tool fails the tests.
const QString kPdfInfo = HASAMI_PDFINFO;
const QString kPdfToText = HASAMI_PDFTOTEXT;

QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60'000) || process.exitCode() != 0) {
        qWarning() << program << process.errorString() << process.readAllStandardError();
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pageCount(const QString& pdf) {
    const auto match =
        QRegularExpression(R"(^Pages:\s+(\d+)$)", QRegularExpression::MultilineOption)
            .match(run(kPdfInfo, {pdf}));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// The text with each page's lines as laid out (-layout keeps a table's row on one line).
QString layoutText(const QString& pdf) {
    return run(kPdfToText, {"-layout", pdf, "-"});
}

// The text with every run of spaces and line ends as one space: a wrapped sentence reads whole.
QString flatText(const QString& pdf) {
    return run(kPdfToText, {pdf, "-"}).simplified();
}

// Whether `text` holds each of `parts` after the one before.
bool inOrder(const QString& text, const QStringList& parts) {
    qsizetype from = 0;
    for (const QString& part : parts) {
        from = text.indexOf(part, from);
        if (from < 0) {
            qWarning() << "not found in order:" << part;
            return false;
        }
        from += part.size();
    }
    return true;
}

// How many lines of `lines` match `pattern` whole (spaces around it allowed).
qsizetype linesMatching(const QStringList& lines, const QString& pattern) {
    const QRegularExpression line("^\\s*" + pattern + "\\s*$");
    return std::ranges::count_if(lines, [&](const QString& l) { return line.match(l).hasMatch(); });
}

Square sq(const char* name) {
    return *Square::parse(name);
}

MoveJudgement judged(int score, const char* best, int bestScore) {
    return {.score = score, .best = Move(sq(best)), .bestScore = bestScore, .reason = {}};
}

// A game over after nine moves, White wiped out (13 black discs, worked out move by move; the
// 51 empty squares go to the winner): its four White moves judged as mistakes, three of them
// explained, and Black's third move losing 2 discs, which is no mistake.
ReviewReport shortGame() {
    ReviewReport r;
    r.record = *GameRecord::fromTranscript("f5f4c3c6c5d6f3c4c7");
    r.blackName = "Alice Arnold";
    r.whiteName = "Bob Brown";
    r.date = "2026-11-30";
    r.opening = "Parallel opening";
    r.depth = 14;
    r.exactFrom = 7;
    r.blackScores = {0, 0, 8, 6, 20, 22, 30, 40, 64, 64};
    r.judgements = {judged(0, "f5", 0),    judged(-8, "f6", 0),    judged(6, "e3", 8),
                    judged(-20, "e6", -9), judged(22, "c5", 22),   judged(-30, "e6", -18),
                    judged(40, "f3", 40),  judged(-64, "g3", -40), judged(64, "c7", 64)};
    using ai::Reason;
    using ai::ReasonTag;
    r.mistakes = {
        {2, {Reason{ReasonTag::Mobility, {}, {6, 3}, {4, 7}}}},
        {4, {Reason{ReasonTag::Frontier, {}, {5, 9}, {}}}},
        {6,
         {Reason{ReasonTag::Stable, {}, {0, 0}, {2, 6}},
          Reason{ReasonTag::XSquare, {sq("a1"), sq("b2")}, {}, {}}}},
        {8, {}},
    };
    return r;
}

// Logistello's first game of tests/data/games: sixty moves and White's pass before Black's
// 56th (found on a board), a 32–32 draw (counted on the board); every move judged the best but
// four, Black's and White's.
const char* const kLongGame =
    "d3c3c4e3c2c6d2c5f3b4d6e2b3b5d1a3f2c1b1f1f6f5e6g3f4d7b6g5g6g4e7c7e1a1a4f8h5g1b7a5h4f7d8e8c8"
    "h7h6a8g8h3g2h1h2g7h8a6a7a2b2b8";

ReviewReport longGame() {
    ReviewReport r;
    r.record = *GameRecord::fromTranscript(kLongGame);
    r.depth = 20;
    r.blackScores.assign(62, 0);
    // The pass is not judged, as in a review.
    for (const Move move : r.record.moves()) {
        r.judgements.push_back(move.isPass()
                                   ? std::nullopt
                                   : std::optional(MoveJudgement{
                                         .score = 0, .best = move, .bestScore = 0, .reason = {}}));
    }
    // Moves 10, 25, 40 and 55, each with a legal better move.
    const std::pair<int, const char*> mistakes[] = {{10, "e2"}, {25, "g4"}, {40, "f7"}, {55, "a6"}};
    for (const auto& [ply, best] : mistakes) {
        r.judgements[std::size_t(ply - 1)] = judged(-10, best, 0);
        r.mistakes.push_back({ply, {ai::Reason{ai::ReasonTag::Corner, {sq("a1")}, {}, {}}}});
    }
    return r;
}

}  // namespace

class TestReviewReport : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo(kPdfInfo).isExecutable() && QFileInfo(kPdfToText).isExecutable(),
                 "pdfinfo and pdftotext were not found when CMake ran: install poppler-utils "
                 "(scripts/dev.sh does) and run CMake again");
    }

    // One page for the header, the graph and the nine moves; the four mistakes take two more
    // pages, three to a page.
    void aShortGamesReportHoldsItsReview() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("review.pdf");
        QCOMPARE(saveReviewReport(pdf, shortGame()), QString());
        QCOMPARE(pageCount(pdf), 3);
        QVERIFY(run(kPdfInfo, {pdf}).contains("(A4)"));

        const QString text = flatText(pdf);
        for (const char* words :
             {"Game review", "Black Alice Arnold", "White Bob Brown", "Date 2026-11-30",
              "Result Black wins 64–0", "Opening Parallel opening",
              "Review depth 14, exact from move 7", "Mistakes 4 (Black 0, White 4)", "Page 1 of 3",
              "Page 2 of 3", "Page 3 of 3"}) {
            QVERIFY2(text.contains(words), words);
        }
        // Each mistake, in order: the move played and the better one with their scores, the
        // discs lost, and the reasons in words.
        QVERIFY(inOrder(text, {"Move 2, White",
                               "Played f4: -8",
                               "Better f6: 0",
                               "Lost 8 discs",
                               "your moves 6 → 3, the opponent's 4 → 7",  //
                               "Move 4, White",
                               "Played c6: -20",
                               "Better e6: -9",
                               "Lost 11 discs",
                               "frontier discs 5 → 9",  //
                               "Move 6, White",
                               "Played d6: -30",
                               "Better e6: -18",
                               "Lost 12 discs",
                               "stable discs: yours 0 → 0, the opponent's 2 → 6",
                               "plays next to an empty corner (a1 b2)",  //
                               "Move 8, White",
                               "Played c4: -64",
                               "Better g3: -40",
                               "Lost 24 discs",
                               "No reason in words was found for this move."}));

        // The table: a row a move, the mistakes marked with what they did.
        const QStringList rows = {
            R"(1\s+Black\s+f5\s+0)",
            R"(2\s+White\s+f4\s+-8\s+f6 0\s+8\s+\? lost mobility)",
            R"(3\s+Black\s+c3\s+\+6\s+e3 \+8\s+2)",
            R"(4\s+White\s+c6\s+-20\s+e6 -9\s+11\s+\? added frontier discs)",
            R"(5\s+Black\s+c5\s+\+22)",
            R"(6\s+White\s+d6\s+-30\s+e6 -18\s+12\s+\? gave stable discs)",
            R"(7\s+Black\s+f3\s+\+40)",
            R"(8\s+White\s+c4\s+-64\s+g3 -40\s+24\s+\?)",
            R"(9\s+Black\s+c7\s+\+64)",
        };
        const QStringList lines = layoutText(pdf).split('\n');
        for (const QString& row : rows) {
            const QRegularExpression line("^\\s*" + row + "\\s*$");
            QVERIFY2(std::ranges::any_of(
                         lines, [&](const QString& l) { return line.match(l).hasMatch(); }),
                     qPrintable(row));
        }
    }

    // Sixty rows cannot fit on one A4 page and do on two; the header row is repeated on the
    // second. Four mistakes: two pages more.
    void aLongTableGoesOnOverPages() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("long.pdf");
        QCOMPARE(saveReviewReport(pdf, longGame()), QString());
        QCOMPARE(pageCount(pdf), 4);
        const QString text = flatText(pdf);
        QVERIFY(text.contains("Result Draw 32–32"));
        QVERIFY(text.contains("Black — White —"));
        QVERIFY(text.contains("Review depth 20 "));
        QVERIFY(text.contains("Page 4 of 4"));
        QVERIFY(text.contains("Mistakes 4 (Black 2, White 2)"));
        const QStringList lines = layoutText(pdf).split('\n');
        QCOMPARE(linesMatching(lines, R"(No\.\s+Player\s+Move\s+Score\s+Best\s+Loss\s+Mistake)"),
                 2);
        // Black and White alternate, White's pass a move of its own; Black plays on from a6.
        const QString transcript = kLongGame;
        for (int i = 0; i < 61; ++i) {
            const QString move = i < 55    ? transcript.mid(2 * i, 2)
                                 : i == 55 ? "pass"
                                           : transcript.mid(2 * (i - 1), 2);
            const QString side = i % 2 == 0 ? "Black" : "White";
            const bool mistake = i == 9 || i == 24 || i == 39 || i == 54;
            const QString row = QString(R"(%1\s+%2\s+%3)").arg(i + 1).arg(side, move) +
                                (mistake   ? R"(\s+-10\s+\w\d 0\s+10\s+\? gave a corner)"
                                 : i == 55 ? ""
                                           : R"(\s+0)");
            QVERIFY2(linesMatching(lines, row) == 1, qPrintable(row));
        }
        QCOMPARE(text.count("gives the opponent the corner(s) a1"), 4);
    }

    // A write that fails (here the file size limit: a full disk) reports why and leaves the old
    // file as it was, with no other file beside it; a folder or a missing folder is refused.
    void aFailedWriteKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.pdf");
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old report");
        }
        QString error;
        {
            const FileSizeLimit limit(100);  // bytes: far fewer than a PDF
            error = saveReviewReport(path, shortGame());
        }
        QCOMPARE(error, QString("Cannot save keep.pdf: File too large"));
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("old report"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"keep.pdf"});

        QVERIFY(QDir(dir.path()).mkdir("folder.pdf"));
        QCOMPARE(saveReviewReport(dir.filePath("folder.pdf"), shortGame()),
                 QString("Cannot save folder.pdf: it is not a regular file"));
        QVERIFY(saveReviewReport(dir.filePath("missing/r.pdf"), shortGame())
                    .startsWith("Cannot save r.pdf: "));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"keep.pdf"});
    }

    // Mistakes at no move of the game are left out; the others stay as they were.
    void mistakesTheGameDoesNotHaveAreLeftOut() {
        ReviewReport report = shortGame();
        report.mistakes.insert(report.mistakes.begin(), {0, {}});
        report.mistakes.push_back({-3, {}});
        report.mistakes.push_back({10, {}});
        report.mistakes.push_back({99, {}});
        QTemporaryDir dir;
        const QString pdf = dir.filePath("review.pdf");
        QCOMPARE(saveReviewReport(pdf, report), QString());
        QCOMPARE(pageCount(pdf), 3);
        const QString text = flatText(pdf);
        QVERIFY(text.contains("Mistakes 4 (Black 0, White 4)"));
        QVERIFY(!text.contains("Move 10,"));
        QVERIFY(!text.contains("Move 0,"));
    }

    // The action waits for a judged move: none in a new game, one after a review's first.
    void exportIsOfferedOnlyForAReviewedGame() {
        QMainWindow window;
        GameActions actions(&window);
        QVERIFY(!actions.exportReview->isEnabled());
        std::vector<std::optional<MoveJudgement>> judgements(3);
        actions.setJudgements(judgements);
        QVERIFY(!actions.exportReview->isEnabled());
        judgements[1] = judged(-8, "f6", 0);
        actions.setJudgements(judgements);
        QVERIFY(actions.exportReview->isEnabled());
        actions.setJudgements({});
        QVERIFY(!actions.exportReview->isEnabled());
    }
};

QTEST_MAIN(TestReviewReport)
#include "tst_review_report.moc"
