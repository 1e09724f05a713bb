// GGF game archives (readGgfGames): self-play games of hasami-tools match as training data.

#include "archive_reader_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hasami::fuzz::checkArchiveReader(hasami::readGgfGames, hasami::fuzz::asText(data, size));
    return 0;
}
