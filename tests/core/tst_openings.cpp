#include <QtTest>

#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/game_record.h"
#include "core/notation.h"
#include "core/openings.h"
#include "core/symmetry.h"
#include "printing.h"

using namespace hasami;

namespace {

std::vector<Move> movesOf(std::string_view transcript) {
    auto moves = parseTranscript(transcript);
    return moves ? *moves : std::vector<Move>{};
}

std::vector<Move> transformed(const std::vector<Move>& moves, Symmetry s) {
    std::vector<Move> out;
    for (const Move m : moves)
        out.push_back(transform(m, s));
    return out;
}

// The name of the opening of a transcript from the start, "" for none.
std::string nameOf(std::string_view transcript) {
    const auto match = openingOf(movesOf(transcript));
    return match ? std::string(match->opening->name) : std::string();
}

const Opening* byName(std::string_view name) {
    for (const Opening& o : openings()) {
        if (o.name == name) return &o;
    }
    return nullptr;
}

}  // namespace

class TestOpenings : public QObject {
    Q_OBJECT
  private slots:
    void tableIsLargeAndNamesAreDistinct() {
        QVERIFY(openings().size() >= 50);
        std::set<std::string_view> names;
        for (const Opening& o : openings()) {
            QVERIFY(!o.name.empty());
            QVERIFY2(names.insert(o.name).second, std::string(o.name).c_str());
        }
    }

    void everyLineIsLegalFromTheStart() {
        for (const Opening& o : openings()) {
            const auto record = GameRecord::fromTranscript(o.moves);
            QVERIFY2(record.ok(), std::string(o.name).c_str());
            QVERIFY(o.moves.starts_with("f5"));
            // No passes, and the transcript reads back as written.
            QCOMPARE(record->length() * 2, static_cast<int>(o.moves.size()));
            QCOMPARE(record->transcript(), std::string(o.moves));
        }
    }

    void noTwoLinesReachTheSamePositionUnderSymmetry() {
        std::set<std::tuple<Bitboard, Bitboard, Color>> seen;
        for (const Opening& o : openings()) {
            const Position end = GameRecord::fromTranscript(o.moves)->current();
            std::tuple<Bitboard, Bitboard, Color> least{~Bitboard{0}, 0, end.sideToMove()};
            for (const Symmetry s : kAllSymmetries) {
                const Position image = transform(end, s);
                least = std::min(least, {image.black(), image.white(), image.sideToMove()});
            }
            QVERIFY2(seen.insert(least).second, std::string(o.name).c_str());
        }
    }

    // Of the 8 symmetries, the 4 that keep the start position (colours included) turn a line
    // into a game; the other 4 turn it into moves that are illegal from the start.
    void everyLineIsNamedInEveryOrientation() {
        int keepingTheStart = 0;
        for (const Symmetry s : kAllSymmetries)
            keepingTheStart += transform(Position::start(), s) == Position::start();
        QCOMPARE(keepingTheStart, 4);
        for (const Opening& o : openings()) {
            const std::vector<Move> line = movesOf(o.moves);
            const Position end = GameRecord::fromTranscript(o.moves)->current();
            for (const Symmetry s : kAllSymmetries) {
                const std::vector<Move> moves = transformed(line, s);
                const auto game = GameRecord::fromTranscript(formatTranscript(moves));
                if (transform(Position::start(), s) != Position::start()) {
                    QVERIFY(!game.ok());
                    continue;
                }
                QVERIFY2(game.ok(), std::string(o.name).c_str());
                const auto match = openingOf(moves);
                QVERIFY2(match, std::string(o.name).c_str());
                QCOMPARE(match->opening, &o);
                QCOMPARE(match->ply, static_cast<int>(line.size()));
                QCOMPARE(transform(end, match->symmetry), game->current());
            }
        }
    }

    // Those 4 orientations play from the start turned a quarter (black on d4 and e5), which
    // is not the standard start: no name there.
    void theOtherFourOrientationsStartElsewhere() {
        const Position turned = transform(Position::start(), Symmetry::Rotate90);
        const auto moves = transformed(movesOf("f5d6c3d3c4"), Symmetry::Rotate90);
        QVERIFY(GameRecord::fromTranscript(formatTranscript(moves), turned).ok());
        QVERIFY(!openingOf(moves, turned));
    }

    void knownLines() {
        QCOMPARE(nameOf("f5d6"), std::string("Perpendicular"));
        QCOMPARE(nameOf("f5f6"), std::string("Diagonal"));
        QCOMPARE(nameOf("f5f4"), std::string("Parallel"));
        QCOMPARE(nameOf("f5d6c3d3c4"), std::string("Tiger"));
        QCOMPARE(nameOf("f5d6c4d3c5"), std::string("Cat"));
        QCOMPARE(nameOf("f5d6c3d3c4f4f6"), std::string("Stephenson"));
        QCOMPARE(nameOf("f5d6c3d3c4f4f6g5"), std::string("No-Kung"));
        QCOMPARE(nameOf("f5d6c5f4e3c6d3f6e6d7"), std::string("Rose"));
        QCOMPARE(nameOf("f5f6e6f4e3"), std::string("Cow"));
        QCOMPARE(nameOf("f5f6e6f4e3c5c4"), std::string("Rose-v-Toth"));
        QCOMPARE(nameOf("f5f6e6f4c3"), std::string("Buffalo"));
        QCOMPARE(nameOf("f5f6e6f4g5"), std::string("Heath"));
        QCOMPARE(nameOf("f5f6e6f4g6"), std::string("Snake"));
        QCOMPARE(nameOf("f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3"), std::string("Mainline Tiger"));
        QCOMPARE(byName("Tiger")->moves, std::string_view("f5d6c3d3c4"));
        QCOMPARE(byName("Buffalo")->moves, std::string_view("f5f6e6f4c3"));
        QCOMPARE(byName("Heath")->moves, std::string_view("f5f6e6f4g5"));
        QCOMPARE(byName("Rose-v-Toth")->moves, std::string_view("f5f6e6f4e3c5c4"));
    }

    void aTranspositionIsNamedToo() {
        // After f5 f6 e6, d6 and f4 reach mirror images: the lists give either order.
        QCOMPARE(nameOf("f5f6e6d6c3"), std::string("Buffalo"));
        QCOMPARE(nameOf("f5f6e6d6c5"), std::string("Cow"));
        QCOMPARE(nameOf("f5f6e6d6e7"), std::string("Heath"));
        QCOMPARE(nameOf("f5f6e6d6c5e3d3"), std::string("Rose-v-Toth"));
        QCOMPARE(nameOf("f5f6e6d6f7"), std::string("Snake"));
    }

    void theDeepestLineWins() {
        QCOMPARE(nameOf("f5d6c3d3c4f4"), std::string("Tiger"));  // no name of its own
        QCOMPARE(openingOf(movesOf("f5d6c3d3c4f4"))->ply, 5);
        QCOMPARE(nameOf("f5d6c3d3c4f4f6"), std::string("Stephenson"));
        QCOMPARE(nameOf("f5d6c3d3c4f4f6f3"), std::string("Comp'Oth"));
        // Out of the book: the last opening the game was in stays.
        const auto match = openingOf(movesOf("f5d6c3d3c4f4f6f3e6e7c6g6"));
        QVERIFY(match);
        QCOMPARE(std::string(match->opening->name), std::string("Comp'Oth"));
        QCOMPARE(match->ply, 8);
    }

    void noOpeningBeforeTheSecondMove() {
        QVERIFY(!openingOf({}));
        QVERIFY(!openingOf(movesOf("f5")));
        QVERIFY(!openingOf(movesOf("c4")));
    }

    void onlyFromTheStandardStart() {
        // The Tiger's moves from the position after f5 d6: not the Tiger, not anything.
        const Position afterTwo = GameRecord::fromTranscript("f5d6")->current();
        const auto moves = parseTranscript("c3d3c4", afterTwo);
        QVERIFY(moves.ok());
        QVERIFY(!openingOf(*moves, afterTwo));
        // The start with the colours exchanged, white to move: the same moves are legal.
        const Position swapped = Position::start().colorSwapped();
        const auto tiger = parseTranscript("f5d6c3d3c4", swapped);
        QVERIFY(tiger.ok());
        QVERIFY(!openingOf(*tiger, swapped));
    }

    void readingStopsAtAnIllegalMove() {
        std::vector<Move> moves = movesOf("f5d6c3d3c4");
        moves.push_back(*Square::parse("a1"));
        moves.push_back(*Square::parse("f4"));
        QCOMPARE(std::string(openingOf(moves)->opening->name), std::string("Tiger"));
    }
};

QTEST_APPLESS_MAIN(TestOpenings)
#include "tst_openings.moc"
