#include "ai/training/fit.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/pattern_set.h"

namespace hasami::ai::training {

namespace {

// The samples as rows of the least-squares problem, grouped by phase so that a pass over them
// touches one phase's weights at a time: for each sample its phase, its label and, for each
// feature, the shared weight it selects within the phase.
class FeatureRows {
  public:
    FeatureRows(std::span<const Sample> samples, int phaseCount)
        : set_(PatternSet::standard()), features_(set_.featureCount()) {
        for (int f = 0; f < features_; ++f)
            tableBase_.push_back(set_.tables()[set_.tableOf(f)].canonicalOffset);
        std::vector<std::size_t> next(phaseCount + 1, 0);
        for (const Sample& s : samples)
            ++next[phaseOf(bb::count(~(s.p | s.o)), phaseCount) + 1];
        for (int phase = 0; phase < phaseCount; ++phase)
            next[phase + 1] += next[phase];
        phase_.resize(samples.size());
        label_.resize(samples.size());
        weights_.resize(samples.size() * features_);
        for (const Sample& s : samples) {
            const int phase = phaseOf(bb::count(~(s.p | s.o)), phaseCount);
            const std::size_t row = next[phase]++;
            phase_[row] = std::uint8_t(phase);
            label_[row] = s.label;
            std::uint16_t* w = &weights_[row * features_];
            set_.forEachIndex(s.p, s.o, [&](int f, int index) {
                const PatternSet::Table& t = set_.tables()[set_.tableOf(f)];
                w[f] = std::uint16_t(t.canonical[index] - t.canonicalOffset);
            });
        }
    }

    std::size_t size() const { return phase_.size(); }
    float label(std::size_t row) const { return label_[row]; }

    // Calls visit(weight) for each weight of the row, as an index into all phases' weights.
    template <typename Visit>
    void forEachWeight(std::size_t row, Visit&& visit) const {
        const std::size_t base = std::size_t(phase_[row]) * set_.canonicalWeightCount();
        const std::uint16_t* w = &weights_[row * features_];
        for (int f = 0; f < features_; ++f)
            visit(base + tableBase_[f] + w[f]);
    }

    double predict(std::size_t row, const std::vector<double>& x) const {
        double sum = 0;
        forEachWeight(row, [&](std::size_t i) { sum += x[i]; });
        return sum;
    }

    double meanAbsoluteError(const std::vector<double>& x) const {
        double total = 0;
        for (std::size_t row = 0; row < size(); ++row)
            total += std::abs(predict(row, x) - label_[row]);
        return size() ? total / double(size()) : std::numeric_limits<double>::quiet_NaN();
    }

  private:
    const PatternSet& set_;
    int features_;
    std::vector<int> tableBase_;
    std::vector<std::uint8_t> phase_;
    std::vector<float> label_;
    std::vector<std::uint16_t> weights_;
};

double dot(const std::vector<double>& a, const std::vector<double>& b) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

// The matrix of the normal equations, A'A + ridge I + smoothing L, where L couples each weight
// with the same weight in the neighbouring phases.
class NormalMatrix {
  public:
    NormalMatrix(const FeatureRows& rows, const FitOptions& options, std::size_t perPhase)
        : rows_(rows), options_(options), perPhase_(perPhase) {}

    void multiply(const std::vector<double>& v, std::vector<double>& out) const {
        std::fill(out.begin(), out.end(), 0.0);
        for (std::size_t row = 0; row < rows_.size(); ++row) {
            const double s = rows_.predict(row, v);
            rows_.forEachWeight(row, [&](std::size_t i) { out[i] += s; });
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::size_t phase = i / perPhase_;
            double coupling = 0;
            if (phase > 0) coupling += v[i] - v[i - perPhase_];
            if (phase + 1 < std::size_t(options_.phaseCount)) coupling += v[i] - v[i + perPhase_];
            out[i] += options_.ridge * v[i] + options_.smoothing * coupling;
        }
    }

    // The diagonal, for the preconditioner: each weight's number of uses, plus the
    // regularisation's share.
    std::vector<double> diagonal() const {
        std::vector<double> d(perPhase_ * options_.phaseCount, options_.ridge);
        for (std::size_t row = 0; row < rows_.size(); ++row)
            rows_.forEachWeight(row, [&](std::size_t i) { d[i] += 1; });
        for (std::size_t i = 0; i < d.size(); ++i) {
            const std::size_t phase = i / perPhase_;
            const int neighbours =
                (phase > 0 ? 1 : 0) + (phase + 1 < std::size_t(options_.phaseCount) ? 1 : 0);
            d[i] += options_.smoothing * neighbours;
        }
        return d;
    }

  private:
    const FeatureRows& rows_;
    const FitOptions& options_;
    std::size_t perPhase_;
};

}  // namespace

std::vector<double> fitWeights(std::span<const Sample> training, std::span<const Sample> validation,
                               const FitOptions& options,
                               const std::function<void(const FitProgress&)>& onProgress) {
    const std::size_t perPhase = std::size_t(PatternSet::standard().canonicalWeightCount());
    const std::size_t n = perPhase * std::size_t(options.phaseCount);
    const FeatureRows rows(training, options.phaseCount);
    const FeatureRows validationRows(validation, options.phaseCount);
    const NormalMatrix matrix(rows, options, perPhase);
    const std::vector<double> inverseDiagonal = [&] {
        std::vector<double> d = matrix.diagonal();
        for (double& v : d)
            v = 1 / v;
        return d;
    }();

    // Preconditioned conjugate gradients from x = 0, where the residual is A'y.
    std::vector<double> x(n, 0.0), r(n, 0.0), z(n), d(n), q(n);
    for (std::size_t row = 0; row < rows.size(); ++row)
        rows.forEachWeight(row, [&](std::size_t i) { r[i] += rows.label(row); });
    for (std::size_t i = 0; i < n; ++i)
        z[i] = r[i] * inverseDiagonal[i];
    d = z;
    double rz = dot(r, z);
    for (int iteration = 1; iteration <= options.iterations && rz > 0; ++iteration) {
        matrix.multiply(d, q);
        const double alpha = rz / dot(d, q);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] += alpha * d[i];
            r[i] -= alpha * q[i];
            z[i] = r[i] * inverseDiagonal[i];
        }
        const double next = dot(r, z);
        const double beta = next / rz;
        rz = next;
        for (std::size_t i = 0; i < n; ++i)
            d[i] = z[i] + beta * d[i];
        if (onProgress && (iteration % 10 == 0 || iteration == options.iterations)) {
            onProgress({iteration, rows.meanAbsoluteError(x), validationRows.meanAbsoluteError(x)});
        }
    }
    return x;
}

PatternWeights quantize(std::span<const double> weights, const FitOptions& options) {
    PatternWeights result{
        PatternSet::standard().fingerprint(), options.phaseCount, options.scale, {}};
    result.values.reserve(weights.size());
    for (double w : weights) {
        const double units = std::round(w * options.scale);
        result.values.push_back(std::int16_t(std::clamp(units, -32767.0, 32767.0)));
    }
    return result;
}

PhaseErrors phaseErrors(const Evaluator& evaluator, std::span<const Sample> samples,
                        int phaseCount) {
    PhaseErrors errors{std::vector<double>(phaseCount, 0.0),
                       std::vector<std::size_t>(phaseCount, 0)};
    for (const Sample& s : samples) {
        const int phase = phaseOf(bb::count(~(s.p | s.o)), phaseCount);
        errors.meanAbsoluteError[phase] += std::abs(double(evaluator.evaluate(s.p, s.o)) - s.label);
        ++errors.count[phase];
    }
    for (int phase = 0; phase < phaseCount; ++phase) {
        errors.meanAbsoluteError[phase] =
            errors.count[phase] ? errors.meanAbsoluteError[phase] / double(errors.count[phase])
                                : std::numeric_limits<double>::quiet_NaN();
    }
    return errors;
}

}  // namespace hasami::ai::training
