// GGF (parseGgf, formatGgf): any text parses or fails cleanly, and a parsed game written out
// and read again is the same game.

#include "core/ggf.h"
#include "fuzz_check.h"

using namespace hasami;

namespace {

bool sameGame(const GgfGame& a, const GgfGame& b) {
    return a.start == b.start && a.moves == b.moves && a.black == b.black && a.white == b.white &&
           a.result == b.result && a.place == b.place && a.date == b.date;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto game = parseGgf(fuzz::asText(data, size));
    if (!game) return 0;
    Position position = game->start;
    for (const Move m : game->moves) {
        fuzz::require(position.isLegal(m), "a parsed game holds an illegal move");
        position = position.play(m);
    }
    const auto again = parseGgf(formatGgf(*game));
    fuzz::require(again.ok(), "formatGgf writes a game that parseGgf rejects");
    fuzz::require(sameGame(*game, *again), "formatGgf and parseGgf do not give the same game");
    return 0;
}
