// The opening trainer's drill with a book made here: which moves the program plays, and how the
// user's answers are graded (the discs lost against the book's best: 0 Perfect, 1-2 Good, 3-4
// Hard, more Missed).

#include <QtTest>

#include "core/game_record.h"
#include "core/notation.h"
#include "library/opening_drill.h"

using namespace hasami;
using namespace hasami::library;

namespace {

Position after(const char* transcript) {
    return GameRecord::fromTranscript(transcript)->current();
}

Move at(const char* square) {
    return Move(*Square::parse(square));
}

std::vector<Move> line(const char* transcript) {
    return parseTranscript(transcript).value();
}

// Scores are the mover's, as the book keeps them. After f5 d6 c3 the book knows d3 only, and
// after f5 d6 c3 d3 nothing: the drill ends there.
std::shared_ptr<const ai::Book> book() {
    auto b = std::make_shared<ai::Book>();
    b->add(Position::start(), {{at("f5"), 0, 20, false}});
    b->add(after("f5"),
           {{at("d6"), 1, 20, false}, {at("f6"), -1, 20, false}, {at("f4"), -7, 20, false}});
    b->add(after("f5d6"), {{at("c5"), 1, 20, false}, {at("c3"), 0, 20, false}});
    b->add(after("f5d6c5"), {{at("f4"), 0, 20, false}});
    b->add(after("f5d6c3"), {{at("d3"), 2, 20, false}});
    return b;
}

}  // namespace

class TestOpeningDrill : public QObject {
    Q_OBJECT
  private slots:
    void answersAreGradedByTheirLoss() {
        const auto b = book();
        const auto best = gradeAnswer(*b, after("f5"), at("d6"));
        QVERIFY(best);
        QCOMPARE(best->grade, Grade::Perfect);
        QCOMPARE(best->loss, std::optional(0));
        const auto close = gradeAnswer(*b, after("f5"), at("f6"));  // 1 - (-1) = 2
        QCOMPARE(close->grade, Grade::Good);
        QCOMPARE(close->loss, std::optional(2));
        const auto bad = gradeAnswer(*b, after("f5"), at("f4"));  // 1 - (-7) = 8
        QCOMPARE(bad->grade, Grade::Missed);
        QCOMPARE(bad->loss, std::optional(8));
        QCOMPARE(bad->best.move, at("d6"));
        // f4 is legal after f5 d6 c3 (it turns e5 against d6) but not in the book.
        const auto offBook = gradeAnswer(*b, after("f5d6c3"), at("f4"));
        QCOMPARE(offBook->grade, Grade::Missed);
        QCOMPARE(offBook->loss, std::optional<int>());
        QCOMPARE(offBook->best.move, at("d3"));
        // Turned about the a1-h8 diagonal, f5 is e6 and d6 is f4: the book finds it.
        QCOMPARE(gradeAnswer(*b, after("e6"), at("f4"))->grade, Grade::Perfect);
        QVERIFY(!gradeAnswer(*b, after("f5d6c3d3"), at("c4")));
    }

    // The program follows the line while the game does (c3 after f5 d6, not the book's c5),
    // then the book; the drill ends where the book has nothing for the user.
    void theProgramPlaysTheLineThenTheBook() {
        OpeningDrill drill(book(), line("f5d6c3"), Color::White);
        QCOMPARE(formatTranscript(drill.moves()), std::string("f5"));
        QVERIFY(!drill.over());
        QCOMPARE(drill.answer(at("d6"))->grade, Grade::Perfect);
        QCOMPARE(formatTranscript(drill.moves()), std::string("f5d6c3"));
        QVERIFY(!drill.answer(at("a1")));  // not legal: nothing played
        QCOMPARE(drill.answer(at("d3"))->grade, Grade::Perfect);
        QCOMPARE(formatTranscript(drill.moves()), std::string("f5d6c3d3"));
        QVERIFY(drill.over());  // the book has nothing for black after f5 d6 c3 d3
        QVERIFY(!drill.answer(at("c4")));

        OpeningDrill other(book(), line("f5"), Color::White);
        QCOMPARE(other.answer(at("d6"))->grade, Grade::Perfect);
        QCOMPARE(formatTranscript(other.moves()), std::string("f5d6c5"));  // the book's best
        QVERIFY(!other.over());
        QCOMPARE(other.position(), after("f5d6c5"));
    }

    // Drilling a named opening, its moves are the answers while the game follows it: after
    // f5 d6 the line's c3 is found, the book's better c5 is missed; past the line, the book's.
    void aNamedLineGivesTheAnswers() {
        OpeningDrill drill(book(), line("f5d6c3"), Color::Black, LineRole::Answers);
        const auto first = drill.answer(at("f5"));
        QCOMPARE(first->grade, Grade::Perfect);
        QVERIFY(first->fromLine);
        const auto missed = drill.answer(at("c5"));  // the book's best here, 1 against c3's 0
        QCOMPARE(missed->grade, Grade::Missed);
        QVERIFY(missed->fromLine);
        QCOMPARE(missed->best.move, at("c3"));
        QVERIFY(!missed->loss.has_value());
        QCOMPARE(formatTranscript(drill.moves()), std::string("f5d6c5f4"));  // then the book's

        OpeningDrill found(book(), line("f5d6c3"), Color::Black, LineRole::Answers);
        found.answer(at("f5"));
        QCOMPARE(found.answer(at("c3"))->grade, Grade::Perfect);
        QCOMPARE(formatTranscript(found.moves()), std::string("f5d6c3d3"));
        QVERIFY(found.over());

        // A game of the user's only gives the program's moves: c3 is graded by the book.
        OpeningDrill own(book(), line("f5d6c3"), Color::Black);
        own.answer(at("f5"));
        const auto graded = own.answer(at("c3"));
        QCOMPARE(graded->grade, Grade::Good);  // 1 - 0
        QVERIFY(!graded->fromLine);
    }

    void theUserMayPlayBlack() {
        OpeningDrill drill(book(), {}, Color::Black);
        QVERIFY(drill.moves().empty());
        QCOMPARE(drill.answer(at("f5"))->grade, Grade::Perfect);
        QCOMPARE(formatTranscript(drill.moves()), std::string("f5d6"));
        QCOMPARE(drill.answer(at("c3"))->grade, Grade::Good);  // 1 - 0 = 1
        QCOMPARE(formatTranscript(drill.moves()), std::string("f5d6c3d3"));
        QVERIFY(drill.over());
    }
};

QTEST_GUILESS_MAIN(TestOpeningDrill)
#include "tst_opening_drill.moc"
