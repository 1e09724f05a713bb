// Human-move model files (decodeHumanModel): any bytes decode or are refused with a reason; a
// decoded model encodes to the very bytes it came from. The input is also read with its
// checksum made right, so that the fields' checks are reached.

#include "ai/human_model_file.h"
#include "ai/pattern_weights.h"
#include "fuzz_check.h"

using namespace hasami;

namespace {

void decode(std::span<const std::uint8_t> bytes) {
    const auto model = ai::decodeHumanModel(bytes);
    fuzz::require(model || !model.error().message.empty(), "a refusal does not say why");
    if (!model) return;
    const auto again = ai::encodeHumanModel(**model);
    fuzz::require(std::equal(again.begin(), again.end(), bytes.begin(), bytes.end()),
                  "the model does not encode to its own bytes");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    decode({data, size});
    std::vector<std::uint8_t> sealed(data, data + size);
    const std::uint32_t checksum = ai::crc32(sealed);
    for (int i = 0; i < 4; ++i)
        sealed.push_back(std::uint8_t(checksum >> (8 * i)));
    decode(sealed);
    return 0;
}
