#include "gtp_clock.h"

namespace hasami::cli {

void GtpClock::set(double mainSeconds, double periodSeconds, int periodStones) {
    main_ = mainSeconds;
    period_ = periodSeconds;
    periodStones_ = periodStones;
    // GTP's "no limit" is a byo-yomi without stones; no time at all is taken as one too.
    limited_ = !(periodSeconds > 0 && periodStones == 0) && (mainSeconds > 0 || periodSeconds > 0);
    restart();
}

void GtpClock::restart() {
    for (Side& side : sides_) {
        // Without main time the game starts in byo-yomi.
        side = main_ > 0 ? Side{main_, 0} : Side{period_, periodStones_};
    }
}

void GtpClock::setLeft(Color side, double seconds, int stones) {
    sides_[index(side)] = {seconds, stones};
}

void GtpClock::spent(Color side, double seconds) {
    Side& s = sides_[index(side)];
    s.seconds -= seconds;
    if (s.stones > 0 && --s.stones == 0) {
        s = {period_, periodStones_};  // the period's moves are made: a new period
    } else if (s.stones == 0 && s.seconds <= 0 && period_ > 0) {
        s = {period_ + s.seconds, periodStones_};  // the main time ran into the byo-yomi
    }
}

std::optional<ai::MoveTime> GtpClock::moveTime(Color side, int empties) const {
    if (!limited_) return std::nullopt;
    const Side& s = sides_[index(side)];
    if (s.stones > 0) return ai::moveTimeFor(s.seconds / s.stones);
    return ai::clockMoveTime(s.seconds, empties);
}

}  // namespace hasami::cli
