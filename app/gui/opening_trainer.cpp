#include "opening_trainer.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include "board_view.h"
#include "color_name.h"
#include "core/notation.h"
#include "core/openings.h"
#include "opening_names.h"
#include "status_text.h"

namespace hasami::gui {

namespace {

// Positions and games read for a session: far more than one sitting's.
constexpr int kSessionLimit = 100;

}  // namespace

OpeningTrainer::OpeningTrainer(const QString& libraryPath, std::shared_ptr<const ai::Book> book,
                               Clock clock, QWidget* parent)
    : QDialog(parent),
      library_(libraryPath),
      book_(std::move(book)),
      clock_(std::move(clock)),
      choice_(new QComboBox),
      side_(new QComboBox),
      board_(new BoardView),
      feedback_(new QLabel) {
    setObjectName("openingTrainer");
    setWindowTitle(tr("Opening trainer"));
    choice_->setObjectName("trainerChoice");
    side_->setObjectName("trainerSide");
    side_->addItems({tr("Black"), tr("White")});
    feedback_->setObjectName("trainerFeedback");
    feedback_->setWordWrap(true);
    board_->setMinimumSize(320, 320);
    auto* startButton = new QPushButton(tr("Start"));
    startButton->setObjectName("trainerStart");
    auto* layout = new QGridLayout(this);
    layout->addWidget(new QLabel(tr("Train:")), 0, 0);
    layout->addWidget(choice_, 0, 1);
    layout->addWidget(new QLabel(tr("You play:")), 1, 0);
    layout->addWidget(side_, 1, 1);
    layout->addWidget(startButton, 2, 1);
    layout->addWidget(board_, 3, 0, 1, 2);
    layout->addWidget(feedback_, 4, 0, 1, 2);
    layout->setRowStretch(3, 1);
    fillChoices();
    connect(startButton, &QPushButton::clicked, this, &OpeningTrainer::start);
    connect(board_, &BoardView::squareClicked, this, &OpeningTrainer::answer);
    connect(choice_, &QComboBox::currentIndexChanged, this,
            [this](int index) { side_->setEnabled(index != DueChoice); });
    side_->setEnabled(false);

    if (!book_) {
        startButton->setEnabled(false);
        feedback_->setText(tr("The opening book cannot be read: there is nothing to train."));
    } else {
        feedback_->setText(library_.problem().isEmpty()
                               ? tr("Choose what to train and your colour, then Start.")
                               : library_.problem());
    }
}

void OpeningTrainer::fillChoices() {
    choice_->addItem(tr("Missed positions that are due"));
    choice_->addItem(tr("My repertoire (the lines of my games)"));
    // Each opening with its moves, so that the user knows which line is which.
    for (const Opening& opening : openings()) {
        const std::vector<Move> line = parseTranscript(opening.moves).value();
        QStringList moves;
        for (const Move m : line)
            moves << moveText(m);
        choice_->addItem(tr("%1 (%2)").arg(openingName(opening.name), moves.join(' ')));
    }
}

QString OpeningTrainer::feedback() const {
    return feedback_->text();
}

void OpeningTrainer::start() {
    drill_.reset();
    due_.clear();
    const int choice = choice_->currentIndex();
    library::GamesLibrary* games = library_.get();
    if ((choice == DueChoice || choice == RepertoireChoice) && !games) {
        present(Position::start(), library_.problem());
        return;
    }
    if (choice == DueChoice) {
        // The endgame drills' misses are theirs (endgame_trainer.h).
        const auto due =
            games->dueReviews(clock_(), kSessionLimit, {library::kDrillEmpties.most + 1, 64});
        if (!due) {
            present(Position::start(), QString::fromStdString(due.error().message));
            return;
        }
        due_.assign(due->begin(), due->end());
        showNextDue();
        return;
    }
    std::vector<Move> line;
    auto role = library::LineRole::ProgramMoves;
    if (choice == RepertoireChoice) {
        const auto own = games->ownGames(kSessionLimit);
        if (!own || own->empty()) {
            present(Position::start(),
                    own ? tr("None of your games is in the library yet: play one first.")
                        : QString::fromStdString(own.error().message));
            return;
        }
        line = (*own)[std::size_t(repertoireGame_++) % own->size()].moves;
    } else {
        const Opening& opening = openings()[std::size_t(choice - FirstOpeningChoice)];
        line = parseTranscript(opening.moves).value();
        lineName_ = tr("the %1").arg(openingName(opening.name));
        role = library::LineRole::Answers;
    }
    const Color user = side_->currentIndex() == 0 ? Color::Black : Color::White;
    drill_.emplace(book_, std::move(line), user, role);
    present(
        drill_->position(),
        drill_->over() ? tr("The book has nothing for you to find here.")
        : role == library::LineRole::Answers
            ? tr("Your move: find the move of %1 for %2.").arg(lineName_, colorName(user).toLower())
            : tr("Your move: find the book's move for %1.").arg(colorName(user).toLower()));
}

void OpeningTrainer::answer(Square square) {
    const Move move(square);
    if (drill_) {
        const Position before = drill_->position();
        if (drill_->over() || !before.isLegal(move)) return;
        QString text = record(before, move, drill_->answer(move));
        if (drill_->over()) text += ' ' + tr("The book ends here: the drill is over.");
        present(drill_->position(), text);
    } else if (!due_.empty()) {
        const Position before = due_.front();
        if (!before.isLegal(move)) return;
        const QString text = record(before, move, library::gradeAnswer(*book_, before, move));
        due_.pop_front();
        showNextDue();
        feedback_->setText(text + ' ' + feedback_->text());
    }
}

QString OpeningTrainer::record(const Position& position, Move move,
                               const std::optional<library::GradedAnswer>& graded) {
    if (!graded) return tr("The book has nothing here.");
    QString text;
    const QString best = moveText(graded->best.move);
    if (graded->fromLine) {
        text = graded->grade == library::Grade::Perfect
                   ? tr("%1 is the move of %2.").arg(moveText(move), lineName_)
                   : tr("Missed: %1 goes on with %2.").arg(lineName_, best);
    } else if (!graded->loss) {
        text = tr("Missed: %1 is not in the book, which plays %2.").arg(moveText(move), best);
    } else if (graded->grade == library::Grade::Perfect) {
        text = tr("%1 is the book's best move.").arg(moveText(move));
    } else if (graded->grade == library::Grade::Missed) {
        text = tr("Missed: %1 loses %n disc(s); the book plays %2.", "", *graded->loss)
                   .arg(moveText(move), best);
    } else {
        text = tr("%1 loses %n disc(s) against the book's best, %2.", "", *graded->loss)
                   .arg(moveText(move), best);
    }
    if (const QString problem = library_.keep(position, graded->grade, clock_());
        !problem.isEmpty()) {
        text += ' ' + problem;
    }
    emit answered(int(graded->grade));
    return text;
}

void OpeningTrainer::showNextDue() {
    if (due_.empty()) {
        present(Position::start(), tr("No missed position is due."));
        return;
    }
    present(due_.front(),
            tr("%n position(s) due: find the book's move for %1.", "", int(due_.size()))
                .arg(colorName(due_.front().sideToMove()).toLower()));
}

void OpeningTrainer::present(const Position& position, const QString& text) {
    board_->setPosition(position);
    // The program's last move, as the window marks it.
    const bool moved = drill_ && !drill_->moves().empty() && !drill_->moves().back().isPass();
    board_->setLastMove(moved ? std::optional(drill_->moves().back().square()) : std::nullopt);
    const bool answering = drill_ ? !drill_->over() : !due_.empty();
    board_->setHighlightedMoves(answering ? position.legalMoves() : 0);
    feedback_->setText(text);
}

}  // namespace hasami::gui
