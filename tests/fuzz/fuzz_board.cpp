// Board strings (parseBoard): any text parses or fails cleanly; a parsed board is valid and
// survives formatBoard and a second parse unchanged.

#include "core/notation.h"
#include "fuzz_check.h"

using namespace hasami;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto board = parseBoard(fuzz::asText(data, size));
    if (!board) return 0;
    fuzz::require(board->isValid(), "a parsed board has two discs on a square");
    const auto again = parseBoard(formatBoard(*board));
    fuzz::require(again && *again == *board, "formatBoard does not parse back to the board");
    return 0;
}
