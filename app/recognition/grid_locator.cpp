#include "grid_locator.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace hasami::recognition {

namespace {

// Smallest square looked for, in pixels.
constexpr double kMinPitch = 8;
// Pitches are tried in steps this fine: over eight squares the last line is then off by at
// most a pixel and a half from where a finer step would put it.
constexpr double kPitchStep = 0.2;
// A pixel pair differing by this much in one channel is an edge. A grid line one pixel wide,
// dark green on green (Hasami's), scaled by 0.6 and saved as JPEG at quality 60, still differs
// by about 30; JPEG's ringing on flat colour stays under 10.
constexpr int kEdge = 18;
// An edge counts up to this much in the profiles, so that a few stark edges (a window's
// border, text) do not outweigh a board's many soft ones.
constexpr int kEdgeCap = 48;
// The candidates kept per direction for the check in two dimensions, and of one pitch: a
// board's grid and the same grid shifted by a square onto the window's edge score alike here.
constexpr std::size_t kCandidates = 12;
constexpr std::size_t kStartsPerPitch = 3;
// A grid is accepted when its lines are edges over this much more of their length than the
// lines half a square away (through the discs' middles).
constexpr double kMinContrast = 0.35;
// When a line is found again, the rows within this share of the best one's edges are its.
constexpr double kRefineShare = 0.8;

// The difference between each pixel and the next one across the edge's direction: `across`
// true compares (x, y) with (x, y + 1), which horizontal lines show, false with (x + 1, y).
class EdgeMap {
  public:
    EdgeMap(const Raster& picture, bool across)
        : width_(picture.width()),
          height_(picture.height()),
          values_(std::size_t(width_) * std::size_t(height_), 0) {
        for (int y = 0; y < height_; ++y) {
            for (int x = 0; x < width_; ++x) {
                const int nx = across ? x : x + 1;
                const int ny = across ? y + 1 : y;
                if (nx >= width_ || ny >= height_) continue;
                values_[index(x, y)] =
                    std::uint8_t(colorDistance(picture.at(x, y), picture.at(nx, ny)));
            }
        }
    }

    int at(int x, int y) const {
        if (x < 0 || y < 0 || x >= width_ || y >= height_) return 0;
        return values_[index(x, y)];
    }

  private:
    std::size_t index(int x, int y) const {
        return std::size_t(y) * std::size_t(width_) + std::size_t(x);
    }

    int width_;
    int height_;
    std::vector<std::uint8_t> values_;
};

// Nine equally spaced positions along one direction.
struct Comb {
    double start = 0;
    double pitch = 0;
    double score = 0;
};

// The edge strength of each row (horizontal edges) or column (vertical ones), taking each
// position's strongest of itself and its neighbours, since a line one pixel wide shows as
// edges on both of its sides and a scaled one lands between pixels.
std::vector<double> profile(const EdgeMap& edges, int length, int breadth, bool rows) {
    std::vector<double> sums(std::size_t(length), 0);
    for (int i = 0; i < length; ++i) {
        double sum = 0;
        for (int j = 0; j < breadth; ++j)
            sum += std::min(rows ? edges.at(j, i) : edges.at(i, j), kEdgeCap);
        sums[std::size_t(i)] = sum;
    }
    std::vector<double> widened(sums.size(), 0);
    for (std::size_t i = 0; i < sums.size(); ++i) {
        const std::size_t from = i == 0 ? 0 : i - 1;
        const std::size_t to = std::min(sums.size() - 1, i + 1);
        widened[i] = *std::max_element(sums.begin() + std::ptrdiff_t(from),
                                       sums.begin() + std::ptrdiff_t(to) + 1);
    }
    return widened;
}

bool overlaps(const Comb& a, const Comb& b) {
    return std::abs(a.pitch - b.pitch) < 0.08 * a.pitch &&
           std::abs(a.start - b.start) < 0.4 * a.pitch;
}

// Keeps `comb` among the `limit` best, apart from those it overlaps.
void keepBest(std::vector<Comb>& best, const Comb& comb, std::size_t limit) {
    for (Comb& kept : best) {
        if (!overlaps(kept, comb)) continue;
        if (comb.score > kept.score) kept = comb;
        return;
    }
    best.push_back(comb);
    std::sort(best.begin(), best.end(),
              [](const Comb& a, const Comb& b) { return a.score > b.score; });
    if (best.size() > limit) best.pop_back();
}

// The combs whose weakest tooth is strongest: every one of the nine lines must be there.
std::vector<Comb> candidateCombs(const std::vector<double>& strength) {
    const double length = double(strength.size());
    std::vector<Comb> best;
    std::vector<Comb> atPitch;
    for (double pitch = kMinPitch; 8 * pitch < length - 1; pitch += kPitchStep) {
        atPitch.clear();
        for (double start = 0; start + 8 * pitch < length - 0.5; start += 1) {
            // Below the weakest kept, a comb is not kept: stop adding up its teeth.
            const double floor = atPitch.size() < kStartsPerPitch ? 0 : atPitch.back().score;
            double weakest = strength[std::size_t(std::lround(start))];
            for (int i = 1; i <= 8 && weakest > floor; ++i)
                weakest = std::min(weakest, strength[std::size_t(std::lround(start + i * pitch))]);
            if (weakest > floor) keepBest(atPitch, {start, pitch, weakest}, kStartsPerPitch);
        }
        for (const Comb& comb : atPitch)
            keepBest(best, comb, kCandidates);
    }
    return best;
}

// The share of a line's length, from `from` to `to` along it at `at` across, that is an edge
// within `tolerance` pixels across.
double coverage(const EdgeMap& edges, bool horizontal, double at, double from, double to,
                int tolerance) {
    const int line = int(std::lround(at));
    int covered = 0;
    int total = 0;
    for (int along = int(std::lround(from)); along <= int(std::lround(to)); ++along, ++total) {
        for (int d = -tolerance; d <= tolerance; ++d) {
            const int value = horizontal ? edges.at(along, line + d) : edges.at(line + d, along);
            if (value >= kEdge) {
                ++covered;
                break;
            }
        }
    }
    return total == 0 ? 0 : double(covered) / total;
}

// How much more the grid's lines are edges than the lines halfway between them.
double gridContrast(const EdgeMap& horizontalEdges, const EdgeMap& verticalEdges,
                    const Grid& grid) {
    const int tolerance = std::max(1, int(std::lround(0.03 * (grid.pitchX + grid.pitchY))));
    double lines = 0;
    double middles = 0;
    for (int i = 0; i <= 8; ++i) {
        lines +=
            coverage(horizontalEdges, true, grid.lineY(i), grid.lineX(0), grid.lineX(8), tolerance);
        lines +=
            coverage(verticalEdges, false, grid.lineX(i), grid.lineY(0), grid.lineY(8), tolerance);
        if (i == 8) continue;
        middles += coverage(horizontalEdges, true, grid.lineY(i + 0.5), grid.lineX(0),
                            grid.lineX(8), tolerance);
        middles += coverage(verticalEdges, false, grid.lineX(i + 0.5), grid.lineY(0), grid.lineY(8),
                            tolerance);
    }
    return lines / 18 - middles / 16;
}

// The row (or column) near `around` along which the most of the board's breadth, from `from`
// to `to`, is an edge; the middle of those as good, as a line shows an edge on each side.
double refineLine(const EdgeMap& edges, bool horizontal, double around, double from, double to,
                  int reach) {
    std::vector<double> covered;
    const int centre = int(std::lround(around));
    for (int d = -reach; d <= reach; ++d)
        covered.push_back(coverage(edges, horizontal, centre + d, from, to, 0));
    const double best = *std::max_element(covered.begin(), covered.end());
    if (best == 0) return around;
    double sum = 0;
    int count = 0;
    for (int d = -reach; d <= reach; ++d) {
        if (covered[std::size_t(d + reach)] < kRefineShare * best) continue;
        sum += centre + d;
        ++count;
    }
    // The edge of row y lies between pixels y and y + 1, at y + 1 where pixel y spans [y, y + 1).
    return sum / count + 1;
}

// The grid's start and pitch along one direction fitted (least squares) to its nine lines each
// found again where its edges are strongest: the combs' steps leave a line a pixel or two off,
// which matters when squares are small.
void refineGrid(const EdgeMap& horizontalEdges, const EdgeMap& verticalEdges, Grid& grid) {
    const int reach = std::max(2, int(std::lround(0.06 * (grid.pitchX + grid.pitchY))));
    const auto fit = [](const std::vector<double>& lines, double& start, double& pitch) {
        // x = 0..8, mean 4, sum of squared deviations 60.
        double mean = 0;
        for (const double l : lines)
            mean += l / 9;
        double slope = 0;
        for (std::size_t i = 0; i < lines.size(); ++i)
            slope += (double(i) - 4) * (lines[i] - mean) / 60;
        pitch = slope;
        start = mean - 4 * slope;
    };
    std::vector<double> rows;
    std::vector<double> columns;
    for (int i = 0; i <= 8; ++i) {
        rows.push_back(refineLine(horizontalEdges, true, grid.lineY(i), grid.lineX(0.25),
                                  grid.lineX(7.75), reach));
        columns.push_back(refineLine(verticalEdges, false, grid.lineX(i), grid.lineY(0.25),
                                     grid.lineY(7.75), reach));
    }
    fit(rows, grid.top, grid.pitchY);
    fit(columns, grid.left, grid.pitchX);
}

}  // namespace

std::optional<Grid> locateGrid(const Raster& picture) {
    if (picture.width() < 8 * kMinPitch || picture.height() < 8 * kMinPitch) return std::nullopt;
    const EdgeMap horizontalEdges(picture, true);
    const EdgeMap verticalEdges(picture, false);
    const auto rows =
        candidateCombs(profile(horizontalEdges, picture.height(), picture.width(), true));
    const auto columns =
        candidateCombs(profile(verticalEdges, picture.width(), picture.height(), false));

    std::optional<Grid> best;
    double bestContrast = kMinContrast;
    for (const Comb& column : columns) {
        for (const Comb& row : rows) {
            // Squares are square, give or take a stretched screenshot.
            if (std::abs(column.pitch - row.pitch) > 0.12 * std::max(column.pitch, row.pitch))
                continue;
            const Grid grid{column.start, row.start, column.pitch, row.pitch};
            const double contrast = gridContrast(horizontalEdges, verticalEdges, grid);
            if (contrast > bestContrast) {
                bestContrast = contrast;
                best = grid;
            }
        }
    }
    if (best) refineGrid(horizontalEdges, verticalEdges, *best);
    return best;
}

}  // namespace hasami::recognition
