#pragma once

#include <QObject>
#include <QTimer>
#include <optional>
#include <vector>

#include "core/game_record.h"
#include "core/move_timer.h"
#include "game_timing.h"
#include "settings.h"

namespace hasami::gui {

// A timed game's clock, for the controller: its time control, the times of the moves played, who
// lost on time, and the move in progress (MoveTimer). The times belong to moves, not to a line:
// they are kept for a line's first moves, and another line shares those it has in common with
// it. Each question is asked of the line shown (`record`), which the controller owns.
class ClockKeeper : public QObject {
    Q_OBJECT
  public:
    // How often a running clock is looked at: its display, and whether its side ran out.
    static constexpr int kTickMs = 100;
    // What the clocks show: each side's time left, and whose clock runs.
    struct Reading {
        bool timed = false;  // false: the game has no clock
        double black = 0;
        double white = 0;
        bool blackRuns = false;
        bool whiteRuns = false;
    };

    // Reading the steady clock of the system until setTimeSource().
    explicit ClockKeeper(QObject* parent = nullptr);

    // The clock `settings` ask a new game to have (nullopt: none).
    static std::optional<GameTiming> askedBy(const PlaySettings& settings);

    // Where the clock reads the time, in seconds that never go back; the move starts anew.
    void setTimeSource(MoveTimer::Now now);
    // The clock becomes `timing` (none: the game is not timed), its times counted for `record`'s
    // moves; the move in progress starts anew.
    void reset(const std::optional<GameTiming>& timing, const GameRecord& record);
    bool timed() const { return control_.has_value(); }
    std::optional<Color> lostOnTime() const { return lostOnTime_; }
    void loseOnTime(Color side) { lostOnTime_ = side; }
    // The clock as files keep it, for `record`'s line.
    std::optional<GameTiming> timing(const GameRecord& record) const;
    // `side`'s time left at `record`'s position, counting the move in progress at its end.
    std::optional<double> timeLeft(Color side, const GameRecord& record) const;
    // A new move was played at `ply` after `seconds` (`record` is after it): its time joins the
    // line's, unless the move was the timed line's own.
    void recordTime(int ply, double seconds, const GameRecord& record);
    // Whether the computer is given a share of its clock (a time control) or of its moves.
    const std::optional<TimeControl>& control() const { return control_; }
    // The move in progress is timed, or not; while it is, ticked() comes every kTickMs.
    void setRunning(bool runs);
    // The side to move at `record`'s position, if its clock runs and it has no time left.
    std::optional<Color> ranOut(const GameRecord& record) const;
    Reading reading(const GameRecord& record) const;

    // The move in progress.
    MoveTimer& move() { return moveTimer_; }
    const MoveTimer& move() const { return moveTimer_; }

  signals:
    void ticked();

  private:
    // The times of the timed moves `record`'s line begins with.
    std::vector<double> lineSeconds(const GameRecord& record) const;

    std::optional<TimeControl> control_;
    std::vector<Move> timedMoves_;  // the moves whose times seconds_ are
    std::vector<double> seconds_;
    std::optional<Color> lostOnTime_;
    MoveTimer moveTimer_;  // the move in progress at the line's last position
    QTimer ticks_;
};

}  // namespace hasami::gui
