#include "ai/human_features.h"

#include <algorithm>
#include <cmath>

#include "ai/evaluator.h"
#include "ai/move_pattern.h"
#include "core/moves.h"

namespace hasami::ai {

namespace {

constexpr double kUnit = 8;  // discs, moves or squares per unit of a feature

// The one-hot band of a loss in discs, then the loss itself.
void setLoss(std::array<double, kHumanFeatureCount>& values, int first, double loss) {
    constexpr std::array<double, 5> kUpTo = {0, 2, 4, 8, 16};
    int band = 0;
    while (band < int(kUpTo.size()) && loss > kUpTo[band])
        ++band;
    values[first + band] = 1;
    values[first + int(kUpTo.size()) + 1] = std::min(loss, 4 * kUnit) / kUnit;
}

// The class of a square under the 8 symmetries, as kSquareA1 + 0..8 (d4 cannot be played).
int squareFeature(int index) {
    const int column = std::min(index % 8, 7 - index % 8);
    const int row = std::min(index / 8, 7 - index / 8);
    const int near = std::min(column, row);
    const int far = std::max(column, row);
    static constexpr int kClass[4][4] = {
        {kSquareA1, kSquareB1, kSquareC1, kSquareD1},
        {-1, kSquareB2, kSquareC2, kSquareD2},
        {-1, -1, kSquareC3, kSquareD3},
        {-1, -1, -1, kSquareD3},
    };
    return kClass[near][far];
}

Bitboard quadrantOf(int index) {
    Bitboard quadrant = 0;
    const int column = index % 8 < 4 ? 0 : 4;
    const int row = index / 8 < 4 ? 0 : 4;
    for (int r = row; r < row + 4; ++r) {
        for (int c = column; c < column + 4; ++c)
            quadrant |= bb::bit(r * 8 + c);
    }
    return quadrant;
}

}  // namespace

std::vector<MoveFeatures> humanFeatures(const Position& position,
                                        std::span<const MoveEvaluation> scores,
                                        const Evaluator& evaluator) {
    const Bitboard p = position.player();
    const Bitboard o = position.opponent();
    const Bitboard legal = position.legalMoves();

    std::vector<MoveFeatures> features;
    std::array<double, 64> staticScore{};
    double bestStatic = -1e9;
    bb::forEachBit(legal, [&](int index) {
        const Bitboard flipped = flippedDiscs(p, o, index);
        const Bitboard mine = p | flipped | bb::bit(index);
        const Bitboard theirs = o & ~flipped;
        staticScore[index] = -evaluator.evaluate(theirs, mine);
        bestStatic = std::max(bestStatic, staticScore[index]);

        MoveFeatures f{Move(Square::fromIndex(index)), {}};
        auto& v = f.values;
        v[squareFeature(index)] = 1;
        v[kFlips] = bb::count(flipped) / kUnit;
        const Bitboard replies = legalMoves(theirs, mine);
        v[kOpponentMobility] = bb::count(replies) / kUnit;
        v[kOwnMobility] = bb::count(legalMoves(mine, theirs)) / kUnit;
        const Bitboard empty = ~(mine | theirs);
        v[kFrontier] = bb::count((flipped | bb::bit(index)) & bb::neighbours(empty)) / kUnit;
        v[kOddQuadrant] = bb::count(quadrantOf(index) & position.empties()) % 2;
        v[kGivesCorner] = (replies & bb::kCorners) != 0 ? 1 : 0;
        features.push_back(f);
    });

    double bestDeep = -1e9;
    for (const MoveEvaluation& e : scores)
        bestDeep = std::max(bestDeep, double(e.score));
    for (MoveFeatures& f : features) {
        const int index = f.move.square().index();
        const auto deep = std::find_if(scores.begin(), scores.end(),
                                       [&](const MoveEvaluation& e) { return e.move == f.move; });
        setLoss(f.values, kDeepLoss0, deep == scores.end() ? 0 : bestDeep - deep->score);
        setLoss(f.values, kStaticLoss0, bestStatic - staticScore[index]);
    }
    return features;
}

void setRecentFeatures(std::vector<MoveFeatures>& features, const Position& position,
                       const RecentMoves& recent) {
    const auto touches = [](std::optional<Square> square, int index) {
        return square && (bb::neighbours(bb::bit(square->index())) & bb::bit(index)) != 0;
    };
    for (MoveFeatures& f : features) {
        const int index = f.move.square().index();
        f.values[kNextToReply] = touches(recent.opponent, index);
        f.values[kNextToOwnMove] = touches(recent.own, index);
        f.values[kTakesBack] =
            recent.opponent && (flippedDiscs(position.player(), position.opponent(), index) &
                                bb::bit(recent.opponent->index())) != 0;
    }
}

void setShapeFeatures(std::vector<MoveFeatures>& features, const Position& position,
                      std::span<const float> shapeLogits) {
    if (shapeLogits.empty()) return;
    for (MoveFeatures& f : features) {
        const MoveLogitIndices indices = moveLogitIndices(position, f.move.square().index());
        double sum = 0;
        for (int k = 0; k < indices.count; ++k)
            sum += shapeLogits[std::size_t(indices.index[std::size_t(k)])];
        f.values[kShapeLogit] = float(sum);
    }
}

void setOpeningFeatures(std::vector<MoveFeatures>& features, double games,
                        std::span<const double, 64> chosen) {
    for (MoveFeatures& f : features) {
        const int index = f.move.square().index();
        f.values[kOpeningShare] = games > 0 ? chosen[index] / games : 0;
        // Half a game for each move smooths the share of a move never chosen.
        f.values[kOpeningLogShare] =
            games > 0 ? std::log((chosen[index] + 0.5) / (games + 0.5 * double(features.size())))
                      : 0;
    }
}

}  // namespace hasami::ai
