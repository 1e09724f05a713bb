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

Error wrongMagic(const EnvelopeKind& kind) {
    return Error{"not a Hasami " + std::string(kind.name) + " (bad magic)"};
}

bool hasMagic(const EnvelopeKind& kind, std::span<const std::uint8_t> bytes) {
    return std::equal(kind.magic.begin(), kind.magic.end(), bytes.begin());
}

// `bytes` holds at least the magic and the version.
Result<void> checkVersion(const EnvelopeKind& kind, std::span<const std::uint8_t> bytes) {
    const std::uint32_t version = getLittleEndian(bytes, kEnvelopeMagicBytes, int(kVersionBytes));
    if (version == kind.version) return {};
    return Error{"unsupported " + std::string(kind.name) + " format version " +
                 std::to_string(version) + " (this program reads version " +
                 std::to_string(kind.version) + ")"};
}

// The payload's bytes as a sized kind's prefix, held by `bytes`, says: 64 bits, for a size
// counted in units may say more than 4 GB.
std::uint64_t saidPayloadBytes(const EnvelopeKind& kind, std::span<const std::uint8_t> bytes) {
    const std::size_t at = envelopePrefixBytes(kind) - kSizeBytes;
    return std::uint64_t(getLittleEndian(bytes, at, int(kSizeBytes))) * kind.sizeUnit;
}

}  // namespace

std::size_t envelopePrefixBytes(const EnvelopeKind& kind) {
    return kEnvelopeMagicBytes + kVersionBytes + kind.headerBytes + (kind.sized ? kSizeBytes : 0);
}

Result<EnvelopePrefix> unsealPrefix(const EnvelopeKind& kind,
                                    std::span<const std::uint8_t> prefix) {
    if (!hasMagic(kind, prefix)) return wrongMagic(kind);
    if (auto version = checkVersion(kind, prefix); !version) return version.error();
    const std::uint64_t payloadBytes = saidPayloadBytes(kind, prefix);
    return EnvelopePrefix{prefix.subspan(kEnvelopeMagicBytes + kVersionBytes, kind.headerBytes),
                          payloadBytes,
                          envelopePrefixBytes(kind) + payloadBytes + kEnvelopeChecksumBytes};
}

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
    if (kind.sized)
        putLittleEndian(out, std::uint32_t(payload.size() / kind.sizeUnit), int(kSizeBytes));
    out.insert(out.end(), payload.begin(), payload.end());
    putLittleEndian(out, crc32(out), int(kEnvelopeChecksumBytes));
    return out;
}

Result<Envelope> unseal(const EnvelopeKind& kind, std::span<const std::uint8_t> bytes) {
    if (bytes.size() >= kEnvelopeMagicBytes && !hasMagic(kind, bytes)) return wrongMagic(kind);
    const std::size_t prefix = envelopePrefixBytes(kind);
    if (bytes.size() < prefix + kEnvelopeChecksumBytes) {
        return Error{"the " + std::string(kind.name) + " is too short (" +
                     std::to_string(bytes.size()) + " bytes)"};
    }
    if (auto version = checkVersion(kind, bytes); !version) return version.error();
    const std::size_t payloadBytes = bytes.size() - prefix - kEnvelopeChecksumBytes;
    if (kind.sized) {
        const std::uint64_t said = saidPayloadBytes(kind, bytes);
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
