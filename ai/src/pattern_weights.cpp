#include "ai/pattern_weights.h"

#include <array>
#include <limits>
#include <optional>

#include "little_endian.h"

namespace hasami::ai {

namespace {

constexpr EnvelopeKind kWeightsKind{.magic = {'H', 'S', 'P', 'W'},
                                    .version = kPatternWeightsVersion,
                                    .name = "weights file",
                                    .headerBytes = 12,
                                    .sized = true};
constexpr std::size_t kMaxWeights = std::size_t{1} << 26;

void putVarint(std::vector<std::uint8_t>& out, std::uint32_t value) {
    for (; value >= 0x80; value >>= 7)
        out.push_back(std::uint8_t(value | 0x80));
    out.push_back(std::uint8_t(value));
}

// Reads the payload token by token; every step checks that the bytes are there.
class PayloadReader {
  public:
    explicit PayloadReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

    bool atEnd() const { return at_ == bytes_.size(); }
    std::size_t position() const { return at_; }
    std::uint8_t peek() const { return bytes_[at_]; }
    void skip() { ++at_; }

    // A varint of at most 5 bytes (a 32-bit value), or nullopt when cut short or too long.
    std::optional<std::uint32_t> varint() {
        std::uint64_t value = 0;
        for (int shift = 0; shift < 35 && at_ < bytes_.size(); shift += 7) {
            const std::uint8_t byte = bytes_[at_++];
            value |= std::uint64_t(byte & 0x7F) << shift;
            if (!(byte & 0x80)) {
                if (value > std::numeric_limits<std::uint32_t>::max()) return std::nullopt;
                return std::uint32_t(value);
            }
        }
        return std::nullopt;
    }

  private:
    std::span<const std::uint8_t> bytes_;
    std::size_t at_ = 0;
};

// Decodes the payload into weights->values (count weights), or gives the error.
Result<void> decodePayload(std::span<const std::uint8_t> payload, std::size_t count,
                           PatternWeights* weights) {
    PayloadReader reader(payload);
    while (!reader.atEnd()) {
        const std::size_t at = reader.position();
        const bool zeros = reader.peek() == 0;
        if (zeros) reader.skip();
        const std::optional<std::uint32_t> value = reader.varint();
        if (!value) return Error{"bad number at payload byte " + std::to_string(at)};
        if (zeros) {
            if (*value == 0 || *value > count - weights->values.size()) {
                return Error{"bad run of zeros at payload byte " + std::to_string(at)};
            }
            weights->values.insert(weights->values.end(), *value, 0);
            continue;
        }
        if (*value > 0xFFFF || weights->values.size() == count) {
            return Error{"weight out of range at payload byte " + std::to_string(at)};
        }
        // Zigzag: even codes are positive, odd negative.
        const int weight = (*value & 1) ? -int(*value / 2) - 1 : int(*value / 2);
        weights->values.push_back(std::int16_t(weight));
    }
    if (weights->values.size() != count) {
        return Error{"the payload holds " + std::to_string(weights->values.size()) +
                     " weights instead of " + std::to_string(count)};
    }
    return {};
}

}  // namespace

std::vector<std::uint8_t> encodePatternWeights(const PatternWeights& weights) {
    std::vector<std::uint8_t> payload;
    for (std::size_t i = 0; i < weights.values.size();) {
        const int w = weights.values[i];
        if (w != 0) {
            putVarint(payload, w < 0 ? std::uint32_t(-2 * w - 1) : std::uint32_t(2 * w));
            ++i;
            continue;
        }
        std::size_t run = 0;
        while (i + run < weights.values.size() && weights.values[i + run] == 0)
            ++run;
        payload.push_back(0);
        putVarint(payload, std::uint32_t(run));
        i += run;
    }

    std::vector<std::uint8_t> header;
    putLittleEndian(header, std::uint32_t(weights.phaseCount), 2);
    putLittleEndian(header, weights.patternSet, 4);
    putLittleEndian(header, std::uint32_t(weights.values.size()), 4);
    putLittleEndian(header, std::uint32_t(weights.scale), 2);
    return seal(kWeightsKind, header, payload);
}

Result<PatternWeights> decodePatternWeights(std::span<const std::uint8_t> bytes) {
    const auto envelope = unseal(kWeightsKind, bytes);
    if (!envelope) return envelope.error();
    const std::span<const std::uint8_t> header = envelope->header;
    PatternWeights weights;
    weights.phaseCount = int(getLittleEndian(header, 0, 2));
    weights.patternSet = getLittleEndian(header, 2, 4);
    weights.scale = int(getLittleEndian(header, 10, 2));
    const std::size_t count = getLittleEndian(header, 6, 4);
    // A bound far above any real set: a forged count must not make the decoder allocate
    // gigabytes.
    if (count > kMaxWeights) {
        return Error{"implausible number of weights: " + std::to_string(count)};
    }
    if (auto decoded = decodePayload(envelope->payload, count, &weights); !decoded) {
        return decoded.error();
    }
    return weights;
}

}  // namespace hasami::ai
