#include "core/game_record.h"

#include "core/notation.h"

namespace hasami {

GameRecord::GameRecord(const Position& start) : positions_{start} {
    // Nobody can choose a forced pass: it is part of the record from the start, so that going
    // back to the start never plays it again (which would cut the moves after it).
    if (start.mustPass()) {
        moves_.push_back(Move::pass());
        positions_.push_back(start.passed());
        cursor_ = 1;
    }
}

Parsed<GameRecord> GameRecord::fromTranscript(std::string_view transcript, const Position& start) {
    auto moves = parseTranscript(transcript, start);
    if (!moves) return moves.error();
    GameRecord record(start);
    for (const Move m : *moves)
        record.play(m);
    return record;
}

bool GameRecord::play(Move move) {
    if (!current().isLegal(move)) return false;
    const Position next = current().play(move);
    moves_.resize(cursor_);
    positions_.resize(cursor_ + 1);
    moves_.push_back(move);
    positions_.push_back(next);
    ++cursor_;
    if (next.mustPass()) {
        moves_.push_back(Move::pass());
        positions_.push_back(next.passed());
        ++cursor_;
    }
    return true;
}

bool GameRecord::undo() {
    if (!canUndo()) return false;
    --cursor_;
    while (cursor_ > firstPly() && current().mustPass())
        --cursor_;
    return true;
}

bool GameRecord::redo() {
    if (!canRedo()) return false;
    ++cursor_;
    skipForcedPass();
    return true;
}

bool GameRecord::jumpTo(int ply) {
    if (ply < 0 || ply > length()) return false;
    cursor_ = ply;
    skipForcedPass();
    return true;
}

void GameRecord::skipForcedPass() {
    // A pass is recorded right after the move that forces it, so at most one follows.
    if (cursor_ < length() && current().mustPass()) ++cursor_;
}

std::string GameRecord::transcript() const {
    return formatTranscript({moves_.begin(), moves_.begin() + cursor_});
}

std::string GameRecord::fullTranscript() const {
    return formatTranscript(moves_);
}

}  // namespace hasami
