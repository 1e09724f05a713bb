#pragma once

// The envelope of Hasami's binary files: the weights, the book, the human-move model and each
// chunk of a labels file (docs/file-formats.md). Little-endian throughout:
//
//   size   field
//   4      the kind's magic
//   2      the kind's format version
//   h      the kind's fixed header (EnvelopeKind::headerBytes)
//   4      the payload's size, for a sized kind (EnvelopeKind::sized), in the kind's units
//   ...    the payload
//   4      CRC-32 of every byte before it
//
// It is the layout each of the four formats had on its own, so that every file written before
// (the shipped weights, book and human model among them) reads as it is. A labels file is
// envelopes one after the other, read from a stream: unsealPrefix() says from an envelope's
// first bytes how many to read.

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace hasami::ai {

struct EnvelopeKind {
    std::array<std::uint8_t, 4> magic;
    std::uint16_t version;
    std::string_view name;        // in the errors: "not a Hasami book file (bad magic)"
    std::size_t headerBytes = 0;  // after the version
    bool sized = false;           // the payload's size after the header
    std::size_t sizeUnit = 1;     // the bytes the size counts: a labels chunk counts its samples
};

// The bytes after the version, checked.
struct Envelope {
    std::span<const std::uint8_t> header;
    std::span<const std::uint8_t> payload;
};

inline constexpr std::size_t kEnvelopeMagicBytes = 4;
inline constexpr std::size_t kEnvelopeChecksumBytes = 4;

// `header` must have kind.headerBytes bytes, and `payload` whole units of a sized kind.
std::vector<std::uint8_t> seal(const EnvelopeKind& kind, std::span<const std::uint8_t> header,
                               std::span<const std::uint8_t> payload);

// The header and the payload of `bytes`, or what is wrong, checked in this order and said in
// one line: another magic, too short for the envelope, another version, a size that is not the
// header's (cut short, or more after it), a checksum that does not match.
Result<Envelope> unseal(const EnvelopeKind& kind, std::span<const std::uint8_t> bytes);

// What the first envelopePrefixBytes(kind) bytes of a sized kind's envelope say, before the
// rest is read (its checksum not checked yet).
struct EnvelopePrefix {
    std::span<const std::uint8_t> header;
    std::uint64_t payloadBytes = 0;
    std::uint64_t sealedBytes = 0;  // the whole envelope's, checksum included
};

// The bytes before a kind's payload.
std::size_t envelopePrefixBytes(const EnvelopeKind& kind);

// For envelopes read one after the other from a stream: what the first
// envelopePrefixBytes(kind) bytes of a sized kind's envelope say, or what is wrong with them,
// as unseal says it (another magic, another version).
Result<EnvelopePrefix> unsealPrefix(const EnvelopeKind& kind, std::span<const std::uint8_t> prefix);

// CRC-32 (IEEE 802.3, the one of zip and PNG).
std::uint32_t crc32(std::span<const std::uint8_t> bytes);

}  // namespace hasami::ai
