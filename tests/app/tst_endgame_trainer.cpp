// The endgame drills as a user drives them: a missed position coming back on the test's clock,
// graded against a plain minimax; the mistakes of the user's own game, and only the user's;
// Stop; no library, or a damaged one.

#include <QtTest>

#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QTranslator>

#include "board_view.h"
#include "color_name.h"
#include "core/symmetry.h"
#include "endgame_trainer.h"
#include "library/games_library.h"
#include "minimax.h"
#include "random_games.h"
#include "test_settings_store.h"
#include "threaded_engine_hub.h"

using namespace hasami;
using namespace hasami::gui;
using library::GamesLibrary;

namespace {

constexpr std::int64_t kDay = library::kSecondsPerDay;
// The solver's time on a loaded machine, with room to spare: the wait ends with the signal.
constexpr int kSolverWait = 120000;
const QString kUser = "Tester";

// A position at 10 empties of a random game with its best move and its worst, scored by
// minimax, the worst losing at least 5 discs (a miss).
struct Drill {
    Position position;
    Move best;
    int bestScore = 0;
    Move worst;
    int worstScore = 0;
};

std::optional<Drill> drillAtTenEmpties(unsigned seed) {
    Position position = Position::start();
    for (const Move move : test::randomGameMoves(seed)) {
        position = position.mustPass() ? position.passed().play(move) : position.play(move);
        if (position.emptyCount() != 10 || position.legalMoves() == 0) continue;
        Drill drill{position, {}, -65, {}, 65};
        bb::forEachBit(position.legalMoves(), [&](int index) {
            const Move option(Square::fromIndex(index));
            const int score = -test::minimax(position.play(option));
            if (score > drill.bestScore) drill.best = option, drill.bestScore = score;
            if (score < drill.worstScore) drill.worst = option, drill.worstScore = score;
        });
        if (drill.bestScore - drill.worstScore >= 5) return drill;
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<GamesLibrary> openLibrary(const QString& path) {
    auto games = GamesLibrary::open(path.toStdString(), GamesLibrary::Access::ReadWrite);
    if (!games) {
        qWarning() << games.error().message.c_str();
        return std::nullopt;
    }
    return std::move(*games);
}

void start(EndgameTrainer& trainer, EndgameTrainer::Choice choice,
           EndgameTrainer::Kind kind = EndgameTrainer::BestMoveKind) {
    trainer.findChild<QComboBox*>("drillChoice")->setCurrentIndex(choice);
    trainer.findChild<QComboBox*>("drillKind")->setCurrentIndex(kind);
    QTest::mouseClick(trainer.findChild<QPushButton*>("drillStart"), Qt::LeftButton);
}

void click(EndgameTrainer& trainer, Move move) {
    BoardView& board = trainer.board();
    QTest::mouseClick(&board, Qt::LeftButton, {},
                      board.squareRect(move.square()).center().toPoint());
}

QString name(Move move) {
    return QString::fromStdString(move.name());
}

// A result as the user reads it.
QString words(int score) {
    const auto discs = [](int n) { return QString(n == 1 ? "%1 disc" : "%1 discs").arg(n); };
    if (score > 0) return "a win by " + discs(score);
    if (score < 0) return "a loss by " + discs(-score);
    return "a draw";
}

// The moves of the side to move by minimax's value: those that keep it, and the others.
struct Options {
    int value = -65;
    std::vector<std::pair<Move, int>> scored;
    Move best() const {
        return std::ranges::find(scored, value, &std::pair<Move, int>::second)->first;
    }
    std::optional<std::pair<Move, int>> worse() const {
        for (const auto& option : scored)
            if (option.second < value) return option;
        return std::nullopt;
    }
};

Options optionsAt(const Position& position) {
    Options options;
    bb::forEachBit(position.legalMoves(), [&](int index) {
        const Move move(Square::fromIndex(index));
        const int score = -test::minimax(position.play(move));
        options.scored.emplace_back(move, score);
        options.value = std::max(options.value, score);
    });
    return options;
}

// A library at `path` with `position` missed at time 0: due a day later.
bool missedAtZero(const QString& path, const Position& position) {
    auto games = openLibrary(path);
    return games && games->recordAnswer(position, library::Grade::Missed, 0);
}

// A library at `path` with `drill` missed at time 0, and a trainer started a day later on
// the drills that are due, of the second kind.
struct KeepSession {
    KeepSession(const QString& path, const Position& drill)
        : scheduled(missedAtZero(path, drill)),
          trainer(new ThreadedEngineHub, path, kUser, [] { return kDay; }),
          ready(&trainer, &EndgameTrainer::drillsReady),
          replied(&trainer, &EndgameTrainer::replied),
          answered(&trainer, &EndgameTrainer::answered) {
        start(trainer, EndgameTrainer::DueChoice, EndgameTrainer::KeepResultKind);
    }
    bool scheduled;
    EndgameTrainer trainer;
    QSignalSpy ready;
    QSignalSpy replied;
    QSignalSpy answered;
};

std::optional<Drill> someDrill() {
    std::optional<Drill> drill;
    for (unsigned seed = 1; !drill && seed < 100; ++seed)
        drill = drillAtTenEmpties(seed);
    return drill;
}

}  // namespace

class TestEndgameTrainer : public QObject {
    Q_OBJECT

  private:
    QTemporaryDir dir_;
    QTranslator english_;  // the plural forms, as the app shows them in English

  private slots:
    void initTestCase() {
        useTestSettings("HasamiEndgameTrainerTest");
        QVERIFY(english_.load(":/i18n/hasami_en.qm"));
        QVERIFY(QCoreApplication::installTranslator(&english_));
    }

    // A position missed at time 0 is due a day later: its worst move (by minimax) is a miss,
    // due again the next day; then its best move is right.
    void aMissedDrillComesBackAndIsGradedExactly() {
        std::optional<Drill> drill = someDrill();
        QVERIFY(drill);
        const QString path = dir_.filePath("due.db");
        QVERIFY(missedAtZero(path, drill->position));
        std::int64_t now = kDay;
        EndgameTrainer trainer(new ThreadedEngineHub, path, kUser, [&] { return now; });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        QSignalSpy ready(&trainer, &EndgameTrainer::drillsReady);
        QSignalSpy answered(&trainer, &EndgameTrainer::answered);
        start(trainer, EndgameTrainer::DueChoice);
        QVERIFY(ready.wait(kSolverWait));
        const QString side = colorName(drill->position.sideToMove()).toLower();
        QCOMPARE(trainer.feedback(), "1 drill left: find the best move for " + side + ".");
        // The position comes back in one of its orientations, its moves turned with it.
        const Position shown = trainer.board().position();
        const auto turn = std::ranges::find_if(kAllSymmetries, [&](Symmetry symmetry) {
            return transform(drill->position, symmetry) == shown;
        });
        QVERIFY(turn != kAllSymmetries.end());
        drill->best = transform(drill->best, *turn);
        drill->worst = transform(drill->worst, *turn);

        click(trainer, drill->worst);
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toInt(), int(library::Grade::Missed));
        const QString feedback = trainer.feedback();
        const int lost = drill->bestScore - drill->worstScore;
        // Said in words: "keeps -16" read oddly of a loss.
        QVERIFY2(feedback.startsWith(
                     QString("Missed: %1 loses %2 discs. ").arg(name(drill->worst)).arg(lost)) &&
                     feedback.endsWith(" is best: it ends in " + words(drill->bestScore) +
                                       ". No drill left."),
                 qPrintable(feedback));
        {
            auto games = openLibrary(path);
            QVERIFY(games);
            QCOMPARE(games->dueReviews(2 * kDay - 1, 10, library::kDrillEmpties)->size(),
                     std::size_t(0));
            QCOMPARE(games->dueReviews(2 * kDay, 10, library::kDrillEmpties)->size(),
                     std::size_t(1));
        }

        now = 2 * kDay;
        start(trainer, EndgameTrainer::DueChoice);
        QVERIFY(ready.wait(kSolverWait));
        click(trainer, drill->best);
        QCOMPARE(answered.at(1).at(0).toInt(), int(library::Grade::Perfect));
        QCOMPARE(trainer.feedback(), QString("Right: %1 keeps the best result: %2. No drill left.")
                                         .arg(name(drill->best), words(drill->bestScore)));
    }

    // Keeping the result: the user plays minimax's moves to the end; each of the solver's
    // replies leaves the user minimax's value of the drill (a best defence), the game ends
    // with it and the drill is Perfect.
    void keepingTheResultToTheEndPasses() {
        const std::optional<Drill> drill = someDrill();
        QVERIFY(drill);
        KeepSession session(dir_.filePath("keep.db"), drill->position);
        QVERIFY(session.scheduled && session.ready.wait(kSolverWait));
        const Color user = session.trainer.board().position().sideToMove();
        const int value = drill->bestScore;  // the same in every orientation
        QCOMPARE(session.trainer.feedback(),
                 QString("1 drill left: play %1 to the end and keep %2.")
                     .arg(colorName(user).toLower(), words(value)));
        int moves = 0;
        while (session.answered.isEmpty()) {
            const Position p = session.trainer.board().position();
            QCOMPARE(p.sideToMove(), user);
            const Options options = optionsAt(p);
            QCOMPARE(options.value, value);
            click(session.trainer, options.best());
            ++moves;
            // A move that ends the game is graded at once; else the solver replies.
            if (session.answered.isEmpty()) QVERIFY(session.replied.wait(kSolverWait));
        }
        QVERIFY(moves >= 2);  // 10 empties: the user has several moves
        QCOMPARE(session.answered.count(), 1);
        QCOMPARE(session.answered.at(0).at(0).toInt(), int(library::Grade::Perfect));
        QVERIFY(session.trainer.board().position().isGameOver());
        const QString feedback = session.trainer.feedback();
        QVERIFY2(feedback.endsWith(QString("Kept to the end: the game ends in %1, the best "
                                           "result. No drill left.")
                                       .arg(words(value))),
                 qPrintable(feedback));
    }

    // Keeping the result fails at the first move that loses discs, a later one here: the
    // move, the result before and after it (minimax's), and a best move are said, and the
    // drill is graded by the loss.
    void droppingTheResultFailsAtThatMove() {
        const std::optional<Drill> drill = someDrill();
        QVERIFY(drill);
        KeepSession session(dir_.filePath("drop.db"), drill->position);
        QVERIFY(session.scheduled && session.ready.wait(kSolverWait));
        bool first = true;
        // The move that dropped the result and what it keeps, as plain values: GCC 12 at -O2
        // takes an optional kept across the loop for maybe uninitialised.
        bool dropped = false;
        Move droppedMove;
        int droppedValue = 0;
        Options before;
        while (session.answered.isEmpty()) {
            before = optionsAt(session.trainer.board().position());
            dropped = false;
            if (!first) {
                if (const auto worse = before.worse()) {
                    dropped = true;
                    droppedMove = worse->first;
                    droppedValue = worse->second;
                }
            }
            click(session.trainer, dropped ? droppedMove : before.best());
            first = false;
            if (!dropped) QVERIFY(session.replied.wait(kSolverWait));
        }
        QVERIFY2(dropped, "no move of the user after the first could lose discs");
        const int lost = before.value - droppedValue;
        QCOMPARE(session.answered.at(0).at(0).toInt(), int(library::gradeOfLoss(lost)));
        const QString feedback = session.trainer.feedback();
        const QString said = QString("%1 drops the result from %2 to %3; the best was ")
                                 .arg(name(droppedMove), words(before.value), words(droppedValue));
        QVERIFY2(feedback.startsWith(said), qPrintable(feedback));
        const auto named = Square::parse(feedback.mid(said.size(), 2).toStdString());
        QVERIFY(named);
        const auto best =
            std::ranges::find(before.scored, Move(*named), &std::pair<Move, int>::first);
        QVERIFY(best != before.scored.end() && best->second == before.value);
    }

    // The user played black against the program: only black's positions are drills, each
    // one of the game's with the move played there named, the ones the library's search finds
    // (tst_endgame_drill checks it against minimax).
    void theMistakesAreTheUsersOwn() {
        const std::vector<Move> moves = test::randomGameMoves(5);
        const QString path = dir_.filePath("own.db");
        {
            auto games = openLibrary(path);
            QVERIFY(games);
            hasami::ArchiveGame own;
            own.moves = moves;
            own.black = kUser.toStdString();
            own.white = "Hasami level 6";
            QVERIFY(games->addOwnGame(own));
        }
        ai::Engine engine;
        library::EndgameDrillSession solved(library::DrillKind::BestMove,
                                            library::drillCandidates(moves, Color::Black), true,
                                            nullptr, [] { return std::int64_t(0); });
        while (!solved.pending().empty())
            solved.solved(library::solveExactly(engine, solved.pending().front()));
        const std::vector<library::EndgameDrill> expected = solved.drills();
        QVERIFY(!expected.empty());

        EndgameTrainer trainer(new ThreadedEngineHub, path, kUser, [] { return std::int64_t(0); });
        trainer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&trainer));
        QSignalSpy ready(&trainer, &EndgameTrainer::drillsReady);
        start(trainer, EndgameTrainer::MistakesChoice);
        QVERIFY(ready.wait(kSolverWait));
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const library::EndgameDrill& drill = expected[i];
            QCOMPARE(trainer.board().position(), drill.position);
            // After the last answer's grade.
            const QString feedback = trainer.feedback();
            QVERIFY2(feedback.endsWith(QString("%1 drill%2 left: find the best move for black. In "
                                               "your game you played %3.")
                                           .arg(expected.size() - i)
                                           .arg(expected.size() - i == 1 ? "" : "s")
                                           .arg(name(drill.played))),
                     qPrintable(feedback));
            click(trainer, drill.played);
            // The answer stays over its own position, every move scored as the library's
            // search scored it, until Next (#66 item 11); the board takes no move meanwhile.
            QCOMPARE(trainer.board().position(), drill.position);
            QCOMPARE(trainer.board().hints().size(), drill.scores.size());
            QCOMPARE(trainer.board().hints().front().move, drill.scores.front().move);
            QCOMPARE(trainer.board().hints().front().score, drill.scores.front().score);
            auto* next = trainer.findChild<QPushButton*>("drillNext");
            if (i + 1 == expected.size()) {
                QVERIFY(!next->isEnabled());
                break;
            }
            QVERIFY(next->isEnabled());
            QVERIFY2(trainer.feedback().endsWith("The score of every move is on the board."),
                     qPrintable(trainer.feedback()));
            QSignalSpy answered(&trainer, &EndgameTrainer::answered);
            click(trainer, drill.played);
            QCOMPARE(answered.count(), 0);
            QTest::mouseClick(next, Qt::LeftButton);
            QVERIFY(trainer.board().hints().empty());
        }
        QVERIFY2(trainer.feedback().endsWith("No drill left."), qPrintable(trainer.feedback()));
    }

    // Stop right after Start: the search ends at once, whatever it found said.
    void stopEndsTheSearch() {
        const QString path = dir_.filePath("stop.db");
        {
            auto games = openLibrary(path);
            QVERIFY(games);
            hasami::ArchiveGame own;
            own.moves = test::randomGameMoves(6);
            own.black = own.white = kUser.toStdString();
            QVERIFY(games->addOwnGame(own));
        }
        EndgameTrainer trainer(new ThreadedEngineHub, path, kUser, [] { return std::int64_t(0); });
        QSignalSpy ready(&trainer, &EndgameTrainer::drillsReady);
        start(trainer, EndgameTrainer::MistakesChoice);
        QTest::mouseClick(trainer.findChild<QPushButton*>("drillStop"), Qt::LeftButton);
        QCOMPARE(ready.count(), 1);
        QVERIFY2(trainer.feedback().startsWith("Stopped. "), qPrintable(trainer.feedback()));
    }

    void withoutAUsableLibraryThereIsNothingToDrill() {
        EndgameTrainer none(new ThreadedEngineHub, {}, kUser, [] { return std::int64_t(0); });
        QVERIFY(none.feedback().contains("No games library"));
        QVERIFY(!none.findChild<QPushButton*>("drillStart")->isEnabled());

        const QString damaged = dir_.filePath("damaged.db");
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        EndgameTrainer trainer(new ThreadedEngineHub, damaged, kUser,
                               [] { return std::int64_t(0); });
        QVERIFY2(trainer.feedback().startsWith("The games library cannot be used: ") &&
                     trainer.feedback().contains("damaged.db"),
                 qPrintable(trainer.feedback()));
        QVERIFY(!trainer.findChild<QPushButton*>("drillStart")->isEnabled());
    }
};

QTEST_MAIN(TestEndgameTrainer)
#include "tst_endgame_trainer.moc"
