#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/parse_error.h"
#include "core/position.h"

namespace hasami {

// A game: a start position (any valid one), the moves played from it, and a cursor.
// Positions before the cursor are "played"; moves after it form the redo tail.
//
// Forced passes are stored as moves, so every ply knows its side to move. The cursor never
// rests on a position whose side to move must pass: play() records the forced pass that follows
// a move, the constructor the one a start position needs, and undo(), redo() and jumpTo() step
// over them. Moving the cursor never changes the moves.
class GameRecord {
  public:
    explicit GameRecord(const Position& start = Position::start());

    // A record of the moves of a transcript, cursor at the end.
    static Parsed<GameRecord> fromTranscript(std::string_view transcript,
                                             const Position& start = Position::start());

    const Position& start() const { return positions_.front(); }
    const Position& current() const { return positions_[cursor_]; }
    const Position& positionAt(int ply) const { return positions_[ply]; }

    // Plies played to reach current(); plies recorded in all, the redo tail included.
    int ply() const { return cursor_; }
    int length() const { return static_cast<int>(moves_.size()); }
    // Every recorded move, the redo tail included; moves()[i] is played from positionAt(i).
    const std::vector<Move>& moves() const { return moves_; }
    std::span<const Move> playedMoves() const { return {moves_.data(), size_t(cursor_)}; }

    // The first ply the cursor can rest on: 1 after a forced pass at the start, else 0.
    int firstPly() const { return positions_.front().mustPass() ? 1 : 0; }
    bool canUndo() const { return cursor_ > firstPly(); }
    bool canRedo() const { return cursor_ < length(); }

    // Plays a legal move (a pass only when forced), drops the redo tail, and records a forced
    // pass that follows. Returns false and changes nothing when the move is illegal.
    bool play(Move move);
    // One move back (and over a forced pass before it). False at the start.
    bool undo();
    // One move forward (and over a forced pass after it). False at the end.
    bool redo();
    // Moves the cursor to `ply` (0..length()), then forward over a forced pass. False and no
    // change if out of range.
    bool jumpTo(int ply);

    // The played moves as a transcript (passes implied).
    std::string transcript() const;
    // Every recorded move as a transcript, the redo tail included: the whole game.
    std::string fullTranscript() const;

    bool operator==(const GameRecord&) const = default;

  private:
    void skipForcedPass();

    std::vector<Move> moves_;
    std::vector<Position> positions_;  // positions_[i] is the position before moves_[i]
    int cursor_ = 0;
};

}  // namespace hasami
