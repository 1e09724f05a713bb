#include "ai/training/label_file.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <numeric>

#include "../little_endian.h"
#include "ai/binary_envelope.h"
#include "core/position.h"
#include "core/quote.h"

namespace hasami::ai::training {

namespace {

constexpr std::size_t kSampleBytes = 21;
// The run (30 bytes), then the index in the shard of the chunk's first sample.
constexpr std::size_t kFirstAt = 30;
// 2: a shard walks its samples in a scrambled order (1: in the dataset's).
constexpr EnvelopeKind kChunkKind{.magic = {'H', 'S', 'L', 'B'},
                                  .version = 2,
                                  .name = "labels chunk",
                                  .headerBytes = kFirstAt + 8,
                                  .sized = true,
                                  .sizeUnit = kSampleBytes};

// The run of a chunk's header, or why it is none.
Result<LabelRun> decodeRun(std::span<const std::uint8_t> header) {
    LabelRun run;
    run.dataset = get64(header, 0);
    run.datasetSamples = get64(header, 8);
    run.shard = int(getLittleEndian(header, 16, 2));
    run.shardCount = int(getLittleEndian(header, 18, 2));
    run.depth = int(getLittleEndian(header, 20, 1));
    run.exactEmpties = int(getLittleEndian(header, 21, 1));
    run.evaluator = get64(header, 22);
    if (run.shardCount == 0 || run.shard >= run.shardCount) return Error{"a shard outside its run"};
    return run;
}

// a * b mod m without overflow, for any m < 2^63: by doubling.
std::uint64_t multiplyModulo(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    std::uint64_t product = 0;
    for (a %= m; b != 0; b >>= 1, a = (a << 1) % m) {
        if (b & 1) product = (product + a) % m;
    }
    return product;
}

}  // namespace

std::string LabelRun::shardName() const {
    return "shard " + std::to_string(shard + 1) + "/" + std::to_string(shardCount);
}

std::uint64_t LabelRun::shardSize() const {
    const auto count = std::uint64_t(shardCount);
    return datasetSamples / count + (std::uint64_t(shard) < datasetSamples % count ? 1 : 0);
}

std::uint64_t LabelRun::datasetIndex(std::uint64_t i) const {
    // The shard's j-th sample in the dataset's order is taken i-th, with j = i * stride modulo
    // the shard's size: a stride near the size times the golden ratio's fraction spreads every
    // prefix evenly over the dataset, which is sorted by position. So a run stopped half-way
    // has labelled a fair half, and its fit says what the whole run's would.
    const std::uint64_t size = shardSize();
    std::uint64_t stride = std::uint64_t(double(size) * 0.6180339887498949) | 1;
    while (std::gcd(stride, size) != 1)  // a stride prime to the size visits every sample once
        stride += 2;
    const std::uint64_t j = multiplyModulo(i, stride, size);
    return j * std::uint64_t(shardCount) + std::uint64_t(shard);
}

std::uint64_t evaluatorFingerprint(const Evaluator& evaluator) {
    std::uint64_t hash = 0, random = 1;
    Position position = Position::start();
    while (!position.isGameOver()) {
        if (position.mustPass()) position = position.passed();
        hash = hash * 0x100000001B3ULL ^
               std::uint64_t(evaluator.evaluate(position.player(), position.opponent()));
        // A linear congruential choice among the legal moves.
        random = random * 6364136223846793005ULL + 1442695040888963407ULL;
        Bitboard moves = position.legalMoves();
        for (int skip = int((random >> 33) % std::uint64_t(bb::count(moves))); skip > 0; --skip)
            moves = bb::withoutLowest(moves);
        position = position.play(Square::fromIndex(bb::lowestIndex(moves)));
    }
    return hash;
}

std::vector<std::uint8_t> encodeLabelChunk(const LabelChunk& chunk) {
    const LabelRun& run = chunk.run;
    std::vector<std::uint8_t> header;
    put64(header, run.dataset);
    put64(header, run.datasetSamples);
    putLittleEndian(header, std::uint32_t(run.shard), 2);
    putLittleEndian(header, std::uint32_t(run.shardCount), 2);
    putLittleEndian(header, std::uint32_t(run.depth), 1);
    putLittleEndian(header, std::uint32_t(run.exactEmpties), 1);
    put64(header, run.evaluator);
    put64(header, chunk.first);
    std::vector<std::uint8_t> samples;
    for (const LabelledSample& s : chunk.samples) {
        put64(samples, s.sample.p);
        put64(samples, s.sample.o);
        putLittleEndian(samples, std::bit_cast<std::uint32_t>(s.sample.label), 4);
        putLittleEndian(samples, s.validation ? 1 : 0, 1);
    }
    return seal(kChunkKind, header, samples);
}

bool beginsChunkOf(std::span<const std::uint8_t> header, const LabelRun& run, std::uint64_t first) {
    // Everything before the sample count, which a cut chunk does not tell.
    const std::size_t kKnownBytes = envelopePrefixBytes(kChunkKind) - 4;
    const std::vector<std::uint8_t> expected = encodeLabelChunk({run, first, {}});
    const std::size_t compared = std::min(header.size(), kKnownBytes);
    return !header.empty() &&
           std::equal(header.begin(), header.begin() + std::ptrdiff_t(compared), expected.begin());
}

Result<LabelFile> readLabelFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{quotePath(path) + ": " + std::strerror(errno)};
    return readLabels(in);
}

LabelFile readLabels(std::istream& in) {
    LabelFile file;
    std::vector<std::uint8_t> bytes;
    const auto read = [&](std::size_t at, std::size_t size) {
        bytes.resize(at + size);
        in.read(reinterpret_cast<char*>(bytes.data() + at), std::streamsize(size));
        return std::size_t(in.gcount()) == size;
    };
    const std::size_t prefixBytes = envelopePrefixBytes(kChunkKind);
    while (true) {
        bytes.clear();
        if (!read(0, prefixBytes)) {
            if (in.gcount() > 0) {
                file.damage = "a chunk cut short";
                file.cutHeader.assign(bytes.begin(), bytes.begin() + in.gcount());
            }
            break;
        }
        // What the header says is checked before the rest is read.
        const auto prefix = unsealPrefix(kChunkKind, bytes);
        if (!prefix) {
            file.damage = prefix.error().message;
            break;
        }
        auto run = decodeRun(prefix->header);
        if (run && prefix->payloadBytes > kMostChunkSamples * kSampleBytes)
            run = Error{"a chunk of too many samples"};
        if (!run) {
            file.damage = run.error().message;
            break;
        }
        if (!read(prefixBytes, prefix->sealedBytes - prefixBytes)) {
            file.damage = "a chunk cut short";
            file.cutHeader.assign(bytes.begin(), bytes.begin() + std::ptrdiff_t(prefixBytes));
            break;
        }
        const auto envelope = unseal(kChunkKind, bytes);
        if (!envelope) {
            file.damage = envelope.error().message;
            break;
        }
        const std::span<const std::uint8_t> payload = envelope->payload;
        LabelChunk chunk{*run, get64(envelope->header, kFirstAt), {}};
        for (std::size_t at = 0; at < payload.size(); at += kSampleBytes) {
            const Sample sample{get64(payload, at), get64(payload, at + 8),
                                std::bit_cast<float>(getLittleEndian(payload, at + 16, 4))};
            if ((sample.p & sample.o) != 0 || payload[at + 20] > 1) {
                file.damage = "a chunk with a bad sample";
                break;
            }
            chunk.samples.push_back({sample, payload[at + 20] == 1});
        }
        if (!file.damage.empty()) break;
        file.completeBytes += bytes.size();
        file.chunks.push_back(std::move(chunk));
    }
    return file;
}

Result<Dataset> labelledDataset(const std::vector<LabelChunk>& chunks,
                                std::vector<std::string>* warnings) {
    if (chunks.empty()) return Error{"no labels"};
    const LabelRun& run = chunks.front().run;
    // Each shard's chunks in order, to find gaps and overlaps.
    std::vector<std::vector<const LabelChunk*>> shards(std::size_t(run.shardCount));
    for (const LabelChunk& chunk : chunks) {
        LabelRun shardless = chunk.run, first = run;
        shardless.shard = first.shard = 0;
        if (shardless != first)
            return Error{
                "labels of different runs (dataset, evaluation, depth, exactness or shards)"};
        shards[std::size_t(chunk.run.shard)].push_back(&chunk);
    }
    // The warning's text is made only when wanted (a damaged run may name 65,535 shards).
    const auto say = [&](const auto& warning) {
        if (warnings) warnings->push_back(warning());
    };
    for (std::size_t shard = 0; shard < shards.size(); ++shard) {
        auto& ordered = shards[shard];
        LabelRun shardRun = run;
        shardRun.shard = int(shard);
        if (ordered.empty()) {
            say([&] { return shardRun.shardName() + ": no labels"; });
            continue;
        }
        std::sort(ordered.begin(), ordered.end(),
                  [](const LabelChunk* a, const LabelChunk* b) { return a->first < b->first; });
        std::uint64_t next = 0;
        for (const LabelChunk* chunk : ordered) {
            if (chunk->first < next) {
                return Error{shardRun.shardName() + " labels sample " +
                             std::to_string(chunk->first + 1) + " twice (a file given twice?)"};
            }
            if (chunk->first > next) {
                say([&] {
                    return shardRun.shardName() + ": samples " + std::to_string(next + 1) + " to " +
                           std::to_string(chunk->first) + " are not labelled";
                });
            }
            // Compared by subtraction: a damaged chunk's first sample may be near 2^64.
            const std::uint64_t size = shardRun.shardSize();
            if (chunk->first > size || chunk->samples.size() > size - chunk->first)
                return Error{shardRun.shardName() + " labels samples beyond its end"};
            next = chunk->first + chunk->samples.size();
        }
        if (next < shardRun.shardSize()) {
            say([&] {
                return shardRun.shardName() + ": " + std::to_string(next) + " of " +
                       std::to_string(shardRun.shardSize()) + " samples labelled";
            });
        }
    }
    // The samples in the dataset's order, however the shards were split and concatenated (the
    // fit then gives the weights of one unsharded run).
    std::vector<std::pair<std::uint64_t, const LabelledSample*>> byIndex;
    for (const LabelChunk& chunk : chunks) {
        for (std::size_t i = 0; i < chunk.samples.size(); ++i)
            byIndex.emplace_back(chunk.run.datasetIndex(chunk.first + i), &chunk.samples[i]);
    }
    std::sort(byIndex.begin(), byIndex.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    Dataset dataset;
    for (const auto& [index, s] : byIndex)
        (s->validation ? dataset.validation : dataset.training).push_back(s->sample);
    return dataset;
}

}  // namespace hasami::ai::training
