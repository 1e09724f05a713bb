#include "ai/training/dataset.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <tuple>

#include "core/quote.h"
#include "core/symmetry.h"
#include "core/write_file.h"
#include "splitmix.h"

namespace hasami::ai::training {

namespace {

constexpr std::array<char, 4> kDatasetMagic = {'H', 'S', 'D', 'S'};
constexpr std::uint32_t kDatasetVersion = 2;  // 2: samples say whether they are exact

struct DatasetHeader {
    std::array<char, 4> magic;
    std::uint32_t version;
    std::uint64_t training;
    std::uint64_t validation;
};

}  // namespace

Result<void> saveDataset(const Dataset& dataset, const std::string& path) {
    FileReplacement out;
    const DatasetHeader header{kDatasetMagic, kDatasetVersion, dataset.training.size(),
                               dataset.validation.size()};
    Result<void> written = out.open(path);
    if (written) written = out.write({reinterpret_cast<const char*>(&header), sizeof header});
    for (const auto* samples : {&dataset.training, &dataset.validation}) {
        if (written) {
            written = out.write(
                {reinterpret_cast<const char*>(samples->data()), samples->size() * sizeof(Sample)});
        }
    }
    return written ? out.commit() : written;
}

Result<Dataset> loadDataset(const std::string& path) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    const auto fail = [&](const std::string& reason) {
        return Error{quotePath(path) + ": " + reason};
    };
    // The system's reason: "No such file or directory", "Permission denied".
    if (!in) return fail(std::strerror(errno));
    const auto size = std::uint64_t(in.tellg());
    in.seekg(0);
    DatasetHeader header{};
    in.read(reinterpret_cast<char*>(&header), sizeof header);
    if (!in || header.magic != kDatasetMagic || header.version != kDatasetVersion) {
        return fail("not a dataset saved by this version of hasami-tools train");
    }
    if (size != sizeof header + (header.training + header.validation) * sizeof(Sample)) {
        return fail("the file does not have the size its header says (truncated?)");
    }
    Dataset dataset;
    dataset.training.resize(header.training);
    dataset.validation.resize(header.validation);
    for (auto* samples : {&dataset.training, &dataset.validation}) {
        in.read(reinterpret_cast<char*>(samples->data()),
                std::streamsize(samples->size() * sizeof(Sample)));
    }
    if (!in) return fail("cannot read the file");
    return dataset;
}

std::uint64_t datasetFingerprint(const Dataset& dataset) {
    std::uint64_t hash = splitMix64(dataset.training.size()) ^ dataset.validation.size();
    for (const auto* samples : {&dataset.training, &dataset.validation}) {
        for (const Sample& s : *samples)
            hash = splitMix64(splitMix64(hash ^ s.p) ^ s.o);
    }
    return hash;
}

Dataset blendLabels(const Dataset& results, const Dataset& searched, float resultWeight,
                    std::size_t* unlabelled) {
    // The searched labels sorted by position, to be found by bisection.
    std::vector<Sample> byPosition = searched.training;
    byPosition.insert(byPosition.end(), searched.validation.begin(), searched.validation.end());
    const auto before = [](const Sample& a, const Sample& b) {
        return std::tie(a.p, a.o) < std::tie(b.p, b.o);
    };
    std::sort(byPosition.begin(), byPosition.end(), before);
    Dataset blended;
    std::size_t missing = 0;
    const auto blend = [&](const std::vector<Sample>& from, std::vector<Sample>& to) {
        for (const Sample& s : from) {
            if (s.exact) {
                to.push_back(s);
                continue;
            }
            const auto found = std::lower_bound(byPosition.begin(), byPosition.end(), s, before);
            if (found == byPosition.end() || found->p != s.p || found->o != s.o) {
                ++missing;
                continue;
            }
            to.push_back({s.p, s.o, resultWeight * s.label + (1 - resultWeight) * found->label});
        }
    };
    blend(results.training, blended.training);
    blend(results.validation, blended.validation);
    if (unlabelled) *unlabelled = missing;
    return blended;
}

std::vector<Sample> gameSamples(const ArchiveGame& game) {
    std::vector<Sample> samples;
    Position position = Position::start();
    const float result = float(game.result);
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        if (int(ply) >= game.firstTrainingPly) {
            samples.push_back({position.player(), position.opponent(),
                               position.sideToMove() == Color::Black ? result : -result,
                               position.emptyCount() <= game.perfectFromEmpties});
        }
        position = position.play(game.moves[ply]);
    }
    return samples;
}

std::pair<Bitboard, Bitboard> canonicalForm(Bitboard p, Bitboard o) {
    std::pair<Bitboard, Bitboard> best{p, o};
    for (Symmetry s : kAllSymmetries)
        best = std::min(best, {transform(p, s), transform(o, s)});
    return best;
}

DatasetBuilder::DatasetBuilder(int validationPercent, std::uint64_t seed)
    : validationPercent_(validationPercent), seed_(seed) {}

void DatasetBuilder::addGame(const std::vector<Sample>& samples) {
    const bool validation =
        int(splitMix64(seed_ ^ splitMix64(games_++)) % 100) < validationPercent_;
    for (const Sample& s : samples) {
        const auto [p, o] = canonicalForm(s.p, s.o);
        entries_.push_back({p, o, s.label, s.exact, validation});
    }
}

Dataset DatasetBuilder::take() {
    // Sorting brings equal positions together, training ones first.
    std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
        return std::tie(a.p, a.o, a.validation) < std::tie(b.p, b.o, b.validation);
    });
    Dataset dataset;
    for (std::size_t i = 0; i < entries_.size();) {
        std::size_t end = i;
        double sum = 0, exactSum = 0;
        int exact = 0;
        while (end < entries_.size() && entries_[end].p == entries_[i].p &&
               entries_[end].o == entries_[i].o &&
               entries_[end].validation == entries_[i].validation) {
            const Entry& e = entries_[end++];
            sum += e.label;
            if (e.exact) {
                exactSum += e.label;
                ++exact;
            }
        }
        const Sample merged{entries_[i].p, entries_[i].o,
                            float(exact ? exactSum / exact : sum / double(end - i)), exact > 0};
        if (!entries_[i].validation) {
            dataset.training.push_back(merged);
        } else if (i == 0 || entries_[i - 1].p != merged.p || entries_[i - 1].o != merged.o) {
            dataset.validation.push_back(merged);  // not also a training position
        }
        i = end;
    }
    entries_ = {};
    games_ = 0;
    return dataset;
}

}  // namespace hasami::ai::training
