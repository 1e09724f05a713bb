#pragma once

// Labels from a long run (hasami-tools label) in a file that grows chunk by chunk. A run can
// be split into shards, one process or machine each; an interrupted shard goes on from its last
// complete chunk; the files of the shards concatenated (in any order) are one labels file.

#include <cstdint>
#include <istream>
#include <span>
#include <string>
#include <vector>

#include "ai/evaluator.h"
#include "ai/training/dataset.h"

namespace hasami::ai::training {

// What a labelling run computes: which of a dataset's samples, and how deep.
struct LabelRun {
    std::uint64_t dataset = 0;  // the datasetFingerprint of the dataset labelled
    std::uint64_t datasetSamples = 0;
    int shard = 0;  // from 0: the samples whose index is `shard` modulo `shardCount`
    int shardCount = 1;
    int depth = 0;
    int exactEmpties = 0;
    std::uint64_t evaluator = 0;  // the evaluatorFingerprint of the searches' evaluation

    bool operator==(const LabelRun&) const = default;
    // "shard 2/4" (from 1).
    std::string shardName() const;
    // How many samples the shard holds.
    std::uint64_t shardSize() const;
    // The index in the dataset (training samples, then validation ones) of the shard's i-th;
    // a shard takes its samples in a scrambled order, every prefix spread over the dataset.
    std::uint64_t datasetIndex(std::uint64_t i) const;
};

struct LabelledSample {
    Sample sample;
    bool validation = false;
};

// The most samples a chunk holds: what an interrupted run can lose at most.
inline constexpr std::size_t kMostChunkSamples = 4096;

struct LabelChunk {
    LabelRun run;
    std::uint64_t first = 0;  // the index in the shard of the chunk's first sample
    std::vector<LabelledSample> samples;
};

// Tells evaluations apart by what they say: a hash of their values on fixed positions (from a
// game of pseudo-random moves), whatever file or build they come from.
std::uint64_t evaluatorFingerprint(const Evaluator& evaluator);

// A chunk's bytes, in the envelope of ai/binary_envelope.h: the magic "HSLB", a version, the
// run and the first index, the count, each sample as its two bitboards, the label (a float's
// bits) and a validation byte, then a CRC-32 of all that.
std::vector<std::uint8_t> encodeLabelChunk(const LabelChunk& chunk);

struct LabelFile {
    std::vector<LabelChunk> chunks;
    std::uint64_t completeBytes = 0;  // the size of the chunks read, from the file's start
    std::string damage;  // why the bytes after them are no chunk ("" when there are none)
    // The header of the chunk cut short (all of it the file holds, at most a header's bytes);
    // empty when the damage is another.
    std::vector<std::uint8_t> cutHeader;
};

// Whether `header`, what a file holds of a chunk's header, is the start of the header of the
// chunk of `run` from its sample `first`: a chunk a full disk cut short is the run's own.
bool beginsChunkOf(std::span<const std::uint8_t> header, const LabelRun& run, std::uint64_t first);

// The chunks of a labels file up to the first one cut short or damaged. An error only when the
// file cannot be read.
Result<LabelFile> readLabelFile(const std::string& path);
// The same from a stream of the file's bytes.
LabelFile readLabels(std::istream& in);

// The labelled samples of chunks as a dataset to fit. The chunks must come from one run (one
// dataset, depth and shard count) and never label a sample twice; the error otherwise. A shard
// not labelled to its end (or at all) is said in *warnings.
Result<Dataset> labelledDataset(const std::vector<LabelChunk>& chunks,
                                std::vector<std::string>* warnings);

}  // namespace hasami::ai::training
