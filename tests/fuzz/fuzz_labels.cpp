// Labels files (readLabels, labelledDataset): any bytes give the chunks before the first
// damaged one, each of which encodes back to its bytes, and a dataset or a reason. The input is
// also read as one chunk with its count and checksum made right, so that the samples' decoder is
// reached.

#include <sstream>

#include "ai/pattern_weights.h"
#include "ai/training/label_file.h"
#include "fuzz_check.h"

using namespace hasami;
using namespace hasami::ai::training;

namespace {

constexpr std::size_t kHeaderBytes = 48;  // label_file.cpp: the sample count is at 44
constexpr std::size_t kSampleBytes = 21;

void read(const std::string& bytes) {
    std::istringstream in(bytes);
    const LabelFile file = readLabels(in);
    fuzz::require(file.completeBytes <= bytes.size(), "more bytes read than given");
    fuzz::require(file.damage.empty() == (file.completeBytes == bytes.size()),
                  "damage said for a whole file, or not for a damaged one");
    std::size_t at = 0, samples = 0;
    for (const LabelChunk& chunk : file.chunks) {
        const auto encoded = encodeLabelChunk(chunk);
        fuzz::require(
            bytes.compare(at, encoded.size(), std::string(encoded.begin(), encoded.end())) == 0,
            "a chunk does not encode to its bytes");
        at += encoded.size();
        samples += chunk.samples.size();
    }
    fuzz::require(at == file.completeBytes, "the chunks are not the bytes read");
    const auto dataset = labelledDataset(file.chunks, nullptr);
    fuzz::require(dataset || !dataset.error().message.empty(), "a refusal does not say why");
    if (dataset) {
        fuzz::require(dataset->training.size() + dataset->validation.size() == samples,
                      "samples lost or made up");
    }
}

// The input cut to whole samples, with its count and checksum made right.
std::string repaired(const std::uint8_t* data, std::size_t size) {
    if (size < kHeaderBytes) return {};
    const std::size_t count = (size - kHeaderBytes) / kSampleBytes;
    std::vector<std::uint8_t> bytes(data, data + kHeaderBytes + count * kSampleBytes);
    const auto put = [&](std::size_t at, std::uint32_t value) {
        for (int i = 0; i < 4; ++i)
            bytes[at + std::size_t(i)] = std::uint8_t(value >> (8 * i));
    };
    put(44, std::uint32_t(count));
    const std::uint32_t checksum = ai::crc32(bytes);
    bytes.resize(bytes.size() + 4);
    put(bytes.size() - 4, checksum);
    return std::string(bytes.begin(), bytes.end());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    read(std::string(reinterpret_cast<const char*>(data), size));
    if (const std::string fixed = repaired(data, size); !fixed.empty()) read(fixed);
    return 0;
}
