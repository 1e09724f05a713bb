#include "clock_keeper.h"

#include <algorithm>
#include <chrono>

#include "core/game_clock.h"

namespace hasami::gui {

namespace {

double steadySeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace

ClockKeeper::ClockKeeper(QObject* parent) : QObject(parent), moveTimer_(steadySeconds) {
    ticks_.setInterval(kTickMs);
    connect(&ticks_, &QTimer::timeout, this, &ClockKeeper::ticked);
}

std::optional<GameTiming> ClockKeeper::askedBy(const PlaySettings& settings) {
    if (!settings.timeControl) return std::nullopt;
    return GameTiming{{settings.clockMinutes * 60.0, double(settings.clockIncrement)}, {}, {}};
}

void ClockKeeper::setTimeSource(MoveTimer::Now now) {
    moveTimer_ = MoveTimer(std::move(now));
    moveTimer_.restart();
}

void ClockKeeper::reset(const std::optional<GameTiming>& timing, const GameRecord& record) {
    control_.reset();
    timedMoves_.clear();
    seconds_.clear();
    lostOnTime_.reset();
    moveTimer_.restart();
    if (!timing) return;
    control_ = timing->control;
    const std::vector<Move>& moves = record.moves();
    seconds_.assign(
        timing->seconds.begin(),
        timing->seconds.begin() + std::ptrdiff_t(std::min(timing->seconds.size(), moves.size())));
    timedMoves_.assign(moves.begin(), moves.begin() + std::ptrdiff_t(seconds_.size()));
    lostOnTime_ = timing->lostOnTime;
}

std::optional<GameTiming> ClockKeeper::timing(const GameRecord& record) const {
    if (!control_) return std::nullopt;
    return GameTiming{*control_, lineSeconds(record), lostOnTime_};
}

std::vector<double> ClockKeeper::lineSeconds(const GameRecord& record) const {
    const std::vector<Move>& moves = record.moves();
    std::size_t n = 0;
    while (n < seconds_.size() && n < moves.size() && moves[n] == timedMoves_[n])
        ++n;
    return {seconds_.begin(), seconds_.begin() + std::ptrdiff_t(n)};
}

void ClockKeeper::recordTime(int ply, double seconds, const GameRecord& record) {
    std::vector<double> times = lineSeconds(record);
    if (int(times.size()) > ply) return;  // the move followed the timed line: it has its time
    times.resize(std::size_t(ply), 0);
    times.push_back(seconds);
    times.resize(std::size_t(record.ply()), 0);  // a forced pass after it took none
    const std::vector<Move>& moves = record.moves();
    timedMoves_.assign(moves.begin(), moves.begin() + std::ptrdiff_t(times.size()));
    seconds_ = std::move(times);
}

std::optional<double> ClockKeeper::timeLeft(Color side, const GameRecord& record) const {
    if (!control_) return std::nullopt;
    GgfGame game;
    game.start = record.start();
    game.moves.assign(record.playedMoves().begin(), record.playedMoves().end());
    game.seconds = lineSeconds(record);
    const double left = GameClock(*control_, game).remaining(side);
    const bool moving = record.ply() == record.length() && side == record.current().sideToMove();
    return moving ? left - moveTimer_.seconds() : left;
}

void ClockKeeper::setRunning(bool runs) {
    moveTimer_.setRunning(runs);
    if (runs && !ticks_.isActive()) ticks_.start();
    if (!runs) ticks_.stop();
}

std::optional<Color> ClockKeeper::ranOut(const GameRecord& record) const {
    const Color side = record.current().sideToMove();
    if (moveTimer_.isRunning() && *timeLeft(side, record) <= 0) return side;
    return std::nullopt;
}

ClockKeeper::Reading ClockKeeper::reading(const GameRecord& record) const {
    if (!timed()) return {};
    const bool blackMoves = record.current().sideToMove() == Color::Black;
    const bool runs = moveTimer_.isRunning();
    return {.timed = true,
            .black = *timeLeft(Color::Black, record),
            .white = *timeLeft(Color::White, record),
            .blackRuns = runs && blackMoves,
            .whiteRuns = runs && !blackMoves};
}

}  // namespace hasami::gui
