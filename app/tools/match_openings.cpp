#include "match_openings.h"

#include <cmath>
#include <random>
#include <set>
#include <sstream>

#include "ai/engine.h"
#include "ai/training/dataset.h"
#include "core/notation.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "core/write_file.h"

namespace hasami::cli {

std::vector<Opening> balancedOpenings(int count, int plies, int depth, int margin,
                                      std::uint64_t seed, std::span<ai::Engine* const> judges) {
    std::mt19937_64 rng(seed);
    std::set<std::pair<Bitboard, Bitboard>> seen;
    std::vector<Opening> openings;
    constexpr int kDrawsWithoutNews = 10'000;
    for (int futile = 0; int(openings.size()) < count && futile < kDrawsWithoutNews; ++futile) {
        Position position = Position::start();
        Opening moves;
        while (int(moves.size()) < plies && position.legalMoves()) {
            Bitboard legal = position.legalMoves();
            for (int skip = int(rng() % bb::count(legal)); skip > 0; --skip)
                legal = bb::withoutLowest(legal);
            moves.push_back(Square::fromIndex(bb::lowestIndex(legal)));
            position = position.play(moves.back());
        }
        if (int(moves.size()) < plies || !position.legalMoves()) continue;
        if (!seen.insert(ai::training::canonicalForm(position.player(), position.opponent()))
                 .second) {
            continue;
        }
        const bool balanced = std::all_of(judges.begin(), judges.end(), [&](ai::Engine* judge) {
            return std::abs(judge->think(position, ai::Limits::atDepth(depth)).score) <= margin;
        });
        if (!balanced) continue;
        openings.push_back(moves);
        futile = -1;
    }
    return openings;
}

Result<std::vector<Opening>> readOpenings(const std::string& path) {
    // Far above any set of openings (10,000 of 8 plies take 170 KB).
    constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;
    const auto text = readFile(path, kMaxFileBytes);
    if (!text) return text.error();
    std::vector<Opening> openings;
    std::istringstream lines(*text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        auto moves = parseTranscript(line);
        if (!moves) {
            return Error{quotePath(path) + ":" + std::to_string(number) + ": " +
                         moves.error().message()};
        }
        openings.push_back(std::move(moves).value());
    }
    if (openings.empty()) return Error{quotePath(path) + ": no opening"};
    return openings;
}

Result<void> writeOpenings(const std::string& path, const std::vector<Opening>& openings) {
    std::string text;
    for (const Opening& moves : openings)
        text += formatTranscript(moves) + '\n';
    return replaceFile(path, text);
}

}  // namespace hasami::cli
