#pragma once

// The features of the pattern evaluation: shapes of squares read as base-3 numbers, each with
// its symmetric copies on the board sharing one weight table, and a few global features.
//
// A shape's digits are its squares in ascending bit order (digit k is worth 3^k): 0 empty,
// 1 the player's disc, 2 the opponent's. A copy is the shape moved by a symmetry s; its digit k
// is read on the square s(k-th square of the shape), so every copy reads a configuration in the
// same order and the copies can share weights. Configurations that a symmetry of the shape
// itself maps onto each other (a diagonal read forwards and backwards) share one weight too.
//
// The index of a copy is computed without a loop over squares: the copy's squares are gathered
// as bits (BMI2 pext where the processor has it), and a table per copy turns those bits,
// in the copy's own ascending order, into the base-3 digits in the shape's order.

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/moves.h"
#include "core/symmetry.h"

namespace hasami::ai {

struct PatternShape {
    const char* name;
    Bitboard mask;
};

namespace squares {
constexpr Bitboard of(std::initializer_list<int> indices) {
    Bitboard b = 0;
    for (int i : indices)
        b |= bb::bit(i);
    return b;
}
}  // namespace squares

// The shapes of Logistello and Edax, drawn near a1 and the top edge: the edges and corners,
// then the diagonals.
inline constexpr std::array<PatternShape, 6> kEdaxEdgeShapes = {{
    {"edge+2X", bb::kRow1 | squares::of({9, 14})},                   // a1-h1, b2, g2
    {"corner 3x3", squares::of({0, 1, 2, 8, 9, 10, 16, 17, 18})},    // a1-c3
    {"corner 2x5", squares::of({0, 1, 2, 3, 4, 8, 9, 10, 11, 12})},  // a1-e2
    {"row 2", bb::kRow1 << 8},                                       // a2-h2
    {"row 3", bb::kRow1 << 16},                                      // a3-h3
    {"row 4", bb::kRow1 << 24},                                      // a4-h4
}};
inline constexpr std::array<PatternShape, 5> kEdaxDiagonals = {{
    {"diagonal 8", squares::of({0, 9, 18, 27, 36, 45, 54, 63})},  // a1-h8
    {"diagonal 7", squares::of({1, 10, 19, 28, 37, 46, 55})},     // b1-h7
    {"diagonal 6", squares::of({2, 11, 20, 29, 38, 47})},         // c1-h6
    {"diagonal 5", squares::of({3, 12, 21, 30, 39})},             // d1-h5
    {"diagonal 4", squares::of({4, 13, 22, 31})},                 // e1-h4
}};

// Egaroucid's diagonals: each with the corner, C or X squares that decide who can take the
// corners it leads to. Egaroucid reads no diagonal of four.
inline constexpr std::array<PatternShape, 4> kEgaroucidDiagonals = {{
    {"diagonal 8+2C", squares::of({0, 9, 18, 27, 36, 45, 54, 63, 1, 8})},       // a1-h8, b1, a2
    {"diagonal 7+2 corners", squares::of({0, 1, 10, 19, 28, 37, 46, 55, 63})},  // a1, b1-h7, h8
    {"diagonal 6+2C+X", squares::of({2, 11, 20, 29, 38, 47, 1, 55, 14})},       // c1-h6, b1, h7, g2
    {"diagonal 5+2X", squares::of({3, 12, 21, 30, 39, 9, 54})},                 // d1-h5, b2, g7
}};

// Egaroucid's ten-square shapes that Edax lacks, drawn near a1.
inline constexpr std::array<PatternShape, 7> kEgaroucidShapes = {{
    {"triangle", squares::of({0, 1, 2, 3, 8, 9, 10, 16, 17, 24})},        // a1-d1, a2-c2, a3-b3, a4
    {"corner+block", squares::of({0, 2, 3, 4, 5, 7, 10, 11, 12, 13})},    // a1, c1-f1, h1, c2-f2
    {"cross", squares::of({0, 1, 8, 9, 10, 17, 18, 19, 26, 27})},         // a1-d4, b1-d3, a2-c4
    {"edge+Y", bb::kRow1 | squares::of({10, 13})},                        // a1-h1, c2, f2
    {"narrow triangle", squares::of({0, 1, 2, 3, 4, 8, 9, 16, 24, 32})},  // a1-e1, a2-b2, a3-a5
    {"fish", squares::of({0, 1, 8, 9, 10, 11, 17, 18, 25, 27})},   // a1-b1, a2-d2, b3-c3, b4, d4
    {"anvil", squares::of({2, 3, 4, 5, 11, 12, 18, 19, 20, 21})},  // c1-f1, d2-e2, c3-f3
}};

inline constexpr int kMaxShapeSquares = 10;
// The most shape copies a set may have: the indices kept move by move (pattern_indices.h) have
// this many lanes, a multiple of the widest vector's 16.
inline constexpr int kMaxCopies = 80;

// Global features after the shapes, each with its own small table: the parity of the empties
// (who is due to play the last move) and each side's number of legal moves.
inline constexpr int kMobilityCap = 24;  // more moves than this count as this many
enum GlobalFeature { kParity, kPlayerMobility, kOpponentMobility, kGlobalFeatureCount };

class PatternSet {
  public:
    // Weights shared by the copies of one shape, or one global feature's weights.
    struct Table {
        std::string name;
        int size = 0;    // configurations (3^squares for a shape)
        int offset = 0;  // of its first weight among a phase's weights
        // The shared weight of each configuration, numbered from canonicalOffset; the
        // configurations a symmetry of the shape maps onto each other have the same one.
        std::vector<std::uint32_t> canonical;
        int canonicalOffset = 0;
    };
    // One copy of a shape on the board.
    struct Copy {
        int table = 0;
        Bitboard mask = 0;  // its squares
        Symmetry symmetry = Symmetry::Identity;
        // The configuration index for the copy's player bits (gathered in ascending order);
        // the opponent's bits weigh twice as much.
        const std::uint16_t* ternary = nullptr;
    };

    // The set the evaluation and its training use: Edax's edges and corners, Egaroucid's
    // diagonals and its ten-square shapes.
    static const PatternSet& standard();
    // Edax's shapes alone, edges and corners then diagonals: the set the human model's
    // features are scored with (human_model_file.h).
    static const PatternSet& edax();
    // The set a weights file's fingerprint names, or null when no set of this version has it.
    static const PatternSet* withFingerprint(std::uint32_t fingerprint);

    // Its shapes, in the order of their tables.
    const std::vector<PatternShape>& shapes() const { return shapes_; }

    const std::vector<Table>& tables() const { return tables_; }
    const std::vector<Copy>& copies() const { return copies_; }
    // Features per position: the shape copies, then the global features.
    int featureCount() const { return int(copies_.size()) + kGlobalFeatureCount; }
    // The table of feature f.
    int tableOf(int feature) const {
        return feature < int(copies_.size()) ? copies_[feature].table
                                             : globalTable_ + (feature - int(copies_.size()));
    }
    // Weights per phase with one per configuration, and with one per shared weight.
    int weightCount() const { return weightCount_; }
    int canonicalWeightCount() const { return canonicalWeightCount_; }
    // Identifies the shapes, their order and the global features: weights trained for another
    // set are refused.
    std::uint32_t fingerprint() const { return fingerprint_; }

    // Calls visit(feature, index) for every feature of the position where the player p is
    // to move against o; index is the configuration within the feature's table.
    template <typename Visit>
    void forEachIndex(Bitboard p, Bitboard o, Visit&& visit) const {
        forEachCopyIndex(p, o, visit);
        forEachGlobalIndex(p, o, visit);
    }
    // The same for the shape copies alone, and for the global features alone.
    template <typename Visit>
    void forEachCopyIndex(Bitboard p, Bitboard o, Visit&& visit) const {
        int f = 0;
        for (const Copy& c : copies_) {
            visit(f++, c.ternary[bb::gather(p, c.mask)] + 2 * c.ternary[bb::gather(o, c.mask)]);
        }
    }
    template <typename Visit>
    void forEachGlobalIndex(Bitboard p, Bitboard o, Visit&& visit) const {
        const int f = int(copies_.size());
        visit(f + kParity, bb::count(~(p | o)) & 1);
        visit(f + kPlayerMobility, std::min(bb::count(legalMoves(p, o)), kMobilityCap));
        visit(f + kOpponentMobility, std::min(bb::count(legalMoves(o, p)), kMobilityCap));
    }

    // What a disc of the player's on `square` adds to the index of each copy: 3^k when the
    // square is the copy's digit k, else 0; an opponent's disc adds twice as much. A move
    // updates every index with the rows of the squares it changes (pattern_indices.h).
    using PlaceValues = std::array<std::uint16_t, kMaxCopies>;
    const PlaceValues& placeValues(int square) const { return placeValues_[square]; }

    // The index of one feature read square by square: the reference for the tests.
    int referenceIndex(int feature, Bitboard p, Bitboard o) const;

  private:
    explicit PatternSet(std::vector<PatternShape> shapes);

    std::vector<PatternShape> shapes_;
    std::vector<Table> tables_;
    std::vector<Copy> copies_;
    int globalTable_ = 0;
    // ternaryTables_[i][bits]; copies point into it.
    std::vector<std::vector<std::uint16_t>> ternaryTables_;
    std::array<PlaceValues, 64> placeValues_{};
    int weightCount_ = 0;
    int canonicalWeightCount_ = 0;
    std::uint32_t fingerprint_ = 0;
};

// The phase (weight set) of a position with `empties` empty squares among `phaseCount`
// phases of equal length, from the start (60 empties) to the end.
constexpr int phaseOf(int empties, int phaseCount) {
    const int phase = (60 - empties) * phaseCount / 60;
    return phase < 0 ? 0 : phase >= phaseCount ? phaseCount - 1 : phase;
}

}  // namespace hasami::ai
