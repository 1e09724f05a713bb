#include "endgame_trainer.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include "board_view.h"
#include "color_name.h"

namespace hasami::gui {

namespace {

// Due drills read for a session: far more than one sitting's.
constexpr int kSessionLimit = 100;

QString nameOf(Move move) {
    return QString::fromStdString(move.name());
}

// A result in words: a bare "-16" said of the best move reads as if the move kept something.
QString resultText(int score) {
    if (score > 0) return EndgameTrainer::tr("a win by %n disc(s)", "", score);
    if (score < 0) return EndgameTrainer::tr("a loss by %n disc(s)", "", -score);
    return EndgameTrainer::tr("a draw");
}

}  // namespace

// What a search found, handed from the solver's thread to the window's.
struct EndgameTrainer::Found {
    std::vector<library::EndgameDrill> drills;
    QString error;  // why the library could not be read
    bool stopped = false;
};

EndgameTrainer::EndgameTrainer(const QString& libraryPath, QString user,
                               TrainerLibrary::Clock clock, QWidget* parent)
    : QDialog(parent),
      library_(libraryPath),
      libraryPath_(libraryPath),
      user_(std::move(user)),
      clock_(std::move(clock)),
      engine_(std::make_shared<ai::Engine>()),
      choice_(new QComboBox),
      kindChoice_(new QComboBox),
      start_(new QPushButton(tr("Start"))),
      stop_(new QPushButton(tr("Stop"))),
      next_(new QPushButton(tr("Next drill"))),
      board_(new BoardView),
      feedback_(new QLabel) {
    setObjectName("endgameTrainer");
    setWindowTitle(tr("Endgame drills"));
    pool_.setMaxThreadCount(1);
    choice_->setObjectName("drillChoice");
    choice_->addItem(tr("Mistakes in my last %n game(s)", "", kGamesSearched));
    choice_->addItem(tr("Missed drills that are due"));
    kindChoice_->setObjectName("drillKind");
    kindChoice_->addItem(tr("Find the best move"));
    kindChoice_->addItem(tr("Keep the result to the end"));
    start_->setObjectName("drillStart");
    stop_->setObjectName("drillStop");
    stop_->setEnabled(false);
    next_->setObjectName("drillNext");
    next_->setEnabled(false);
    feedback_->setObjectName("drillFeedback");
    feedback_->setWordWrap(true);
    board_->setMinimumSize(320, 320);
    auto* layout = new QGridLayout(this);
    layout->addWidget(new QLabel(tr("Drill:")), 0, 0);
    layout->addWidget(choice_, 0, 1, 1, 2);
    layout->addWidget(new QLabel(tr("Kind:")), 1, 0);
    layout->addWidget(kindChoice_, 1, 1, 1, 2);
    layout->addWidget(start_, 2, 1);
    layout->addWidget(stop_, 2, 2);
    layout->addWidget(board_, 3, 0, 1, 3);
    layout->addWidget(feedback_, 4, 0, 1, 3);
    layout->addWidget(next_, 5, 2);
    layout->setRowStretch(3, 1);
    connect(start_, &QPushButton::clicked, this, &EndgameTrainer::start);
    connect(stop_, &QPushButton::clicked, this, &EndgameTrainer::stop);
    connect(next_, &QPushButton::clicked, this, [this] { showNext({}); });
    connect(board_, &BoardView::squareClicked, this, &EndgameTrainer::answer);
    if (!library_.get()) start_->setEnabled(false);
    feedback_->setText(library_.problem().isEmpty()
                           ? tr("Choose the drills, then Start: the positions of 10 to 20 "
                                "empty squares where your move lost discs.")
                           : library_.problem());
}

EndgameTrainer::~EndgameTrainer() {
    engine_->stop();
    pool_.waitForDone();
}

QString EndgameTrainer::feedback() const {
    return feedback_->text();
}

void EndgameTrainer::start() {
    if (!library_.get()) return;
    stop();
    pool_.waitForDone();
    drills_.clear();
    playout_.reset();
    kind_ = Kind(kindChoice_->currentIndex());
    board_->setHighlightedMoves(0);
    board_->setLastMove(std::nullopt);
    stop_->setEnabled(true);
    const int choice = choice_->currentIndex();
    feedback_->setText(choice == MistakesChoice
                           ? tr("Solving the endgames of your last %n game(s)…", "", kGamesSearched)
                           : tr("Solving the drills that are due…"));
    search(choice, clock_());
}

void EndgameTrainer::stop() {
    engine_->stop();
}

void EndgameTrainer::search(int choice, std::int64_t now) {
    const int request = ++request_;
    // Counted here, so that a Stop that comes before the thread starts stops it too.
    const std::uint64_t stops = engine_->stopRequests();
    // The solver's thread reads the library through a connection of its own, which may wait
    // for another program's write as long as the library allows: the window does not wait.
    pool_.start([this, request, choice, now, stops, engine = engine_,
                 path = libraryPath_.toStdString(), user = user_.toStdString()] {
        Found found;
        const auto stopped = [&] { return engine->stopRequests() != stops; };
        const auto work = [&]() -> Result<void> {
            auto games = library::GamesLibrary::open(path, library::GamesLibrary::Access::ReadOnly);
            if (!games) return games.error();
            if (choice == MistakesChoice) {
                const auto own = games->ownGames(kGamesSearched);
                if (!own) return own.error();
                for (const library::LibraryGame& game : *own) {
                    for (const Color side : {Color::Black, Color::White}) {
                        const std::string& player = side == Color::Black ? game.black : game.white;
                        if (player != user || stopped()) continue;
                        auto drills = library::endgameDrills(*engine, game.moves, side,
                                                             library::kDrillEmpties, stops);
                        std::ranges::move(drills, std::back_inserter(found.drills));
                    }
                }
                return {};
            }
            const auto due = games->dueReviews(now, kSessionLimit, library::kDrillEmpties);
            if (!due) return due.error();
            for (const Position& position : *due) {
                auto scores = library::solveExactly(*engine, position, stops);
                if (stopped()) break;
                found.drills.push_back({position, Move::pass(), std::move(scores)});
            }
            return {};
        };
        if (const auto done = work(); !done)
            found.error = QString::fromStdString(done.error().message);
        found.stopped = stopped();
        // Back on the window's thread, which waits for this thread before it goes.
        QMetaObject::invokeMethod(
            this, [this, request, found = std::move(found)] { receive(request, found); },
            Qt::QueuedConnection);
    });
}

void EndgameTrainer::receive(int request, const Found& found) {
    if (request != request_) return;
    stop_->setEnabled(false);
    drills_.assign(found.drills.begin(), found.drills.end());
    QString before;
    if (!found.error.isEmpty()) {
        before = tr("The games library cannot be read: %1").arg(found.error);
    } else if (found.stopped) {
        before = tr("Stopped.");
    }
    showNext(before);
    emit drillsReady();
}

void EndgameTrainer::answer(Square square) {
    if (drills_.empty() || showingAnswer_) return;
    if (kind_ == KeepResultKind) {
        answerKeeping(Move(square));
    } else {
        answerBestMove(Move(square));
    }
}

void EndgameTrainer::answerBestMove(Move move) {
    const library::EndgameDrill& drill = drills_.front();
    const std::optional<int> lost = library::discsLost(drill.scores, move);
    if (!lost) return;  // not a legal move
    const ai::MoveEvaluation& best = drill.scores.front();
    finish(
        library::gradeOfLoss(*lost),
        *lost == 0
            ? tr("Right: %1 keeps the best result: %2.").arg(nameOf(move), resultText(best.score))
            : tr("Missed: %1 loses %n disc(s). %2 is best: it ends in %3.", "", *lost)
                  .arg(nameOf(move), nameOf(best.move), resultText(best.score)),
        drill.position, drill.scores);
}

void EndgameTrainer::answerKeeping(Move move) {
    if (!playout_ || playout_->waiting) return;
    const std::optional<int> lost = library::discsLost(playout_->scores, move);
    if (!lost) return;  // not a legal move
    const ai::MoveEvaluation& best = playout_->scores.front();
    if (*lost > 0) {
        finish(library::gradeOfLoss(*lost),
               tr("%1 drops the result from %2 to %3; the best was %4.")
                   .arg(nameOf(move), resultText(best.score), resultText(best.score - *lost),
                        nameOf(best.move)),
               playout_->position, playout_->scores);
        return;
    }
    const Position next = playout_->position.play(move);
    playout_->waiting = true;
    board_->setPosition(next);
    board_->setLastMove(move.square());
    board_->setHighlightedMoves(0);
    feedback_->setText(
        tr("%1 keeps %2. The computer answers…").arg(nameOf(move), resultText(best.score)));
    stop_->setEnabled(true);
    defend(next);
}

void EndgameTrainer::defend(const Position& position) {
    const int request = ++request_;
    const std::uint64_t stops = engine_->stopRequests();
    const Color user = opposite(position.sideToMove());
    pool_.start([this, request, position, user, stops, engine = engine_] {
        library::Defence defence = library::bestDefence(*engine, position, user, stops);
        // Back on the window's thread, which waits for this thread before it goes.
        QMetaObject::invokeMethod(
            this,
            [this, request, defence = std::move(defence)] { receiveDefence(request, defence); },
            Qt::QueuedConnection);
    });
}

void EndgameTrainer::receiveDefence(int request, const library::Defence& defence) {
    if (request != request_ || !playout_) return;
    stop_->setEnabled(false);
    if (defence.stopped) {
        // Not graded: the user did not fail it.
        drills_.clear();
        playout_.reset();
        showNext(tr("Stopped."));
        emit replied();
        return;
    }
    board_->setPosition(defence.position);
    if (!defence.replies.empty()) board_->setLastMove(defence.replies.back().square());
    QStringList replies;
    for (const Move reply : defence.replies)
        replies << nameOf(reply);
    const QString played = replies.isEmpty() ? tr("The computer passes.")
                                             : tr("The computer plays %1.").arg(replies.join(", "));
    if (defence.position.isGameOver()) {
        const int result =
            library::finalResultFor(defence.position, drills_.front().position.sideToMove());
        // Each move kept the result, so the game ends with it: the check is the rule itself.
        const bool kept = result >= playout_->target;
        finish(kept ? library::Grade::Perfect : library::Grade::Missed,
               played + ' ' +
                   (kept ? tr("Kept to the end: the game ends in %1, the best result.")
                               .arg(resultText(result))
                         : tr("The game ends in %1, short of %2.")
                               .arg(resultText(result), resultText(playout_->target))),
               defence.position, {});
        emit replied();
        return;
    }
    playout_->position = defence.position;
    playout_->scores = defence.scores;
    playout_->waiting = false;
    board_->setHighlightedMoves(defence.position.legalMoves());
    feedback_->setText(played + ' ' + tr("Your move: keep %1.").arg(resultText(playout_->target)));
    emit replied();
}

void EndgameTrainer::finish(library::Grade grade, const QString& text, const Position& where,
                            const std::vector<ai::MoveEvaluation>& scores) {
    QString said = text;
    if (const QString problem = library_.keep(drills_.front().position, grade, clock_());
        !problem.isEmpty()) {
        said += ' ' + problem;
    }
    // Copies: `where` and `scores` may be the drill's or the playout's, which go now.
    const Position position = where;
    const Evaluations answer = scores;
    drills_.pop_front();
    playout_.reset();
    board_->setPosition(position);
    board_->setHighlightedMoves(0);
    board_->setHints(answer);
    if (drills_.empty()) {
        feedback_->setText(said + ' ' + tr("No drill left."));
    } else {
        showingAnswer_ = true;
        next_->setEnabled(true);
        next_->setFocus();
        feedback_->setText(said + ' ' + tr("The score of every move is on the board."));
    }
    emit answered(int(grade));
}

void EndgameTrainer::showNext(const QString& before) {
    showingAnswer_ = false;
    next_->setEnabled(false);
    board_->setHints({});
    const QString prefix = before.isEmpty() ? QString() : before + ' ';
    if (drills_.empty()) {
        board_->setHighlightedMoves(0);
        feedback_->setText(prefix + tr("No drill left."));
        return;
    }
    const library::EndgameDrill& drill = drills_.front();
    board_->setPosition(drill.position);
    board_->setLastMove(std::nullopt);
    board_->setHighlightedMoves(drill.position.legalMoves());
    const QString side = colorName(drill.position.sideToMove()).toLower();
    const int left = int(drills_.size());
    QString text;
    if (kind_ == KeepResultKind && !drill.scores.empty()) {
        playout_ = Playout{drill.position, drill.scores, drill.scores.front().score};
        text = tr("%n drill(s) left: play %1 to the end and keep %2.", "", left)
                   .arg(side, resultText(playout_->target));
    } else {
        text = tr("%n drill(s) left: find the best move for %1.", "", left).arg(side);
    }
    if (!drill.played.isPass())
        text += ' ' + tr("In your game you played %1.").arg(nameOf(drill.played));
    feedback_->setText(prefix + text);
}

}  // namespace hasami::gui
