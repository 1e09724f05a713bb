// PGN game archives (readPgnGames).

#include "archive_reader_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hasami::fuzz::checkArchiveReader(hasami::readPgnGames, hasami::fuzz::asText(data, size));
    return 0;
}
