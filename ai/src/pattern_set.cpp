#include "ai/pattern_set.h"

#include <algorithm>
#include <array>
#include <span>
#include <stdexcept>

#include "ai/pattern_weights.h"

namespace hasami::ai {

namespace {

// The squares of a mask, ascending.
std::vector<int> squaresOf(Bitboard mask) {
    std::vector<int> squares;
    bb::forEachBit(mask, [&](int index) { squares.push_back(index); });
    return squares;
}

// kPower3[n] = 3^n, for the digits of any shape.
constexpr std::array<int, kMaxShapeSquares + 1> kPower3 = [] {
    std::array<int, kMaxShapeSquares + 1> powers{1};
    for (std::size_t n = 1; n < powers.size(); ++n)
        powers[n] = 3 * powers[n - 1];
    return powers;
}();

int power3(int n) {
    return kPower3[n];
}

// The shape moved by s: for each square of the moved mask, in ascending order, the shape's
// digit that lands on it.
std::vector<int> digitOrder(Bitboard shape, Symmetry s) {
    const std::vector<int> squares = squaresOf(shape);
    const std::vector<int> moved = squaresOf(transform(shape, s));
    std::vector<int> order(squares.size());
    for (std::size_t k = 0; k < squares.size(); ++k) {
        const int square = transform(Square::fromIndex(squares[k]), s).index();
        order[std::find(moved.begin(), moved.end(), square) - moved.begin()] = int(k);
    }
    return order;
}

// For gathered bits in a copy's ascending order, the base-3 index with each bit as digit 1.
std::vector<std::uint16_t> ternaryTable(const std::vector<int>& order) {
    std::vector<std::uint16_t> table(std::size_t{1} << order.size());
    for (std::size_t bits = 0; bits < table.size(); ++bits) {
        int index = 0;
        for (std::size_t i = 0; i < order.size(); ++i)
            if (bits >> i & 1) index += power3(order[i]);
        table[bits] = std::uint16_t(index);
    }
    return table;
}

// The configuration whose digit i is digit order[i] of `index`.
int permuted(int index, const std::vector<int>& order) {
    std::array<int, kMaxShapeSquares> digits{};
    for (std::size_t i = 0; i < order.size(); ++i, index /= 3)
        digits[i] = index % 3;
    int result = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
        result += digits[order[i]] * power3(int(i));
    return result;
}

// The squares of a copy, digit by digit: square k of the shape moved by the copy's symmetry.
std::vector<int> digitSquares(const PatternShape& shape, Symmetry s) {
    std::vector<int> squares = squaresOf(shape.mask);
    for (int& square : squares)
        square = transform(Square::fromIndex(square), s).index();
    return squares;
}

std::vector<PatternShape> joined(std::initializer_list<std::span<const PatternShape>> groups) {
    std::vector<PatternShape> shapes;
    for (std::span<const PatternShape> group : groups)
        shapes.insert(shapes.end(), group.begin(), group.end());
    return shapes;
}

}  // namespace

const PatternSet& PatternSet::standard() {
    static const PatternSet set(joined({kEdaxEdgeShapes, kEgaroucidDiagonals, kEgaroucidShapes}));
    return set;
}

const PatternSet& PatternSet::edax() {
    static const PatternSet set(joined({kEdaxEdgeShapes, kEdaxDiagonals}));
    return set;
}

const PatternSet* PatternSet::withFingerprint(std::uint32_t fingerprint) {
    for (const PatternSet* set : {&standard(), &edax()})
        if (set->fingerprint() == fingerprint) return set;
    return nullptr;
}

PatternSet::PatternSet(std::vector<PatternShape> shapes) : shapes_(std::move(shapes)) {
    std::vector<std::vector<int>> orders;  // of the ternary tables, to share equal ones
    for (const PatternShape& shape : shapes_) {
        const std::vector<int> squares = squaresOf(shape.mask);
        if (squares.size() > std::size_t(kMaxShapeSquares)) {
            throw std::logic_error("a pattern shape has more than kMaxShapeSquares squares");
        }
        Table table{shape.name, power3(int(squares.size())), weightCount_, {}, 0};

        // Symmetries that map the shape onto itself permute its digits.
        std::vector<std::vector<int>> selfMaps;
        for (Symmetry s : kAllSymmetries) {
            if (transform(shape.mask, s) == shape.mask)
                selfMaps.push_back(digitOrder(shape.mask, s));
        }
        table.canonical.resize(table.size);
        table.canonicalOffset = canonicalWeightCount_;
        int shared = 0;
        for (int index = 0; index < table.size; ++index) {
            int representative = index;
            for (const auto& order : selfMaps)
                representative = std::min(representative, permuted(index, order));
            // A representative is the smallest of its class, so it was numbered first.
            table.canonical[index] = representative == index
                                         ? std::uint32_t(canonicalWeightCount_ + shared++)
                                         : table.canonical[representative];
        }
        weightCount_ += table.size;
        canonicalWeightCount_ += shared;

        for (Symmetry s : kAllSymmetries) {
            const Bitboard mask = transform(shape.mask, s);
            const bool seen = std::any_of(copies_.begin(), copies_.end(), [&](const Copy& c) {
                return c.table == int(tables_.size()) && c.mask == mask;
            });
            if (seen) continue;
            // Tables are shared between copies that read their squares in the same order.
            const std::vector<int> order = digitOrder(shape.mask, s);
            auto found = std::find(orders.begin(), orders.end(), order);
            if (found == orders.end()) {
                ternaryTables_.push_back(ternaryTable(order));
                orders.push_back(order);
                found = orders.end() - 1;
            }
            copies_.push_back({int(tables_.size()), mask, s, nullptr});
            copies_.back().ternary = ternaryTables_[found - orders.begin()].data();
        }
        tables_.push_back(std::move(table));
    }
    // ternaryTables_ no longer grows: the pointers above stay valid.
    if (copies_.size() > std::size_t(kMaxCopies)) {
        throw std::logic_error("a pattern set has more than kMaxCopies copies");
    }
    for (std::size_t c = 0; c < copies_.size(); ++c) {
        const std::vector<int> squares =
            digitSquares(shapes_[copies_[c].table], copies_[c].symmetry);
        for (std::size_t k = 0; k < squares.size(); ++k)
            placeValues_[squares[k]][c] = std::uint16_t(power3(int(k)));
    }

    globalTable_ = int(tables_.size());
    const std::pair<const char*, int> globals[kGlobalFeatureCount] = {
        {"parity", 2},
        {"player mobility", kMobilityCap + 1},
        {"opponent mobility", kMobilityCap + 1}};
    for (const auto& [name, size] : globals) {
        Table table{name, size, weightCount_, std::vector<std::uint32_t>(size),
                    canonicalWeightCount_};
        for (int i = 0; i < size; ++i)
            table.canonical[i] = std::uint32_t(canonicalWeightCount_ + i);
        weightCount_ += size;
        canonicalWeightCount_ += size;
        tables_.push_back(std::move(table));
    }

    std::vector<std::uint8_t> description;
    const auto append = [&](const void* data, std::size_t size) {
        const auto* bytes = static_cast<const std::uint8_t*>(data);
        description.insert(description.end(), bytes, bytes + size);
    };
    for (const Table& t : tables_) {
        append(t.name.data(), t.name.size());
        append(&t.size, sizeof t.size);
    }
    for (const Copy& c : copies_)
        append(&c.mask, sizeof c.mask);
    fingerprint_ = crc32(description);
}

int PatternSet::referenceIndex(int feature, Bitboard p, Bitboard o) const {
    const int copyCount = int(copies_.size());
    if (feature < copyCount) {
        const Copy& c = copies_[feature];
        const std::vector<int> squares = digitSquares(shapes_[c.table], c.symmetry);
        int index = 0;
        for (std::size_t k = 0; k < squares.size(); ++k) {
            const int digit = bb::has(p, squares[k]) ? 1 : bb::has(o, squares[k]) ? 2 : 0;
            index += digit * power3(int(k));
        }
        return index;
    }
    const auto countMoves = [](Bitboard mover, Bitboard other) {
        int moves = 0;
        for (int square = 0; square < 64; ++square) {
            if (!bb::has(mover | other, square) && flippedDiscs(mover, other, square)) ++moves;
        }
        return std::min(moves, kMobilityCap);
    };
    switch (feature - copyCount) {
        case kParity:
            return (64 - bb::count(p) - bb::count(o)) % 2;
        case kPlayerMobility:
            return countMoves(p, o);
        default:
            return countMoves(o, p);
    }
}

}  // namespace hasami::ai
