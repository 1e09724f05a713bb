#include "ai/pattern_weights.h"

#include <array>
#include <limits>
#include <optional>

#include "little_endian.h"

namespace hasami::ai {

namespace {

constexpr std::array<std::uint8_t, 4> kMagic = {'H', 'S', 'P', 'W'};
constexpr std::size_t kHeaderSize = 22;
constexpr std::size_t kChecksumSize = 4;
constexpr std::size_t kMaxWeights = std::size_t{1} << 26;

constexpr std::array<std::uint32_t, 256> makeCrcTable() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t n = 0; n < 256; ++n) {
        std::uint32_t c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    return table;
}
constexpr auto kCrcTable = makeCrcTable();

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

std::uint32_t crc32(std::span<const std::uint8_t> bytes) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (std::uint8_t b : bytes)
        c = kCrcTable[(c ^ b) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

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

    std::vector<std::uint8_t> out(kMagic.begin(), kMagic.end());
    putLittleEndian(out, kPatternWeightsVersion, 2);
    putLittleEndian(out, std::uint32_t(weights.phaseCount), 2);
    putLittleEndian(out, weights.patternSet, 4);
    putLittleEndian(out, std::uint32_t(weights.values.size()), 4);
    putLittleEndian(out, std::uint32_t(weights.scale), 2);
    putLittleEndian(out, std::uint32_t(payload.size()), 4);
    out.insert(out.end(), payload.begin(), payload.end());
    putLittleEndian(out, crc32(out), 4);
    return out;
}

Result<PatternWeights> decodePatternWeights(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < kHeaderSize + kChecksumSize) {
        return Error{"the file is too short (" + std::to_string(bytes.size()) + " bytes)"};
    }
    if (!std::equal(kMagic.begin(), kMagic.end(), bytes.begin())) {
        return Error{"not a Hasami weights file (bad magic)"};
    }
    const std::uint32_t version = getLittleEndian(bytes, 4, 2);
    if (version != kPatternWeightsVersion) {
        return Error{"unsupported weights format version " + std::to_string(version) +
                     " (this program reads version " + std::to_string(kPatternWeightsVersion) +
                     ")"};
    }
    const std::size_t payloadSize = getLittleEndian(bytes, 18, 4);
    if (bytes.size() != kHeaderSize + payloadSize + kChecksumSize) {
        return Error{"the file has " + std::to_string(bytes.size()) + " bytes, its header says " +
                     std::to_string(kHeaderSize + payloadSize + kChecksumSize) + " (truncated?)"};
    }
    const std::size_t checked = bytes.size() - kChecksumSize;
    if (crc32(bytes.first(checked)) != getLittleEndian(bytes, checked, 4)) {
        return Error{"bad checksum: the file is corrupt"};
    }

    PatternWeights weights;
    weights.phaseCount = int(getLittleEndian(bytes, 6, 2));
    weights.patternSet = getLittleEndian(bytes, 8, 4);
    weights.scale = int(getLittleEndian(bytes, 16, 2));
    const std::size_t count = getLittleEndian(bytes, 12, 4);
    // A bound far above any real set: a forged count must not make the decoder allocate
    // gigabytes.
    if (count > kMaxWeights) {
        return Error{"implausible number of weights: " + std::to_string(count)};
    }
    if (auto decoded = decodePayload(bytes.subspan(kHeaderSize, payloadSize), count, &weights);
        !decoded) {
        return decoded.error();
    }
    return weights;
}

}  // namespace hasami::ai
