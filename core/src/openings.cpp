#include "core/openings.h"

#include <algorithm>
#include <array>
#include <tuple>
#include <vector>

#include "core/notation.h"

namespace hasami {

namespace {

// The names are the ones in common use among players (Robert Gatliff's list as WZebra and
// NBoard name openings, and the Japanese names where they agree); every line was checked
// against those lists position by position. Where a name has variants, the most common one
// is used. The first move is f5; after f5 f6 e6 the lines take f4 (the transposition d6
// reaches the same position mirrored, and is found as well).
constexpr std::array kOpenings = {
    // The three answers to f5.
    Opening{"Perpendicular", "f5d6"},
    Opening{"Diagonal", "f5f6"},
    Opening{"Parallel", "f5f4"},

    // Perpendicular: the Tiger and its variations.
    Opening{"Tiger", "f5d6c3d3c4"},
    Opening{"Aubrey", "f5d6c3d3c4b3"},
    Opening{"Aubrey (Feldborg Continuation)", "f5d6c3d3c4b3d2f4"},
    Opening{"Brightwell", "f5d6c3d3c4f4e3"},
    Opening{"Leader's Tiger", "f5d6c3d3c4f4e6"},
    Opening{"Stephenson", "f5d6c3d3c4f4f6"},
    Opening{"Kung", "f5d6c3d3c4f4f6b4"},
    Opening{"No-Kung", "f5d6c3d3c4f4f6g5"},
    Opening{"No-Kung (Continuation)", "f5d6c3d3c4f4f6g5e3f3g4h3g3f2"},
    Opening{"Comp'Oth", "f5d6c3d3c4f4f6f3"},
    Opening{"Lightning Bolt", "f5d6c3d3c4f4f6f3e3"},
    Opening{"F.A.T. Draw", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7"},
    Opening{"Rose-Bill", "f5d6c3d3c4f4c5b3c2"},
    Opening{"Central Rose-Bill", "f5d6c3d3c4f4c5b3c2b4"},
    Opening{"Tamenori", "f5d6c3d3c4f4c5b3c2e6"},
    Opening{"Ishii", "f5d6c3d3c4f4c5b4b5c6f3e6e3"},
    Opening{"Mainline Tiger", "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3"},
    Opening{"Bent Ganglion", "f5d6c3g5"},

    // Perpendicular: the Cat and the No-Cat.
    Opening{"Cat", "f5d6c4d3c5"},
    Opening{"Sakaguchi", "f5d6c4d3c5f4e3f3c2c6"},
    Opening{"Berner", "f5d6c4d3c5f4e3f3c2b4b3"},
    Opening{"Italian", "f5d6c4d3e6"},
    Opening{"No-Cat", "f5d6c4g5"},
    Opening{"Swallow", "f5d6c4g5c6"},
    Opening{"No-Cat (Continuation)", "f5d6c4g5c6c5d7d3b4c3e3f3"},

    // Perpendicular: the Horse, the Rose and their neighbours.
    Opening{"Horse", "f5d6c5f4d3"},
    Opening{"Mimura", "f5d6c5f4e3d3"},
    Opening{"Shaman", "f5d6c5f4e3c6f3"},
    Opening{"Inoue", "f5d6c5f4e3c6e6"},
    Opening{"Iago", "f5d6c5f4e3c6e6f6"},
    Opening{"Bhagat", "f5d6c5f4e3c6d7"},
    Opening{"Ralle", "f5d6c5f4e3c6d3f3"},
    Opening{"Rose", "f5d6c5f4e3c6d3f6e6d7"},
    Opening{"Greenberg", "f5d6c5f4e3c6d3f6e6d7e7"},
    Opening{"Flat", "f5d6c5f4e3c6d3f6e6d7g4"},
    Opening{"Rotating Flat", "f5d6c5f4e3c6d3f6e6d7g4c4"},
    Opening{"Murakami Variation", "f5d6c5f4e3c6d3f6e6d7g4c4g6"},
    Opening{"Rotating Flat (Kling Continuation)", "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2"},
    Opening{"Rose-Birth", "f5d6c5f4e3c6d3f6e6d7g3c4"},
    Opening{"Rose-Birdie", "f5d6c5f4e3c6d3f6e6d7g3c4b4"},
    Opening{"Rose-Tamenori-Kling", "f5d6c5f4e3c6d3f6e6d7g3c4b4c3"},
    Opening{"Brightstein", "f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2"},

    // Diagonal: the wings.
    Opening{"Wing Variation", "f5f6d3f4"},
    Opening{"Semi-Wing Variation", "f5f6c4f4"},

    // Diagonal: the Cow and the Bat.
    Opening{"Cow", "f5f6e6f4e3"},
    Opening{"Chimney", "f5f6e6f4e3d6"},
    Opening{"Rose-v-Toth", "f5f6e6f4e3c5c4"},
    Opening{"Tanida", "f5f6e6f4e3c5c4e7"},
    Opening{"Aircraft", "f5f6e6f4e3c5c4e7g4"},
    Opening{"Sailboat", "f5f6e6f4e3c5c4e7b5e2"},
    Opening{"Landau", "f5f6e6f4e3c5c4d3c3"},
    Opening{"Maruoka", "f5f6e6f4e3c5c4d3f3e2"},
    Opening{"Bat", "f5f6e6f4e3c5g5"},
    Opening{"Bat (Kling Alternative)", "f5f6e6f4e3c5g5d6g6"},
    Opening{"Melnikov", "f5f6e6f4e3c5g5g3g4f3c4"},
    Opening{"Bat (Piau Continuation 2)", "f5f6e6f4e3c5g5g3g4f3g6"},
    Opening{"Bat (Kling Continuation)", "f5f6e6f4e3c5g5f3g4g6g3d6f7h5h4h3e7"},

    // Diagonal: the Buffalo.
    Opening{"Buffalo", "f5f6e6f4c3"},
    Opening{"Hokuriku Buffalo", "f5f6e6f4c3c4"},
    Opening{"Tanida Buffalo", "f5f6e6f4c3d6f3c4c5b4"},
    Opening{"Maruoka Buffalo", "f5f6e6f4c3d7f3"},

    // Diagonal: the Heath.
    Opening{"Heath", "f5f6e6f4g5"},
    Opening{"Heath-Chimney", "f5f6e6f4g5d6"},
    Opening{"Heath-Bat", "f5f6e6f4g5e7e3"},
    Opening{"Iwasaki Variation", "f5f6e6f4g5e7d7"},
    Opening{"Mimura Variation II", "f5f6e6f4g5e7f7c5e3f3c4d3c2"},

    // Diagonal: the other fifth moves.
    Opening{"Raccoon Dog", "f5f6e6f4g4"},
    Opening{"Rocket", "f5f6e6f4g3"},
    Opening{"Lollipop", "f5f6e6f4g3d6"},
    Opening{"Hamilton", "f5f6e6f4g3f3g4"},
    Opening{"Snake", "f5f6e6f4g6"},
    Opening{"Lysons", "f5f6e6f4g6c6"},
    Opening{"Pyramid", "f5f6e6f4g6c5g4g5f3e3c4"},
    Opening{"X-square", "f5f6e6f4g7"},
};

// A position up to the symmetries of the board: the least of its 8 images.
using Key = std::tuple<Bitboard, Bitboard, Color>;

Key canonicalKey(const Position& p) {
    Key least{~Bitboard{0}, ~Bitboard{0}, p.sideToMove()};
    for (const Symmetry s : kAllSymmetries) {
        const Position image = transform(p, s);
        least = std::min(least, Key{image.black(), image.white(), image.sideToMove()});
    }
    return least;
}

struct Entry {
    Key key;
    const Opening* opening;
    Position end;  // the position after the opening's moves
    int plies;
};

// The table by position, built once. A line that does not parse is left out (the tests
// check that none is).
const std::vector<Entry>& entriesByKey() {
    static const std::vector<Entry> entries = [] {
        std::vector<Entry> list;
        for (const Opening& opening : kOpenings) {
            const auto moves = parseTranscript(opening.moves);
            if (!moves) continue;
            Position p = Position::start();
            for (const Move m : *moves)
                p = p.play(m);
            list.push_back({canonicalKey(p), &opening, p, static_cast<int>(moves->size())});
        }
        std::sort(list.begin(), list.end(),
                  [](const Entry& a, const Entry& b) { return a.key < b.key; });
        return list;
    }();
    return entries;
}

}  // namespace

std::span<const Opening> openings() {
    return kOpenings;
}

std::optional<OpeningMatch> openingOf(std::span<const Move> moves, const Position& start) {
    if (start != Position::start()) return std::nullopt;
    const auto& entries = entriesByKey();
    int longest = 0;
    for (const Entry& e : entries)
        longest = std::max(longest, e.plies);

    std::optional<OpeningMatch> match;
    Position p = start;
    const int plies = std::min(static_cast<int>(moves.size()), longest);
    for (int ply = 1; ply <= plies; ++ply) {
        const Move m = moves[ply - 1];
        if (!p.isLegal(m)) break;
        p = p.play(m);
        const Key key = canonicalKey(p);
        const auto found = std::lower_bound(entries.begin(), entries.end(), key,
                                            [](const Entry& e, const Key& k) { return e.key < k; });
        if (found == entries.end() || found->key != key) continue;
        for (const Symmetry s : kAllSymmetries) {
            if (transform(found->end, s) == p) {
                match = OpeningMatch{found->opening, ply, s};
                break;
            }
        }
    }
    return match;
}

}  // namespace hasami
