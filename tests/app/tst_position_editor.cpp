// The board editor: placing discs, whole-board operations, and refusing positions that cannot
// be played.

#include <QtTest>

#include <QPushButton>

#include "core/notation.h"
#include "editor_panel.h"
#include "position_editor.h"
#include "printing.h"

using namespace hasami;
using namespace hasami::gui;

namespace {

Square sq(const char* name) {
    return *Square::parse(name);
}

}  // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT
  private slots:
    void placesAndRemovesDiscs() {
        PositionEditor editor;
        editor.set(sq("a1"), Cell::White);
        editor.set(sq("d4"), Cell::Black);  // replaces a white disc
        editor.set(sq("e5"), Cell::Empty);
        const Position& p = editor.position();
        QVERIFY(bb::has(p.white(), 0));
        QVERIFY(bb::has(p.black(), sq("d4").index()) && !bb::has(p.white(), sq("d4").index()));
        QVERIFY(!bb::has(p.black() | p.white(), sq("e5").index()));
        QVERIFY(p.isValid());
        editor.setSideToMove(Color::White);
        QCOMPARE(editor.position().sideToMove(), Color::White);
        QCOMPARE(editor.position().discCount(Color::White), 1);
    }

    void wholeBoardOperations() {
        PositionEditor editor;
        editor.set(sq("a1"), Cell::Black);
        editor.transform(Symmetry::Rotate90);
        QVERIFY(bb::has(editor.position().black(), sq("h1").index()));
        editor.transform(Symmetry::FlipHorizontal);
        QVERIFY(bb::has(editor.position().black(), sq("a1").index()));
        editor.clear();
        QCOMPARE(editor.position().black() | editor.position().white(), Bitboard{0});
        editor.reset();
        QCOMPARE(editor.position(), Position::start());
    }

    void impossiblePositionsAreRefused() {
        QString reason;
        PositionEditor editor;
        editor.clear();
        QVERIFY(!editor.finish(&reason));
        QCOMPARE(reason, QString("Both colours need at least one disc."));
        editor.set(sq("a1"), Cell::Black);
        QVERIFY(!editor.finish(&reason));  // no white disc
        editor.set(sq("h8"), Cell::White);
        QVERIFY(!editor.finish(&reason));
        QCOMPARE(reason, QString("Neither side has a legal move in this position."));
        editor.reset();
        QCOMPARE(editor.finish(&reason), std::optional<Position>(Position::start()));
        // A position where only the other side can move is playable (it begins with a pass).
        const PositionEditor pass(*parseBoard("XO------" + std::string(56, '-') + " O"));
        QVERIFY(pass.finish(&reason).has_value());
    }

    void thePanelEditsAndReports() {
        EditorPanel panel;
        panel.start(Position::start());
        QSignalSpy edited(&panel, &EditorPanel::positionEdited);
        QSignalSpy finished(&panel, &EditorPanel::finished);
        QSignalSpy problem(&panel, &EditorPanel::problem);
        panel.squareClicked(sq("c3"));  // black is the default disc
        QVERIFY(bb::has(edited.last()[0].value<Position>().black(), sq("c3").index()));
        QPushButton* clear = nullptr;
        QPushButton* play = nullptr;
        for (QPushButton* b : panel.findChildren<QPushButton*>()) {
            if (b->text() == "Clear") clear = b;
            if (b->text() == "Play") play = b;
        }
        QVERIFY(clear && play);
        clear->click();
        play->click();
        QCOMPARE(problem.count(), 1);
        QCOMPARE(finished.count(), 0);
        panel.start(Position::start());
        play->click();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished[0][0].value<Position>(), Position::start());
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_position_editor.moc"
