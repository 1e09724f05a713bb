#include "position_option.h"

#include "core/notation.h"

namespace hasami::cli {

Result<Position> positionOption(const Arguments& args) {
    const auto text = args.value("board");
    if (!text) return Position::start();
    const auto position = parseBoard(*text);
    if (!position) return Error{"bad --board: " + position.error().message()};
    return *position;
}

Result<Position> movesOrBoardOption(const Arguments& args) {
    const auto moves = args.value("moves");
    if (moves && args.has("board")) return Error{"give --board or --moves, not both"};
    if (!moves) return positionOption(args);
    const auto parsed = parseTranscript(*moves);
    if (!parsed) return Error{"bad --moves: " + parsed.error().message()};
    Position position = Position::start();
    for (const Move m : *parsed)
        position = position.play(m);
    return position;
}

}  // namespace hasami::cli
