#include "core/game_lines.h"

#include <algorithm>

namespace hasami {

namespace {

// How many moves two records of the same start share from the beginning.
int sharedPlies(const GameRecord& a, const GameRecord& b) {
    const auto [ia, ib] = std::ranges::mismatch(a.moves(), b.moves());
    return int(ia - a.moves().begin());
}

}  // namespace

GameLines::GameLines(GameRecord record) : lines_{{std::move(record), 0}} {}

GameLines::Played GameLines::play(Move move) {
    GameRecord& record = current();
    if (!record.current().isLegal(move)) return Played::Illegal;
    const int ply = record.ply();
    if (record.canRedo() && record.moves()[ply] == move) {
        record.redo();
        return Played::Followed;
    }
    if (record.canRedo()) {
        if (const int other = lineContinuingWith(move); other >= 0) {
            current_ = other;
            current().jumpTo(ply);
            current().redo();
            return Played::Followed;
        }
        lines_.push_back({record, ply});
        current_ = count() - 1;
    }
    current().play(move);
    return Played::Added;
}

int GameLines::lineContinuingWith(Move move) const {
    const GameRecord& record = current();
    for (int i = 0; i < count(); ++i) {
        const GameRecord& other = line(i);
        if (i != current_ && other.length() > record.ply() &&
            sharedPlies(record, other) >= record.ply() && other.moves()[record.ply()] == move) {
            return i;
        }
    }
    return -1;
}

bool GameLines::select(int index) {
    if (index < 0 || index >= count()) return false;
    const int ply = std::min(current().ply(), sharedPlies(current(), line(index)));
    current_ = index;
    current().jumpTo(ply);
    return true;
}

bool GameLines::addLine(GameRecord record, int branchPly) {
    if (record.start() != line(0).start() || branchPly < 0 || branchPly > record.length())
        return false;
    lines_.push_back({std::move(record), branchPly});
    return true;
}

}  // namespace hasami
