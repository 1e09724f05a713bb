#include "raster.h"

#include <algorithm>
#include <cmath>

namespace hasami::recognition {

double euclideanDistance(Rgb a, Rgb b) {
    const double dr = double(a.r) - b.r;
    const double dg = double(a.g) - b.g;
    const double db = double(a.b) - b.b;
    return std::sqrt(dr * dr + dg * dg + db * db);
}

Rgb medianColor(std::vector<Rgb>& pixels) {
    if (pixels.empty()) return {};
    const auto middle = pixels.begin() + std::ptrdiff_t(pixels.size() / 2);
    Rgb result;
    std::nth_element(pixels.begin(), middle, pixels.end(), [](Rgb a, Rgb b) { return a.r < b.r; });
    result.r = middle->r;
    std::nth_element(pixels.begin(), middle, pixels.end(), [](Rgb a, Rgb b) { return a.g < b.g; });
    result.g = middle->g;
    std::nth_element(pixels.begin(), middle, pixels.end(), [](Rgb a, Rgb b) { return a.b < b.b; });
    result.b = middle->b;
    return result;
}

}  // namespace hasami::recognition
