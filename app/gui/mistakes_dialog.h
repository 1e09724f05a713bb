#pragma once

#include <QDialog>

#include "ai/reasons.h"
#include "core/game_record.h"
#include "engine_hub.h"
#include "library/own_games_analysis.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hasami::gui {

// "My mistakes" (library/own_games_analysis.h): across the user's own games in the library,
// the moves that lost discs against the best, each with its game's day, opponent and result,
// filtered by phase and by first reason. The games not analysed yet are analysed in the engine
// service given (EngineHub::analyseOwnGames: on the engine's thread, through a connection of its
// own) and kept in the library (each game once); a damaged or locked library is said here, and
// the window goes on. Choosing a mistake (double-click,
// Enter) asks for its position in the main window.
class MistakesDialog : public QDialog {
    Q_OBJECT
  public:
    enum Column {
        DateColumn,
        OpponentColumn,
        ResultColumn,
        MoveNumberColumn,
        MoveColumn,
        LossColumn,
        BestColumn,
        PhaseColumn,
        ReasonColumn,
        ColumnCount
    };
    // The filter's items: all, then each phase (library::Phase's order).
    enum PhaseItem { AllPhases, OpeningItem, MidgameItem, EndgameItem };

    // `hub`: the dialog's own engine service, which it takes as a child (destroyed, it stops
    // the analysis). `user`: the name the library keeps for the user (own_game.h), which tells
    // the user's side in each game. Starts the analysis at once.
    MistakesDialog(EngineHub* hub, const QString& libraryPath, QString user,
                   const library::MistakeSearch& search = {}, QWidget* parent = nullptr);

    QTableWidget& table() { return *table_; }
    // What the dialog says about the analysis, or why it cannot go on.
    QString status() const;

  signals:
    // The analysis ended (or failed): the list shows what the library keeps. analysed: the
    // games analysed this time.
    void listed(int analysed);
    // A mistake chosen: its game, at the position before the move (record().ply()); the move
    // played and the best one; and a sentence that says so.
    void mistakeChosen(const hasami::GameRecord& game, const QString& black, const QString& white,
                       const hasami::ai::ComparedMoves& moves, const QString& note);

  private:
    void progress(int done, int total);
    void receive(const library::MistakesListing& listing, const QString& error);
    void showRow(int row);
    void applyFilters();
    void choose(int row);

    QString user_;
    library::MistakesListing listing_;  // the mistakes are the table's rows, in order
    QComboBox* phase_;
    QComboBox* reason_;
    QTableWidget* table_;
    QLabel* status_;
};

}  // namespace hasami::gui
