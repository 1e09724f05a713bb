#include "ai/pattern_evaluator.h"

#include "ai/pattern_set.h"
#include "ai/simple_evaluator.h"
#include "built_in.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "search_kernels.h"

namespace hasami::ai {

// Generated at build time from resources/weights/patterns.weights (cmake/EmbedFile.cmake);
// empty when that file was missing.
extern const std::uint8_t kShippedPatternWeights[];
extern const std::size_t kShippedPatternWeightsSize;

PatternEvaluator::PatternEvaluator(const PatternWeights& weights)
    : set_(*PatternSet::withFingerprint(weights.patternSet)),
      phaseCount_(weights.phaseCount),
      scale_(weights.scale),
      weightsPerPhase_(set_.weightCount()) {
    // Expanded so that every configuration has its own entry: no symmetry lookup when
    // evaluating. One more at the end, for the vector levels, which read each weight with the
    // next one (pattern_evaluation.cpp).
    weights_.resize(std::size_t(phaseCount_) * std::size_t(weightsPerPhase_) + 1);
    for (int phase = 0; phase < phaseCount_; ++phase) {
        const std::int16_t* shared =
            weights.values.data() + std::size_t(phase) * std::size_t(set_.canonicalWeightCount());
        std::int16_t* full = weights_.data() + std::size_t(phase) * std::size_t(weightsPerPhase_);
        for (const PatternSet::Table& t : set_.tables()) {
            for (int i = 0; i < t.size; ++i)
                full[t.offset + i] = shared[t.canonical[i]];
        }
    }
    for (int f = 0; f < set_.featureCount(); ++f)
        featureOffset_.push_back(set_.tables()[set_.tableOf(f)].offset);
}

PatternEvaluator::~PatternEvaluator() = default;

Result<std::shared_ptr<const PatternEvaluator>> PatternEvaluator::create(
    const PatternWeights& weights, KernelLevel kernels) {
    const PatternSet* set = PatternSet::withFingerprint(weights.patternSet);
    std::string reason;
    if (!set) {
        reason = "the weights belong to another pattern set (made by another version of Hasami)";
    } else if (weights.phaseCount < 1 || weights.phaseCount > 60) {
        reason = "bad number of phases: " + std::to_string(weights.phaseCount);
    } else if (weights.scale < 1) {
        reason = "bad scale: " + std::to_string(weights.scale);
    } else if (weights.values.size() !=
               std::size_t(weights.phaseCount) * std::size_t(set->canonicalWeightCount())) {
        reason = "wrong number of weights: " + std::to_string(weights.values.size());
    }
    if (!reason.empty()) return Error{reason};
    return searchKernels(kernels).newPatternEvaluator(weights);
}

Result<std::shared_ptr<const PatternEvaluator>> PatternEvaluator::fromBytes(
    std::span<const std::uint8_t> bytes) {
    const auto weights = decodePatternWeights(bytes);
    if (!weights) return weights.error();
    return create(*weights);
}

Result<std::shared_ptr<const PatternEvaluator>> PatternEvaluator::fromFile(
    const std::string& path) {
    // Far above any real weights file (the shipped one is 3.5 MB).
    constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;
    const auto text = readFile(path, kMaxFileBytes);
    if (!text) return text.error();
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(text->data());
    auto evaluator = fromBytes({bytes, text->size()});
    if (!evaluator) return Error{quotePath(path) + ": " + evaluator.error().message};
    return evaluator;
}

Result<std::shared_ptr<const Evaluator>> loadShippedEvaluator() {
    static const auto loaded = decodeBuiltIn<PatternEvaluator>(
        {kShippedPatternWeights, kShippedPatternWeightsSize}, "weights",
        "resources/weights/patterns.weights", PatternEvaluator::fromBytes);
    if (!loaded) return loaded.error();
    return *loaded;
}

std::shared_ptr<const Evaluator> defaultEvaluator() {
    if (auto trained = loadShippedEvaluator()) return *trained;
    return std::make_shared<SimpleEvaluator>();
}

Result<std::shared_ptr<const Evaluator>> evaluatorByName(const std::string& name) {
    if (name == "simple") return std::make_shared<SimpleEvaluator>();
    if (name == "shipped") return loadShippedEvaluator();
    auto evaluator = PatternEvaluator::fromFile(name);
    if (!evaluator) return evaluator.error();
    return *evaluator;
}

}  // namespace hasami::ai
