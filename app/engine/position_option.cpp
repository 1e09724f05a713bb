#include "position_option.h"

#include "core/notation.h"

namespace hasami::cli {

std::optional<Position> positionOption(const Arguments& args, std::string& error) {
    const auto text = args.value("board");
    if (!text) return Position::start();
    const auto position = parseBoard(*text);
    if (!position) {
        error = "bad --board: " + position.error().message();
        return std::nullopt;
    }
    return *position;
}

std::optional<Position> movesOrBoardOption(const Arguments& args, std::string& error) {
    const auto moves = args.value("moves");
    if (moves && args.has("board")) {
        error = "give --board or --moves, not both";
        return std::nullopt;
    }
    if (!moves) return positionOption(args, error);
    const auto parsed = parseTranscript(*moves);
    if (!parsed) {
        error = "bad --moves: " + parsed.error().message();
        return std::nullopt;
    }
    Position position = Position::start();
    for (const Move m : *parsed)
        position = position.play(m);
    return position;
}

}  // namespace hasami::cli
