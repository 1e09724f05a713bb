#include <ostream>

#include "arguments.h"
#include "board_recognition.h"
#include "command.h"
#include "commands.h"
#include "core/notation.h"
#include "core/quote.h"
#include "image_file.h"

namespace hasami::cli {

namespace {

int runBoardFromImage(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    const auto args = Arguments::parse(words, {"side"}, {});
    if (!args) return usageError(err, boardFromImageCommand, args.error().message);
    if (args->positional().size() != 1)
        return usageError(err, boardFromImageCommand, "expected one FILE");
    std::optional<Color> side;
    if (const auto text = args->value("side")) {
        if (*text == "X" || *text == "x")
            side = Color::Black;
        else if (*text == "O" || *text == "o")
            side = Color::White;
        else
            return usageError(err, boardFromImageCommand, "--side must be X or O");
    }
    const auto picture = recognition::readImageFile(args->positional()[0]);
    if (!picture) {
        err << picture.error().message << '\n';
        return 1;
    }
    const auto board = recognition::recogniseBoard(*picture);
    if (!board) {
        err << quotePath(args->positional()[0]) << ": " << board.error().message << '\n';
        return 1;
    }
    out << formatBoard(board->position(side)) << '\n';
    if (board->unsure == 0) return 0;
    out << "unsure";
    bb::forEachBit(board->unsure,
                   [&](int square) { out << ' ' << Square::fromIndex(square).name(); });
    out << '\n';
    return 1;
}

}  // namespace

const Command boardFromImageCommand{"board-from-image", "board-from-image FILE [--side X|O]",
                                    "print the position a PNG or JPEG picture of a board shows",
                                    runBoardFromImage};

}  // namespace hasami::cli
