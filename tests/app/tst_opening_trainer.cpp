// The opening trainer as a user drives it: a named opening drilled against a book made here,
// the missed position coming back a day later on the test's clock, the user's own games as a
// repertoire, and a trainer without a library.

#include <sqlite3.h>

#include <QtTest>

#include <QComboBox>
#include <QPushButton>
#include <QTranslator>

#include "board_view.h"
#include "core/game_record.h"
#include "core/notation.h"
#include "core/openings.h"
#include "library/games_library.h"
#include "opening_trainer.h"
#include "result_message.h"
#include "test_settings_store.h"

using namespace hasami;
using namespace hasami::gui;
using library::GamesLibrary;

namespace {

constexpr std::int64_t kDay = library::kSecondsPerDay;

Position after(const char* transcript) {
    return GameRecord::fromTranscript(transcript)->current();
}

Move at(const char* square) {
    return Move(*Square::parse(square));
}

// Scores are the mover's. After f5: d6 +1, f6 -1, f4 -7 for white; after f5 d6: c4 +1 and
// c3 0 for black; after f5 d6 c3: d3 +2 for white; nothing after f5 d6 c3 d3 c4 (the Tiger's
// end).
std::shared_ptr<const ai::Book> book() {
    auto b = std::make_shared<ai::Book>();
    b->add(Position::start(), {{at("f5"), 0, 20, false}});
    b->add(after("f5"),
           {{at("d6"), 1, 20, false}, {at("f6"), -1, 20, false}, {at("f4"), -7, 20, false}});
    b->add(after("f5d6"), {{at("c4"), 1, 20, false}, {at("c3"), 0, 20, false}});
    b->add(after("f5d6c3"), {{at("d3"), 2, 20, false}});
    return b;
}

int choiceOf(const char* openingName) {
    const auto all = openings();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].name == openingName) return OpeningTrainer::FirstOpeningChoice + int(i);
    return -1;
}

void choose(OpeningTrainer& trainer, int choice, Color side) {
    trainer.findChild<QComboBox*>("trainerChoice")->setCurrentIndex(choice);
    trainer.findChild<QComboBox*>("trainerSide")->setCurrentIndex(side == Color::Black ? 0 : 1);
    QTest::mouseClick(trainer.findChild<QPushButton*>("trainerStart"), Qt::LeftButton);
}

void click(OpeningTrainer& trainer, Move move) {
    BoardView& board = trainer.board();
    QTest::mouseClick(&board, Qt::LeftButton, {},
                      board.squareRect(move.square()).center().toPoint());
}

}  // namespace

class TestOpeningTrainer : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QTranslator english_;  // the plural forms, as the app shows them in English

  private slots:
    void initTestCase() {
        useTestSettings("HasamiTrainerTest");
        QVERIFY(english_.load(":/i18n/hasami_en.qm"));
        QVERIFY(QCoreApplication::installTranslator(&english_));
    }

    // The Tiger (f5 d6 c3 d3 c4) as white: the trainer plays f5, the user misses the Tiger's d6
    // with f4, and the drill ends, the book having nothing after f5 f4. A day later the
    // position is due, graded by the book; found, it goes 1 day further (tst_review_schedule's
    // intervals).
    void aMissedMoveComesBackWhenDue() {
        const QString path = dir_.filePath("trainer.db");
        std::int64_t now = 0;
        OpeningTrainer trainer(path, book(), [&] { return now; });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        QSignalSpy answered(&trainer, &OpeningTrainer::answered);
        choose(trainer, choiceOf("Tiger"), Color::White);
        QCOMPARE(trainer.feedback(), QString("Your move: find the move of the Tiger for white."));
        click(trainer, at("f4"));
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toInt(), int(library::Grade::Missed));
        QCOMPARE(trainer.feedback(), QString("Missed: the Tiger goes on with d6. The book ends "
                                             "here: the drill is over."));

        choose(trainer, OpeningTrainer::DueChoice, Color::White);
        QCOMPARE(trainer.feedback(), QString("No missed position is due."));
        now = kDay;
        choose(trainer, OpeningTrainer::DueChoice, Color::White);
        QCOMPARE(trainer.feedback(), QString("1 position due: find the book's move for white."));
        // The position comes back in one of its orientations: d6 turned with it.
        auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadOnly);
        QVERIFY2(games, messageOf(games));
        const Position due = games->dueReviews(now, 10).value().at(0);
        const auto turn = std::find_if(
            kAllSymmetries.begin(), kAllSymmetries.end(),
            [&](Symmetry symmetry) { return transform(after("f5"), symmetry) == due; });
        QVERIFY(turn != kAllSymmetries.end());
        const Move best = transform(at("d6"), *turn);
        click(trainer, best);
        QCOMPARE(answered.count(), 2);
        QCOMPARE(answered.at(1).at(0).toInt(), int(library::Grade::Perfect));
        QCOMPARE(trainer.feedback(), QString::fromStdString(best.name()) +
                                         " is the book's best move. No missed position is due.");
        QCOMPARE(games->dueReviews(kDay, 10)->size(), std::size_t(0));
        QCOMPARE(games->dueReviews(2 * kDay, 10)->size(), std::size_t(1));
    }

    // The program follows the user's own game (f5 d6 c3 d3 c4 ... as black's opponent) while
    // the user does, each answer graded: d6 is the book's best, f6 would lose 2.
    void theRepertoireIsTheUsersGames() {
        const QString path = dir_.filePath("repertoire.db");
        {
            auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadWrite);
            QVERIFY2(games, messageOf(games));
            hasami::ArchiveGame own;
            own.moves = parseTranscript("f5d6c3d3c4").value();
            QVERIFY(games->addOwnGame(own));
        }
        OpeningTrainer trainer(path, book(), [] { return std::int64_t(0); });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        choose(trainer, OpeningTrainer::RepertoireChoice, Color::White);
        click(trainer, at("f6"));
        QCOMPARE(trainer.feedback(),
                 QString("f6 loses 2 discs against the book's best, d6. The book ends here: the "
                         "drill is over."));
        choose(trainer, OpeningTrainer::RepertoireChoice, Color::White);
        click(trainer, at("d6"));
        QCOMPARE(trainer.feedback(), QString("d6 is the book's best move."));
        click(trainer, at("d3"));
        QCOMPARE(trainer.feedback(), QString("d3 is the book's best move. The book ends here: "
                                             "the drill is over."));
    }

    // Another program holds the library's write lock: the answer is graded and said not kept
    // after the trainer's short wait (not GamesLibrary's 10 s), and the drill goes on.
    void aLockedLibraryDoesNotHoldUpTheDrill() {
        const QString path = dir_.filePath("locked.db");
        OpeningTrainer trainer(path, book(), [] { return std::int64_t(0); });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        sqlite3* other = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &other), SQLITE_OK);
        const auto release = qScopeGuard([&] { sqlite3_close(other); });
        QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        choose(trainer, choiceOf("Tiger"), Color::White);
        click(trainer, at("f6"));
        QVERIFY2(trainer.feedback().startsWith("Missed: the Tiger goes on with d6. It could not "
                                               "be kept: ") &&
                     trainer.feedback().contains("database is locked"),
                 qPrintable(trainer.feedback()));
        QCOMPARE(trainer.board().position(), after("f5f6"));
        QCOMPARE(sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
    }

    void withoutALibraryTheDrillRunsAndKeepsNothing() {
        OpeningTrainer trainer({}, book(), [] { return std::int64_t(0); });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        QVERIFY(trainer.feedback().contains("No games library"));
        choose(trainer, OpeningTrainer::DueChoice, Color::White);
        QVERIFY(trainer.feedback().contains("No games library"));
        choose(trainer, choiceOf("Tiger"), Color::White);
        click(trainer, at("d6"));
        QCOMPARE(trainer.feedback(), QString("d6 is the move of the Tiger."));
    }

    // Issue #66's case: training the Tiger as black, after f5 d6 the answer is the Tiger's c3,
    // not the book's better c4; and the list shows each opening's moves.
    void aNamedOpeningIsAnsweredByItsOwnMoves() {
        OpeningTrainer trainer({}, book(), [] { return std::int64_t(0); });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        QCOMPARE(trainer.findChild<QComboBox*>("trainerChoice")->itemText(choiceOf("Tiger")),
                 QString("Tiger (f5 d6 c3 d3 c4)"));
        choose(trainer, choiceOf("Tiger"), Color::Black);
        click(trainer, at("f5"));
        QCOMPARE(trainer.feedback(), QString("f5 is the move of the Tiger."));
        QCOMPARE(trainer.board().position(), after("f5d6"));
        click(trainer, at("c4"));
        QCOMPARE(trainer.feedback(),
                 QString("Missed: the Tiger goes on with c3. The book ends here: "
                         "the drill is over."));
    }
};

QTEST_MAIN(TestOpeningTrainer)
#include "tst_opening_trainer.moc"
