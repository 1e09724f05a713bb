// Logistello logbook archives (readLogbookGames).

#include "archive_reader_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hasami::fuzz::checkArchiveReader(hasami::readLogbookGames, hasami::fuzz::asText(data, size));
    return 0;
}
