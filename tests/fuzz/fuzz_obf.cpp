// .obf lines (parseObfLine): a parsed entry lists only legal moves with scores in -64..64.

#include "core/obf.h"
#include "fuzz_check.h"

using namespace hasami;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto entry = parseObfLine(fuzz::asText(data, size));
    if (!entry) return 0;
    fuzz::require(entry->position.isValid(), "a parsed board has two discs on a square");
    for (const ObfEntry::MoveScore& s : entry->scores) {
        fuzz::require(entry->position.isLegal(s.move), "a listed move is illegal");
        fuzz::require(s.score >= -64 && s.score <= 64, "a score is outside -64..64");
    }
    return 0;
}
