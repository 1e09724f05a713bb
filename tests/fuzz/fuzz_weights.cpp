// Pattern weights files (decodePatternWeights, then PatternEvaluator::create as fromBytes
// does). The input is read twice: as it is, and as a header and payload whose size field and
// checksum are then made right, because random bytes almost never carry a valid CRC-32 and the
// payload decoder behind it would go untested. Decoded weights encode and decode to themselves.

#include <vector>

#include "ai/pattern_evaluator.h"
#include "ai/pattern_weights.h"
#include "core/position.h"
#include "fuzz_check.h"
#include "repaired_file.h"

using namespace hasami;

namespace {

constexpr std::size_t kHeaderSize = 22;  // pattern_weights.h: the payload size is at 18

void decode(std::span<const std::uint8_t> bytes) {
    const auto weights = ai::decodePatternWeights(bytes);
    fuzz::require(weights || !weights.error().message.empty(), "a refusal does not say why");
    if (!weights) return;
    const auto again = ai::decodePatternWeights(ai::encodePatternWeights(*weights));
    fuzz::require(again && *again == *weights, "the weights do not encode to themselves");
    if (const auto evaluator = ai::PatternEvaluator::create(*weights)) {
        (*evaluator)->evaluate(Position::start().player(), Position::start().opponent());
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    decode({data, size});
    if (const auto repaired = fuzz::repairedFile(data, size, kHeaderSize, 18); !repaired.empty())
        decode(repaired);
    return 0;
}
