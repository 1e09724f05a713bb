#pragma once

#include <QDialog>
#include <QThreadPool>
#include <deque>
#include <memory>

#include "ai/engine.h"
#include "library/best_defence.h"
#include "library/endgame_drill.h"
#include "trainer_library.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace hasami::gui {

class BoardView;

// Endgame drills (library/endgame_drill.h): the positions at 10 to 20 empties of the user's
// last games in the library where their move lost discs against the exact solver's best, or
// the drills missed before that are due. Of two kinds: the user must find a move that keeps
// the best result, or play every move of their side to the end against the solver's best
// defence (library/best_defence.h) and keep the result at each move. Every drill's grade goes
// into the library's schedule, as the opening trainer's answers do. The solver runs on a
// thread of its own; Stop ends it (with the drills found so far, when searching).
class EndgameTrainer : public QDialog {
    Q_OBJECT
  public:
    // The user's games searched: the solver takes seconds a position at 20 empties.
    static constexpr int kGamesSearched = 10;
    enum Choice { MistakesChoice, DueChoice };
    enum Kind { BestMoveKind, KeepResultKind };

    // `user`: the name the library keeps for the user (own_game.h), which tells the user's
    // side in each game.
    EndgameTrainer(const QString& libraryPath, QString user, TrainerLibrary::Clock clock,
                   QWidget* parent = nullptr);
    ~EndgameTrainer() override;  // stops the solver and waits for it

    BoardView& board() { return *board_; }
    // What the trainer says about the last answer, the search, or why it cannot go on.
    QString feedback() const;
    // Looks for the drills chosen in the dialog (stopping a search under way).
    void start();
    // Ends the search; the drills found so far are shown.
    void stop();

  signals:
    // The search for drills ended: the first drill, or why there is none, is shown.
    void drillsReady();
    // Each drill graded: a library::Grade.
    void answered(int grade);
    // Keeping the result: the solver answered the user's move; the user is to move again (or
    // the drill ended, graded first).
    void replied();

  private:
    struct Found;
    // A drill of the second kind under way: where the user is to move and the exact scores of
    // their moves there, and the result to keep.
    struct Playout {
        Position position;
        std::vector<ai::MoveEvaluation> scores;
        int target = 0;
        bool waiting = false;  // for the solver's reply
    };
    void search(int choice, std::int64_t now);
    void receive(int request, const Found& found);
    void answer(Square square);
    void answerBestMove(Move move);
    void answerKeeping(Move move);
    void defend(const Position& position);
    void receiveDefence(int request, const library::Defence& defence);
    // Grades the drill shown and says `text` over the position it speaks of, `where`, with the
    // scores of the moves there (the answer), until the user goes on to the next drill.
    void finish(library::Grade grade, const QString& text, const Position& where,
                const std::vector<ai::MoveEvaluation>& scores);
    void showNext(const QString& before);

    TrainerLibrary library_;
    QString libraryPath_;
    QString user_;
    TrainerLibrary::Clock clock_;
    std::shared_ptr<ai::Engine> engine_;
    QThreadPool pool_;
    int request_ = 0;  // the search whose drills are awaited; older ones are dropped
    std::deque<library::EndgameDrill> drills_;
    Kind kind_ = BestMoveKind;  // of the drills shown: chosen at Start
    std::optional<Playout> playout_;
    bool showingAnswer_ = false;  // a graded drill's answer stays until Next
    QComboBox* choice_;
    QComboBox* kindChoice_;
    QPushButton* start_;
    QPushButton* stop_;
    QPushButton* next_;
    BoardView* board_;
    QLabel* feedback_;
};

}  // namespace hasami::gui
