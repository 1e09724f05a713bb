#include "square_sampler.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hasami::recognition {

namespace {

// The ring around a square's middle, in squares: inside a disc of any usual size (a disc's
// radius is 0.35 to 0.45 of a square), outside a mark on it.
constexpr double kRingInner = 0.12;
constexpr double kRingOuter = 0.30;
// The corner patches: their centres this far in from the corner along each side, clear of a
// grid line as thick as a tenth of a square and outside a disc as large as the square.
constexpr double kCornerInset = 0.15;
constexpr double kCornerRadius = 0.05;

// The pixels whose centres lie within [inner, outer] of (cx, cy), in pixels.
void collectRing(const Raster& picture, double cx, double cy, double inner, double outer,
                 std::vector<Rgb>& into) {
    const int x0 = std::max(0, int(std::floor(cx - outer)));
    const int x1 = std::min(picture.width() - 1, int(std::ceil(cx + outer)));
    const int y0 = std::max(0, int(std::floor(cy - outer)));
    const int y1 = std::min(picture.height() - 1, int(std::ceil(cy + outer)));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const double dx = x + 0.5 - cx;
            const double dy = y + 0.5 - cy;
            const double d = std::sqrt(dx * dx + dy * dy);
            if (d >= inner && d <= outer) into.push_back(picture.at(x, y));
        }
    }
}

}  // namespace

SquareSamples sampleSquares(const Raster& picture, const Grid& grid) {
    SquareSamples samples;
    const double pitch = (grid.pitchX + grid.pitchY) / 2;
    // At least the nearest pixel, however small the board.
    const double cornerRadius = std::max(0.75, kCornerRadius * pitch);
    std::vector<Rgb> pixels;
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            SquareSample& sample = samples[std::size_t(row * 8 + column)];
            const double cx = grid.lineX(column + 0.5);
            const double cy = grid.lineY(row + 0.5);
            pixels.clear();
            collectRing(picture, cx, cy, kRingInner * pitch, kRingOuter * pitch, pixels);
            sample.middle = medianColor(pixels);

            pixels.clear();
            for (const double u : {kCornerInset, 1 - kCornerInset}) {
                for (const double v : {kCornerInset, 1 - kCornerInset})
                    collectRing(picture, grid.lineX(column + u), grid.lineY(row + v), 0,
                                cornerRadius, pixels);
            }
            sample.corners = medianColor(pixels);
        }
    }
    return samples;
}

}  // namespace hasami::recognition
