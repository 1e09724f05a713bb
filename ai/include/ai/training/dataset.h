#pragma once

// Labelled positions for training, from archive games: one sample per position, positions
// equal up to a symmetry merged, split into training and validation by game.

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/archive.h"
#include "core/bitboard.h"
#include "core/result.h"

namespace hasami::ai::training {

struct Sample {
    Bitboard p = 0;  // the side to move
    Bitboard o = 0;
    float label = 0;  // the final disc difference expected from p's view
    // The label is the position's exact score (a solve, or a self-play game's result within its
    // perfectFromEmpties): searches do not relabel it, and blends leave it as it is.
    bool exact = false;
};

// The position before each move of the game, a forced pass included (so the side to move
// alternates from sample to sample), labelled with the game's result from its side's view; none
// before the game's firstTrainingPly. Those within the game's perfectFromEmpties are exact.
std::vector<Sample> gameSamples(const ArchiveGame& game);

// One of the eight symmetric images of a position, the same for all of them.
std::pair<Bitboard, Bitboard> canonicalForm(Bitboard p, Bitboard o);

struct Dataset {
    std::vector<Sample> training;
    std::vector<Sample> validation;  // from other games, none equal to a training position
};

// A dataset in a file, to fit again or relabel without reading and solving the archives again:
// "HSDS", a version, the training and validation counts, then the samples as they are in
// memory (a cache between runs on one machine, not a format for exchange). Errors name the
// file.
Result<void> saveDataset(const Dataset& dataset, const std::string& path);
Result<Dataset> loadDataset(const std::string& path);

// Tells datasets apart: a hash of every sample's position, in order (not of the labels, which
// a labelling run replaces, nor of their exactness).
std::uint64_t datasetFingerprint(const Dataset& dataset);

// The samples of `results` (labelled by the games' results, as train's archives are) with each
// label blended with the one `searched` gives the same position (hasami-tools label's deeper
// labels): resultWeight x result + (1 - resultWeight) x searched. An exact label is kept as it
// is; any other position that `searched` does not label is left out, and counted in
// *unlabelled.
Dataset blendLabels(const Dataset& results, const Dataset& searched, float resultWeight,
                    std::size_t* unlabelled);

// Collects the samples of games. Each game goes to validation with probability
// validationPercent / 100 (from a seed, so the split is reproducible); positions equal up to a
// symmetry are merged into one sample with the mean of their labels (of their exact labels
// where some are exact), so the positions of the common openings count once and not thousands
// of times.
class DatasetBuilder {
  public:
    DatasetBuilder(int validationPercent, std::uint64_t seed);
    void addGame(const std::vector<Sample>& samples);
    // The merged samples; the builder is empty afterwards.
    Dataset take();

  private:
    struct Entry {
        Bitboard p, o;
        float label;
        bool exact;
        bool validation;
    };
    int validationPercent_;
    std::uint64_t seed_;
    std::uint64_t games_ = 0;
    std::vector<Entry> entries_;
};

}  // namespace hasami::ai::training
