#pragma once

#include <QDialog>
#include <optional>

#include "engine_hub.h"
#include "library/endgame_drill_session.h"
#include "trainer_library.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace hasami::gui {

class BoardView;

// Endgame drills: a view of library::EndgameDrillSession (the positions at 10 to 20 empties of
// the user's last games where their move lost discs against the exact solver's best, or the
// drills missed before that are due; found by the best move, or kept to the end against the
// solver's best defence). The solver runs in the engine service given (EngineHub::solve); Stop
// ends it (with the drills found so far, when searching).
class EndgameTrainer : public QDialog {
    Q_OBJECT
  public:
    enum Choice { MistakesChoice, DueChoice };
    enum Kind { BestMoveKind, KeepResultKind };

    // `hub`: the dialog's own engine service, which it takes as a child. `user`: the name the
    // library keeps for the user (own_game.h), which tells the user's side in each game.
    EndgameTrainer(EngineHub* hub, const QString& libraryPath, QString user,
                   TrainerLibrary::Clock clock, QWidget* parent = nullptr);

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
    void receive(const Evaluations& scores);
    void searched(const QString& before);
    void answer(Square square);
    void showReply(const library::DrillReply& reply);
    // Says `text` over the verdict's position with the scores of the moves there (the answer),
    // until the user goes on to the next drill.
    void showVerdict(const library::DrillVerdict& verdict, const QString& text);
    void showNext(const QString& before);

    TrainerLibrary library_;
    QString user_;
    TrainerLibrary::Clock clock_;
    EngineHub* hub_;
    std::optional<library::EndgameDrillSession> session_;
    QComboBox* choice_;
    QComboBox* kindChoice_;
    QPushButton* start_;
    QPushButton* stop_;
    QPushButton* next_;
    BoardView* board_;
    QLabel* feedback_;
};

}  // namespace hasami::gui
