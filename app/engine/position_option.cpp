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

}  // namespace hasami::cli
