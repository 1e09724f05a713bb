#include "endgame_trainer.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include "board_view.h"
#include "color_name.h"
#include "status_text.h"

namespace hasami::gui {

namespace {

// A result in words: a bare "-16" said of the best move reads as if the move kept something.
QString resultText(int score) {
    if (score > 0) return EndgameTrainer::tr("a win by %n disc(s)", "", score);
    if (score < 0) return EndgameTrainer::tr("a loss by %n disc(s)", "", -score);
    return EndgameTrainer::tr("a draw");
}

}  // namespace

EndgameTrainer::EndgameTrainer(EngineHub* hub, const QString& libraryPath, QString user,
                               TrainerLibrary::Clock clock, QWidget* parent)
    : QDialog(parent),
      library_(libraryPath),
      user_(std::move(user)),
      clock_(std::move(clock)),
      hub_(hub),
      choice_(new QComboBox),
      kindChoice_(new QComboBox),
      start_(new QPushButton(tr("Start"))),
      stop_(new QPushButton(tr("Stop"))),
      next_(new QPushButton(tr("Next drill"))),
      board_(new BoardView),
      feedback_(new QLabel) {
    setObjectName("endgameTrainer");
    setWindowTitle(tr("Endgame drills"));
    hub_->setParent(this);
    choice_->setObjectName("drillChoice");
    choice_->addItem(tr("Mistakes in my last %n game(s)", "", library::kDrillGamesSearched));
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
    connect(next_, &QPushButton::clicked, this, [this] {
        if (session_) session_->next();
        showNext({});
    });
    connect(hub_, &EngineHub::solved, this,
            [this](int, const Evaluations& scores) { receive(scores); });
    connect(board_, &BoardView::squareClicked, this, &EndgameTrainer::answer);
    if (!library_.get()) start_->setEnabled(false);
    feedback_->setText(library_.problem().isEmpty()
                           ? tr("Choose the drills, then Start: the positions of 10 to 20 "
                                "empty squares where your move lost discs.")
                           : library_.problem());
}

QString EndgameTrainer::feedback() const {
    return feedback_->text();
}

void EndgameTrainer::start() {
    library::GamesLibrary* games = library_.get();
    if (!games) return;
    hub_->cancelAll();
    const auto kind = kindChoice_->currentIndex() == KeepResultKind ? library::DrillKind::KeepResult
                                                                    : library::DrillKind::BestMove;
    const int choice = choice_->currentIndex();
    auto session =
        choice == MistakesChoice
            ? library::EndgameDrillSession::fromMistakes(kind, *games, user_.toStdString(), clock_)
            : library::EndgameDrillSession::fromDue(kind, *games, clock_);
    board_->setHighlightedMoves(0);
    board_->setLastMove(std::nullopt);
    if (!session) {
        session_.reset();
        searched(tr("The games library cannot be read: %1")
                     .arg(QString::fromStdString(session.error().message)));
        return;
    }
    session_ = std::move(*session);
    if (session_->state() != library::EndgameDrillSession::State::Searching) {
        searched({});
        return;
    }
    stop_->setEnabled(true);
    feedback_->setText(
        choice == MistakesChoice
            ? tr("Solving the endgames of your last %n game(s)…", "", library::kDrillGamesSearched)
            : tr("Solving the drills that are due…"));
    hub_->solve(session_->pending());
}

void EndgameTrainer::stop() {
    hub_->cancelAll();
    if (!session_) return;
    const auto state = session_->state();
    session_->stop();
    if (state == library::EndgameDrillSession::State::Searching) {
        searched(tr("Stopped."));
    } else if (state == library::EndgameDrillSession::State::Replying) {
        // Not graded: the user did not fail it.
        stop_->setEnabled(false);
        showNext(tr("Stopped."));
        emit replied();
    }
}

void EndgameTrainer::receive(const Evaluations& scores) {
    if (!session_) return;
    const auto state = session_->state();
    const std::optional<library::DrillReply> reply = session_->solved(scores);
    if (state == library::EndgameDrillSession::State::Searching) {
        if (session_->state() != state) searched({});
    } else if (reply) {
        showReply(*reply);
    } else if (session_->state() == library::EndgameDrillSession::State::Replying) {
        hub_->solve(session_->pending());  // the solver plays on
    }
}

void EndgameTrainer::searched(const QString& before) {
    stop_->setEnabled(false);
    showNext(before);
    emit drillsReady();
}

void EndgameTrainer::answer(Square square) {
    if (!session_) return;
    const std::optional<library::DrillAnswer> answer = session_->answer(Move(square));
    if (!answer) return;  // not a legal move, or no drill asked
    const ai::MoveEvaluation& best = answer->best;
    const QString move = moveText(answer->move);
    if (session_->kind() == library::DrillKind::BestMove) {
        showVerdict(
            *answer->verdict,
            answer->lost == 0
                ? tr("Right: %1 keeps the best result: %2.").arg(move, resultText(best.score))
                : tr("Missed: %1 loses %n disc(s). %2 is best: it ends in %3.", "", answer->lost)
                      .arg(move, moveText(best.move), resultText(best.score)));
    } else if (answer->lost > 0) {
        showVerdict(*answer->verdict,
                    tr("%1 drops the result from %2 to %3; the best was %4.")
                        .arg(move, resultText(best.score), resultText(best.score - answer->lost),
                             moveText(best.move)));
    } else if (answer->verdict) {  // the user's move ended the game
        showVerdict(*answer->verdict, tr("Kept to the end: the game ends in %1, the best result.")
                                          .arg(resultText(best.score)));
    } else {
        board_->setPosition(session_->position());
        board_->setLastMove(answer->move.square());
        board_->setHighlightedMoves(0);
        feedback_->setText(
            tr("%1 keeps %2. The computer answers…").arg(move, resultText(best.score)));
        stop_->setEnabled(true);
        hub_->solve(session_->pending());
    }
}

void EndgameTrainer::showReply(const library::DrillReply& reply) {
    stop_->setEnabled(false);
    QStringList replies;
    for (const Move move : reply.moves)
        replies << moveText(move);
    const QString played = replies.isEmpty() ? tr("The computer passes.")
                                             : tr("The computer plays %1.").arg(replies.join(", "));
    const QString target = resultText(session_->target());
    if (reply.verdict) {
        const bool kept = reply.verdict->grade == library::Grade::Perfect;
        showVerdict(*reply.verdict,
                    played + ' ' +
                        (kept ? tr("Kept to the end: the game ends in %1, the best result.")
                                    .arg(resultText(*reply.result))
                              : tr("The game ends in %1, short of %2.")
                                    .arg(resultText(*reply.result), target)));
    } else {
        board_->setPosition(session_->position());
        board_->setHighlightedMoves(session_->position().legalMoves());
        feedback_->setText(played + ' ' + tr("Your move: keep %1.").arg(target));
    }
    if (!reply.moves.empty()) board_->setLastMove(reply.moves.back().square());
    emit replied();
}

void EndgameTrainer::showVerdict(const library::DrillVerdict& verdict, const QString& text) {
    QString said = text;
    if (verdict.notKept) said += ' ' + TrainerLibrary::notKept(*verdict.notKept);
    board_->setPosition(verdict.position);
    board_->setHighlightedMoves(0);
    board_->setHints(verdict.scores);
    if (session_->state() == library::EndgameDrillSession::State::Over) {
        feedback_->setText(said + ' ' + tr("No drill left."));
    } else {
        next_->setEnabled(true);
        next_->setFocus();
        feedback_->setText(said + ' ' + tr("The score of every move is on the board."));
    }
    emit answered(int(verdict.grade));
}

void EndgameTrainer::showNext(const QString& before) {
    next_->setEnabled(false);
    board_->setHints({});
    const QString prefix = before.isEmpty() ? QString() : before + ' ';
    if (!session_ || session_->state() != library::EndgameDrillSession::State::Asking) {
        board_->setHighlightedMoves(0);
        feedback_->setText(prefix + tr("No drill left."));
        return;
    }
    const library::EndgameDrill& drill = session_->drills().front();
    board_->setPosition(drill.position);
    board_->setLastMove(std::nullopt);
    board_->setHighlightedMoves(drill.position.legalMoves());
    const QString side = colorName(drill.position.sideToMove()).toLower();
    const int left = int(session_->drills().size());
    QString text = session_->kind() == library::DrillKind::KeepResult
                       ? tr("%n drill(s) left: play %1 to the end and keep %2.", "", left)
                             .arg(side, resultText(session_->target()))
                       : tr("%n drill(s) left: find the best move for %1.", "", left).arg(side);
    if (!drill.played.isPass())
        text += ' ' + tr("In your game you played %1.").arg(moveText(drill.played));
    feedback_->setText(prefix + text);
}

}  // namespace hasami::gui
