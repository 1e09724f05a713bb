#include "ai/human_model_file.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "ai/binary_envelope.h"
#include "ai/move_pattern.h"
#include "ai/pattern_evaluator.h"
#include "built_in.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "little_endian.h"

namespace hasami::ai {

// Generated at build time from resources/human/human.model (cmake/EmbedFile.cmake); empty when
// that file was missing.
extern const std::uint8_t kShippedHumanModel[];
extern const std::size_t kShippedHumanModelSize;
// From resources/human/features.weights, in the same way.
extern const std::uint8_t kHumanFeatureWeights[];
extern const std::size_t kHumanFeatureWeightsSize;

namespace {

constexpr EnvelopeKind kHumanModelKind{
    .magic = {'H', 'S', 'H', 'M'}, .version = kHumanModelVersion, .name = "human-move model"};
constexpr int kMaxBands = 16;
// Far beyond any fitted weight: a larger one is a damaged file, not a model.
constexpr double kMaxWeight = 1000;

void putFloat(std::vector<std::uint8_t>& out, double value) {
    putLittleEndian(out, std::bit_cast<std::uint32_t>(float(value)), 4);
}

// Reads the file's fields in order; the first field that is cut short or out of range is the
// error, and every later read gives 0.
class FieldReader {
  public:
    explicit FieldReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

    std::uint32_t integer(int size, const char* what) {
        if (!error_.empty()) return 0;
        if (bytes_.size() - at_ < std::size_t(size)) {
            error_ = std::string("cut short at ") + what;
            return 0;
        }
        const std::uint32_t value = getLittleEndian(bytes_, at_, size);
        at_ += std::size_t(size);
        return value;
    }
    std::uint64_t bits64(const char* what) {
        const std::uint64_t low = integer(4, what);
        return low | std::uint64_t(integer(4, what)) << 32;
    }
    double number(double min, double max, const char* what) {
        const double value = std::bit_cast<float>(integer(4, what));
        if (error_.empty() && !(value >= min && value <= max)) {
            error_ = std::string(what) + " out of range";
        }
        return value;
    }
    void fail(std::string reason) {
        if (error_.empty()) error_ = std::move(reason);
    }
    bool done() const { return at_ == bytes_.size(); }
    const std::string& error() const { return error_; }

  private:
    std::span<const std::uint8_t> bytes_;
    std::size_t at_ = 0;
    std::string error_;
};

std::vector<HumanBand> readBands(FieldReader& in, int count) {
    std::vector<HumanBand> bands;
    bands.resize(std::size_t(count));
    for (HumanBand& band : bands) {
        band.rating = in.number(0, 4000, "a band's rating");
        for (auto& phase : band.weights) {
            for (double& w : phase)
                w = in.number(-kMaxWeight, kMaxWeight, "a weight");
        }
        for (double& chance : band.exactBest)
            chance = in.number(0, 1, "an exact-best chance");
        band.temperature = in.number(0.01, 100, "a band's temperature");
        band.readingDepth = int(in.integer(1, "a band's reading depth"));
        if (band.readingDepth < 1 || band.readingDepth > kHumanDeepestReading)
            in.fail("a band's reading depth out of range");
    }
    for (std::size_t i = 1; i < bands.size(); ++i) {
        if (!(bands[i - 1].rating < bands[i].rating)) in.fail("the bands are not by rating");
    }
    return bands;
}

std::vector<float> readShapeLogits(FieldReader& in) {
    const std::uint32_t count = in.integer(4, "the shape count");
    if (count != 0 && count != std::uint32_t(kMoveLogitCount)) {
        in.fail("the model has " + std::to_string(count) +
                " shape logits; this program reads 0 or " + std::to_string(kMoveLogitCount));
        return {};
    }
    std::vector<float> logits(count);
    for (float& logit : logits)
        logit = float(in.number(-kMaxWeight, kMaxWeight, "a shape logit"));
    return logits;
}

HumanModel::OpeningCounts readOpenings(FieldReader& in) {
    HumanModel::OpeningCounts openings;
    const std::uint32_t count = in.integer(4, "the opening count");
    for (std::uint32_t n = 0; n < count && in.error().empty(); ++n) {
        const BookKey key{in.bits64("an opening"), in.bits64("an opening")};
        const Position position = key.position();
        if (!position.isValid() || canonicalForm(position).key != key ||
            (!openings.empty() && !(openings.rbegin()->first < key))) {
            in.fail("opening " + std::to_string(n + 1) + ": not a canonical position in order");
            break;
        }
        const std::uint32_t moves = in.integer(1, "an opening's moves");
        auto& chosen = openings[key];
        Bitboard seen = 0;
        for (std::uint32_t m = 0; m < moves && in.error().empty(); ++m) {
            const std::uint32_t square = in.integer(1, "an opening's move");
            const std::uint32_t games = in.integer(4, "an opening's games");
            if (in.error().empty() &&
                (square >= 64 || !bb::has(position.legalMoves(), int(square)) ||
                 bb::has(seen, int(square)) || games == 0)) {
                in.fail("opening " + std::to_string(n + 1) + ": a bad or repeated move");
            }
            seen |= bb::bit(int(square & 63));
            chosen.emplace_back(std::uint8_t(square), games);
        }
    }
    return openings;
}

}  // namespace

std::vector<std::uint8_t> encodeHumanModel(const HumanModel& model) {
    std::vector<std::uint8_t> out;
    putLittleEndian(out, kHumanFeatureCount, 2);
    putLittleEndian(out, kHumanPhaseCount, 1);
    putLittleEndian(out, std::uint32_t(model.bands().size()), 1);
    putFloat(out, model.medianRating());
    for (const HumanBand& band : model.bands()) {
        putFloat(out, band.rating);
        for (const auto& phase : band.weights) {
            for (const double w : phase)
                putFloat(out, w);
        }
        for (const double chance : band.exactBest)
            putFloat(out, chance);
        putFloat(out, band.temperature);
        putLittleEndian(out, std::uint32_t(band.readingDepth), 1);
    }
    putLittleEndian(out, std::uint32_t(model.shapeLogits().size()), 4);
    for (const float logit : model.shapeLogits())
        putFloat(out, logit);
    putLittleEndian(out, std::uint32_t(model.openings().size()), 4);
    for (const auto& [key, moves] : model.openings()) {
        put64(out, key.player);
        put64(out, key.opponent);
        out.push_back(std::uint8_t(moves.size()));
        for (const auto& [square, games] : moves) {
            out.push_back(square);
            putLittleEndian(out, games, 4);
        }
    }
    return seal(kHumanModelKind, {}, out);
}

Result<std::shared_ptr<const HumanModel>> decodeHumanModel(std::span<const std::uint8_t> bytes) {
    const auto envelope = unseal(kHumanModelKind, bytes);
    if (!envelope) return envelope.error();
    FieldReader in(envelope->payload);
    const std::uint32_t features = in.integer(2, "the feature count");
    const std::uint32_t phases = in.integer(1, "the phase count");
    const std::uint32_t bandCount = in.integer(1, "the band count");
    if (features != kHumanFeatureCount || phases != kHumanPhaseCount || bandCount < 1 ||
        bandCount > kMaxBands) {
        return Error{"the model has " + std::to_string(features) + " features, " +
                     std::to_string(phases) + " phases and " + std::to_string(bandCount) +
                     " bands; this program reads " + std::to_string(kHumanFeatureCount) + ", " +
                     std::to_string(kHumanPhaseCount) + " and 1 to " + std::to_string(kMaxBands)};
    }
    const double median = in.number(0, 4000, "the median rating");
    auto bands = readBands(in, int(bandCount));
    auto shapeLogits = readShapeLogits(in);
    auto openings = readOpenings(in);
    if (in.error().empty() && !in.done()) in.fail("bytes after the last opening");
    if (!in.error().empty()) return Error{in.error()};
    return std::make_shared<const HumanModel>(std::move(bands), std::move(openings), median,
                                              std::move(shapeLogits));
}

Result<std::shared_ptr<const HumanModel>> readHumanModelFile(const std::string& path) {
    const auto text = readFile(path, kMaxHumanModelFileBytes);
    if (!text) return text.error();
    auto model =
        decodeHumanModel({reinterpret_cast<const std::uint8_t*>(text->data()), text->size()});
    if (!model) return Error{quotePath(path) + ": " + model.error().message};
    return model;
}

Result<std::shared_ptr<const HumanModel>> shippedHumanModel() {
    static const auto loaded =
        decodeBuiltIn<HumanModel>({kShippedHumanModel, kShippedHumanModelSize}, "human-move model",
                                  "resources/human/human.model", decodeHumanModel);
    return loaded;
}

std::shared_ptr<const Evaluator> shippedHumanFeatureEvaluator() {
    static const auto loaded = decodeBuiltIn<PatternEvaluator>(
        {kHumanFeatureWeights, kHumanFeatureWeightsSize}, "human model's weights",
        "resources/human/features.weights", PatternEvaluator::fromBytes);
    if (loaded) return *loaded;
    return defaultEvaluator();
}

}  // namespace hasami::ai
