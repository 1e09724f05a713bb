#include "endgame_trainer.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include "board_view.h"
#include "game_controller.h"

namespace hasami::gui {

namespace {

// Due drills read for a session: far more than one sitting's.
constexpr int kSessionLimit = 100;

QString nameOf(Move move) {
    return QString::fromStdString(move.name());
}

QString signedScore(int score) {
    return score > 0 ? QString("+%1").arg(score) : QString::number(score);
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
      start_(new QPushButton(tr("Start"))),
      stop_(new QPushButton(tr("Stop"))),
      board_(new BoardView),
      feedback_(new QLabel) {
    setObjectName("endgameTrainer");
    setWindowTitle(tr("Endgame drills"));
    pool_.setMaxThreadCount(1);
    choice_->setObjectName("drillChoice");
    choice_->addItem(tr("Mistakes in my last %n game(s)", "", kGamesSearched));
    choice_->addItem(tr("Missed drills that are due"));
    start_->setObjectName("drillStart");
    stop_->setObjectName("drillStop");
    stop_->setEnabled(false);
    feedback_->setObjectName("drillFeedback");
    feedback_->setWordWrap(true);
    board_->setMinimumSize(320, 320);
    auto* layout = new QGridLayout(this);
    layout->addWidget(new QLabel(tr("Drill:")), 0, 0);
    layout->addWidget(choice_, 0, 1, 1, 2);
    layout->addWidget(start_, 1, 1);
    layout->addWidget(stop_, 1, 2);
    layout->addWidget(board_, 2, 0, 1, 3);
    layout->addWidget(feedback_, 3, 0, 1, 3);
    layout->setRowStretch(2, 1);
    connect(start_, &QPushButton::clicked, this, &EndgameTrainer::start);
    connect(stop_, &QPushButton::clicked, this, &EndgameTrainer::stop);
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
        std::string error;
        const auto stopped = [&] { return engine->stopRequests() != stops; };
        auto games =
            library::GamesLibrary::open(path, library::GamesLibrary::Access::ReadOnly, error);
        if (games && choice == MistakesChoice) {
            if (const auto own = games->ownGames(kGamesSearched, error)) {
                for (const library::LibraryGame& game : *own) {
                    for (const Color side : {Color::Black, Color::White}) {
                        const std::string& player = side == Color::Black ? game.black : game.white;
                        if (player != user || stopped()) continue;
                        auto drills = library::endgameDrills(*engine, game.moves, side,
                                                             library::kDrillEmpties, stops);
                        std::ranges::move(drills, std::back_inserter(found.drills));
                    }
                }
            }
        } else if (games) {
            if (const auto due =
                    games->dueReviews(now, kSessionLimit, error, library::kDrillEmpties)) {
                for (const Position& position : *due) {
                    auto scores = library::solveExactly(*engine, position, stops);
                    if (stopped()) break;
                    found.drills.push_back({position, Move::pass(), std::move(scores)});
                }
            }
        }
        found.stopped = stopped();
        if (!error.empty()) found.error = QString::fromStdString(error);
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
    const Move move(square);
    if (drills_.empty()) return;
    const library::EndgameDrill& drill = drills_.front();
    const std::optional<int> lost = library::discsLost(drill.scores, move);
    if (!lost) return;  // not a legal move
    const ai::MoveEvaluation& best = drill.scores.front();
    const library::Grade grade = library::gradeOfLoss(*lost);
    QString text =
        *lost == 0
            ? tr("Right: %1 keeps the best result, %2.").arg(nameOf(move), signedScore(best.score))
            : tr("Missed: %1 loses %n disc(s); %2 keeps %3.", "", *lost)
                  .arg(nameOf(move), nameOf(best.move), signedScore(best.score));
    if (const QString problem = library_.keep(drill.position, grade, clock_());
        !problem.isEmpty()) {
        text += ' ' + problem;
    }
    drills_.pop_front();
    emit answered(int(grade));
    showNext(text);
}

void EndgameTrainer::showNext(const QString& before) {
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
    QString text =
        drill.played.isPass()
            ? tr("%n drill(s) left: find the best move for %1.", "", int(drills_.size())).arg(side)
            : tr("%n drill(s) left: find the best move for %1. In your game you played %2.", "",
                 int(drills_.size()))
                  .arg(side, nameOf(drill.played));
    feedback_->setText(prefix + text);
}

}  // namespace hasami::gui
