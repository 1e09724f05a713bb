#include "ai/binary_envelope.h"

#include <algorithm>
#include <string>

#include "little_endian.h"

namespace hasami::ai {

namespace {

constexpr std::size_t kVersionBytes = 2;
constexpr std::size_t kSizeBytes = 4;

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

// The bytes before the payload.
std::size_t prefixBytes(const EnvelopeKind& kind) {
    return kEnvelopeMagicBytes + kVersionBytes + kind.headerBytes + (kind.sized ? kSizeBytes : 0);
}

}  // namespace

std::uint32_t crc32(std::span<const std::uint8_t> bytes) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (std::uint8_t b : bytes)
        c = kCrcTable[(c ^ b) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

std::vector<std::uint8_t> seal(const EnvelopeKind& kind, std::span<const std::uint8_t> header,
                               std::span<const std::uint8_t> payload) {
    std::vector<std::uint8_t> out(kind.magic.begin(), kind.magic.end());
    putLittleEndian(out, kind.version, int(kVersionBytes));
    out.insert(out.end(), header.begin(), header.end());
    if (kind.sized) putLittleEndian(out, std::uint32_t(payload.size()), int(kSizeBytes));
    out.insert(out.end(), payload.begin(), payload.end());
    putLittleEndian(out, crc32(out), int(kEnvelopeChecksumBytes));
    return out;
}

Result<Envelope> unseal(const EnvelopeKind& kind, std::span<const std::uint8_t> bytes) {
    if (bytes.size() >= kEnvelopeMagicBytes &&
        !std::equal(kind.magic.begin(), kind.magic.end(), bytes.begin())) {
        return Error{"not a Hasami " + std::string(kind.name) + " (bad magic)"};
    }
    const std::size_t prefix = prefixBytes(kind);
    if (bytes.size() < prefix + kEnvelopeChecksumBytes) {
        return Error{"the " + std::string(kind.name) + " is too short (" +
                     std::to_string(bytes.size()) + " bytes)"};
    }
    const std::uint32_t version = getLittleEndian(bytes, kEnvelopeMagicBytes, int(kVersionBytes));
    if (version != kind.version) {
        return Error{"unsupported " + std::string(kind.name) + " format version " +
                     std::to_string(version) + " (this program reads version " +
                     std::to_string(kind.version) + ")"};
    }
    const std::size_t payloadBytes = bytes.size() - prefix - kEnvelopeChecksumBytes;
    if (kind.sized) {
        const std::size_t said = getLittleEndian(bytes, prefix - kSizeBytes, int(kSizeBytes));
        if (said != payloadBytes) {
            return Error{"the " + std::string(kind.name) + " has " + std::to_string(bytes.size()) +
                         " bytes, its header says " +
                         std::to_string(prefix + said + kEnvelopeChecksumBytes) +
                         (said > payloadBytes ? " (truncated?)" : " (more after its end)")};
        }
    }
    const std::size_t checked = bytes.size() - kEnvelopeChecksumBytes;
    if (crc32(bytes.first(checked)) !=
        getLittleEndian(bytes, checked, int(kEnvelopeChecksumBytes))) {
        return Error{"bad checksum: the " + std::string(kind.name) + " is corrupt"};
    }
    return Envelope{bytes.subspan(kEnvelopeMagicBytes + kVersionBytes, kind.headerBytes),
                    bytes.subspan(prefix, payloadBytes)};
}

}  // namespace hasami::ai
