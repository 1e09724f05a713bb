#pragma once

#include <QDialog>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>

#include "ai/book.h"
#include "library/games_library.h"
#include "library/opening_drill.h"
#include "trainer_library.h"

class QComboBox;
class QLabel;

namespace hasami::gui {

class BoardView;

// The opening trainer: the user picks a named opening, their repertoire (the lines of their own
// games in the library) or the missed positions that are due, and a side; the program plays
// the other side (library/opening_drill.h) and the user must find each move, graded by its
// loss against the book's best. Every answer goes into the library's schedule, so that missed
// positions come back (library/review_schedule.h). Without a library the drill runs and
// nothing is kept.
class OpeningTrainer : public QDialog {
    Q_OBJECT
  public:
    using Clock = TrainerLibrary::Clock;
    // The choices before the named openings.
    enum Choice { DueChoice, RepertoireChoice, FirstOpeningChoice };

    OpeningTrainer(const QString& libraryPath, std::shared_ptr<const ai::Book> book, Clock clock,
                   QWidget* parent = nullptr);

    BoardView& board() { return *board_; }
    // What the trainer says about the last answer or why it cannot go on.
    QString feedback() const;
    // Starts the drill chosen in the dialog.
    void start();

  signals:
    // Each answer graded: a library::Grade.
    void answered(int grade);

  private:
    void answer(Square square);
    // Records the answer `move` at `position`, graded so (nullopt: the book has nothing there);
    // the text that says how it went.
    QString record(const Position& position, Move move,
                   const std::optional<library::GradedAnswer>& graded);
    void showNextDue();
    void present(const Position& position, const QString& text);
    void fillChoices();

    TrainerLibrary library_;
    std::shared_ptr<const ai::Book> book_;
    Clock clock_;
    std::optional<library::OpeningDrill> drill_;
    std::deque<Position> due_;
    int repertoireGame_ = 0;  // the next of the user's games to drill
    QString lineName_;        // the named opening drilled, as answers name it: "the Tiger"
    QComboBox* choice_;
    QComboBox* side_;
    BoardView* board_;
    QLabel* feedback_;
};

}  // namespace hasami::gui
