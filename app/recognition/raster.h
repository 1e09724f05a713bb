#pragma once

// A picture as the board recogniser reads it: 8-bit RGB pixels, row by row. The readers of
// image files (image_file.h) and the window (from a QImage) make one; the recogniser needs
// nothing else of them.

#include <cstdint>
#include <utility>
#include <vector>

namespace hasami::recognition {

struct Rgb {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;

    constexpr bool operator==(const Rgb&) const = default;
};

// The largest difference of one channel: how far apart two colours look, cheaply.
inline int colorDistance(Rgb a, Rgb b) {
    const auto diff = [](int x, int y) { return x > y ? x - y : y - x; };
    const int dr = diff(a.r, b.r);
    const int dg = diff(a.g, b.g);
    const int db = diff(a.b, b.b);
    return dr > dg ? (dr > db ? dr : db) : (dg > db ? dg : db);
}

// The straight-line distance in RGB: what tells a disc from the board around it, where a
// grey disc on a green board differs in more than one channel.
double euclideanDistance(Rgb a, Rgb b);

// Rec. 601 luma, 0 to 255.
inline int luminance(Rgb c) {
    return (299 * c.r + 587 * c.g + 114 * c.b) / 1000;
}

// The median of each channel, so that a highlight or a mark on a few of the pixels does not
// move it; black for none. Reorders `pixels`.
Rgb medianColor(std::vector<Rgb>& pixels);

class Raster {
  public:
    // Black.
    Raster(int width, int height)
        : width_(width), height_(height), pixels_(std::size_t(width) * std::size_t(height)) {}
    // `pixels` from the top left, row by row: width * height of them.
    Raster(int width, int height, std::vector<Rgb> pixels)
        : width_(width), height_(height), pixels_(std::move(pixels)) {}

    int width() const { return width_; }
    int height() const { return height_; }
    Rgb at(int x, int y) const {
        return pixels_[std::size_t(y) * std::size_t(width_) + std::size_t(x)];
    }
    void set(int x, int y, Rgb c) {
        pixels_[std::size_t(y) * std::size_t(width_) + std::size_t(x)] = c;
    }

  private:
    int width_;
    int height_;
    std::vector<Rgb> pixels_;
};

}  // namespace hasami::recognition
