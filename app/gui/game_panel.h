#pragma once

#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "computer_status.h"
#include "game_analysis.h"
#include "game_messages.h"
#include "shown_state.h"

class QComboBox;
class QLabel;
class QLayout;
class QPushButton;
class QSplitter;
class QTableView;

namespace hasami::gui {

class ExplanationPanel;
class ExplorerPanel;
class MoveListModel;

// Below this many seconds a clock shows tenths and looks urgent.
inline constexpr double kLowTimeSeconds = 10;
// A clock's time for people: "4:59", "1:02:00", "9.4" in the last seconds.
QString clockText(double seconds);
// A side's clock: shown for a timed game, highlighted while it runs, red when time is low.
void showClock(QLabel* label, bool timed, double seconds, bool runs);

// The side panel: the disc counts and clocks, the players, whose turn, the opening, the
// computer's thinking or waiting, the lines, an explanation, the move list and the explorer.
// It shows what it is given, in places that do not move, and says what the user picked.
class GamePanel : public QWidget {
    Q_OBJECT
  public:
    // Lays out `explanation` and `explorer`, which the window feeds itself.
    GamePanel(ExplanationPanel* explanation, ExplorerPanel* explorer, QWidget* parent = nullptr);

    QTableView& moveList() { return *moveList_; }
    // The sizes the user gave the explanation, the move list and the explorer, kept with the
    // window's geometry.
    QByteArray partsState() const;
    void restoreParts(const QByteArray& state);

  public slots:
    // The disc counts and the moves of the position shown.
    void showPosition(const PositionShown& shown);
    void showClocks(bool timed, double black, double white, bool blackRuns, bool whiteRuns);
    // The players' names of the game (a file's), shown when it has them; else those of the
    // sides as the settings make them (players_text.h).
    void showPlayers(const QString& black, const QString& white);
    void showSides(const QString& black, const QString& white);
    void showTurn(const QString& text);
    void showOpening(const OpeningStatus& opening);
    // The computer thinks; `canHurry` shows Move now.
    void showThinking(bool thinking, const ThinkingStatus& status, bool canHurry);
    // The computer waits; `canPlay` shows Play from here.
    void showWaiting(bool waiting, const WaitingStatus& status, bool canPlay);
    void showLines(const std::vector<LineBranch>& lines, int current);
    void showJudgements(const std::vector<std::optional<MoveJudgement>>& judged);

  signals:
    void moveNowClicked();
    void playFromHereClicked();
    void lineChosen(int line);
    void plyChosen(int ply);

  private:
    // The computer's thinking or waiting, with Move now and Play from here, in a fixed place.
    QWidget* createComputerStatus();
    QLayout* createTurnLine();
    void showNames();

    MoveListModel* moves_;
    QLabel* blackCount_;
    QLabel* whiteCount_;
    QLabel* blackClock_;  // a timed game's clocks, beside each side's discs
    QLabel* whiteClock_;
    QLabel* players_;
    QLabel* turn_;
    QLabel* opening_;
    QLabel* inBook_;
    QLabel* thinking_;
    QLabel* waiting_;
    QPushButton* moveNowButton_;
    QPushButton* playFromHereButton_;
    QComboBox* lines_;
    QTableView* moveList_;
    QSplitter* parts_;
    std::pair<QString, QString> gameNames_;  // black's, white's
    std::pair<QString, QString> sideNames_;
};

}  // namespace hasami::gui
