// Transcripts (parseTranscript, GameRecord::fromTranscript). The input is a transcript from the
// standard start, or, when its first line is a board string, a transcript from that board (so
// that forced passes and ended games are reached from any position). A record of a transcript
// holds the parsed moves, steps back to its start and forward to its end, and its own
// transcript gives the same record again.

#include <algorithm>

#include "core/game_record.h"
#include "core/notation.h"
#include "fuzz_check.h"

using namespace hasami;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = fuzz::asText(data, size);
    Position start = Position::start();
    if (const auto newline = text.find('\n'); newline != std::string_view::npos) {
        if (const auto board = parseBoard(text.substr(0, newline))) {
            start = *board;
            text.remove_prefix(newline + 1);
        }
    }
    const auto moves = parseTranscript(text, start);
    const auto record = GameRecord::fromTranscript(text, start);
    fuzz::require(moves.ok() == record.ok(), "the record and the parser disagree");
    if (!record) return 0;

    // The record adds the forced pass that may follow the last move, nothing else.
    const std::vector<Move>& recorded = record->moves();
    fuzz::require(recorded.size() >= moves->size() && recorded.size() <= moves->size() + 1 &&
                      std::equal(moves->begin(), moves->end(), recorded.begin()),
                  "the record's moves are not the parsed moves");
    Position end = start;
    for (const Move m : recorded) {
        fuzz::require(end.isLegal(m), "the record holds an illegal move");
        end = end.play(m);
    }
    fuzz::require(record->current() == end && record->ply() == record->length(),
                  "the record's cursor is not at the end");

    GameRecord browsed = *record;
    while (browsed.undo()) {
    }
    fuzz::require(browsed.ply() == browsed.firstPly(), "undo stops before the start");
    while (browsed.redo()) {
    }
    fuzz::require(browsed == *record, "redo does not come back to the end");

    const auto again = GameRecord::fromTranscript(record->fullTranscript(), start);
    fuzz::require(again && *again == *record, "the record's transcript gives another record");
    return 0;
}
