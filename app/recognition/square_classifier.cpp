#include "square_classifier.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace hasami::recognition {

namespace {

// A disc differs from the board around it by at least this much in one channel; an empty
// square's middle from its corners by less than half of it. Measured: Quarry's grey black
// discs on green differ by 76, KReversi's white discs on the gloss of its board by 55, iagno's
// noise-textured board by 6 from one spot to another, JPEG at quality 60 adds up to 10.
constexpr int kDiscContrast = 36;
// A square's contrast this close to kDiscContrast leaves it unsure.
constexpr int kContrastMargin = 14;
// Black and white discs differ by at least this much in luminance; discs closer than that are
// of one colour, which their own lightness tells.
constexpr int kColourGap = 48;
// A disc whose lightness is within this share of the gap from the middle between the two
// clusters is unsure.
constexpr double kLightnessMargin = 0.2;
constexpr int kIterations = 20;

}  // namespace

SquareClasses classifySquares(const SquareSamples& samples) {
    SquareClasses classes;
    Bitboard discs = 0;
    for (int i = 0; i < 64; ++i) {
        const SquareSample& s = samples[std::size_t(i)];
        const double contrast = euclideanDistance(s.middle, s.corners);
        if (contrast >= kDiscContrast) discs |= bb::bit(i);
        if (std::abs(contrast - kDiscContrast) < kContrastMargin) classes.unsure |= bb::bit(i);
    }
    if (discs == 0) return classes;

    // Two clusters of lightness, seeded by the darkest and the lightest disc.
    double dark = 255;
    double light = 0;
    bb::forEachBit(discs, [&](int i) {
        const int l = luminance(samples[std::size_t(i)].middle);
        dark = std::min(dark, double(l));
        light = std::max(light, double(l));
    });
    if (light - dark < kColourGap) {
        // All discs of one colour: the picture's own cluster would split them anyway.
        const bool black = (light + dark) / 2 < 128;
        (black ? classes.black : classes.white) = discs;
        return classes;
    }
    for (int iteration = 0; iteration < kIterations; ++iteration) {
        double darkSum = 0;
        double lightSum = 0;
        int darkCount = 0;
        int lightCount = 0;
        bb::forEachBit(discs, [&](int i) {
            const int l = luminance(samples[std::size_t(i)].middle);
            if (l - dark < light - l) {
                darkSum += l;
                ++darkCount;
            } else {
                lightSum += l;
                ++lightCount;
            }
        });
        dark = darkSum / darkCount;
        light = lightSum / lightCount;
    }
    const double middle = (dark + light) / 2;
    bb::forEachBit(discs, [&](int i) {
        const int l = luminance(samples[std::size_t(i)].middle);
        (l < middle ? classes.black : classes.white) |= bb::bit(i);
        if (std::abs(l - middle) < kLightnessMargin * (light - dark)) classes.unsure |= bb::bit(i);
    });
    return classes;
}

}  // namespace hasami::recognition
