// Opening book files (decodeBook): any bytes decode or are refused with a reason; a decoded
// book holds only legal moves and encodes to itself. The input is also read with its size field
// and checksum made right, so that the entries' decoder is reached.

#include "ai/book_file.h"
#include "fuzz_check.h"
#include "repaired_file.h"

using namespace hasami;

namespace {

constexpr std::size_t kHeaderSize = 14;  // book_file.h: the payload size is at 10

void decode(std::span<const std::uint8_t> bytes) {
    const auto book = ai::decodeBook(bytes);
    fuzz::require(book || !book.error().message.empty(), "a refusal does not say why");
    if (!book) return;
    const auto again = ai::decodeBook(ai::encodeBook(*book));
    fuzz::require(again && again->entries() == book->entries(),
                  "the book does not encode to itself");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    decode({data, size});
    if (const auto repaired = fuzz::repairedFile(data, size, kHeaderSize, 10); !repaired.empty())
        decode(repaired);
    return 0;
}
